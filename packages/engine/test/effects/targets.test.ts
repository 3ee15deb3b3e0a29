import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef } from '../../src/index.js';
import { characteristics } from '../../src/view/layers.js';
import { C, attack, illegal, life, pass, perm, play, texts, twoPlayers, zone } from '../kit.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
const cast = (id: string, objects: readonly string[], rest = {}) => ({
  type: 'cast' as const,
  player: 'Alice',
  card: id,
  targets: objects.map(o => (o === 'Bob' || o === 'Alice' ? { player: o } : { object: o })),
  ...rest,
});

describe('several targets (CR 601.2c, 115.1)', () => {
  const doubleKill = card({
    name: 'Test Double Doom',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Destroy two target creatures.',
  });
  const upTo = card({
    name: 'Test Frost Breath',
    cost: '{0}',
    type: 'Instant',
    text: 'Tap up to two target creatures.',
  });
  const shatter = card({
    name: 'Test Twin Shatter',
    cost: '{0}',
    type: 'Instant',
    text: 'Destroy target artifact and target enchantment.',
  });
  const relic = card({ name: 'Test Relic', cost: '{1}', type: 'Artifact' });
  const aura = card({ name: 'Test Ward Sigil', cost: '{1}', type: 'Enchantment' });
  const board = () =>
    twoPlayers(
      {
        hand: [
          { def: doubleKill, id: 'doom' },
          { def: upTo, id: 'frost' },
          { def: shatter, id: 'shatter' },
        ],
      },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
          { def: relic, id: 'relic' },
          { def: aura, id: 'sigil' },
        ],
      },
    );

  it('601.2c: "two target creatures" — two different creatures, each destroyed', () => {
    const s = play(board(), cast('doom', ['bears', 'ogre']), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), zone(s, 'ogre')]).toEqual(['graveyard', 'graveyard']);
    expect(illegal(board(), cast('doom', ['bears']), '601.2c').code).toBe('cast/target-count');
    // One instance of "target": the same creature can't be chosen twice.
    expect(illegal(board(), cast('doom', ['bears', 'bears']), '601.2c').code).toBe('cast/illegal-target');
  });

  it('601.2c: "up to two target creatures" — none, one or two', () => {
    expect(play(board(), cast('frost', []), pass('Alice'), pass('Bob')).stack).toHaveLength(0);
    const one = play(board(), cast('frost', ['ogre']), pass('Alice'), pass('Bob'));
    expect([perm(one, 'ogre').tapped, perm(one, 'bears').tapped]).toEqual([true, false]);
    expect(illegal(board(), cast('frost', ['ogre', 'bears', 'relic']), '601.2c').code).toBe('cast/target-count');
  });

  it('115.1: "target artifact and target enchantment" — a target of each kind, in order', () => {
    const s = play(board(), cast('shatter', ['relic', 'sigil']), pass('Alice'), pass('Bob'));
    expect([zone(s, 'relic'), zone(s, 'sigil')]).toEqual(['graveyard', 'graveyard']);
    illegal(board(), cast('shatter', ['sigil', 'relic']), '601.2c');
  });
});

describe('"up to one target" (CR 601.2c)', () => {
  const mentor = card({
    name: 'Test Mentor Walker',
    cost: '{2}{W}',
    type: 'Legendary Planeswalker — Test',
    loyalty: 3,
    text: '+1: Put a +1/+1 counter on up to one target creature.',
  });
  const board = () =>
    twoPlayers(
      {
        battlefield: [
          { def: mentor, id: 'mentor' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
  const activate = (targets: readonly string[]) => ({
    type: 'activate' as const,
    player: 'Alice',
    source: 'mentor',
    ability: 0,
    targets: targets.map(object => ({ object })),
  });

  it('601.2c: one target or none; the counter goes on the one chosen', () => {
    const one = play(board(), activate(['bears']), pass('Alice'), pass('Bob'));
    expect(perm(one, 'bears').counters['+1/+1']).toBe(1);
    const none = play(board(), activate([]), pass('Alice'), pass('Bob'));
    expect([none.stack.length, perm(none, 'bears').counters['+1/+1'] ?? 0]).toEqual([0, 0]);
    expect(perm(none, 'mentor').counters.loyalty).toBe(4);
    expect(illegal(board(), activate(['bears', 'mentor']), '601.2c').code).toBe('cast/target-count');
  });
});

describe('"each of up to two target creatures" (CR 601.2c)', () => {
  const gird = card({
    name: 'Test Gird',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Put a +1/+1 counter on each of up to two target creatures.',
  });

  it('601.2c: each target chosen gets a counter; a third is too many', () => {
    const board = () =>
      twoPlayers(
        {
          hand: [{ def: gird, id: 'gird' }],
          battlefield: [
            { def: C.bears, id: 'bears' },
            { def: C.ogre, id: 'ogre' },
            { def: C.elves, id: 'elves' },
          ],
        },
        {},
      );
    const s = play(board(), cast('gird', ['bears', 'ogre']), pass('Alice'), pass('Bob'));
    expect([perm(s, 'bears'), perm(s, 'ogre'), perm(s, 'elves')].map(p => p.counters['+1/+1'] ?? 0)).toEqual([1, 1, 0]);
    expect(illegal(board(), cast('gird', ['bears', 'ogre', 'elves']), '601.2c').code).toBe('cast/target-count');
  });
});

describe('"each of up to two targets" (CR 601.2c)', () => {
  it('601.2c: any two targets, each dealt the damage; the same one twice is not two', () => {
    const fork = card({
      name: 'Test Fork',
      cost: '{0}',
      type: 'Instant',
      text: 'Test Fork deals 2 damage to each of up to two targets.',
    });
    const board = () =>
      twoPlayers({ hand: [{ def: fork, id: 'fork' }] }, { battlefield: [{ def: C.spider, id: 'spider' }] });
    const s = play(board(), cast('fork', ['spider', 'Bob']), pass('Alice'), pass('Bob'));
    expect([perm(s, 'spider').damage, life(s, 'Bob')]).toEqual([2, 18]);
    expect(illegal(board(), cast('fork', ['spider', 'spider']), '601.2c').code).toBe('cast/illegal-target');
  });
});

describe("a target player's permanents (CR 115.1, 608.2c)", () => {
  const razing = card({
    name: 'Test Razing',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Destroy all creatures target player controls.',
  });
  const board = () =>
    twoPlayers(
      { hand: [{ def: razing, id: 'razing' }], battlefield: [{ def: C.bears, id: 'mine' }] },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
          { def: C.forest, id: 'forest' },
        ],
      },
    );

  it('"Destroy all creatures target player controls": those of the player chosen, and only creatures', () => {
    const s = play(board(), cast('razing', ['Bob']), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), zone(s, 'ogre'), zone(s, 'forest'), zone(s, 'mine')]).toEqual([
      'graveyard',
      'graveyard',
      'battlefield',
      'battlefield',
    ]);
    const own = play(board(), cast('razing', ['Alice']), pass('Alice'), pass('Bob'));
    expect([zone(own, 'mine'), zone(own, 'bears')]).toEqual(['graveyard', 'battlefield']);
  });
});

describe('divided damage (CR 601.2d)', () => {
  const spray = card({
    name: 'Test Fire Spray',
    cost: '{0}',
    type: 'Instant',
    text: 'Test Fire Spray deals 3 damage divided as you choose among one, two, or three targets.',
  });
  const board = () =>
    twoPlayers(
      { hand: [{ def: spray, id: 'spray' }] },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
    );

  it('601.2d: the division is announced as it is cast, and each target is dealt its share', () => {
    const s = play(board(), cast('spray', ['bears', 'Bob'], { divide: [2, 1] }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), life(s, 'Bob')]).toEqual(['graveyard', 19]);
  });

  it('601.2d: without a division, the default divides it evenly, the first targets getting the rest', () => {
    const cast3 = play(board(), cast('spray', ['bears', 'ogre']));
    expect(cast3.stack[0]!.division).toEqual([2, 1]);
    expect(
      texts(cast3).some(t => /divides 3 damage: 2 to Grizzly Bears, 1 to Gray Ogre \(the default choice\)/.test(t)),
    ).toBe(true);
  });

  it('601.2d: each target gets at least 1, and all of it is divided', () => {
    expect(illegal(board(), cast('spray', ['bears', 'Bob'], { divide: [3, 0] }), '601.2d').code).toBe('cast/division');
    illegal(board(), cast('spray', ['bears', 'Bob'], { divide: [1, 1] }), '601.2d');
    illegal(board(), cast('spray', ['bears'], { divide: [2, 1] }), '601.2d');
  });

  it("608.2b: a target that became illegal isn't dealt its share, nor is it given to another", () => {
    const s0 = twoPlayers(
      {
        hand: [
          { def: spray, id: 'spray' },
          { def: C.murder, id: 'murder' },
        ],
        battlefield: [{ def: C.swamp }, { def: C.swamp }, { def: C.swamp }],
      },
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
    );
    const s = play(
      s0,
      cast('spray', ['ogre', 'Bob'], { divide: [1, 2] }),
      cast('murder', ['ogre']),
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Bob')).toBe(18);
  });
});

describe('X damage divided among any number of targets (CR 601.2b, 601.2d)', () => {
  const thunder = card({
    name: 'Test Rolling Thunder',
    cost: '{X}',
    type: 'Sorcery',
    text: 'Test Rolling Thunder deals X damage divided as you choose among any number of targets.',
  });
  const board = () =>
    twoPlayers(
      {
        hand: [{ def: thunder, id: 'thunder' }],
        battlefield: [{ def: C.mountain }, { def: C.mountain }, { def: C.mountain }],
      },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
    );

  it('601.2b, 601.2d: X is announced first, then up to X targets each get their share', () => {
    const s = play(board(), cast('thunder', ['bears', 'Bob'], { x: 3, divide: [2, 1] }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), life(s, 'Bob')]).toEqual(['graveyard', 19]);
    const even = play(board(), cast('thunder', ['bears', 'ogre', 'Bob'], { x: 3 }));
    expect(even.stack[0]!.division).toEqual([1, 1, 1]);
  });

  it('601.2d: no more targets than X, and X damage is never divided among none', () => {
    illegal(board(), cast('thunder', ['bears', 'ogre', 'Bob'], { x: 2 }), '601.2d');
    illegal(board(), cast('thunder', [], { x: 2 }), '601.2d');
    const none = play(board(), cast('thunder', [], { x: 0 }));
    expect(none.stack).toHaveLength(1);
  });

  it('601.2d: "where X is …" counted as it resolves is not read — the division comes first', () => {
    const made = defineCard({
      name: 'Test Volcanic Gust',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Test Volcanic Gust deals X damage divided as you choose among any number of target creatures, where X is the number of creatures on the battlefield.',
    });
    expect(made.notUnderstood).toHaveLength(1);
  });
});

describe('divided damage of a triggered ability (CR 601.2d, 603.3d)', () => {
  const hellion = card({
    name: 'Test Cinder Hellion',
    cost: '{0}',
    type: 'Creature — Hellion',
    power: 3,
    toughness: 3,
    text: 'When this creature enters, it deals 3 damage divided as you choose among any number of target creatures and/or players.',
  });

  it('603.3d: by default only the target it requires — the first opponent — gets all of it', () => {
    let s = play(
      twoPlayers({ hand: [{ def: hellion, id: 'hellion' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] }),
      { type: 'cast', player: 'Alice', card: 'hellion' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack[0]!.division).toEqual([3]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(17);
  });

  it('603.3d, 601.2d: targets chosen by the controller are divided by the default among them', () => {
    let s = play(
      twoPlayers({ hand: [{ def: hellion, id: 'hellion' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] }),
      { type: 'cast', player: 'Alice', card: 'hellion' },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(
      s,
      { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'bears' }, { player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), life(s, 'Bob')]).toEqual(['graveyard', 19]);
  });
});

describe('"X target …" (CR 601.2b, 601.2c)', () => {
  const dregs = card({
    name: 'Test Dregs',
    cost: '{X}',
    type: 'Sorcery',
    text: 'Destroy X target nonblack creatures. Draw X cards.',
  });
  const board = () =>
    twoPlayers(
      {
        hand: [{ def: dregs, id: 'dregs' }],
        battlefield: [{ def: C.swamp }, { def: C.swamp }, { def: C.swamp }],
        library: [{ def: C.island }, { def: C.island }],
      },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.angel, id: 'angel' },
          { def: C.scatheZombies, id: 'zombies' },
        ],
      },
    );

  it('601.2c: as many targets as the X announced, each different; all are destroyed', () => {
    const s = play(
      board(),
      { type: 'cast', player: 'Alice', card: 'dregs', x: 2, targets: [{ object: 'bears' }, { object: 'angel' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), zone(s, 'angel'), s.players[0]!.hand.length]).toEqual(['graveyard', 'graveyard', 2]);
  });

  it('601.2c: fewer or more targets than X is illegal; so is the same one twice', () => {
    illegal(board(), { type: 'cast', player: 'Alice', card: 'dregs', x: 2, targets: [{ object: 'bears' }] }, '601.2c');
    illegal(
      board(),
      { type: 'cast', player: 'Alice', card: 'dregs', x: 1, targets: [{ object: 'bears' }, { object: 'angel' }] },
      '601.2c',
    );
    illegal(
      board(),
      { type: 'cast', player: 'Alice', card: 'dregs', x: 2, targets: [{ object: 'bears' }, { object: 'bears' }] },
      '601.2c',
    );
  });

  it('107.3: with X = 0 it has no targets, and it still resolves', () => {
    const s = play(board(), { type: 'cast', player: 'Alice', card: 'dregs', x: 0 }, pass('Alice'), pass('Bob'));
    expect([zone(s, 'dregs'), zone(s, 'bears')]).toEqual(['graveyard', 'battlefield']);
  });
});

describe('"artifact creature" (CR 205.2a)', () => {
  it('601.2c: types written side by side are all required — "target artifact creature" isn\'t a plain artifact or creature', () => {
    const smash = card({
      name: 'Test Scrap Smash',
      cost: '{0}',
      type: 'Instant',
      text: 'Destroy target artifact creature.',
    });
    const relic = card({ name: 'Test Relic', cost: '{1}', type: 'Artifact' });
    const board = () =>
      twoPlayers(
        { hand: [{ def: smash, id: 'smash' }] },
        {
          battlefield: [
            { def: C.bears, id: 'bears' },
            { def: relic, id: 'relic' },
            { def: C.ornithopter, id: 'thopter' },
          ],
        },
      );
    illegal(board(), cast('smash', ['relic']), '601.2c');
    illegal(board(), cast('smash', ['bears']), '601.2c');
    expect(zone(play(board(), cast('smash', ['thopter']), pass('Alice'), pass('Bob')), 'thopter')).toBe('graveyard');
  });
});

describe("a spell's controller in a target phrase (CR 115.1, 601.2c)", () => {
  it('601.2c: "counter target spell an opponent controls" can\'t target its controller\'s own spell', () => {
    const quell = card({
      name: 'Test Quell',
      cost: '{0}',
      type: 'Instant',
      text: 'Counter target spell an opponent controls.',
    });
    const s = play(
      twoPlayers(
        {
          hand: [
            { def: C.giantGrowth, id: 'growth' },
            { def: quell, id: 'quell' },
          ],
          battlefield: [{ def: C.forest }, { def: C.bears, id: 'bears' }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'growth', targets: [{ object: 'bears' }] },
    );
    expect(illegal(s, cast('quell', ['growth']), '601.2c').code).toBe('cast/illegal-target');
  });
});

describe('"non-<subtype>" in a target phrase (CR 115.1, 205.3)', () => {
  it('"destroy target non-Goblin creature": a Goblin isn\'t a legal target, a Bear is', () => {
    const cull = card({ name: 'Test Cull', cost: '{0}', type: 'Sorcery', text: 'Destroy target non-Goblin creature.' });
    const board = () =>
      twoPlayers(
        { hand: [{ def: cull, id: 'cull' }] },
        {
          battlefield: [
            { def: C.ragingGoblin, id: 'goblin' },
            { def: C.bears, id: 'bears' },
          ],
        },
      );
    expect(illegal(board(), cast('cull', ['goblin']), '601.2c').code).toBe('cast/illegal-target');
    expect(zone(play(board(), cast('cull', ['bears']), pass('Alice'), pass('Bob')), 'bears')).toBe('graveyard');
  });
});

describe('"target creature that\'s attacking you or a planeswalker you control" (CR 115.1, 508.1b)', () => {
  it("508.1b: an attacker declared against Bob can be chosen by Bob; a creature not attacking can't", () => {
    const snare = card({
      name: 'Test Snare',
      cost: '{0}',
      type: 'Instant',
      text: "Destroy target creature that's attacking you or a planeswalker you control.",
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
      { hand: [{ def: snare, id: 'snare' }] },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['bears', 'Bob']), pass('Alice'));
    expect(
      illegal(s, { type: 'cast', player: 'Bob', card: 'snare', targets: [{ object: 'ogre' }] }, '601.2c').code,
    ).toBe('cast/illegal-target');
    s = play(
      s,
      { type: 'cast', player: 'Bob', card: 'snare', targets: [{ object: 'bears' }] },
      pass('Bob'),
      pass('Alice'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
  });

  it('601.2c: "up to two target creatures each get +2/+2" — each chosen target is affected, one alone too', () => {
    const rally = card({
      name: 'Test Rally',
      cost: '{0}',
      type: 'Instant',
      text: 'Up to two target creatures each get +2/+2 until end of turn.',
    });
    const start = () =>
      twoPlayers(
        { hand: [{ def: rally, id: 'rally' }], battlefield: [{ def: C.bears, id: 'a' }] },
        { battlefield: [{ def: C.ogre, id: 'b' }] },
      );
    const both = play(start(), cast('rally', ['a', 'b']), pass('Alice'), pass('Bob'));
    expect([characteristics(both, 'a').power, characteristics(both, 'b').power]).toEqual([4, 4]);
    const one = play(start(), cast('rally', ['b']), pass('Alice'), pass('Bob'));
    expect([characteristics(one, 'a').power, characteristics(one, 'b').power]).toEqual([2, 4]);
  });

  it('115.1, 205.4a: "target nonbasic land" — a basic land is not a legal target, a nonbasic one is', () => {
    const strip = card({ name: 'Test Strip', cost: '{0}', type: 'Sorcery', text: 'Destroy target nonbasic land.' });
    const dual = card({ name: 'Test Dual', type: 'Land' });
    const s = twoPlayers(
      { hand: [{ def: strip, id: 'strip' }] },
      {
        battlefield: [
          { def: C.forest, id: 'basic' },
          { def: dual, id: 'dual' },
        ],
      },
    );
    illegal(s, cast('strip', ['basic']), '601.2c');
    expect(zone(play(s, cast('strip', ['dual']), pass('Alice'), pass('Bob')), 'dual')).toBe('graveyard');
  });
});

/** X defined by the text as the number of targets or the damage divided (CR 601.2c–d, 107.3c). */
describe('"…, where X is <count>" for how many targets, or how much is divided (CR 601.2c–d)', () => {
  const burst = card({
    name: 'Test Burst',
    cost: '{0}',
    type: 'Instant',
    text: "Return up to X target creatures to their owners' hands, where X is the number of Islands you control.",
  });
  const wind = card({
    name: 'Test Wind',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Test Wind deals X damage divided as you choose among any number of target creatures, where X is the number of creatures on the battlefield as you cast this spell.',
  });
  const liturgy = card({
    name: 'Test Liturgy',
    cost: '{0}',
    type: 'Enchantment',
    text: "Sacrifice Test Liturgy: Return up to X target creatures to their owners' hands, where X is the number of verse counters on Test Liturgy.",
  });
  const creatures = [
    { def: C.bears, id: 'bears' },
    { def: C.ogre, id: 'ogre' },
  ];

  it('601.2c: "up to X target creatures": X is counted as the targets are chosen, and no more than X may be', () => {
    const s0 = twoPlayers(
      { hand: [{ def: burst, id: 'b' }], battlefield: [{ def: C.island }] },
      { battlefield: creatures },
    );
    expect(illegal(s0, cast('b', ['bears', 'ogre']), '601.2c').code).toBe('cast/target-count');
    const s = play(s0, cast('b', ['ogre']), pass('Alice'), pass('Bob'));
    expect([zone(s, 'ogre'), zone(s, 'bears')]).toEqual(['hand', 'battlefield']);
  });

  it('602.2b: "Sacrifice ~: return up to X target creatures …, where X is the number of verse counters on ~": counted before the cost is paid', () => {
    const s0 = twoPlayers(
      { battlefield: [{ def: liturgy, id: 'l', counters: { verse: 2 } }] },
      { battlefield: creatures },
    );
    const activate = (targets: string[]) => ({
      type: 'activate' as const,
      player: 'Alice',
      source: 'l',
      ability: 0,
      targets: targets.map(object => ({ object })),
    });
    illegal(
      twoPlayers({ battlefield: [{ def: liturgy, id: 'l', counters: { verse: 1 } }] }, { battlefield: creatures }),
      activate(['bears', 'ogre']),
      '601.2c',
    );
    const s = play(s0, activate(['bears', 'ogre']), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), zone(s, 'ogre'), zone(s, 'l')]).toEqual(['hand', 'hand', 'graveyard']);
  });

  it('601.2d: "X damage divided …, where X is the number of creatures on the battlefield as you cast this spell": X as it is cast', () => {
    const s0 = twoPlayers(
      { hand: [{ def: wind, id: 'w' }], battlefield: [{ def: C.spider, id: 'spider' }] },
      { battlefield: creatures },
    );
    expect(illegal(s0, cast('w', ['bears', 'ogre'], { divide: [2, 2] }), '601.2d').code).toBe('cast/division');
    const s = play(s0, cast('w', ['bears', 'ogre'], { divide: [2, 1] }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), perm(s, 'ogre').damage]).toEqual(['graveyard', 1]);
  });

  it('"X damage divided …, where X is …" counted as it resolves, or "as you cast" for an instruction not chosen then: not understood', () => {
    for (const text of [
      'You gain X life, where X is the number of creatures on the battlefield as you cast this spell.',
      'Prevent the next X damage that would be dealt this turn to any number of targets, divided as you choose, where X is the number of Islands you control.',
    ])
      expect(defineCard({ name: 'Odd', type: 'Instant', text }).notUnderstood, text).toHaveLength(1);
  });
});
