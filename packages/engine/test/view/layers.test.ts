import { describe, expect, it } from 'vitest';
import { defineCard, withCheckpoint, type CardDef, type GameState } from '../../src/index.js';
import { characteristics, describeApplied } from '../../src/view/layers.js';
import {
  abilities,
  colors,
  controller,
  hasKeyword,
  isType,
  power,
  subtypes,
  toughness,
} from '../../src/view/queries.js';
import { C, attack, goTo, illegal, pass, play, texts, twoPlayers, zone } from '../kit.js';

/** The layer system (CR 613), card by card: invented cards with the sentence shapes real cards print. */

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.problems).toEqual([]);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
const instant = (name: string, text: string) => card({ name, cost: '{0}', type: 'Instant', text });

const frog = instant(
  'Test Frogify',
  'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
);
const growth = instant('Test Growth', 'Until end of turn, target creature gets +3/+3.');
const swap = instant('Test Swap', "Switch target creature's power and toughness until end of turn.");
const ground = instant('Test Grounding', 'Target creature loses flying until end of turn.');
const lift = instant('Test Lift', 'Target creature gains flying until end of turn.');
const steal = instant('Test Borrow', 'Gain control of target creature until end of turn.');
const rally = instant(
  'Test Rally',
  'Creatures you control get +X/+X until end of turn, where X is the number of creatures you control.',
);
const anthemEot = instant('Test Cheer', 'Creatures you control get +1/+1 until end of turn.');
const skyLord = card({
  name: 'Test Sky Marshal',
  cost: '{0}',
  type: 'Creature — Bird',
  power: 1,
  toughness: 1,
  text: 'Other creatures you control have flying.',
});
const anthem = card({ name: 'Test Banner', cost: '{0}', type: 'Artifact', text: 'Creatures you control get +1/+1.' });
const plague = card({ name: 'Test Miasma', cost: '{0}', type: 'Enchantment', text: 'Other creatures get -1/-1.' });
const zombify = card({
  name: 'Test Grave Choir',
  cost: '{0}',
  type: 'Enchantment',
  text: 'Each other creature you control is a Zombie in addition to its other creature types.',
});
const zombieLord = card({
  name: 'Test Ghoul Captain',
  cost: '{0}',
  type: 'Creature — Zombie',
  power: 2,
  toughness: 2,
  text: 'Other Zombies you control get +1/+1.',
});
const mindAura = card({
  name: 'Test Puppetry',
  cost: '{0}',
  type: 'Enchantment — Aura',
  keywords: ['enchant creature'],
  text: 'You control enchanted creature.',
});
const inkAura = card({
  name: 'Test Ink',
  cost: '{0}',
  type: 'Enchantment — Aura',
  keywords: ['enchant creature'],
  text: 'Enchanted creature is black.',
});
const counter = card({
  name: 'Test Hoarder',
  cost: '{1}{U}',
  type: 'Creature — Human',
  text: "Test Hoarder's power and toughness are each equal to the number of cards in your hand.",
});
const crowd = card({
  name: 'Test Crowd',
  cost: '{0}',
  type: 'Creature — Human',
  power: 0,
  toughness: 0,
  text: 'Test Crowd gets +1/+1 for each other creature you control.',
});
const duelist = card({
  name: 'Test Duelist',
  cost: '{0}',
  type: 'Creature — Human',
  power: 2,
  toughness: 2,
  text: "As long as it's your turn, Test Duelist has first strike.",
});
const dragonFan = card({
  name: 'Test Dragon Fan',
  cost: '{0}',
  type: 'Creature — Human',
  power: 1,
  toughness: 1,
  text: 'Test Dragon Fan gets +2/+2 as long as you control a Dragon.',
});
const dragon = card({ name: 'Test Whelp', cost: '{0}', type: 'Creature — Dragon', power: 1, toughness: 1 });
const manland = card({
  name: 'Test Lava Vent',
  type: 'Land',
  text: "{T}: Add {R}.\n{0}: Test Lava Vent becomes a 3/3 red Elemental creature with haste until end of turn. It's still a land.",
});
const keyrune = card({
  name: 'Test Keyrune',
  cost: '{0}',
  type: 'Artifact',
  text: '{0}: Test Keyrune becomes a 2/3 blue and black Bird artifact creature with flying until end of turn.',
});

const cast = (s: GameState, card: string, ...targets: string[]) =>
  play(
    s,
    { type: 'cast', player: 'Alice', card, targets: targets.map(object => ({ object })) },
    pass('Alice'),
    pass('Bob'),
  );
const activate = (s: GameState, source: string) => {
  const index = s.objects[source]!.def.abilities.findIndex(a => a.kind === 'activated');
  return play(s, { type: 'activate', player: 'Alice', source, ability: index }, pass('Alice'), pass('Bob'));
};
const pt = (s: GameState, id: string) => [power(s, id), toughness(s, id)];

describe('power and toughness sublayers (CR 613.4)', () => {
  it('613.4b: "Creatures you control become X/X until end of turn" sets their base P/T to X; counters still add (613.4c)', () => {
    const mutate = card({
      name: 'Test Mutation',
      cost: '{X}',
      type: 'Instant',
      text: 'Creatures you control become X/X until end of turn.',
    });
    let s = twoPlayers(
      {
        hand: [{ def: mutate, id: 'mutate' }],
        battlefield: [
          { def: C.island },
          { def: C.island },
          { def: C.island },
          { def: C.bears, id: 'bears' },
          { def: C.angel, id: 'angel', counters: { '+1/+1': 1 } },
        ],
      },
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'mutate', x: 3 }, pass('Alice'), pass('Bob'));
    expect([pt(s, 'bears'), pt(s, 'angel'), pt(s, 'ogre')]).toEqual([
      [3, 3],
      [4, 4],
      [C.ogre.power, C.ogre.toughness],
    ]);
  });

  it('613.4b before 613.4c: a +3/+3 from before the Frog still counts on its base 1/1, and so do counters', () => {
    let s = twoPlayers(
      {
        hand: [
          { def: growth, id: 'growth' },
          { def: frog, id: 'frog' },
        ],
        battlefield: [{ def: C.angel, id: 'angel', counters: { '+1/+1': 1 } }],
      },
      {},
    );
    s = cast(s, 'growth', 'angel');
    s = cast(s, 'frog', 'angel');
    // 7b sets 1/1 (the later timestamp doesn't matter: sublayers first), 7c adds +3/+3 and the counter.
    expect(pt(s, 'angel')).toEqual([5, 5]);
    // 613.1f: flying and vigilance are gone; 613.1d/205.1a: Frog replaces Angel; 613.1e: blue.
    expect(hasKeyword(s, 'angel', 'flying')).toBe(false);
    expect(subtypes(s, 'angel')).toEqual(['Frog']);
    expect(colors(s, 'angel')).toEqual(['U']);
    expect(characteristics(s, 'angel').applied.map(a => a.layer)).toEqual(['4', '5', '6', '7b', '7c']);
  });

  it('613.4d: switching happens after every other change, whatever the timestamps', () => {
    let s = twoPlayers(
      {
        hand: [
          { def: swap, id: 'swap' },
          { def: growth, id: 'growth' },
        ],
        battlefield: [{ def: C.spider, id: 'spider' }],
      },
      {},
    );
    s = cast(s, 'swap', 'spider');
    expect(pt(s, 'spider')).toEqual([4, 2]);
    s = cast(s, 'growth', 'spider');
    expect(pt(s, 'spider')).toEqual([7, 5]); // (2+3)/(4+3) switched
  });

  it('604.3, 613.4a: a characteristic-defining ability works in every zone and is the base that 7c modifies', () => {
    let s = twoPlayers(
      {
        hand: [{ def: counter, id: 'hoarder' }, { def: growth, id: 'growth' }, { def: C.island }],
        battlefield: [{ def: C.island }, { def: C.island }],
      },
      {},
    );
    expect(pt(s, 'hoarder')).toEqual([3, 3]); // in hand: three cards there
    s = cast(s, 'hoarder');
    expect(pt(s, 'hoarder')).toEqual([2, 2]);
    s = cast(s, 'growth', 'hoarder');
    expect(pt(s, 'hoarder')).toEqual([4, 4]); // one card in hand, +3/+3
  });
});

describe('control, type, color and ability layers (CR 613.1b–f)', () => {
  it('613.1b: "gain control until end of turn"; 302.6: the new controller can\'t attack with it without haste; it returns in cleanup', () => {
    let s = twoPlayers({ hand: [{ def: steal, id: 'steal' }] }, { battlefield: [{ def: C.ogre, id: 'ogre' }] });
    s = cast(s, 'steal', 'ogre');
    expect(controller(s, 'ogre')).toBe('Alice');
    s = goTo(s, 'declareAttackers');
    illegal(s, attack('Alice', ['ogre', 'Bob']), '302.6');
    s = play(s, { type: 'declareAttackers', player: 'Alice', attackers: [] });
    s = goTo(s, 'cleanup');
    expect(controller(s, 'ogre')).toBe('Bob');
  });

  it('613.1b: "you control enchanted creature" (a static ability); the creature\'s own "you control" statics follow it', () => {
    const s = cast(
      twoPlayers(
        { hand: [{ def: mindAura, id: 'aura' }] },
        {
          battlefield: [
            { def: skyLord, id: 'lord' },
            { def: C.bears, id: 'bearsB' },
          ],
        },
      ),
      'aura',
      'lord',
    );
    expect(controller(s, 'lord')).toBe('Alice');
    // Layer 2 before 6: the lord's "creatures you control" are now Alice's.
    expect(hasKeyword(s, 'bearsB', 'flying')).toBe(false);
  });

  it('302.6: a creature taken by "you control enchanted creature" can\'t attack this turn; it can after its new controller\'s turn begins', () => {
    const library = [{ def: C.island }, { def: C.island }];
    let s = cast(
      twoPlayers(
        { hand: [{ def: mindAura, id: 'aura' }], library },
        { battlefield: [{ def: C.ogre, id: 'ogre' }], library },
      ),
      'aura',
      'ogre',
    );
    expect(s.permanents.ogre!.sinceTurnStart).toBe(false);
    s = goTo(s, 'declareAttackers');
    illegal(s, attack('Alice', ['ogre', 'Bob']), '302.6');
    s = play(s, { type: 'declareAttackers', player: 'Alice', attackers: [] });
    // Still Alice's as her next turn begins: continuously hers since then.
    s = goTo(goTo(goTo(goTo(s, 'end'), 'upkeep'), 'end'), 'upkeep');
    s = goTo(s, 'declareAttackers');
    expect(s.activePlayer).toBe('Alice');
    s = play(s, attack('Alice', ['ogre', 'Bob']));
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['ogre']);
  });

  it('302.6: a creature whose static control change ends is back with its owner, not continuously since their turn began', () => {
    const shatter = instant('Test Unbinding', 'Destroy target enchantment.');
    const elvesAura = (s: GameState) => cast(s, 'aura', 'elves');
    let s = elvesAura(
      twoPlayers(
        { hand: [{ def: mindAura, id: 'aura' }] },
        { battlefield: [{ def: C.elves, id: 'elves' }], hand: [{ def: shatter, id: 'unbind' }] },
      ),
    );
    illegal(s, { type: 'activateMana', player: 'Alice', source: 'elves' }, '602.5a');
    s = play(
      s,
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'unbind', targets: [{ object: 'aura' }] },
      pass('Bob'),
      pass('Alice'),
    );
    expect(controller(s, 'elves')).toBe('Bob');
    expect(s.permanents.elves!.sinceTurnStart).toBe(false);
  });

  it('613.7e: an Equipment gets a new timestamp as it becomes attached: its effect applies after an older one in the same layer', () => {
    const gear = card({
      name: 'Test Gilded Blade',
      cost: '{0}',
      type: 'Artifact — Equipment',
      keywords: ['equip {0}'],
      text: 'Equipped creature has flying.',
    });
    let s = twoPlayers(
      {
        hand: [{ def: ground, id: 'ground' }],
        battlefield: [
          { def: gear, id: 'gear' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    s = play(
      s,
      {
        type: 'activate',
        player: 'Alice',
        source: 'gear',
        ability: s.objects.gear!.def.abilities.findIndex(a => a.kind === 'activated'),
        targets: [{ object: 'bears' }],
      },
      pass('Alice'),
      pass('Bob'),
    );
    expect(hasKeyword(s, 'bears', 'flying')).toBe(true);
    // Grounded, then equipped again: the Equipment's effect is now the later one (613.7e), so the bears fly.
    s = cast(s, 'ground', 'bears');
    expect(hasKeyword(s, 'bears', 'flying')).toBe(false);
    const stamp = s.permanents.gear!.timestamp;
    s = play(
      s,
      {
        type: 'activate',
        player: 'Alice',
        source: 'gear',
        ability: s.objects.gear!.def.abilities.findIndex(a => a.kind === 'activated'),
        targets: [{ object: 'bears' }],
      },
      pass('Alice'),
      pass('Bob'),
    );
    expect(hasKeyword(s, 'bears', 'flying')).toBe(true);
    // Not a new object (400.7): only the timestamp its static abilities use changed.
    expect(s.permanents.gear!.timestamp).toBe(stamp);
    expect(texts(s).filter(t => t.startsWith('Test Gilded Blade gets a new timestamp'))).toHaveLength(2);
  });

  it('613.1d before 613.4c: "is a Zombie in addition" makes "other Zombies you control get +1/+1" apply', () => {
    const s = twoPlayers(
      { battlefield: [{ def: zombieLord, id: 'captain' }, { def: C.bears, id: 'bears' }, { def: zombify }] },
      {},
    );
    expect(subtypes(s, 'bears')).toEqual(['Bear', 'Zombie']);
    expect(pt(s, 'bears')).toEqual([3, 3]);
  });

  it('613.1e: "enchanted creature is black" replaces its colors', () => {
    const s = cast(
      twoPlayers({ hand: [{ def: inkAura, id: 'ink' }], battlefield: [{ def: C.bears, id: 'bears' }] }, {}),
      'ink',
      'bears',
    );
    expect(colors(s, 'bears')).toEqual(['B']);
  });

  it('613.7: within layer 6, the later effect wins — gaining flying then losing it, and the reverse', () => {
    const start = twoPlayers(
      {
        hand: [
          { def: ground, id: 'ground' },
          { def: lift, id: 'lift' },
        ],
        battlefield: [{ def: C.bears, id: 'bears' }],
      },
      {},
    );
    expect(hasKeyword(cast(cast(start, 'lift', 'bears'), 'ground', 'bears'), 'bears', 'flying')).toBe(false);
    expect(hasKeyword(cast(cast(start, 'ground', 'bears'), 'lift', 'bears'), 'bears', 'flying')).toBe(true);
  });

  it("613.8a: the lord's flying depends on the effect that removes its abilities, which applies first though it is newer", () => {
    let s = twoPlayers(
      {
        hand: [{ def: frog, id: 'frog' }],
        battlefield: [
          { def: skyLord, id: 'lord' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    expect(hasKeyword(s, 'bears', 'flying')).toBe(true);
    s = cast(s, 'frog', 'lord');
    expect(abilities(s, 'lord')).toEqual([]);
    // By timestamps alone the lord's effect (older) would have applied before it lost the ability.
    expect(hasKeyword(s, 'bears', 'flying')).toBe(false);
  });

  it('613.6: the hover names each effect by layer, source and timestamp', () => {
    const s = cast(
      twoPlayers(
        {
          hand: [{ def: growth, id: 'growth' }],
          battlefield: [
            { def: anthem, id: 'banner' },
            { def: C.bears, id: 'bears' },
          ],
        },
        {},
      ),
      'growth',
      'bears',
    );
    const applied = characteristics(s, 'bears').applied;
    expect(applied.map(a => [a.layer, a.source, a.from, describeApplied(a)])).toEqual([
      ['7c', 'banner', 'static', 'gets +1/+1'],
      ['7c', 'growth', 'resolved', 'gets +3/+3'],
    ]);
    expect(applied[0]!.timestamp).toBeLessThan(applied[1]!.timestamp);
  });
});

describe('static abilities and resolved effects (CR 611.2c, 611.3a)', () => {
  it("611.3a: a static anthem applies to a creature that arrives later; 611.2c: an until-end-of-turn one doesn't", () => {
    let s = twoPlayers(
      {
        hand: [{ def: anthemEot, id: 'cheer' }, { def: C.bears, id: 'late' }, { def: C.forest }, { def: C.forest }],
        battlefield: [{ def: anthem }, { def: C.bears, id: 'bears' }, { def: C.forest }, { def: C.forest }],
      },
      {},
    );
    s = cast(s, 'cheer');
    s = cast(s, 'late');
    expect(pt(s, 'bears')).toEqual([4, 4]);
    expect(pt(s, 'late')).toEqual([3, 3]);
  });

  it('"Other creatures get -1/-1" affects both players\' creatures but not its source; 704.5f then puts 1/1s in the graveyard', () => {
    const s = play(
      twoPlayers(
        {
          hand: [{ def: plague, id: 'miasma' }],
          battlefield: [
            { def: C.elves, id: 'elves' },
            { def: C.bears, id: 'bears' },
          ],
        },
        { battlefield: [{ def: C.ogre, id: 'ogre' }] },
      ),
      { type: 'cast', player: 'Alice', card: 'miasma' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'elves')).toBe('graveyard');
    expect(pt(s, 'bears')).toEqual([1, 1]);
    expect(pt(s, 'ogre')).toEqual([1, 1]);
  });

  it('"+X/+X where X is …" is counted once, as it resolves (608.2h)', () => {
    let s = twoPlayers(
      {
        hand: [{ def: rally, id: 'rally' }, { def: C.bears, id: 'late' }, { def: C.forest }, { def: C.forest }],
        battlefield: [{ def: C.bears, id: 'bears' }, { def: C.ogre }, { def: C.forest }, { def: C.forest }],
      },
      {},
    );
    s = cast(s, 'rally');
    expect(pt(s, 'bears')).toEqual([4, 4]);
    s = cast(s, 'late');
    expect(pt(s, 'bears')).toEqual([4, 4]);
    expect(pt(s, 'late')).toEqual([2, 2]);
  });

  it('"~ gets +1/+1 for each other creature you control" counts continuously', () => {
    const s = twoPlayers(
      { battlefield: [{ def: crowd, id: 'crowd' }, { def: C.bears }, { def: C.elves }] },
      { battlefield: [{ def: C.ogre }] },
    );
    expect(pt(s, 'crowd')).toEqual([2, 2]);
  });

  it('"as long as it\'s your turn" and "as long as you control a Dragon"', () => {
    const mine = twoPlayers(
      {
        battlefield: [
          { def: duelist, id: 'duelist' },
          { def: dragonFan, id: 'fan' },
        ],
      },
      {},
    );
    expect(hasKeyword(mine, 'duelist', 'first strike')).toBe(true);
    expect(pt(mine, 'fan')).toEqual([1, 1]);
    const theirs = twoPlayers(
      { battlefield: [{ def: duelist, id: 'duelist' }, { def: dragonFan, id: 'fan' }, { def: dragon }] },
      {},
      { activePlayer: 'Bob' },
    );
    expect(hasKeyword(theirs, 'duelist', 'first strike')).toBe(false);
    expect(pt(theirs, 'fan')).toEqual([3, 3]);
  });

  it('205.1b: a creature land "becomes a 3/3 red Elemental creature with haste" and is still a land; it attacks', () => {
    let s = twoPlayers({ battlefield: [{ def: manland, id: 'vent' }] }, {});
    s = activate(s, 'vent');
    expect([isType(s, 'vent', 'Land'), isType(s, 'vent', 'Creature')]).toEqual([true, true]);
    expect([subtypes(s, 'vent'), colors(s, 'vent'), pt(s, 'vent'), hasKeyword(s, 'vent', 'haste')]).toEqual([
      ['Elemental'],
      ['R'],
      [3, 3],
      true,
    ]);
    s = goTo(s, 'declareAttackers');
    s = play(s, attack('Alice', ['vent', 'Bob']));
    s = goTo(s, 'cleanup');
    expect(isType(s, 'vent', 'Creature')).toBe(false);
  });

  it('205.1b: an Aura\'s "enchanted land is a 6/6 … creature. It\'s still a land." keeps the land a land', () => {
    const zendikon = card({
      name: 'Test Zendikon',
      cost: '{0}',
      type: 'Enchantment — Aura',
      text: "Enchant land\nEnchanted land is a 6/6 red Beast creature. It's still a land.",
    });
    expect(zendikon.unmodelled ?? []).toEqual([]);
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.mountain, id: 'land' },
          { def: zendikon, id: 'aura', attachedTo: 'land' },
        ],
      },
      {},
    );
    expect(characteristics(s, 'land')).toMatchObject({ types: ['Land', 'Creature'], power: 6, toughness: 6 });
  });

  it('205.1b: "lands you control are 2/2 creatures with first strike. They\'re still lands." (plural)', () => {
    const emergence = card({
      name: 'Test Emergence',
      cost: '{0}',
      type: 'Enchantment',
      text: "Lands you control are 2/2 creatures with first strike. They're still lands.",
    });
    const s = twoPlayers(
      { battlefield: [{ def: C.forest, id: 'land' }, { def: emergence }] },
      { battlefield: [{ def: C.island, id: 'theirs' }] },
    );
    expect(characteristics(s, 'land')).toMatchObject({ types: ['Land', 'Creature'], power: 2, toughness: 2 });
    expect(isType(s, 'theirs', 'Creature')).toBe(false);
  });

  it('305.7: "nonbasic lands are Mountains": a nonbasic land loses its land types and rules-text abilities, taps for {R}', () => {
    const moon = card({ name: 'Test Moon', cost: '{0}', type: 'Enchantment', text: 'Nonbasic lands are Mountains.' });
    const tower = card({ name: 'Test Tower', type: 'Land — Locus', text: '{T}: Add {C}{C}.' });
    const s = twoPlayers(
      { battlefield: [{ def: moon }, { def: tower, id: 'tower' }, { def: C.forest, id: 'forest' }] },
      {},
    );
    expect(characteristics(s, 'tower')).toMatchObject({ subtypes: ['Mountain'], abilities: [] });
    expect(subtypes(s, 'forest')).toEqual(['Forest']);
    const tapped = play(s, { type: 'activateMana', player: 'Alice', source: 'tower', yields: ['R'] });
    expect(tapped.players[0]!.manaPool).toMatchObject({ R: 1 });
  });

  it('613.8a: "each land is a Swamp in addition to its other land types" on a nonbasic land under Blood Moon depends on it', () => {
    const moon = card({ name: 'Test Moon', cost: '{0}', type: 'Enchantment', text: 'Nonbasic lands are Mountains.' });
    const tomb = card({
      name: 'Test Tomb',
      type: 'Legendary Land',
      text: 'Each land is a Swamp in addition to its other land types.',
    });
    // Whatever the timestamps, the Moon applies first and the Tomb has no ability left: the Forest is no Swamp.
    for (const battlefield of [
      [{ def: tomb }, { def: moon }, { def: C.forest, id: 'forest' }],
      [{ def: moon }, { def: tomb }, { def: C.forest, id: 'forest' }],
    ]) {
      const s = twoPlayers({ battlefield }, {});
      expect(subtypes(s, 'forest')).toEqual(['Forest']);
    }
    const alone = twoPlayers({ battlefield: [{ def: tomb }, { def: C.forest, id: 'forest' }] }, {});
    expect(subtypes(alone, 'forest')).toEqual(['Forest', 'Swamp']);
  });

  it('205.1b: a Keyrune "becomes a … Bird artifact creature" keeping its artifact type', () => {
    const s = activate(twoPlayers({ battlefield: [{ def: keyrune, id: 'rune' }] }, {}), 'rune');
    expect(characteristics(s, 'rune')).toMatchObject({
      types: ['Artifact', 'Creature'],
      subtypes: ['Bird'],
      colors: ['U', 'B'],
      power: 2,
      toughness: 3,
      keywords: ['flying'],
    });
  });
});

describe('a newer resolved effect applied on top of the finished layers (CR 613.7b, 611.2c)', () => {
  /** The same state with the layers applied again from the printed values: a battlefield record the cache hasn't seen. */
  const recomputed = (s: GameState): GameState => ({ ...s, permanents: { ...s.permanents } });
  const sameAsFull = (s: GameState) => {
    const full = recomputed(s);
    for (const id of s.battlefield) expect(characteristics(s, id)).toEqual(characteristics(full, id));
  };
  /** Whether `after` reused `before`'s characteristics of an object no new effect touched: the view was extended. */
  const extended = (before: GameState, after: GameState, untouched: string) => {
    const earlier = characteristics(before, untouched);
    return characteristics(after, untouched) === earlier;
  };
  const pump = instant('Test Nudge', 'Target creature gets +1/+0 until end of turn.');
  const zero = instant('Test Shrink', 'Target creature has base power and toughness 0/1 until end of turn.');
  const flyers = card({
    name: 'Test Wind Banner',
    cost: '{0}',
    type: 'Enchantment',
    text: 'Creatures you control with flying have vigilance.',
  });
  const desperate = card({
    name: 'Test Last Stand',
    cost: '{0}',
    type: 'Enchantment',
    text: 'Creatures you control get +2/+2 as long as you have 10 or less life.',
  });
  const bleed = instant('Test Bloodletting', 'You lose 10 life.');
  const bounce = instant('Test Recall', "Return target creature to its owner's hand.");
  const hand = (...defs: CardDef[]) => defs.map((def, i) => ({ def, id: `c${i}` }));
  const board = (...defs: CardDef[]) => [
    { def: C.bears, id: 'bears' },
    { def: C.angel, id: 'angel' },
    ...defs.map((def, i) => ({ def, id: `s${i}` })),
  ];

  it('613.4c: pumps under anthems go on top for their object only, and give what the full pass gives', () => {
    let s = twoPlayers({ hand: hand(pump, pump, pump), battlefield: board(anthem, zombify, zombieLord, plague) }, {});
    for (const c of ['c0', 'c1', 'c2']) {
      const before = s;
      s = cast(s, c, 'bears');
      expect(extended(before, s, 'angel')).toBe(true);
      sameAsFull(s);
    }
    // Grizzly Bears 2/2: Banner +1/+1, Zombie by the Choir and Captain's +1/+1, Miasma's -1/-1, three +1/+0.
    expect(pt(s, 'bears')).toEqual([6, 3]);
  });

  it('611.2c, 613.1f: a gained keyword goes on top and is listed with layer 6, before the power and toughness sublayers', () => {
    let s = twoPlayers({ hand: hand(growth, lift), battlefield: board(anthem) }, {});
    s = cast(s, 'c0', 'bears');
    const before = s;
    s = cast(s, 'c1', 'bears');
    expect(extended(before, s, 'angel')).toBe(true);
    sameAsFull(s);
    expect(characteristics(s, 'bears').applied.map(a => a.layer)).toEqual(['6', '7c', '7c']);
  });

  it('613.8a: a grant that another effect depends on ("creatures with flying have vigilance") takes the full pass', () => {
    let s = twoPlayers({ hand: hand(lift), battlefield: board(flyers) }, {});
    const before = s;
    s = cast(s, 'c0', 'bears');
    expect(extended(before, s, 'angel')).toBe(false);
    sameAsFull(s);
    // The static waits for the grant it depends on, though the grant is newer (613.8b).
    expect(hasKeyword(s, 'bears', 'vigilance')).toBe(true);
  });

  it('613.4b: a later "base power and toughness 0/1" after pumps sets the base under them; 613.4d: a switch is after all', () => {
    let s = twoPlayers({ hand: hand(pump, growth, zero, swap, pump), battlefield: board(anthem) }, {});
    s = cast(s, 'c0', 'bears');
    s = cast(s, 'c1', 'bears');
    const before = s;
    s = cast(s, 'c2', 'bears');
    expect(extended(before, s, 'angel')).toBe(false);
    sameAsFull(s);
    expect(pt(s, 'bears')).toEqual([5, 5]);
    s = cast(s, 'c3', 'bears');
    sameAsFull(s);
    // With a switch in 7d, a newer pump can't go on top of it.
    const switched = s;
    s = cast(s, 'c4', 'bears');
    expect(extended(switched, s, 'angel')).toBe(false);
    sameAsFull(s);
    expect(pt(s, 'bears')).toEqual([5, 6]);
  });

  it('611.3a: a static whose condition changes after a pump went on top applies again from the printed values', () => {
    let s = twoPlayers({ hand: hand(pump, bleed, pump), battlefield: board(desperate) }, {});
    s = cast(s, 'c0', 'bears');
    expect(pt(s, 'bears')).toEqual([3, 2]);
    s = cast(s, 'c1');
    sameAsFull(s);
    expect(pt(s, 'bears')).toEqual([5, 4]);
    s = cast(s, 'c2', 'bears');
    sameAsFull(s);
    expect(pt(s, 'bears')).toEqual([6, 4]);
  });

  it('704.5g: the check after an effect went on top looks at the objects it changed', () => {
    const weaken = instant('Test Wither', 'Until end of turn, target creature gets -2/-2.');
    let s = twoPlayers(
      { hand: hand(pump, weaken, weaken), battlefield: [...board(anthem), { def: C.bears, id: 'cub', damage: 1 }] },
      {},
    );
    s = cast(s, 'c0', 'bears');
    s = cast(s, 'c1', 'angel');
    expect(pt(s, 'angel')).toEqual([3, 3]);
    // The Bears 2/2 +1/+1 with 1 damage: -2/-2 leaves toughness 1, lethal damage (704.5g) — found though it went on top.
    s = cast(s, 'c2', 'cub');
    expect(zone(s, 'cub')).toBe('graveyard');
    expect(zone(s, 'bears')).toBe('battlefield');
  });

  it('400.7: an effect whose object left stays behind in the effects and applies to nothing; newer ones still go on top', () => {
    let s = twoPlayers(
      { hand: hand(pump, bounce, pump), battlefield: [...board(anthem), { def: C.bears, id: 'cub' }] },
      {},
    );
    s = cast(s, 'c0', 'cub');
    s = cast(s, 'c1', 'cub');
    expect(zone(s, 'cub')).toBe('hand');
    const before = s;
    s = cast(s, 'c2', 'bears');
    expect(extended(before, s, 'angel')).toBe(true);
    sameAsFull(s);
    expect(pt(s, 'bears')).toEqual([4, 3]);
  });
});

describe('a layer pass abandoned at a checkpoint', () => {
  it('is checked before each continuous effect, and leaves nothing half-done for the next question', () => {
    const game = twoPlayers({ battlefield: [{ def: anthem }, { def: anthem }, { def: C.bears, id: 'bears' }] });
    // The same game on a battlefield object of its own: its characteristics are not worked out yet.
    const s: GameState = { ...game, permanents: { ...game.permanents } };
    let calls = 0;
    const stop = new Error('out of time');
    expect(() =>
      withCheckpoint(
        () => {
          if (++calls === 2) throw stop;
        },
        () => power(s, 'bears'),
      ),
    ).toThrow(stop);
    // Stopped after the first anthem: the question asked again gets both.
    expect(power(s, 'bears')).toBe(4);
  });
});
