import { describe, expect, it } from 'vitest';
import { defineCard, type Action, type CardDef } from '../../src/index.js';
import { C, attack, goTo, illegal, life, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { power, toughness } from '../../src/view/queries.js';
import { cast } from '../effects/spell.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

/** "{cost}: effect" abilities (CR 602) and loyalty abilities (606), set up like XMage's card tests. */
const pinger = card({
  name: 'Test Pinger',
  cost: '{2}{R}',
  type: 'Creature — Human Wizard',
  power: 1,
  toughness: 1,
  text: '{T}: Test Pinger deals 1 damage to any target.',
});
const idol = card({
  name: 'Study Idol',
  cost: '{2}',
  type: 'Artifact',
  text: '{2}, {T}: Draw a card. Activate only as a sorcery.',
});
const altar = card({
  name: 'Blood Altar',
  cost: '{1}',
  type: 'Artifact',
  text: 'Sacrifice a creature: You gain 2 life. Activate only once each turn.',
});
const bomb = card({
  name: 'Spark Bomb',
  cost: '{1}',
  type: 'Artifact',
  text: '{1}, Sacrifice this artifact: Spark Bomb deals 2 damage to target creature an opponent controls.',
});
const walker = card({
  name: 'Test Walker',
  cost: '{2}{U}',
  type: 'Legendary Planeswalker — Test',
  loyalty: 3,
  text: '+1: Draw a card.\n−2: Tap target creature.',
});

const activate = (
  player: string,
  source: string,
  ability: number,
  rest: Partial<Extract<Action, { type: 'activate' }>> = {},
): Action => ({ type: 'activate', player, source, ability, ...rest });

describe('activated abilities (CR 602)', () => {
  it('602.2: the ability goes on the stack with its target, the cost is paid, and it resolves (608)', () => {
    let s = twoPlayers(
      { battlefield: [{ def: pinger, id: 'pinger' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(s, activate('Alice', 'pinger', 0, { targets: [{ player: 'Bob' }] }));
    expect(perm(s, 'pinger').tapped).toBe(true); // {T} paid (107.5)
    expect(s.stack).toHaveLength(1);
    expect(s.stack[0]!.kind).toBe('ability');
    expect(s.priority).toBe('Alice'); // 117.3c
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(19);
    expect(s.stack).toHaveLength(0);
  });

  it("602.5a: a creature's {T} ability needs it under control since the turn began", () => {
    const s = twoPlayers({ battlefield: [{ def: pinger, id: 'pinger', sick: true }] }, {});
    illegal(s, activate('Alice', 'pinger', 0, { targets: [{ player: 'Bob' }] }), '602.5a');
  });

  it("107.5: a tapped permanent can't pay {T} again", () => {
    const s = twoPlayers({ battlefield: [{ def: pinger, id: 'pinger', tapped: true }] }, {});
    illegal(s, activate('Alice', 'pinger', 0, { targets: [{ player: 'Bob' }] }), '107.5');
  });

  it('602.2: only the controller may activate it; 117.1b: with priority', () => {
    const s = twoPlayers({ battlefield: [{ def: pinger, id: 'pinger' }] }, {});
    illegal(s, activate('Bob', 'pinger', 0, { targets: [{ player: 'Alice' }] }), '117.1b');
    const bobs = play(s, pass('Alice'));
    illegal(bobs, activate('Bob', 'pinger', 0, { targets: [{ player: 'Alice' }] }), '602.2');
  });

  it('602.5d: "Activate only as a sorcery" needs a main phase of your turn and an empty stack', () => {
    const s = twoPlayers(
      { battlefield: [{ def: idol, id: 'idol' }, { def: C.island }, { def: C.island }], library: [{ def: C.bears }] },
      {},
      { step: 'upkeep' },
    );
    illegal(s, activate('Alice', 'idol', 0), '602.5d');
    const main = twoPlayers(
      {
        battlefield: [{ def: idol, id: 'idol' }, { def: C.island }, { def: C.island }],
        library: [{ def: C.bears, id: 'drawn' }],
      },
      {},
    );
    const after = play(main, activate('Alice', 'idol', 0), pass('Alice'), pass('Bob'));
    expect(zone(after, 'drawn')).toBe('hand');
  });

  it("601.2h: the mana cost must be paid, and the source paying {T} isn't also tapped for mana", () => {
    const s = twoPlayers({ battlefield: [{ def: idol, id: 'idol' }, { def: C.island }] }, {});
    expect(illegal(s, activate('Alice', 'idol', 0), '601.2h').code).toBe('cost/insufficient-mana');
  });

  it('701.21a, 602.5b: a sacrifice cost (default choice: the first creature) and "only once each turn"', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: altar, id: 'altar' },
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
      {},
    );
    const once = play(s, activate('Alice', 'altar', 0));
    expect(zone(once, 'bears')).toBe('graveyard');
    illegal(once, activate('Alice', 'altar', 0, { sacrifice: ['ogre'] }), '602.5b');
    const chosen = play(s, activate('Alice', 'altar', 0, { sacrifice: ['ogre'] }), pass('Alice'), pass('Bob'));
    expect(zone(chosen, 'ogre')).toBe('graveyard');
    expect(zone(chosen, 'bears')).toBe('battlefield');
    expect(life(chosen, 'Alice')).toBe(22);
  });

  it('701.21a: the sacrificed permanent must fit the cost', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: altar, id: 'altar' },
          { def: C.island, id: 'island' },
        ],
      },
      {},
    );
    expect(illegal(s, activate('Alice', 'altar', 0, { sacrifice: ['island'] }), '701.21a').code).toBe(
      'cost/sacrifice-choice',
    );
    illegal(s, activate('Alice', 'altar', 0), '701.21a');
  });

  it('"Sacrifice this artifact": the ability resolves though its source is gone (113.7a), with a filtered target', () => {
    const s = twoPlayers(
      { battlefield: [{ def: bomb, id: 'bomb' }, { def: C.mountain }, { def: C.bears, id: 'mine' }] },
      { battlefield: [{ def: C.bears, id: 'theirs' }] },
    );
    illegal(s, activate('Alice', 'bomb', 0, { targets: [{ object: 'mine' }] }), '601.2c');
    const after = play(s, activate('Alice', 'bomb', 0, { targets: [{ object: 'theirs' }] }));
    expect(zone(after, 'bomb')).toBe('graveyard');
    expect(zone(play(after, pass('Alice'), pass('Bob')), 'theirs')).toBe('graveyard');
  });
});

describe('loyalty abilities (CR 606)', () => {
  const board = () =>
    twoPlayers(
      { battlefield: [{ def: walker, id: 'walker' }], library: [{ def: C.bears, id: 'top' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );

  it('606.4: +1 puts a loyalty counter on as a cost; 606.3: one loyalty ability per turn', () => {
    const s = play(board(), activate('Alice', 'walker', 0));
    expect(perm(s, 'walker').counters.loyalty).toBe(4);
    const resolved = play(s, pass('Alice'), pass('Bob'));
    expect(zone(resolved, 'top')).toBe('hand');
    illegal(resolved, activate('Alice', 'walker', 1, { targets: [{ object: 'bears' }] }), '606.3');
  });

  it('606.3: only at sorcery speed', () => {
    const s = play(board(), activate('Alice', 'walker', 0));
    illegal(s, activate('Alice', 'walker', 1, { targets: [{ object: 'bears' }] }), '606.3');
  });

  it('606.6: a minus ability needs that much loyalty', () => {
    const low = twoPlayers(
      { battlefield: [{ def: walker, id: 'walker', counters: { loyalty: 1 } }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    illegal(low, activate('Alice', 'walker', 1, { targets: [{ object: 'bears' }] }), '606.6');
    const s = play(
      board(),
      activate('Alice', 'walker', 1, { targets: [{ object: 'bears' }] }),
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'walker').counters.loyalty).toBe(1);
    expect(perm(s, 'bears').tapped).toBe(true);
  });
});

describe('modal spells (CR 700.2)', () => {
  const charm = card({
    name: 'Test Charm',
    cost: '{R}',
    type: 'Instant',
    text: 'Choose one —\n• Test Charm deals 2 damage to target creature.\n• Destroy target artifact.\n• Each opponent loses 1 life.',
  });
  const board = () =>
    twoPlayers(
      { hand: [{ def: charm, id: 'charm' }], battlefield: [{ def: C.mountain }] },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ornithopter, id: 'thopter' },
        ],
      },
    );

  it('700.2a: the mode is chosen as the spell is cast, and only its targets are chosen (700.2c)', () => {
    const s = play(
      board(),
      { type: 'cast', player: 'Alice', card: 'charm', modes: [1], targets: [{ object: 'thopter' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'thopter')).toBe('graveyard');
    expect(zone(s, 'bears')).toBe('battlefield');
    illegal(
      board(),
      { type: 'cast', player: 'Alice', card: 'charm', modes: [1], targets: [{ object: 'bears' }] },
      '601.2c',
    );
  });

  it('700.2a: the number of modes must fit "choose one"; without a choice the first mode is the default', () => {
    illegal(
      board(),
      { type: 'cast', player: 'Alice', card: 'charm', modes: [0, 2], targets: [{ object: 'bears' }] },
      '700.2a',
    );
    const s = play(
      board(),
      { type: 'cast', player: 'Alice', card: 'charm', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
  });

  it('700.2c: "choose one or both": each chosen mode\'s targets in order, each effect aimed at its own', () => {
    const twin = card({
      name: 'Test Twin',
      cost: '{R}',
      type: 'Instant',
      text: 'Choose one or both —\n• Destroy target artifact.\n• Test Twin deals 2 damage to target creature.',
    });
    const s0 = twoPlayers(
      { hand: [{ def: twin, id: 'twin' }], battlefield: [{ def: C.mountain }] },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ornithopter, id: 'thopter' },
        ],
      },
    );
    const s = play(
      s0,
      {
        type: 'cast',
        player: 'Alice',
        card: 'twin',
        modes: [0, 1],
        targets: [{ object: 'thopter' }, { object: 'bears' }],
      },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'thopter')).toBe('graveyard');
    expect(zone(s, 'bears')).toBe('graveyard');
    illegal(
      s0,
      {
        type: 'cast',
        player: 'Alice',
        card: 'twin',
        modes: [1, 1],
        targets: [{ object: 'bears' }, { object: 'bears' }],
      },
      '700.2a',
    );
  });

  it('an untargeted mode', () => {
    const s = play(board(), { type: 'cast', player: 'Alice', card: 'charm', modes: [2] }, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(19);
  });

  it('700.2: the older one-paragraph wording "Choose two — …; or …" has the same modes, and two must be chosen', () => {
    const command = card({
      name: 'Test Edict',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Choose two — Destroy all artifacts; or destroy all enchantments; or destroy all creatures with converted mana cost 2 or less.',
    });
    expect(command.abilities[0]).toMatchObject({
      kind: 'spell',
      modes: {
        min: 2,
        max: 2,
        options: [
          { text: 'Destroy all artifacts' },
          { text: 'destroy all enchantments' },
          { text: 'destroy all creatures with converted mana cost 2 or less' },
        ],
      },
    });
    const s0 = twoPlayers(
      { hand: [{ def: command, id: 'edict' }] },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ornithopter, id: 'thopter' },
          { def: C.angel, id: 'angel' },
        ],
      },
    );
    illegal(s0, { type: 'cast', player: 'Alice', card: 'edict', modes: [0] }, '700.2a');
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'edict', modes: [0, 2] }, pass('Alice'), pass('Bob'));
    expect([zone(s, 'thopter'), zone(s, 'bears'), zone(s, 'angel')]).toEqual(['graveyard', 'graveyard', 'battlefield']);
  });
});

describe('cycling (CR 702.29)', () => {
  const cycler = card({
    name: 'Test Cycler',
    cost: '{4}{U}',
    type: 'Creature — Beast',
    power: 4,
    toughness: 4,
    keywords: ['cycling {2}'],
  });

  it('702.29a: from the hand, pay {2} and discard the card: draw a card', () => {
    const s0 = twoPlayers(
      {
        hand: [{ def: cycler, id: 'cycler' }],
        battlefield: [{ def: C.island }, { def: C.island }],
        library: [{ def: C.bears, id: 'top' }],
      },
      {},
    );
    const ability = cycler.abilities.findIndex(a => a.kind === 'activated');
    let s = play(s0, activate('Alice', 'cycler', ability));
    expect(zone(s, 'cycler')).toBe('graveyard'); // discarded as a cost
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'top')).toBe('hand');
  });

  it('113.6: not from the battlefield', () => {
    const s = twoPlayers({ battlefield: [{ def: cycler, id: 'cycler' }, { def: C.island }, { def: C.island }] }, {});
    illegal(
      s,
      activate(
        'Alice',
        'cycler',
        cycler.abilities.findIndex(a => a.kind === 'activated'),
      ),
      '113.6',
    );
  });
});

describe('"with power N or greater" as a target restriction (CR 115.1, 601.2c)', () => {
  const slay = card({
    name: 'Test Slay',
    cost: '{B}',
    type: 'Instant',
    text: 'Destroy target creature with power 4 or greater.',
  });
  it('601.2c: a 2/2 is not a legal target; a 4/4 is', () => {
    const s0 = twoPlayers(
      { hand: [{ def: slay, id: 'slay' }], battlefield: [{ def: C.swamp }] },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.angel, id: 'angel' },
        ],
      },
    );
    illegal(s0, { type: 'cast', player: 'Alice', card: 'slay', targets: [{ object: 'bears' }] }, '601.2c');
    expect(
      zone(
        play(
          s0,
          { type: 'cast', player: 'Alice', card: 'slay', targets: [{ object: 'angel' }] },
          pass('Alice'),
          pass('Bob'),
        ),
        'angel',
      ),
    ).toBe('graveyard');
  });
});

describe('adapt (CR 701.46a)', () => {
  const adapter = card({
    name: 'Test Adapter',
    cost: '{G}',
    type: 'Creature — Beast',
    power: 2,
    toughness: 2,
    text: '{2}: Adapt 2.',
  });
  it('701.46a: two +1/+1 counters the first time; none while it has any', () => {
    let s = twoPlayers(
      { battlefield: [{ def: adapter, id: 'beast' }, ...Array.from({ length: 4 }, () => ({ def: C.forest }))] },
      {},
    );
    s = play(s, activate('Alice', 'beast', 0), pass('Alice'), pass('Bob'));
    expect(s.permanents.beast!.counters['+1/+1']).toBe(2);
    s = play(s, activate('Alice', 'beast', 0), pass('Alice'), pass('Bob'));
    expect(s.permanents.beast!.counters['+1/+1']).toBe(2);
  });
});

describe('activation restrictions and costs beyond mana (CR 602.5, 118.3)', () => {
  const library = (n: number) => Array.from({ length: n }, () => ({ def: C.filler }));

  it('602.5: "Activate only during combat and only if you control a Forest" — both must hold; the message says when', () => {
    const horn = card({
      name: 'Test War Horn',
      cost: '{1}',
      type: 'Artifact',
      text: '{T}: You gain 1 life. Activate only during combat and only if you control a Forest.',
    });
    const at = (step: 'main1' | 'beginningOfCombat', forest: boolean) =>
      twoPlayers({ battlefield: [{ def: horn, id: 'horn' }, ...(forest ? [{ def: C.forest }] : [])] }, {}, { step });
    expect(illegal(at('main1', true), activate('Alice', 'horn', 0), '602.5').message).toContain(
      'only during combat, and it is the',
    );
    illegal(at('beginningOfCombat', false), activate('Alice', 'horn', 0), '602.5');
    expect(
      life(play(at('beginningOfCombat', true), activate('Alice', 'horn', 0), pass('Alice'), pass('Bob')), 'Alice'),
    ).toBe(21);
  });

  it('601.3: "Cast ~ only during combat before blockers are declared" — a spell cast outside that window is illegal', () => {
    const ambush = card({
      name: 'Test Ambush',
      cost: '{0}',
      type: 'Instant',
      text: 'Cast this spell only during combat before blockers are declared.\nYou gain 3 life.',
    });
    const at = (step: 'main1' | 'beginningOfCombat' | 'endOfCombat') =>
      twoPlayers({ hand: [{ def: ambush, id: 'ambush' }] }, {}, { step });
    const cast = { type: 'cast' as const, player: 'Alice', card: 'ambush' };
    expect(illegal(at('main1'), cast, '601.3').code).toBe('cast/restricted');
    illegal(at('endOfCombat'), cast, '601.3');
    expect(life(play(at('beginningOfCombat'), cast, pass('Alice'), pass('Bob')), 'Alice')).toBe(23);
  });

  it('602.5: "Activate only during your upkeep" — not in the main phase, not in the opponent\'s upkeep', () => {
    const sundial = card({
      name: 'Test Sundial',
      cost: '{1}',
      type: 'Artifact',
      text: '{T}: You gain 1 life. Activate only during your upkeep.',
    });
    const main = twoPlayers({ battlefield: [{ def: sundial, id: 'dial' }] }, {});
    expect(illegal(main, activate('Alice', 'dial', 0), '602.5').code).toBe('activate/restricted');
    const upkeep = play(
      twoPlayers({ battlefield: [{ def: sundial, id: 'dial' }] }, {}, { step: 'upkeep' }),
      activate('Alice', 'dial', 0),
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(upkeep, 'Alice')).toBe(21);
  });

  it('602.5: "Activate only during your turn, before attackers are declared" — main phase 1 and beginning of combat, not after', () => {
    const retainer = card({
      name: 'Test Retainer',
      cost: '{1}',
      type: 'Artifact',
      text: '{T}: You gain 1 life. Activate only during your turn, before attackers are declared.',
    });
    const board = (step: 'main1' | 'beginningOfCombat' | 'main2', activePlayer = 'Alice') =>
      twoPlayers({ battlefield: [{ def: retainer, id: 'r' }] }, {}, { step, activePlayer });
    expect(life(play(board('main1'), activate('Alice', 'r', 0), pass('Alice'), pass('Bob')), 'Alice')).toBe(21);
    expect(life(play(board('beginningOfCombat'), activate('Alice', 'r', 0), pass('Alice'), pass('Bob')), 'Alice')).toBe(
      21,
    );
    expect(illegal(board('main2'), activate('Alice', 'r', 0), '602.5').message).toMatch(
      /before attackers are declared/,
    );
    illegal(play(board('main1', 'Bob'), pass('Bob')), activate('Alice', 'r', 0), '602.5');
  });

  it('602.5b, 602.5d: the older wordings "Activate this ability only once each turn" / "… any time you could cast a sorcery"', () => {
    const old = card({
      name: 'Test Old Relic',
      cost: '{1}',
      type: 'Artifact',
      text: '{1}: You gain 1 life. Activate this ability only once each turn.\n{2}: Draw a card. Activate this ability only any time you could cast a sorcery.',
    });
    const s = play(
      twoPlayers(
        { battlefield: [{ def: old, id: 'relic' }, { def: C.island }, { def: C.island }, { def: C.island }] },
        {},
      ),
      activate('Alice', 'relic', 0),
    );
    illegal(s, activate('Alice', 'relic', 0), '602.5b');
    illegal(s, activate('Alice', 'relic', 1), '602.5d'); // the stack isn't empty
  });

  it('602.5: "Activate only if creatures you control have total power 8 or greater" — their powers added up', () => {
    const drum = card({
      name: 'Test War Drum',
      cost: '{1}',
      type: 'Artifact',
      text: '{T}: You gain 2 life. Activate only if creatures you control have total power 8 or greater.',
    });
    const board = (...defs: CardDef[]) =>
      twoPlayers({ battlefield: [{ def: drum, id: 'drum' }, ...defs.map(def => ({ def }))] }, {});
    // 6 + 2 = 8: enough; 6 alone isn't (and an opponent's creatures don't count).
    expect(
      life(play(board(C.crawWurm, C.bears), activate('Alice', 'drum', 0), pass('Alice'), pass('Bob')), 'Alice'),
    ).toBe(22);
    expect(illegal(board(C.crawWurm), activate('Alice', 'drum', 0), '602.5').code).toBe('activate/restricted');
  });

  it('601.3, 508.3b: "Cast this spell only during the declare attackers step and only if you\'ve been attacked this step"', () => {
    const fog = card({
      name: 'Test Attacked Fog',
      cost: '{0}',
      type: 'Instant',
      text: "Cast this spell only during the declare attackers step and only if you've been attacked this step.\nYou gain 3 life.",
    });
    const cast = { type: 'cast' as const, player: 'Bob', card: 'fog' };
    const combat = (attacking: boolean) => {
      let s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }] }, { hand: [{ def: fog, id: 'fog' }] });
      s = goTo(s, 'declareAttackers');
      s = play(s, {
        type: 'declareAttackers',
        player: 'Alice',
        attackers: attacking ? [{ attacker: 'bears', target: { player: 'Bob' } }] : [],
      });
      return play(s, pass('Alice'));
    };
    expect(illegal(combat(false), cast, '601.3').code).toBe('cast/restricted');
    expect(life(play(combat(true), cast, pass('Bob'), pass('Alice')), 'Bob')).toBe(23);
  });

  it('601.3: "Cast this spell only if you control a snow land" on a creature card — its limit as it is cast', () => {
    const yeti = card({
      name: 'Test Drift Yeti',
      cost: '{0}',
      type: 'Creature — Yeti',
      power: 2,
      toughness: 2,
      text: 'Cast this spell only if you control a snow land.',
    });
    const snowForest = card({ name: 'Snow-Covered Forest', type: 'Basic Snow Land — Forest' });
    const cast = { type: 'cast' as const, player: 'Alice', card: 'yeti' };
    const plain = twoPlayers({ hand: [{ def: yeti, id: 'yeti' }], battlefield: [{ def: C.forest }] }, {});
    expect(illegal(plain, cast, '601.3').code).toBe('cast/restricted');
    const snow = twoPlayers({ hand: [{ def: yeti, id: 'yeti' }], battlefield: [{ def: snowForest }] }, {});
    expect(zone(play(snow, cast, pass('Alice'), pass('Bob')), 'yeti')).toBe('battlefield');
  });

  it('602.5: "Activate only if a creature died this turn" (morbid) — checked as it is activated', () => {
    const ghoul = card({
      name: 'Test Grave Totem',
      cost: '{1}',
      type: 'Artifact',
      text: '{T}: Draw a card. Activate only if a creature died this turn.',
    });
    const shock = card({
      name: 'Test Shock',
      cost: '{0}',
      type: 'Instant',
      text: 'Test Shock deals 3 damage to any target.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: ghoul, id: 'totem' }], hand: [{ def: shock, id: 'shock' }], library: library(2) },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    illegal(s, activate('Alice', 'totem', 0), '602.5');
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'shock', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
      activate('Alice', 'totem', 0),
    );
    expect(s.stack).toHaveLength(1);
  });

  it('118.3: "Remove a +1/+1 counter from ~" needs the counter; "put a -1/-1 counter on ~" puts one', () => {
    const hydra = card({
      name: 'Test Spent Hydra',
      cost: '{2}',
      type: 'Creature — Hydra',
      power: 1,
      toughness: 1,
      text: 'Remove a +1/+1 counter from Test Spent Hydra: You gain 2 life.\nPut a -1/-1 counter on Test Spent Hydra: Draw a card.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: hydra, id: 'hydra', counters: { '+1/+1': 3 } }], library: library(2) },
      {},
    );
    s = play(s, activate('Alice', 'hydra', 0), activate('Alice', 'hydra', 1));
    // One removed, then a -1/-1 counter put on: it and a +1/+1 counter are removed as a state-based action (704.5q).
    expect(perm(s, 'hydra').counters).toEqual({ '+1/+1': 1, '-1/-1': 0 });
    const bare = twoPlayers(
      { battlefield: [{ def: hydra, id: 'hydra', counters: { '+1/+1': 0 } }, { def: C.bears }] },
      {},
    );
    expect(illegal(bare, activate('Alice', 'hydra', 0), '118.3').code).toBe('cost/cant-pay');
  });

  it('701.26a, 701.13a, 701.17a: tap an untapped creature you control, exile cards from your graveyard, mill — the first that fit by default', () => {
    const engine = card({
      name: 'Test Convoke Engine',
      cost: '{2}',
      type: 'Artifact',
      text: 'Tap an untapped creature you control: You gain 1 life.\nExile two cards from your graveyard: Draw a card.\nMill a card: You gain 1 life.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: engine, id: 'engine' },
          { def: C.bears, id: 'bears', tapped: true },
          { def: C.ogre, id: 'ogre' },
        ],
        graveyard: [
          { def: C.filler, id: 'g1' },
          { def: C.filler, id: 'g2' },
          { def: C.filler, id: 'g3' },
        ],
        library: library(3),
      },
      {},
    );
    s = play(s, activate('Alice', 'engine', 0));
    expect([perm(s, 'ogre').tapped, zone(s, 'bears')]).toEqual([true, 'battlefield']);
    illegal(s, activate('Alice', 'engine', 0), '118.3'); // no untapped creature left
    s = play(s, activate('Alice', 'engine', 1));
    expect([zone(s, 'g1'), zone(s, 'g2'), zone(s, 'g3')]).toEqual(['exile', 'exile', 'graveyard']);
    illegal(s, activate('Alice', 'engine', 1), '118.3'); // one card left
    s = play(s, activate('Alice', 'engine', 2));
    expect(s.players[0]!.graveyard).toHaveLength(2);
  });
});

describe('an ability whose cost discards its card works from the hand (CR 113.6m): bloodrush', () => {
  const brute = card({
    name: 'Test Rush Brute',
    cost: '{3}{R}',
    type: 'Creature — Ogre',
    power: 4,
    toughness: 3,
    text: 'Bloodrush — {R}, Discard Test Rush Brute: Target attacking creature gets +4/+3 until end of turn.',
  });

  it('113.6m: activated from the hand, the card discarded as its cost; the attacker gets the bonus', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }, { def: C.mountain }], hand: [{ def: brute, id: 'brute' }] },
      {},
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['bears', 'Bob']), {
      type: 'activate',
      player: 'Alice',
      source: 'brute',
      ability: 0,
      targets: [{ object: 'bears' }],
    });
    expect(zone(s, 'brute')).toBe('graveyard');
    s = play(s, pass('Alice'), pass('Bob'));
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([6, 5]);
  });

  it("113.6m: not from the battlefield; a creature that isn't attacking isn't a legal target (601.2c)", () => {
    const s = twoPlayers(
      {
        battlefield: [{ def: brute, id: 'onboard' }, { def: C.bears, id: 'bears' }, { def: C.mountain }],
        hand: [{ def: brute, id: 'brute' }],
      },
      {},
    );
    illegal(
      s,
      { type: 'activate', player: 'Alice', source: 'onboard', ability: 0, targets: [{ object: 'bears' }] },
      '113.6',
    );
    const v = illegal(
      s,
      { type: 'activate', player: 'Alice', source: 'brute', ability: 0, targets: [{ object: 'bears' }] },
      '601.2c',
    );
    expect(v.offending).toEqual({ object: 'bears' });
  });
});

describe('abilities that return their own card from the graveyard (CR 113.6m)', () => {
  const wyrm = card({
    name: 'Test Ashen Wyrm',
    cost: '{4}',
    type: 'Creature — Dragon',
    power: 4,
    toughness: 4,
    text: '{2}: Return Test Ashen Wyrm from your graveyard to your hand.',
  });
  const golem = card({
    name: 'Test Scrap Golem',
    cost: '{1}',
    type: 'Artifact Creature — Golem',
    power: 1,
    toughness: 1,
    text: '{2}: Return this creature from your graveyard to the battlefield tapped with two +1/+1 counters on it.',
  });
  const lands = [{ def: C.swamp }, { def: C.swamp }];

  it("113.6m: activated from the graveyard, the card goes to its owner's hand", () => {
    const s = play(
      twoPlayers({ graveyard: [{ def: wyrm, id: 'w' }], battlefield: lands }, {}),
      activate('Alice', 'w', 0),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'w')).toBe('hand');
  });

  it("113.6m: on the battlefield (or in another player's graveyard) the ability doesn't work", () => {
    const onField = twoPlayers({ battlefield: [{ def: wyrm, id: 'w' }, ...lands] }, {});
    expect(illegal(onField, activate('Alice', 'w', 0), '113.6m').code).toBe('activate/not-in-graveyard');
    const theirs = twoPlayers({ battlefield: lands }, { graveyard: [{ def: wyrm, id: 'w' }] });
    expect(illegal(theirs, activate('Alice', 'w', 0), '113.6m').code).toBe('activate/not-in-graveyard');
  });

  it('113.6m, 122.6: "… to the battlefield tapped with two +1/+1 counters on it"', () => {
    const s = play(
      twoPlayers({ graveyard: [{ def: golem, id: 'g' }], battlefield: lands }, {}),
      activate('Alice', 'g', 0),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'g'), perm(s, 'g').tapped, perm(s, 'g').counters['+1/+1'], power(s, 'g')]).toEqual([
      'battlefield',
      true,
      2,
      3,
    ]);
  });
});

describe('"discard a creature card" as a cost (CR 701.9a, 602.2b)', () => {
  const tutor = card({
    name: 'Test Fittest Rite',
    cost: '{G}',
    type: 'Enchantment',
    text: '{1}{G}, Discard a creature card: Search your library for a Spider card, reveal that card, and put it into your hand. Then shuffle your library.',
  });
  const board = (hand: { def: CardDef; id: string }[]) =>
    twoPlayers(
      {
        battlefield: [{ def: tutor, id: 'rite' }, { def: C.forest }, { def: C.forest }],
        hand,
        library: [{ def: C.island }, { def: C.spider, id: 'found' }],
      },
      {},
    );

  it('701.9a: by default the first creature card in hand is discarded, not the land before it', () => {
    const s = play(
      board([
        { def: C.forest, id: 'land' },
        { def: C.bears, id: 'bears' },
      ]),
      activate('Alice', 'rite', 0),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'land'), zone(s, 'bears'), zone(s, 'found')]).toEqual(['hand', 'graveyard', 'hand']);
  });

  it("701.9a: naming a noncreature card, or holding no creature card, the cost can't be paid", () => {
    expect(
      illegal(
        board([
          { def: C.forest, id: 'land' },
          { def: C.bears, id: 'bears' },
        ]),
        activate('Alice', 'rite', 0, { discard: ['land'] }),
        '701.9a',
      ).code,
    ).toBe('cost/discard-choice');
    expect(illegal(board([{ def: C.forest, id: 'land' }]), activate('Alice', 'rite', 0), '701.9a').message).toContain(
      '0 cards in hand that the cost allows',
    );
  });
});

describe('"Exile ~ from your graveyard" as a cost (CR 118.3, 113.6m)', () => {
  const made = defineCard({
    name: 'Test Grave Scholar',
    cost: '{1}{U}',
    type: 'Creature — Human Wizard',
    power: 1,
    toughness: 1,
    text: '{2}, Exile Test Grave Scholar from your graveyard: Draw a card.',
  });

  it('113.6m: the ability works only from the graveyard; paying it exiles the card', () => {
    expect(made.notUnderstood).toEqual([]);
    const library = [{ def: C.island, id: 'top' }];
    const s = play(
      twoPlayers(
        { battlefield: [{ def: C.island }, { def: C.island }], graveyard: [{ def: made.def, id: 'scholar' }], library },
        {},
      ),
      { type: 'activate', player: 'Alice', source: 'scholar', ability: 0 },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'scholar'), zone(s, 'top')]).toEqual(['exile', 'hand']);
    const onField = twoPlayers(
      { battlefield: [{ def: C.island }, { def: C.island }, { def: made.def, id: 'scholar' }], library },
      {},
    );
    illegal(onField, { type: 'activate', player: 'Alice', source: 'scholar', ability: 0 }, '113.6m');
  });
});

describe('"Activate no more than twice each turn" (CR 602.5b)', () => {
  const changeling = defineCard({
    name: 'Test Changeling',
    type: 'Creature — Shapeshifter',
    power: 1,
    toughness: 1,
    text: '{0}: Test Changeling gets +1/+0 until end of turn. Activate this ability no more than twice each turn.',
  });

  it('602.5b: the third activation in a turn is refused', () => {
    expect(changeling.notUnderstood).toEqual([]);
    const activate: Action = { type: 'activate', player: 'Alice', source: 'c', ability: 0 };
    const s = play(
      twoPlayers({ battlefield: [{ def: changeling.def, id: 'c' }] }, {}),
      activate,
      pass('Alice'),
      pass('Bob'),
      activate,
      pass('Alice'),
      pass('Bob'),
    );
    expect(power(s, 'c')).toBe(3);
    const v = illegal(s, activate, '602.5b');
    expect([v.code, v.message]).toEqual([
      'activate/times-per-turn',
      'Alice can\'t activate Test Changeling\'s "{0}" ability: it can be activated no more than twice each turn, and it already has been this turn (CR 602.5b).',
    ]);
  });
});

describe('"Any player may activate this ability" (CR 602.2)', () => {
  const beacon = card({
    name: 'Test Beacon',
    cost: '{2}',
    type: 'Artifact',
    text: '{1}: Draw a card. Any player may activate this ability.',
  });

  it('602.2, 602.1a: an opponent activates it, pays its cost and draws — the ability is theirs', () => {
    let s = twoPlayers(
      { battlefield: [{ def: beacon, id: 'beacon' }], library: [{ def: C.island }] },
      { battlefield: [{ def: C.forest, id: 'land' }], library: [{ def: C.island }, { def: C.island }] },
    );
    s = play(s, pass('Alice'), activate('Bob', 'beacon', 0), pass('Bob'), pass('Alice'));
    expect(s.players.map(p => [p.id, p.hand.length])).toEqual([
      ['Alice', 0],
      ['Bob', 1],
    ]);
    expect(perm(s, 'land').tapped).toBe(true);
  });

  it("602.2: without it, only the permanent's controller may activate", () => {
    const s = play(twoPlayers({ battlefield: [{ def: pinger, id: 'pinger' }] }, {}), pass('Alice'));
    illegal(s, activate('Bob', 'pinger', 0, { targets: [{ player: 'Alice' }] }), '602.2');
  });
});

describe('"Its activated abilities can\'t be activated" (CR 602.5, 605.1a)', () => {
  const shackles = card({
    name: 'Test Shackles',
    cost: '{W}',
    type: 'Enchantment — Aura',
    keywords: ['enchant creature'],
    text: "Enchanted creature can't attack or block, and its activated abilities can't be activated.",
  });
  const stillness = card({
    name: 'Test Stillness',
    cost: '{1}{W}',
    type: 'Enchantment',
    text: "Activated abilities of artifacts can't be activated.",
  });
  const rock = card({ name: 'Test Rock', cost: '{1}', type: 'Artifact', text: '{T}: Add {C}.' });

  it("602.5: the enchanted creature's abilities, mana abilities too (605.1a), can't be activated", () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: pinger, id: 'pinger' },
          { def: C.elves, id: 'elf' },
        ],
        hand: [{ def: C.giantGrowth, id: 'gg' }],
      },
      {
        battlefield: [{ def: C.plains }, { def: C.plains }],
        hand: [
          { def: shackles, id: 'on-pinger' },
          { def: shackles, id: 'on-elf' },
        ],
      },
      { activePlayer: 'Bob' },
    );
    // Before the Aura, the mana ability works.
    expect(play(s, pass('Bob'), { type: 'activateMana', player: 'Alice', source: 'elf' }).players[0]!.manaPool.G).toBe(
      1,
    );
    s = play(s, cast('Bob', 'on-pinger', { object: 'pinger' }), pass('Bob'), pass('Alice'));
    s = play(s, cast('Bob', 'on-elf', { object: 'elf' }), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'on-elf')).toBe('battlefield');
    const v = illegal(s, activate('Alice', 'pinger', 0, { targets: [{ player: 'Bob' }] }), '602.5');
    expect(v.code).toBe('activate/prohibited');
    expect(v.message).toBe(
      "Alice can't activate Test Pinger's \"{T}\" ability: an effect says Test Pinger's activated abilities can't be activated (CR 602.5).",
    );
    expect(illegal(s, { type: 'activateMana', player: 'Alice', source: 'elf' }, '602.5').code).toBe(
      'activate/prohibited',
    );
    // Paying a cost doesn't tap the elf for mana either: Alice has no mana for the Giant Growth.
    illegal(s, { type: 'cast', player: 'Alice', card: 'gg', targets: [{ object: 'pinger' }] }, '601.2h');
  });

  it("\"Activated abilities of artifacts can't be activated\": each artifact's, not a creature's", () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: rock, id: 'rock' },
          { def: idol, id: 'idol' },
          { def: pinger, id: 'pinger' },
        ],
      },
      { battlefield: [{ def: stillness }] },
    );
    illegal(s, { type: 'activateMana', player: 'Alice', source: 'rock' }, '602.5');
    illegal(s, activate('Alice', 'idol', 0), '602.5');
    expect(play(s, activate('Alice', 'pinger', 0, { targets: [{ player: 'Bob' }] })).stack).toHaveLength(1);
  });
});

describe('forecast (CR 702.57): "Reveal ~ from your hand" works from the hand (113.6j)', () => {
  const stance = card({
    name: 'Test Steeling Stance',
    cost: '{1}{W}{W}',
    type: 'Instant',
    text: 'Creatures you control get +1/+1 until end of turn.\nForecast — {W}, Reveal Test Steeling Stance from your hand: Target creature gets +1/+1 until end of turn.',
  });
  const forecast = (s: ReturnType<typeof twoPlayers>) =>
    play(s, { type: 'activate', player: 'Alice', source: 'stance', ability: 0, targets: [{ object: 'bears' }] });

  it("702.57b: during its owner's upkeep, from the hand, once each turn; the card stays in the hand", () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }], hand: [{ def: stance, id: 'stance' }], manaPool: { W: 2 } },
      {},
      { step: 'upkeep' },
    );
    const once = play(forecast(s), pass('Alice'), pass('Bob'));
    expect([zone(once, 'stance'), power(once, 'bears')]).toEqual(['hand', 3]);
    illegal(
      once,
      { type: 'activate', player: 'Alice', source: 'stance', ability: 0, targets: [{ object: 'bears' }] },
      '602.5b',
    );
  });

  it('702.57b: not in a main phase', () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }], hand: [{ def: stance, id: 'stance' }], manaPool: { W: 1 } },
      {},
    );
    illegal(
      s,
      { type: 'activate', player: 'Alice', source: 'stance', ability: 0, targets: [{ object: 'bears' }] },
      '602.5',
    );
  });
});
