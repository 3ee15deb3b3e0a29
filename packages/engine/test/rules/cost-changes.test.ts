import { describe, expect, it } from 'vitest';
import { C, illegal, life, pass, play, texts, twoPlayers, zone } from '../kit.js';
import { card, cast } from '../effects/spell.js';

/** Cost increases and reductions (CR 601.2f, 118.7a), like XMage's card tests. */

const foreman = card({
  name: 'Hatchery Foreman',
  cost: '{1}{G}',
  type: 'Creature — Elf',
  power: 1,
  toughness: 1,
  text: 'Creature spells you cast cost {1} less to cast.',
});
const tax = card({
  name: 'Spell Tollgate',
  cost: '{1}{W}',
  type: 'Artifact',
  text: 'Noncreature spells cost {1} more to cast.',
});
const scholar = card({
  name: 'Rune Scholar',
  cost: '{1}{U}',
  type: 'Creature — Human',
  power: 1,
  toughness: 1,
  text: 'Instant and sorcery spells you cast cost {1} less to cast.',
});
const golem = card({
  name: 'Scrap Golem',
  cost: '{6}',
  type: 'Artifact Creature — Golem',
  power: 4,
  toughness: 4,
  text: 'This spell costs {1} less to cast for each artifact you control.',
});
const zap = card({ name: 'Test Zap', cost: '{1}{R}', type: 'Instant', text: 'Test Zap deals 2 damage to any target.' });
const forests = (n: number) => Array.from({ length: n }, () => ({ def: C.forest }));

describe('cost changes (CR 601.2f)', () => {
  it('601.2f, 118.7a: "Creature spells you cast cost {1} less" reduces only generic mana', () => {
    const s = play(
      twoPlayers({ battlefield: [{ def: foreman }, ...forests(1)], hand: [{ def: C.bears, id: 'bears' }] }, {}),
      cast('Alice', 'bears'),
    );
    expect(zone(s, 'bears')).toBe('stack');
    expect(texts(s)).toContain('The total cost of Grizzly Bears is {G}: {1} less (Hatchery Foreman).');
    // Llanowar Elves costs {G}: there is no generic mana to take off, so it still costs {G}.
    const elves = twoPlayers({ battlefield: [{ def: foreman }], hand: [{ def: C.elves, id: 'elves' }] }, {});
    expect(illegal(elves, cast('Alice', 'elves'), '601.2h').code).toBe('cost/insufficient-mana');
  });

  it('601.2f: only the spells it names, cast by whom it says', () => {
    const s = twoPlayers(
      { hand: [{ def: C.bears, id: 'bears' }], battlefield: forests(1) },
      { battlefield: [{ def: foreman }] },
    );
    illegal(s, cast('Alice', 'bears'), '601.2h');
    const instant = twoPlayers(
      { battlefield: [{ def: foreman }, { def: C.mountain }], hand: [{ def: zap, id: 'zap' }] },
      {},
    );
    illegal(instant, cast('Alice', 'zap', { player: 'Bob' }), '601.2h');
  });

  it('601.2f: "Noncreature spells cost {1} more" taxes every player\'s noncreature spells', () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.mountain }, { def: C.mountain }], hand: [{ def: zap, id: 'zap' }] },
      { battlefield: [{ def: tax }] },
    );
    expect(illegal(s, cast('Alice', 'zap', { player: 'Bob' }), '601.2h').code).toBe('cost/insufficient-mana');
    const three = twoPlayers(
      { battlefield: [{ def: C.mountain }, { def: C.mountain }, { def: C.mountain }], hand: [{ def: zap, id: 'zap' }] },
      { battlefield: [{ def: tax }] },
    );
    expect(texts(play(three, cast('Alice', 'zap', { player: 'Bob' })))).toContain(
      'The total cost of Test Zap is {2}{R}: {1} more (Spell Tollgate).',
    );
  });

  it('613.1f: a permanent that lost all abilities no longer changes costs', () => {
    const hush = card({
      name: 'Test Hush',
      cost: '{0}',
      type: 'Instant',
      text: 'Target artifact loses all abilities until end of turn.',
    });
    const s0 = twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }, { def: C.mountain }],
        hand: [
          { def: zap, id: 'zap' },
          { def: hush, id: 'hush' },
        ],
      },
      { battlefield: [{ def: tax, id: 'tollgate' }] },
    );
    // The tax still applies to the spell that takes it away: {0} becomes {1}.
    const s = play(
      s0,
      cast('Alice', 'hush', { object: 'tollgate' }),
      pass('Alice'),
      pass('Bob'),
      cast('Alice', 'zap', { player: 'Bob' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect(texts(s)).toContain('The total cost of Test Hush is {1}: {1} more (Spell Tollgate).');
    expect(texts(s).some(t => t.startsWith('The total cost of Test Zap'))).toBe(false);
    expect(life(s, 'Bob')).toBe(18);
  });

  it('601.2f: increases and reductions add up ("instant and sorcery spells you cast cost {1} less")', () => {
    const s = play(
      twoPlayers(
        { battlefield: [{ def: scholar }, { def: C.mountain }, { def: C.mountain }], hand: [{ def: zap, id: 'zap' }] },
        { battlefield: [{ def: tax }] },
      ),
      cast('Alice', 'zap', { player: 'Bob' }),
    );
    expect(texts(s)).toContain(
      'The total cost of Test Zap is {1}{R}: {1} less (Rune Scholar), {1} more (Spell Tollgate).',
    );
  });

  it('601.2f: "This spell costs {1} less to cast for each artifact you control", down to {0}', () => {
    const trinkets = Array.from({ length: 7 }, () => ({ def: C.ornithopter }));
    const s = play(
      twoPlayers({ battlefield: trinkets, hand: [{ def: golem, id: 'golem' }] }, {}),
      cast('Alice', 'golem'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'golem')).toBe('battlefield');
    expect(texts(s)).toContain('The total cost of Scrap Golem is {0}: {7} less (Scrap Golem).');
  });

  const sweeper = card({
    name: 'Test Mass Verdict',
    cost: '{8}{W}{W}',
    type: 'Sorcery',
    text: 'Test Mass Verdict costs {1} less to cast for each creature on the battlefield.\nDestroy all creatures.',
  });
  const gravewyrm = card({
    name: 'Test Grave Wyrm',
    cost: '{7}{G}',
    type: 'Creature — Wurm',
    power: 5,
    toughness: 5,
    text: 'Test Grave Wyrm costs {1} less to cast for each land card in your graveyard.',
  });
  const vigil = card({
    name: 'Test Vigil Surge',
    cost: '{3}{B}',
    type: 'Instant',
    text: "Test Vigil Surge costs {3} less to cast if you've gained 3 or more life this turn.\nTarget player loses 2 life.",
  });
  const drake = card({
    name: 'Test Storm Drake',
    cost: '{3}{U}{U}',
    type: 'Creature — Drake',
    power: 3,
    toughness: 3,
    keywords: ['flying'],
    text: "Test Storm Drake costs {2}{U} less to cast if you've cast an instant or sorcery spell this turn.",
  });
  const avatar = card({
    name: 'Test Carrion Avatar',
    cost: '{6}{B}{B}',
    type: 'Creature — Avatar',
    power: 6,
    toughness: 5,
    text: 'If there are four or more creature cards total in all graveyards, Test Carrion Avatar costs {6} less to cast.',
  });
  const mend = card({ name: 'Test Mend', cost: '{0}', type: 'Instant', text: 'You gain 3 life.' });

  it('601.2f: "… for each creature on the battlefield" counts every player\'s creatures', () => {
    const s = play(
      twoPlayers(
        {
          battlefield: [{ def: C.bears }, ...Array.from({ length: 10 }, () => ({ def: C.plains }))],
          hand: [{ def: sweeper, id: 'sweep' }],
        },
        { battlefield: [{ def: C.ogre }, { def: C.ogre }] },
      ),
      cast('Alice', 'sweep'),
    );
    expect(texts(s)).toContain('The total cost of Test Mass Verdict is {5}{W}{W}: {3} less (Test Mass Verdict).');
  });

  it('601.2f: "… for each land card in your graveyard" counts cards in a zone, not permanents', () => {
    const s = play(
      twoPlayers(
        {
          battlefield: forests(6),
          graveyard: [{ def: C.forest }, { def: C.island }, { def: C.bolt }],
          hand: [{ def: gravewyrm, id: 'wyrm' }],
        },
        {},
      ),
      cast('Alice', 'wyrm'),
    );
    expect(texts(s)).toContain('The total cost of Test Grave Wyrm is {5}{G}: {2} less (Test Grave Wyrm).');
  });

  it('601.2f: "… if you\'ve gained 3 or more life this turn" looks at this turn\'s life gained', () => {
    const start = twoPlayers(
      {
        battlefield: [{ def: C.swamp }],
        hand: [
          { def: vigil, id: 'vigil' },
          { def: mend, id: 'mend' },
        ],
      },
      {},
    );
    expect(illegal(start, cast('Alice', 'vigil', { player: 'Bob' }), '601.2h').code).toBe('cost/insufficient-mana');
    const s = play(start, cast('Alice', 'mend'), pass('Alice'), pass('Bob'), cast('Alice', 'vigil', { player: 'Bob' }));
    expect(texts(s)).toContain('The total cost of Test Vigil Surge is {B}: {3} less (Test Vigil Surge).');
  });

  it('118.7c: "costs {2}{U} less" takes {U} off the blue part of the cost, after an instant or sorcery was cast this turn', () => {
    const islands = Array.from({ length: 2 }, () => ({ def: C.island }));
    const start = twoPlayers(
      {
        battlefield: [...islands, { def: C.mountain }],
        hand: [
          { def: drake, id: 'drake' },
          { def: zap, id: 'zap' },
        ],
      },
      {},
    );
    expect(illegal(start, cast('Alice', 'drake'), '601.2h').code).toBe('cost/insufficient-mana');
    const s = play(
      twoPlayers(
        {
          battlefield: [...islands, { def: C.mountain }, { def: C.mountain }],
          hand: [
            { def: drake, id: 'drake' },
            { def: zap, id: 'zap' },
          ],
        },
        {},
      ),
      cast('Alice', 'zap', { player: 'Bob' }),
      pass('Alice'),
      pass('Bob'),
      cast('Alice', 'drake'),
    );
    expect(texts(s)).toContain('The total cost of Test Storm Drake is {1}{U}: {2}{U} less (Test Storm Drake).');
    expect(zone(s, 'drake')).toBe('stack');
  });

  it('601.2f: "If there are four or more creature cards total in all graveyards, ~ costs {6} less": every graveyard', () => {
    const s = play(
      twoPlayers(
        {
          battlefield: [{ def: C.swamp }, { def: C.swamp }],
          graveyard: [{ def: C.bears }, { def: C.bears }],
          hand: [{ def: avatar, id: 'avatar' }],
        },
        { graveyard: [{ def: C.ogre }, { def: C.ogre }] },
      ),
      cast('Alice', 'avatar'),
    );
    expect(texts(s)).toContain('The total cost of Test Carrion Avatar is {B}{B}: {6} less (Test Carrion Avatar).');
  });

  const skyforge = card({
    name: 'Test Skyforge Drake',
    cost: '{2}{U}',
    type: 'Artifact Creature — Drake',
    power: 1,
    toughness: 1,
    text: '{4}: Draw a card. This ability costs {1} less to activate for each other artifact you control.',
  });
  const thirst = card({
    name: 'Test Thirsting Kami',
    cost: '{B}',
    type: 'Creature — Spirit',
    power: 1,
    toughness: 1,
    text: "{4}{B}: Target opponent loses 1 life. This ability costs {4}{B} less to activate if you've drawn three or more cards this turn.",
  });
  const grower = card({
    name: 'Test Moss Warden',
    cost: '{G}',
    type: 'Creature — Treefolk',
    power: 0,
    toughness: 1,
    text: '{5}{G}: Draw a card. This ability costs {1} less to activate for each +1/+1 counter on creatures you control.',
  });
  const draw3 = card({ name: 'Test Triple Draw', cost: '{0}', type: 'Sorcery', text: 'Draw three cards.' });
  const activate = (source: string, rest: object = {}) => ({
    type: 'activate' as const,
    player: 'Alice',
    source,
    ability: 0,
    ...rest,
  });

  it('602.2b: "This ability costs {1} less to activate for each other artifact you control" — not itself', () => {
    const s = play(
      twoPlayers(
        {
          battlefield: [
            { def: skyforge, id: 'drake' },
            { def: C.ornithopter },
            { def: C.ornithopter },
            { def: C.island },
            { def: C.island },
          ],
          library: [{ def: C.filler }],
        },
        {},
      ),
      activate('drake'),
    );
    expect(texts(s)).toContain(
      'The total cost of Test Skyforge Drake\'s "{4}" ability is {2}: {2} less (its own text).',
    );
    const short = twoPlayers(
      {
        battlefield: [{ def: skyforge, id: 'drake' }, { def: C.ornithopter }, { def: C.island }, { def: C.island }],
        library: [{ def: C.filler }],
      },
      {},
    );
    expect(illegal(short, activate('drake'), '601.2h').code).toBe('cost/insufficient-mana');
  });

  it('602.2b, 118.7c: "costs {4}{B} less to activate if you\'ve drawn three or more cards this turn" makes it free', () => {
    const start = twoPlayers(
      {
        battlefield: [{ def: thirst, id: 'kami' }],
        hand: [{ def: draw3, id: 'draw' }],
        library: Array.from({ length: 3 }, () => ({ def: C.filler })),
      },
      {},
    );
    expect(illegal(start, activate('kami', { targets: [{ player: 'Bob' }] }), '601.2h').code).toBe(
      'cost/insufficient-mana',
    );
    const s = play(
      start,
      cast('Alice', 'draw'),
      pass('Alice'),
      pass('Bob'),
      activate('kami', { targets: [{ player: 'Bob' }] }),
      pass('Alice'),
      pass('Bob'),
    );
    expect(texts(s)).toContain(
      'The total cost of Test Thirsting Kami\'s "{4}{B}" ability is {0}: {4}{B} less (its own text).',
    );
    expect(life(s, 'Bob')).toBe(19);
  });

  it('602.2b: "… for each +1/+1 counter on creatures you control" counts every counter on them', () => {
    const s = play(
      twoPlayers(
        {
          battlefield: [
            { def: grower, id: 'warden', counters: { '+1/+1': 1 } },
            { def: C.bears, counters: { '+1/+1': 2 } },
            { def: C.forest },
            { def: C.forest },
            { def: C.forest },
          ],
          library: [{ def: C.filler }],
        },
        { battlefield: [{ def: C.ogre, counters: { '+1/+1': 5 } }] },
      ),
      activate('warden'),
    );
    expect(texts(s)).toContain(
      'The total cost of Test Moss Warden\'s "{5}{G}" ability is {2}{G}: {3} less (its own text).',
    );
  });
});

describe('affinity (CR 702.41a)', () => {
  it("702.41a: affinity for artifacts takes {1} off for each artifact its caster controls, not the opponent's", () => {
    const drone = card({
      name: 'Test Affinity Drone',
      cost: '{4}{U}',
      type: 'Artifact Creature — Construct',
      power: 2,
      toughness: 2,
      keywords: ['affinity for artifacts'],
    });
    const mine = [{ def: C.ornithopter }, { def: C.ornithopter }, { def: C.island }];
    const s = play(
      twoPlayers(
        { battlefield: [...mine, { def: C.island }, { def: C.island }], hand: [{ def: drone, id: 'drone' }] },
        { battlefield: [{ def: C.ornithopter }] },
      ),
      cast('Alice', 'drone'),
    );
    expect(texts(s)).toContain('The total cost of Test Affinity Drone is {2}{U}: {2} less (Test Affinity Drone).');
    const short = twoPlayers(
      { battlefield: [...mine, { def: C.island }], hand: [{ def: drone, id: 'drone' }] },
      { battlefield: [{ def: C.ornithopter }] },
    );
    expect(illegal(short, cast('Alice', 'drone'), '601.2h').code).toBe('cost/insufficient-mana');
  });
});

describe('"for each instant and sorcery card in your graveyard", "for each basic land type" (CR 601.2f, 205.3i)', () => {
  const reveler = card({
    name: 'Test Rune Reveler',
    cost: '{4}{R}',
    type: 'Creature — Devil',
    power: 3,
    toughness: 3,
    text: 'This spell costs {1} less to cast for each instant and sorcery card in your graveyard.',
  });
  const drake = card({
    name: 'Test Prism Drake',
    cost: '{6}{U}',
    type: 'Artifact Creature — Drake',
    power: 4,
    toughness: 4,
    text: 'Domain — This spell costs {1} less to cast for each basic land type among lands you control.',
  });

  it('an instant and a sorcery in the graveyard take {2} off; a creature card there takes nothing', () => {
    const s = play(
      twoPlayers(
        {
          battlefield: [{ def: C.mountain }, { def: C.mountain }, { def: C.mountain }],
          hand: [{ def: reveler, id: 'reveler' }],
          graveyard: [{ def: C.bolt }, { def: C.divination }, { def: C.bears }],
        },
        {},
      ),
      cast('Alice', 'reveler'),
    );
    expect(texts(s)).toContain('The total cost of Test Rune Reveler is {2}{R}: {2} less (Test Rune Reveler).');
  });

  it('an Island, a Forest and a Mountain take {3} off', () => {
    const s = play(
      twoPlayers(
        {
          battlefield: [{ def: C.island }, { def: C.forest }, { def: C.mountain }, { def: C.island }],
          hand: [{ def: drake, id: 'drake' }],
        },
        {},
      ),
      cast('Alice', 'drake'),
    );
    expect(texts(s)).toContain('The total cost of Test Prism Drake is {3}{U}: {3} less (Test Prism Drake).');
  });
});

describe('colored mana added to a cost (CR 601.2f)', () => {
  const leech = card({
    name: 'Test Ash Leech',
    cost: '{2}{B}',
    type: 'Creature — Leech',
    power: 2,
    toughness: 2,
    text: 'Black spells you cast cost {B} more to cast.',
  });
  const swamps = (n: number) => Array.from({ length: n }, () => ({ def: C.swamp }));

  it('"Black spells you cast cost {B} more to cast": Murder costs {1}{B}{B}{B}; a red spell is unchanged', () => {
    const hand = [
      { def: C.murder, id: 'murder' },
      { def: zap, id: 'zap' },
    ];
    const three = twoPlayers(
      { battlefield: [{ def: leech }, ...swamps(3)], hand },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    expect(illegal(three, cast('Alice', 'murder', { object: 'bears' }), '601.2h').code).toBe('cost/insufficient-mana');
    const four = play(
      twoPlayers(
        { battlefield: [{ def: leech }, ...swamps(4)], hand },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      ),
      cast('Alice', 'murder', { object: 'bears' }),
    );
    expect(texts(four)).toContain('The total cost of Murder is {1}{B}{B}{B}: {B} more (Test Ash Leech).');
    const red = play(
      twoPlayers({ battlefield: [{ def: leech }, { def: C.mountain }, { def: C.mountain }], hand }, {}),
      cast('Alice', 'zap', { player: 'Bob' }),
    );
    expect(zone(red, 'zap')).toBe('stack');
  });

  it("an opponent's Leech doesn't change Alice's spells", () => {
    const s = play(
      twoPlayers(
        { battlefield: swamps(3), hand: [{ def: C.murder, id: 'murder' }] },
        { battlefield: [{ def: leech }, { def: C.bears, id: 'bears' }] },
      ),
      cast('Alice', 'murder', { object: 'bears' }),
    );
    expect(zone(s, 'murder')).toBe('stack');
  });
});

describe('cost changes of every spell, of two kinds, and by X (CR 601.2f, 118.7a, 107.3c)', () => {
  it('601.2f: "Spells your opponents cast cost {1} more to cast" — every spell of theirs, none of its controller\'s', () => {
    const sphere = card({
      name: 'Test Tax Sphere',
      cost: '{2}',
      type: 'Artifact',
      text: 'Spells your opponents cast cost {1} more to cast.',
    });
    const theirs = twoPlayers(
      { battlefield: [{ def: C.forest }], hand: [{ def: C.elves, id: 'elves' }] },
      { battlefield: [{ def: sphere }] },
    );
    expect(illegal(theirs, cast('Alice', 'elves'), '601.2h').code).toBe('cost/insufficient-mana');
    const own = play(
      twoPlayers({ battlefield: [{ def: sphere }, { def: C.forest }], hand: [{ def: C.elves, id: 'elves' }] }, {}),
      cast('Alice', 'elves'),
    );
    expect(zone(own, 'elves')).toBe('stack');
  });

  it('601.2f: "Black spells and green spells you cast cost {1} less" — a spell of either color', () => {
    const familiar = card({
      name: 'Test Marsh Familiar',
      cost: '{1}{U}',
      type: 'Creature — Bird',
      power: 1,
      toughness: 1,
      text: 'Black spells and green spells you cast cost {1} less to cast.',
    });
    const s = play(
      twoPlayers({ battlefield: [{ def: familiar }, ...forests(1)], hand: [{ def: C.bears, id: 'bears' }] }, {}),
      cast('Alice', 'bears'),
    );
    expect(texts(s)).toContain('The total cost of Grizzly Bears is {G}: {1} less (Test Marsh Familiar).');
    const red = twoPlayers(
      { battlefield: [{ def: familiar }, { def: C.mountain }], hand: [{ def: zap, id: 'zap' }] },
      {},
    );
    illegal(red, cast('Alice', 'zap', { player: 'Bob' }), '601.2h');
  });

  it('107.3c, 601.2f: "This spell costs {X} less to cast, where X is the total power of creatures you control"', () => {
    const titan = card({
      name: 'Test Herd Titan',
      cost: '{7}{G}',
      type: 'Creature — Giant',
      power: 8,
      toughness: 8,
      text: 'This spell costs {X} less to cast, where X is the total power of creatures you control.',
    });
    const s = play(
      twoPlayers(
        {
          battlefield: [{ def: C.crawWurm }, { def: C.bears }, ...forests(1)],
          hand: [{ def: titan, id: 'titan' }],
        },
        {},
      ),
      cast('Alice', 'titan'),
    );
    // 6 + 2 = 8 less: the {7} is gone (not below zero, 118.7a), {G} is left.
    expect(texts(s)).toContain('The total cost of Test Herd Titan is {G}: {8} less (Test Herd Titan).');
  });
});
