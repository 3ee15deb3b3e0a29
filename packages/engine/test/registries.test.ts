import { readTarget } from '../src/core/phrases.js';
import { describe, expect, it } from 'vitest';
import { defineCard, isCitedRule, logEntries, READ_CONTEXT } from '../src/index.js';
import { dealDamage, destroy } from '../src/events/actions.js';
import { EFFECTS, readEffect } from '../src/effects/index.js';
import { REPLACEMENTS, replace } from '../src/events/replacement.js';
import { TRIGGERS } from '../src/rules/triggers.js';
import { keywordAbilities } from '../src/reader/keyword-abilities.js';
import { KEYWORD_ENTRIES, keywordEntry } from '../src/core/keywords/index.js';
import { C, attack, goTo, illegal, life, pass, perm, play, texts, twoPlayers, zone } from './kit.js';
import { next } from './rules/combat/fixtures.js';
import { conditionHolds } from '../src/view/conditions.js';
import { controller, hasKeyword, power, toughness } from '../src/view/queries.js';

const card = (spec: Parameters<typeof defineCard>[0]) => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

describe('the registries: one entry per effect, trigger condition and replacement effect', () => {
  it('every entry cites a rule the engine lists, and no kind or id is registered twice', () => {
    for (const list of [
      EFFECTS.map(e => [e.kind, e.rule]),
      TRIGGERS.map(t => [t.kind, t.rule]),
      REPLACEMENTS.map(r => [r.id, r.rule]),
    ]) {
      expect(new Set(list.map(([k]) => k)).size).toBe(list.length);
      for (const [, rule] of list) expect(isCitedRule(rule!), rule).toBe(true);
    }
  });

  it('each effect entry reads its sentence', () => {
    expect(readEffect('~ deals 3 damage to any target', READ_CONTEXT)?.effect(0)).toEqual({
      kind: 'damage',
      amount: 3,
      aim: { target: 0 },
    });
    expect(readEffect('tap target creature', READ_CONTEXT)?.targets).toEqual([readTarget('target creature')]);
    expect(readEffect('target player loses two life', READ_CONTEXT)?.effect(1)).toEqual({
      kind: 'life',
      amount: 2,
      gain: false,
      aim: { target: 1 },
    });
    expect(readEffect('venture into the dungeon', READ_CONTEXT)).toBeUndefined();
  });
});

describe('701.26a: "Tap target creature" (the effect added as the README\'s worked example)', () => {
  const frost = card({ name: 'Frost Breath Lite', cost: '{U}', type: 'Instant', text: 'Tap target creature.' });

  it('701.26a: the target becomes tapped as the spell resolves', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.island }], hand: [{ def: frost, id: 'frost' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'frost', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.permanents.bears!.tapped).toBe(true);
    expect(logEntries(s).some(e => e.rule === '701.26a' && e.text === 'Grizzly Bears becomes tapped.')).toBe(true);
  });
});

describe('replacement and prevention hooks (CR 614, 615)', () => {
  it('702.16e: protection prevents damage at the damage choke point, whatever deals it', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.whiteKnight, id: 'knight' },
          { def: C.severedLegion, id: 'legion' },
        ],
      },
      {},
    );
    const after = dealDamage(s, 'legion', { kind: 'object', id: 'knight', stamp: s.permanents.knight!.timestamp }, 2);
    expect(after.permanents.knight!.damage).toBe(0);
    expect(logEntries(after).at(-1)).toMatchObject({ rule: '702.16e', amount: 0 });
  });

  it('702.12b: an indestructible permanent is not destroyed; quietly, nothing is said', () => {
    const s = twoPlayers({ battlefield: [{ def: C.darksteelGargoyle, id: 'gargoyle' }] }, {});
    const loud = destroy(s, 'gargoyle', '701.8a', 'Darksteel Gargoyle is destroyed.');
    expect(loud.destroyed).toBe(false);
    expect(loud.state.permanents.gargoyle).toBeDefined();
    expect(logEntries(loud.state).at(-1)?.rule).toBe('702.12b');
    const quiet = replace(s, { kind: 'destroy', object: 'gargoyle', rule: '704.5g' }, true);
    expect(quiet.event).toBeUndefined();
    expect(quiet.state).toBe(s);
  });

  it('an event no entry applies to is performed as it is', () => {
    const s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }] }, {});
    const event = { kind: 'destroy', object: 'bears', rule: '701.8a' } as const;
    expect(replace(s, event)).toEqual({ state: s, event });
  });

  describe('614.1d: "~ enters tapped" (the replacement effect added as the README\'s worked example)', () => {
    const gate = card({ name: 'Tapped Gate', type: 'Land — Gate', text: 'Tapped Gate enters tapped.' });
    const sleepy = card({
      name: 'Sleepy Bear',
      cost: '{G}',
      type: 'Creature — Bear',
      power: 2,
      toughness: 2,
      text: 'This creature enters tapped.',
    });

    it('614.1d: a land played enters tapped', () => {
      let s = twoPlayers({ hand: [{ def: gate, id: 'gate' }] }, {});
      s = play(s, { type: 'playLand', player: 'Alice', card: 'gate' });
      expect(s.permanents.gate!.tapped).toBe(true);
      expect(logEntries(s).some(e => e.rule === '614.1d')).toBe(true);
    });

    it('614.1d: a permanent spell enters tapped as it resolves (608.3)', () => {
      let s = twoPlayers({ battlefield: [{ def: C.forest }], hand: [{ def: sleepy, id: 'sleepy' }] }, {});
      s = play(s, { type: 'cast', player: 'Alice', card: 'sleepy' }, pass('Alice'), pass('Bob'));
      expect(s.permanents.sleepy!.tapped).toBe(true);
    });

    it('without the ability, a permanent enters untapped', () => {
      let s = twoPlayers({ hand: [{ def: C.forest, id: 'forest' }] }, {});
      s = play(s, { type: 'playLand', player: 'Alice', card: 'forest' });
      expect(s.permanents.forest!.tapped).toBe(false);
    });
  });
});

describe('keywords that stand for abilities (core/keywords, read by reader/keyword-abilities.ts)', () => {
  it('each entry gives abilities the reader wholly understands, and cites a rule the engine lists', () => {
    const listed = [
      ['cycling {2}', 'activated'],
      ['prowess', 'triggered'],
      ['evolve', 'triggered'],
      ['equip {2}', 'activated'],
      ['basic landcycling {1}', 'activated'],
      ['forestcycling {2}', 'activated'],
      ['exalted', 'triggered'],
      ['persist', 'triggered'],
      ['undying', 'triggered'],
      ['extort', 'triggered'],
      ['ward {2}', 'triggered'],
      ['evoke {1}', 'triggered'],
      ['madness {r}', 'triggered'],
      ['renown 1', 'triggered'],
      ['affinity for artifacts', 'costChange'],
      ['living weapon', 'triggered'],
      ['for mirrodin!', 'triggered'],
      ['crew 1', 'activated'],
      ['modular 2', 'replacement,triggered'],
      ['vanishing 2', 'replacement,triggered,triggered'],
      ['riot', 'replacement'],
      ['tribute 2', 'replacement'],
      ['storm', 'triggered'],
      ['fabricate 2', 'triggered'],
      ['bushido 1', 'triggered'],
      ['flanking', 'triggered'],
      ['soulshift 3', 'triggered'],
      ['rampage 2', 'triggered'],
      ['echo {2}', 'triggered'],
      ['bloodthirst 1', 'replacement'],
      ['dethrone', 'triggered'],
      ['mentor', 'triggered'],
      ['afflict 2', 'triggered'],
      ['melee', 'triggered'],
      ['fading 2', 'replacement,triggered'],
      ['graft 2', 'replacement,triggered'],
      ['ingest', 'triggered'],
      ['unleash', 'replacement,restriction'],
      ['totem armor', 'replacement'],
      ['cumulative upkeep {1}', 'triggered'],
      ['cumulative upkeep\u2014sacrifice a creature', 'triggered'],
      ['recover {1}', 'triggered'],
      ['exploit', 'triggered'],
      ['miracle {w}', 'triggered'],
      ['emerge {1}', 'alternativeCost'],
      ['provoke', 'triggered'],
      ['soulbond', 'triggered,triggered'],
      ['vanishing', 'triggered,triggered'],
      ['bloodthirst x', 'replacement'],
      ['transfigure {1}', 'activated'],
      ['outlast {1}', 'activated'],
      ['level up {1}', 'activated'],
      ['dash {1}', 'static'],
      ['sunburst', 'replacement'],
      ['unearth {1}', 'activated'],
      ['scavenge {1}', 'activated'],
      ['embalm {1}', 'activated'],
      ['devour 1', 'replacement'],
      ['amplify 1', 'replacement'],
      ['battle cry', 'triggered'],
      ['afterlife 1', 'triggered'],
      ['annihilator 2', 'triggered'],
      ['eternalize {1}', 'activated'],
      ['reinforce 1\u2014{1}', 'activated'],
      ['undaunted', 'costChange'],
      ['surge {1}', 'alternativeCost'],
      ['spectacle {1}', 'alternativeCost'],
      ['prowl {1}', 'alternativeCost'],
      ['transmute {1}', 'activated'],
      ['kicker {1}', 'keywordCost'],
      ['kicker {1}{u} and/or {b}', 'keywordCost,keywordCost'],
      ['buyback\u2014pay 3 life', 'keywordCost'],
      ['entwine {2}', 'keywordCost'],
      ['morph {2}', 'keywordCost'],
      ['megamorph {2}', 'keywordCost'],
      ['ninjutsu {1}{u}', 'activated'],
      ['replicate {1}{u}', 'triggered'],
      ['conspire', 'triggered'],
      ['splice onto arcane\u2014exile four cards from your graveyard', 'keywordCost'],
      ['awaken 3\u2014{4}{u}', 'awaken'],
      ['ripple 4', 'triggered'],
      ['cascade', 'triggered'],
      ['gravestorm', 'triggered'],
    ] as const;
    for (const [keyword, kind] of listed) {
      const entry = keywordEntry(keyword)!;
      expect(entry.abilities, keyword).toBeDefined();
      expect(isCitedRule(entry.rule)).toBe(true);
      expect(keywordAbilities([keyword as never]).map(a => a.kind)).toEqual(kind.split(','));
    }
    // Every entry with abilities is listed here.
    expect(KEYWORD_ENTRIES.filter(e => e.abilities)).toHaveLength(new Set(listed.map(([k]) => keywordEntry(k))).size);
  });

  it('702.108a: prowess: casting a noncreature spell pumps the creature until end of turn', () => {
    const monk = card({
      name: 'Test Monk',
      cost: '{1}{R}',
      type: 'Creature — Human Monk',
      power: 1,
      toughness: 1,
      keywords: ['prowess'],
    });
    const s = play(
      twoPlayers(
        { battlefield: [{ def: monk, id: 'monk' }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.source)).toEqual(['bolt']); // the trigger resolved first
    expect(s.effects).toEqual([
      expect.objectContaining({ target: 'monk', change: { modify: { power: 1, toughness: 1 } } }),
    ]);
  });
});

describe('evolve (CR 702.100a)', () => {
  const evolver = card({
    name: 'Test Evolver',
    cost: '{G}',
    type: 'Creature — Elf',
    power: 1,
    toughness: 1,
    keywords: ['evolve'],
  });
  const enter = (def: typeof C.bears) =>
    play(
      twoPlayers(
        {
          battlefield: [{ def: evolver, id: 'evo' }, { def: C.forest }, { def: C.forest }],
          hand: [{ def, id: 'new' }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'new' },
      pass('Alice'),
      pass('Bob'),
    );

  it('702.100a: a bigger creature entering under your control puts a +1/+1 counter on it', () => {
    const s = play(enter(C.bears), pass('Alice'), pass('Bob'));
    expect(s.permanents.evo!.counters['+1/+1']).toBe(1);
  });

  it("603.4: a creature no bigger doesn't make it trigger", () => {
    const small = card({ name: 'Test Sprout', cost: '{G}', type: 'Creature — Plant', power: 1, toughness: 1 });
    const s = enter(small);
    expect(s.stack).toHaveLength(0);
    expect(s.permanents.evo!.counters['+1/+1'] ?? 0).toBe(0);
  });
});

describe('keywords: typecycling, exalted, persist, undying, extort (CR 702)', () => {
  const library = [
    { def: C.bears, id: 'top' },
    { def: C.forest, id: 'forest' },
    { def: C.island, id: 'island' },
  ];

  it('702.29e: basic landcycling searches for a basic land card and puts it into the hand, from the hand only', () => {
    const cycler = card({
      name: 'Test Land Cycler',
      cost: '{5}',
      type: 'Creature — Beast',
      power: 5,
      toughness: 5,
      keywords: ['basic landcycling {1}'],
    });
    const s = play(
      twoPlayers({ battlefield: [{ def: C.mountain }], hand: [{ def: cycler, id: 'cycler' }], library }, {}),
      { type: 'activate', player: 'Alice', source: 'cycler', ability: 0 },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'cycler'), zone(s, 'forest'), zone(s, 'top')]).toEqual(['graveyard', 'hand', 'library']);
  });

  it('702.29e: islandcycling finds an Island, not a Forest', () => {
    const cycler = card({
      name: 'Test Sea Cycler',
      cost: '{5}',
      type: 'Creature — Serpent',
      power: 5,
      toughness: 5,
      keywords: ['islandcycling {1}'],
    });
    const s = play(
      twoPlayers({ battlefield: [{ def: C.mountain }], hand: [{ def: cycler, id: 'cycler' }], library }, {}),
      { type: 'activate', player: 'Alice', source: 'cycler', ability: 0 },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'forest'), zone(s, 'island')]).toEqual(['library', 'hand']);
  });

  it('702.83a: exalted triggers for each instance when a creature attacks alone, not when two attack', () => {
    const squire = card({
      name: 'Test Exalted Squire',
      cost: '{W}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      keywords: ['exalted'],
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: squire, id: 'q1' },
          { def: squire, id: 'q2' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['bears', 'Bob']));
    expect(s.stack.map(i => i.subject)).toEqual(['bears', 'bears']);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([4, 4]);
    const two = play(
      twoPlayers(
        {
          battlefield: [
            { def: squire, id: 'q1' },
            { def: C.bears, id: 'bears' },
          ],
        },
        {},
        { step: 'declareAttackers' },
      ),
      attack('Alice', ['bears', 'Bob'], ['q1', 'Bob']),
    );
    expect(two.stack).toHaveLength(0);
  });

  it('702.79a: persist returns it with a -1/-1 counter; with one already, it stays dead', () => {
    const shade = card({
      name: 'Test Persistent Shade',
      cost: '{2}',
      type: 'Creature — Spirit',
      power: 2,
      toughness: 2,
      keywords: ['persist'],
    });
    const shock = card({
      name: 'Test Shock',
      cost: '{0}',
      type: 'Instant',
      text: 'Test Shock deals 3 damage to any target.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: shade, id: 'shade' }],
        hand: [
          { def: shock, id: 's1' },
          { def: shock, id: 's2' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 's1', targets: [{ object: 'shade' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['dies']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([zone(s, 'shade'), perm(s, 'shade').counters['-1/-1']]).toEqual(['battlefield', 1]);
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 's2', targets: [{ object: 'shade' }] },
      pass('Alice'),
      pass('Bob'),
    );
    // It had a -1/-1 counter as it died (603.10a): the intervening "if" fails (603.4).
    expect([s.stack.length, zone(s, 'shade')]).toEqual([0, 'graveyard']);
  });

  it('702.93a: undying returns it with a +1/+1 counter', () => {
    const brute = card({
      name: 'Test Undying Brute',
      cost: '{2}',
      type: 'Creature — Zombie',
      power: 2,
      toughness: 2,
      keywords: ['undying'],
    });
    const wrath = card({ name: 'Test Wrath', cost: '{0}', type: 'Sorcery', text: 'Destroy all creatures.' });
    const s = play(
      twoPlayers({ battlefield: [{ def: brute, id: 'brute' }], hand: [{ def: wrath, id: 'wrath' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'wrath' },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'brute'), power(s, 'brute')]).toEqual(['battlefield', 3]);
  });

  it('702.101a, 118.3: extort pays {W/B} as it resolves (by default) and drains each opponent; unable to pay, nothing', () => {
    const priest = card({
      name: 'Test Extortionist',
      cost: '{1}{B}',
      type: 'Creature — Human Cleric',
      power: 1,
      toughness: 1,
      keywords: ['extort'],
    });
    const tonic = card({ name: 'Test Tonic', cost: '{0}', type: 'Instant', text: 'Draw a card.' });
    const setup = (lands: number) =>
      twoPlayers(
        {
          battlefield: [{ def: priest, id: 'priest' }, ...Array.from({ length: lands }, () => ({ def: C.swamp }))],
          hand: [{ def: tonic, id: 'tonic' }],
          library,
        },
        {},
      );
    const paid = play(setup(1), { type: 'cast', player: 'Alice', card: 'tonic' }, pass('Alice'), pass('Bob'));
    expect([life(paid, 'Alice'), life(paid, 'Bob')]).toEqual([21, 19]);
    const broke = play(setup(0), { type: 'cast', player: 'Alice', card: 'tonic' }, pass('Alice'), pass('Bob'));
    expect([life(broke, 'Alice'), life(broke, 'Bob')]).toEqual([20, 20]);
    const declined = play(
      setup(1),
      { type: 'cast', player: 'Alice', card: 'tonic' },
      { type: 'decline', player: 'Alice' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(declined, 'Bob')).toBe(20);
  });
});

describe('counter target spell unless its controller pays (CR 118.12a)', () => {
  const tax = card({
    name: 'Test Mana Tax',
    cost: '{U}',
    type: 'Instant',
    text: 'Counter target spell unless its controller pays {2}.',
  });
  const setup = (bobLands: number) =>
    twoPlayers(
      { hand: [{ def: C.bolt, id: 'bolt' }], battlefield: [{ def: C.mountain }] },
      {
        hand: [{ def: tax, id: 'tax' }],
        battlefield: [{ def: C.island }, ...Array.from({ length: bobLands }, () => ({ def: C.mountain }))],
      },
    );
  const castBoth = (s: ReturnType<typeof twoPlayers>) =>
    play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] }, pass('Alice'), {
      type: 'cast',
      player: 'Bob',
      card: 'tax',
      targets: [{ object: 'bolt' }],
    });

  it('the controller pays when able (the default choice), and the spell resolves', () => {
    const s = play(
      castBoth(
        twoPlayers(
          {
            hand: [{ def: C.bolt, id: 'bolt' }],
            battlefield: [{ def: C.mountain }, { def: C.mountain }, { def: C.mountain }],
          },
          { hand: [{ def: tax, id: 'tax' }], battlefield: [{ def: C.island }] },
        ),
      ),
      pass('Bob'),
      pass('Alice'),
    );
    expect(zone(s, 'bolt')).toBe('stack');
    expect(texts(s).some(t => /pays, so Lightning Bolt isn't countered \(the default choice/.test(t))).toBe(true);
  });

  it('unable to pay, or declining, the spell is countered', () => {
    const broke = play(castBoth(setup(0)), pass('Bob'), pass('Alice'));
    expect(zone(broke, 'bolt')).toBe('graveyard');
    const rich = twoPlayers(
      {
        hand: [{ def: C.bolt, id: 'bolt' }],
        battlefield: [{ def: C.mountain }, { def: C.mountain }, { def: C.mountain }],
      },
      { hand: [{ def: tax, id: 'tax' }], battlefield: [{ def: C.island }] },
    );
    const refused = play(castBoth(rich), { type: 'decline', player: 'Alice' }, pass('Bob'), pass('Alice'));
    expect(zone(refused, 'bolt')).toBe('graveyard');
  });

  it('118.12a: "counter target spell an opponent controls unless they pay {2}" — "they" is that opponent; a cast trigger does it before the creature resolves', () => {
    const serpent = card({
      name: 'Test Tithe Serpent',
      cost: '{U}',
      type: 'Creature — Snake',
      power: 1,
      toughness: 1,
      keywords: ['flash'],
      text: 'When you cast this spell, counter target spell an opponent controls unless they pay {2}.',
    });
    const s0 = twoPlayers(
      { hand: [{ def: C.bolt, id: 'bolt' }], battlefield: [{ def: C.mountain }] },
      { hand: [{ def: serpent, id: 'serpent' }], battlefield: [{ def: C.island }] },
    );
    let s = play(s0, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] }, pass('Alice'), {
      type: 'cast',
      player: 'Bob',
      card: 'serpent',
      targets: [],
    });
    expect(s.stack.map(i => i.trigger ?? i.id)).toEqual(['bolt', 'serpent', 'castSelf']);
    // 603.3d: the trigger's target by default — the only spell an opponent controls; Alice has no mana left to pay.
    s = play(s, pass('Bob'), pass('Alice'));
    expect(zone(s, 'bolt')).toBe('graveyard');
    expect(
      defineCard({ name: 'Odd', cost: '{U}', type: 'Instant', text: 'Counter target spell unless they pay {2}.' })
        .notUnderstood,
    ).toHaveLength(1);
  });
});

describe('ward (CR 702.21a)', () => {
  const warded = card({
    name: 'Test Warded Drake',
    cost: '{2}',
    type: 'Creature — Drake',
    power: 2,
    toughness: 2,
    keywords: ['ward {2}'],
  });
  const swamps = (n: number) => Array.from({ length: n }, () => ({ def: C.swamp }));
  const murder = (lands: number) =>
    play(
      twoPlayers(
        { hand: [{ def: C.murder, id: 'murder' }], battlefield: swamps(lands) },
        { battlefield: [{ def: warded, id: 'drake' }] },
      ),
      { type: 'cast', player: 'Alice', card: 'murder', targets: [{ object: 'drake' }] },
    );

  it("702.21a: an opponent's spell targeting it triggers ward, which counters it unless they pay", () => {
    const broke = murder(3);
    expect(broke.stack.map(i => [i.trigger ?? i.id, i.controller])).toEqual([
      ['murder', 'Alice'],
      ['becomesTarget', 'Bob'],
    ]);
    const s = play(broke, pass('Alice'), pass('Bob'));
    expect([zone(s, 'murder'), s.stack.length]).toEqual(['graveyard', 0]);
  });

  it('702.21a, 118.12a: paying the ward cost (by default, when able) lets the spell resolve; declining, it is countered', () => {
    const paid = play(murder(5), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(zone(paid, 'drake')).toBe('graveyard');
    const refused = play(murder(5), { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob'));
    expect(zone(refused, 'murder')).toBe('graveyard');
  });

  it("702.21a: its controller's own spells don't trigger it", () => {
    const s = play(
      twoPlayers(
        {
          hand: [{ def: C.giantGrowth, id: 'growth' }],
          battlefield: [{ def: C.forest }, { def: warded, id: 'drake' }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'growth', targets: [{ object: 'drake' }] },
    );
    expect(s.stack.map(i => i.id)).toEqual(['growth']);
  });
});

describe('evoke (CR 702.74a)', () => {
  const elemental = card({
    name: 'Test Evoked Elemental',
    cost: '{3}{R}',
    type: 'Creature — Elemental',
    power: 3,
    toughness: 3,
    keywords: ['evoke {R}'],
    text: 'When this creature enters, it deals 2 damage to any target.',
  });
  const setup = (lands: number) =>
    twoPlayers(
      {
        hand: [{ def: elemental, id: 'elemental' }],
        battlefield: Array.from({ length: lands }, () => ({ def: C.mountain })),
      },
      {},
    );

  it('702.74a: cast for its evoke cost, it enters, its abilities trigger, and it is sacrificed', () => {
    let s = play(
      setup(1),
      { type: 'cast', player: 'Alice', card: 'elemental', evoked: true },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger).sort()).toEqual(['enters', 'enters']);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'elemental'), life(s, 'Bob')]).toEqual(['graveyard', 18]);
  });

  it("702.74a: cast for its mana cost, it stays; a card without evoke can't be evoked", () => {
    const s = play(
      setup(4),
      { type: 'cast', player: 'Alice', card: 'elemental' },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'elemental'), s.stack.length]).toEqual(['battlefield', 0]);
    const bears = twoPlayers(
      { hand: [{ def: C.bears, id: 'bears' }], battlefield: [{ def: C.forest }, { def: C.forest }] },
      {},
    );
    expect(illegal(bears, { type: 'cast', player: 'Alice', card: 'bears', evoked: true }, '702.74a').code).toBe(
      'cast/no-evoke',
    );
  });
});

describe('madness (CR 702.35a)', () => {
  const temper = card({
    name: 'Test Fiery Madcap',
    cost: '{2}{R}',
    type: 'Instant',
    keywords: ['madness {R}'],
    text: 'Test Fiery Madcap deals 3 damage to any target.',
  });
  const altar = card({
    name: 'Test Discard Altar',
    cost: '{1}',
    type: 'Artifact',
    text: 'Discard a card: You gain 1 life.',
  });
  const setup = (lands: number) =>
    twoPlayers(
      {
        hand: [{ def: temper, id: 'temper' }],
        battlefield: [{ def: altar, id: 'altar' }, ...Array.from({ length: lands }, () => ({ def: C.mountain }))],
      },
      {},
    );

  it('702.35a: discarded, it is exiled instead; its trigger casts it for the madness cost (the default choice)', () => {
    let s = play(setup(1), { type: 'activate', player: 'Alice', source: 'altar', ability: 0 });
    expect([zone(s, 'temper'), s.stack.map(i => i.trigger)]).toEqual(['exile', [undefined, 'madnessExiled']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.kind)).toEqual(['ability', 'spell']);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'temper'), life(s, 'Bob'), life(s, 'Alice')]).toEqual(['graveyard', 17, 21]);
  });

  it('702.35a: unable to pay, or declining, its owner puts it into the graveyard', () => {
    const broke = play(
      setup(0),
      { type: 'activate', player: 'Alice', source: 'altar', ability: 0 },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(broke, 'temper'), life(broke, 'Bob')]).toEqual(['graveyard', 20]);
    const declined = play(
      setup(1),
      { type: 'activate', player: 'Alice', source: 'altar', ability: 0 },
      { type: 'decline', player: 'Alice' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(declined, 'temper')).toBe('graveyard');
  });
});

describe('renown (CR 702.112a)', () => {
  it("702.112a: its first combat damage to a player puts the counters on it; renowned, it doesn't trigger again", () => {
    const squire = card({
      name: 'Test Renowned Squire',
      cost: '{1}{W}',
      type: 'Creature — Human Knight',
      power: 2,
      toughness: 2,
      keywords: ['renown 1'],
    });
    const hit = (s0: ReturnType<typeof twoPlayers>) =>
      next(
        play(s0, attack('Alice', ['squire', 'Bob']), pass('Alice'), pass('Bob'), {
          type: 'declareBlockers',
          player: 'Bob',
          blocks: [],
        }),
      );
    let s = hit(twoPlayers({ battlefield: [{ def: squire, id: 'squire' }] }, {}, { step: 'declareAttackers' }));
    s = play(s, pass('Alice'), pass('Bob'));
    expect([perm(s, 'squire').counters['+1/+1'], perm(s, 'squire').renowned]).toEqual([1, true]);
    // Renowned, its intervening "if" no longer holds (603.4): the ability won't trigger again.
    expect(
      conditionHolds(s, { controller: 'Alice', source: 'squire', id: 'squire', timestamp: 0 }, { kind: 'notRenowned' }),
    ).toBe(false);
  });
});

describe('vanishing (CR 702.63a)', () => {
  it('702.63a: enters with N time counters, loses one each upkeep, and is sacrificed as the last is removed', () => {
    const fader = card({
      name: 'Test Fading Whale',
      cost: '{0}',
      type: 'Creature — Whale',
      power: 3,
      toughness: 3,
      keywords: ['vanishing 2'],
    });
    const library = Array.from({ length: 4 }, () => ({ def: C.filler }));
    let s = play(
      twoPlayers({ hand: [{ def: fader, id: 'w' }], library }, { library }),
      { type: 'cast', player: 'Alice', card: 'w', targets: [] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'w').counters.time).toBe(2);
    // Bob's upkeep, then Alice's, where her trigger resolves.
    const upkeep = (st: typeof s) => play(goTo(goTo(st, 'upkeep'), 'upkeep'), pass('Alice'), pass('Bob'));
    s = upkeep(s);
    expect([s.activePlayer, perm(s, 'w').counters.time]).toEqual(['Alice', 1]);
    s = upkeep(s);
    // The last counter removed triggers the sacrifice.
    expect(s.stack.map(i => i.trigger)).toEqual(['lastCounterRemoved']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'w')).toBe('graveyard');
  });
});

describe('vanishing without a number (CR 702.63b)', () => {
  it('702.63b: no time counters of its own; with those its text gives, one comes off each upkeep and the last sacrifices it', () => {
    const drifter = card({
      name: 'Test Tide Drifter',
      cost: '{0}',
      type: 'Creature — Fish',
      power: 2,
      toughness: 2,
      text: 'Vanishing\nTest Tide Drifter enters the battlefield with a time counter on it.',
    });
    const library = Array.from({ length: 4 }, () => ({ def: C.filler }));
    let s = play(
      twoPlayers({ hand: [{ def: drifter, id: 'd' }], library }, { library }),
      { type: 'cast', player: 'Alice', card: 'd', targets: [] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'd').counters.time).toBe(1);
    s = play(goTo(goTo(s, 'upkeep'), 'upkeep'), pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['lastCounterRemoved']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'd')).toBe('graveyard');
  });
});

describe('transfigure (CR 702.71a)', () => {
  it('702.71a: "[Cost], Sacrifice this permanent: Search your library for a creature card with the same mana value as this permanent and put it onto the battlefield"', () => {
    const writher = card({
      name: 'Test Shifting Writher',
      cost: '{2}{B}',
      type: 'Creature — Horror',
      power: 2,
      toughness: 2,
      text: 'Transfigure {1}{B}{B}',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: writher, id: 'w' }, { def: C.swamp }, { def: C.swamp }, { def: C.swamp }],
        library: [
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'activate', player: 'Alice', source: 'w', ability: 0, targets: [] },
      pass('Alice'),
      pass('Bob'),
    );
    // Mana value 3: the Ogre, not the Bears.
    expect([zone(s, 'w'), zone(s, 'ogre'), zone(s, 'bears')]).toEqual(['graveyard', 'battlefield', 'library']);
  });
});

describe('fabricate (CR 702.123a)', () => {
  const tinkerer = card({
    name: 'Test Gearwright',
    cost: '{0}',
    type: 'Artifact Creature — Construct',
    power: 1,
    toughness: 1,
    keywords: ['fabricate 2'],
  });
  const servos = (s: ReturnType<typeof twoPlayers>) =>
    Object.keys(s.permanents).filter(id => s.objects[id]!.def.name === 'Servo Token');
  const enter = (...before: Parameters<typeof play>[1][]) =>
    play(
      twoPlayers({ hand: [{ def: tinkerer, id: 'g' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'g', targets: [] },
      pass('Alice'),
      pass('Bob'),
      ...before,
      pass('Alice'),
      pass('Bob'),
    );

  it('702.123a: as its enter trigger resolves, by default the N +1/+1 counters go on it and no Servo is made', () => {
    const s = enter();
    expect([perm(s, 'g').counters['+1/+1'], servos(s).length]).toEqual([2, 0]);
  });

  it('702.123a: declined, N 1/1 colorless Servo artifact creature tokens are made instead', () => {
    const s = enter({ type: 'decline', player: 'Alice' });
    expect(perm(s, 'g').counters['+1/+1'] ?? 0).toBe(0);
    expect(
      servos(s).map(id => [
        s.objects[id]!.def.types,
        power(s, id),
        toughness(s, id),
        s.objects[id]!.def.colors,
        controller(s, id),
      ]),
    ).toEqual(Array(2).fill([['Artifact', 'Creature'], 1, 1, [], 'Alice']));
  });

  it("702.123a: gone before the trigger resolves, the counters can't be put on it, so the Servos are made", () => {
    const s0 = play(
      twoPlayers(
        { hand: [{ def: tinkerer, id: 'g' }], battlefield: [{ def: C.mountain }] },
        { hand: [{ def: C.bolt, id: 'bolt' }], battlefield: [{ def: C.mountain }] },
      ),
      { type: 'cast', player: 'Alice', card: 'g', targets: [] },
      pass('Alice'),
      pass('Bob'),
    );
    const s = play(
      s0,
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'bolt', targets: [{ object: 'g' }] },
      pass('Bob'),
      pass('Alice'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'g'), servos(s).length]).toEqual(['graveyard', 2]);
  });
});

describe('riot (CR 702.136a)', () => {
  const brawler = card({
    name: 'Test Street Brawler',
    cost: '{0}',
    type: 'Creature — Goblin',
    power: 2,
    toughness: 2,
    keywords: ['riot'],
  });

  it('702.136a: by default it enters with an additional +1/+1 counter, and without haste', () => {
    const s = play(
      twoPlayers({ hand: [{ def: brawler, id: 'b' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'b', targets: [] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(s, 'b').counters['+1/+1'], hasKeyword(s, 'b', 'haste')]).toEqual([1, false]);
    expect(logEntries(s).find(e => e.rule === '702.136a')?.defaulted).toBe(true);
  });

  it('702.136a, 614.12a: declined, it gains haste — and keeps it past the end of the turn — and can attack at once', () => {
    let s = play(
      twoPlayers({ hand: [{ def: brawler, id: 'b' }] }, {}),
      { type: 'decline', player: 'Alice', source: 'b' },
      { type: 'cast', player: 'Alice', card: 'b', targets: [] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(s, 'b').counters['+1/+1'] ?? 0, hasKeyword(s, 'b', 'haste'), s.declinedEntries]).toEqual([
      0,
      true,
      [],
    ]);
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['b', 'Bob']));
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['b']);
    expect(hasKeyword(goTo(s, 'upkeep'), 'b', 'haste')).toBe(true);
  });
});
