import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef, type CardSetup, type GameState } from '../../src/index.js';
import { C, attack, block, goTo, illegal, pass, play, texts, twoPlayers, zone } from '../kit.js';
import { card, cast } from '../effects/spell.js';

/** Restrictions and requirements on attacking and blocking (CR 508.1c–d, 509.1b–c), like XMage's card tests. */

const prisonBand = card({
  name: 'Prison Band',
  cost: '{W}',
  type: 'Enchantment — Aura',
  keywords: ['enchant creature'],
  text: "Enchanted creature can't attack or block.",
});
const wardingBand = card({
  name: 'Warding Band',
  cost: '{W}',
  type: 'Enchantment — Aura',
  keywords: ['enchant creature'],
  text: "Enchanted creature can't attack you or planeswalkers you control.",
});
const skyOnly = card({
  name: 'Cloud Stalker',
  cost: '{1}{U}',
  type: 'Creature — Spirit',
  power: 2,
  toughness: 2,
  text: "Cloud Stalker can't be blocked except by creatures with flying.",
});
const groundOnly = card({
  name: 'Burrow Rat',
  cost: '{B}',
  type: 'Creature — Rat',
  power: 1,
  toughness: 1,
  text: "Burrow Rat can't be blocked by creatures with flying.",
});
const ghost = card({
  name: 'Veil Ghost',
  cost: '{2}{U}',
  type: 'Creature — Spirit',
  power: 2,
  toughness: 1,
  text: "This creature can't be blocked.",
});
const netCaster = card({
  name: 'Net Caster',
  cost: '{1}{G}',
  type: 'Creature — Human',
  power: 1,
  toughness: 3,
  keywords: ['reach'],
  text: 'Net Caster can block only creatures with flying.',
});
const berserker = card({
  name: 'Frenzied Brute',
  cost: '{1}{R}',
  type: 'Creature — Ogre',
  power: 3,
  toughness: 1,
  text: 'Frenzied Brute attacks each combat if able.',
});
const lure = card({
  name: 'Honey Bait',
  cost: '{2}{G}',
  type: 'Creature — Beast',
  power: 2,
  toughness: 2,
  text: 'All creatures able to block Honey Bait do so.',
});
const trip = card({ name: 'Trip Wire', cost: '{0}', type: 'Instant', text: "Target creature can't block this turn." });
const gust = card({
  name: 'Grounding Gust',
  cost: '{0}',
  type: 'Sorcery',
  text: "Creatures without flying can't block this turn.",
});
const cloak = card({
  name: 'Shadow Cloak',
  cost: '{0}',
  type: 'Instant',
  text: "Target creature can't be blocked this turn.",
});

/** Alice attacks Bob with the attacker; the game waits for Bob's blockers. */
function attackedBy(attacker: CardDef, bob: CardSetup[]): GameState {
  const s = twoPlayers(
    { battlefield: [{ def: attacker, id: 'attacker' }] },
    { battlefield: bob },
    { step: 'declareAttackers' },
  );
  return play(s, attack('Alice', ['attacker', 'Bob']), pass('Alice'), pass('Bob'));
}

describe('restrictions from an Aura (CR 508.1c, 509.1b)', () => {
  it('"Enchanted creature can\'t attack or block": the creature it enchants can neither attack nor block', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }], library: [{ def: C.filler }] },
      { battlefield: [{ def: C.plains }, { def: C.hillGiant, id: 'giant' }], hand: [{ def: prisonBand, id: 'band' }] },
      { activePlayer: 'Bob' },
    );
    s = play(s, cast('Bob', 'band', { object: 'bears' }));
    expect(s.stack).toHaveLength(1);
    s = play(s, pass('Bob'), pass('Alice'));
    // Bob's combat: Alice's bears can't block; then Alice's turn: they can't attack.
    s = play(goTo(s, 'declareAttackers'), attack('Bob', ['giant', 'Alice']), pass('Bob'), pass('Alice'));
    const v = illegal(s, block('Alice', ['bears', 'giant']), '509.1b');
    expect(v.code).toBe('combat/blocker-restricted');
    s = goTo(goTo(play(s, block('Alice')), 'cleanup'), 'declareAttackers');
    expect(s.activePlayer).toBe('Alice');
    expect(illegal(s, attack('Alice', ['bears', 'Bob']), '508.1c').message).toBe(
      "Grizzly Bears can't attack Bob: Grizzly Bears is restricted: it can't attack (CR 508.1c).",
    );
  });

  it("\"Enchanted creature can't attack you\": Alice's creature enchanted by Bob's Aura can't attack Bob (508.1c)", () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }], library: [{ def: C.filler }] },
      { battlefield: [{ def: C.plains }, { def: C.jace, id: 'jace' }], hand: [{ def: wardingBand, id: 'band' }] },
      { activePlayer: 'Bob' },
    );
    s = play(s, cast('Bob', 'band', { object: 'bears' }), pass('Bob'), pass('Alice'));
    s = goTo(goTo(s, 'cleanup'), 'declareAttackers');
    expect(s.activePlayer).toBe('Alice');
    const v = illegal(s, attack('Alice', ['bears', 'Bob']), '508.1c');
    expect(v.message).toBe(
      "Grizzly Bears can't attack Bob: Grizzly Bears can't attack Bob or planeswalkers Bob controls (CR 508.1c).",
    );
    expect(illegal(s, attack('Alice', ['bears', { object: 'jace' }]), '508.1c').code).toBe(
      'combat/attacker-restricted',
    );
  });
});

describe('restrictions on blocking an attacker (CR 509.1b)', () => {
  it('"can\'t be blocked except by creatures with flying": only a flyer may block it', () => {
    const s = attackedBy(skyOnly, [
      { def: C.spider, id: 'spider' },
      { def: C.angel, id: 'angel' },
    ]);
    const v = illegal(s, block('Bob', ['spider', 'attacker']), '509.1b');
    expect(v.code).toBe('combat/attacker-unblockable');
    expect(v.message).toBe(
      "Giant Spider can't block Cloud Stalker: Cloud Stalker can't be blocked except by creatures with flying, and Giant Spider isn't one (CR 509.1b).",
    );
    expect(play(s, block('Bob', ['angel', 'attacker'])).combat?.attackers[0]?.blocked).toBe(true);
  });

  it('"except by artifact creatures and/or white creatures", "… creatures with flying or reach": either may block', () => {
    const seekers = card({
      name: 'Test Seekers',
      type: 'Creature — Elf',
      power: 2,
      toughness: 2,
      text: "Test Seekers can't be blocked except by artifact creatures and/or white creatures.",
    });
    const drifter = card({
      name: 'Test Drifter',
      type: 'Creature — Spirit',
      power: 2,
      toughness: 2,
      text: "Test Drifter can't be blocked except by creatures with flying or reach.",
    });
    const blockers = [
      { def: C.bears, id: 'bears' },
      { def: C.angel, id: 'angel' },
      { def: C.ornithopter, id: 'thopter' },
      { def: C.spider, id: 'spider' },
    ];
    const s = attackedBy(seekers, blockers);
    const v = illegal(s, block('Bob', ['bears', 'attacker']), '509.1b');
    expect(v.message).toContain('except by artifact creatures or white creatures');
    expect(play(s, block('Bob', ['angel', 'attacker'])).combat?.attackers[0]?.blocked).toBe(true);
    expect(play(s, block('Bob', ['thopter', 'attacker'])).combat?.attackers[0]?.blocked).toBe(true);
    const t = attackedBy(drifter, blockers);
    illegal(t, block('Bob', ['bears', 'attacker']), '509.1b');
    expect(play(t, block('Bob', ['spider', 'attacker'])).combat?.attackers[0]?.blocked).toBe(true);
    expect(play(t, block('Bob', ['angel', 'attacker'])).combat?.attackers[0]?.blocked).toBe(true);
  });

  it('"can\'t be blocked by creatures with flying": a flyer can\'t block it, others can', () => {
    const s = attackedBy(groundOnly, [
      { def: C.bears, id: 'bears' },
      { def: C.angel, id: 'angel' },
    ]);
    expect(illegal(s, block('Bob', ['angel', 'attacker']), '509.1b').code).toBe('combat/attacker-unblockable');
    expect(play(s, block('Bob', ['bears', 'attacker'])).combat?.attackers[0]?.blocked).toBe(true);
  });

  it('"This creature can\'t be blocked"', () => {
    const s = attackedBy(ghost, [{ def: C.bears, id: 'bears' }]);
    expect(illegal(s, block('Bob', ['bears', 'attacker']), '509.1b').message).toContain(
      "Veil Ghost can't be blocked (CR 509.1b)",
    );
  });

  it('"can block only creatures with flying": a restriction on the blocker', () => {
    expect(
      illegal(attackedBy(C.bears, [{ def: netCaster, id: 'net' }]), block('Bob', ['net', 'attacker']), '509.1b').code,
    ).toBe('combat/blocker-restricted');
    expect(
      play(attackedBy(C.angel, [{ def: netCaster, id: 'net' }]), block('Bob', ['net', 'attacker'])).combat?.blockers,
    ).toEqual({ net: ['attacker'] });
  });
});

describe('requirements (CR 508.1d, 509.1c)', () => {
  it('508.1d: "attacks each combat if able": declaring no attackers while it is able breaks the requirement', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: berserker, id: 'brute' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    const v = illegal(s, attack('Alice'), '508.1d');
    expect(v.code).toBe('combat/attack-requirement');
    expect(v.offending).toEqual({ object: 'brute' });
    expect(illegal(s, attack('Alice', ['bears', 'Bob']), '508.1d').message).toBe(
      'Frenzied Brute must attack: it attacks each combat if able, and it is able to attack (CR 508.1d).',
    );
    expect(play(s, attack('Alice', ['brute', 'Bob'])).combat?.attackers).toHaveLength(1);
  });

  it("508.1d: a tapped or summoning-sick creature isn't able, so nothing is required of it", () => {
    const tapped = twoPlayers(
      { battlefield: [{ def: berserker, id: 'brute', tapped: true }] },
      {},
      { step: 'declareAttackers' },
    );
    expect(play(tapped, attack('Alice')).combat?.attackers).toEqual([]);
    const sick = twoPlayers(
      { battlefield: [{ def: berserker, id: 'brute', sick: true }] },
      {},
      { step: 'declareAttackers' },
    );
    expect(play(sick, attack('Alice')).combat?.attackers).toEqual([]);
  });

  it('509.1c: "All creatures able to block ~ do so": every able creature must block it', () => {
    const s = attackedBy(lure, [
      { def: C.bears, id: 'bears' },
      { def: C.spider, id: 'spider' },
      { def: C.ogre, id: 'ogre', tapped: true },
    ]);
    const v = illegal(s, block('Bob', ['bears', 'attacker']), '509.1c');
    expect(v.code).toBe('combat/block-requirement');
    expect(v.message).toBe(
      'Giant Spider must block: all creatures able to block Honey Bait do so, and Giant Spider is able to (CR 509.1c).',
    );
    expect(illegal(s, block('Bob'), '509.1c').offending).toEqual({ object: 'bears' });
    const blocked = play(s, block('Bob', ['bears', 'attacker'], ['spider', 'attacker']));
    expect(blocked.combat?.attackers[0]?.blockers).toEqual(['bears', 'spider']);
  });

  it("509.1c: a creature a restriction stops from blocking isn't able to, so the requirement asks nothing of it", () => {
    const s = attackedBy(lure, [{ def: C.cravenGiant, id: 'craven' }]);
    expect(play(s, block('Bob')).combat?.attackers[0]?.blocked).toBe(false);
  });
});

describe('restrictions from resolved spells, until end of turn (CR 509.1b, 514.2)', () => {
  it('"Target creature can\'t block this turn" — and next turn it can again', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.hillGiant, id: 'giant' }], hand: [{ def: trip, id: 'trip' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(s, cast('Alice', 'trip', { object: 'bears' }), pass('Alice'), pass('Bob'));
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['giant', 'Bob']), pass('Alice'), pass('Bob'));
    expect(illegal(s, block('Bob', ['bears', 'giant']), '509.1b').message).toBe(
      "Grizzly Bears can't block Hill Giant: Grizzly Bears is restricted: it can't block (CR 509.1b).",
    );
    s = goTo(play(s, block('Bob')), 'cleanup');
    expect(s.turnEffects).toEqual([]);
  });

  it('"Creatures without flying can\'t block this turn": a group, judged when blockers are declared', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.hillGiant, id: 'giant' }], hand: [{ def: gust, id: 'gust' }] },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.angel, id: 'angel' },
        ],
      },
    );
    s = play(s, cast('Alice', 'gust'), pass('Alice'), pass('Bob'));
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['giant', 'Bob']), pass('Alice'), pass('Bob'));
    expect(illegal(s, block('Bob', ['bears', 'giant']), '509.1b').code).toBe('combat/blocker-restricted');
    expect(play(s, block('Bob', ['angel', 'giant'])).combat?.attackers[0]?.blocked).toBe(true);
  });

  it('"Target creature can\'t be blocked this turn"', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.hillGiant, id: 'giant' }], hand: [{ def: cloak, id: 'cloak' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(s, cast('Alice', 'cloak', { object: 'giant' }), pass('Alice'), pass('Bob'));
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['giant', 'Bob']), pass('Alice'), pass('Bob'));
    expect(illegal(s, block('Bob', ['bears', 'giant']), '509.1b').code).toBe('combat/attacker-unblockable');
  });
});

describe('restrictions with conditions and counts (CR 508.1c, 509.1b)', () => {
  const loner = card({
    name: 'Test Lone Colossus',
    cost: '{3}{G}',
    type: 'Creature — Giant',
    power: 6,
    toughness: 6,
    text: "Test Lone Colossus can't be blocked by more than one creature.",
  });
  const eel = card({
    name: 'Test Reef Eel',
    cost: '{1}{U}',
    type: 'Creature — Fish',
    power: 4,
    toughness: 4,
    text: "Test Reef Eel can't attack unless defending player controls an Island.",
  });
  const tome = card({
    name: 'Test Tome Wisp',
    cost: '{1}{U}',
    type: 'Creature — Spirit',
    power: 1,
    toughness: 1,
    text: "Test Tome Wisp can't be blocked as long as you've drawn two or more cards this turn.",
  });
  const draw2 = card({ name: 'Test Double Draw', cost: '{0}', type: 'Sorcery', text: 'Draw two cards.' });

  it('"~ can\'t be blocked by more than one creature": one blocker is legal, a second breaks 509.1b', () => {
    const s = attackedBy(loner, [
      { def: C.bears, id: 'b1' },
      { def: C.ogre, id: 'b2' },
    ]);
    const v = illegal(s, block('Bob', ['b1', 'attacker'], ['b2', 'attacker']), '509.1b');
    expect(v.code).toBe('combat/attacker-unblockable');
    expect(v.offending).toEqual({ object: 'b2' });
    play(s, block('Bob', ['b1', 'attacker']));
  });

  it('"~ can\'t attack unless defending player controls an Island": judged against the player it would attack', () => {
    const dry = twoPlayers(
      { battlefield: [{ def: eel, id: 'eel' }] },
      { battlefield: [{ def: C.forest }] },
      { step: 'declareAttackers' },
    );
    expect(illegal(dry, attack('Alice', ['eel', 'Bob']), '508.1c').code).toBe('combat/attacker-restricted');
    // Alice's own Island doesn't help: Bob is the defending player.
    const mine = twoPlayers(
      { battlefield: [{ def: eel, id: 'eel' }, { def: C.island }] },
      {},
      { step: 'declareAttackers' },
    );
    illegal(mine, attack('Alice', ['eel', 'Bob']), '508.1c');
    const wet = twoPlayers(
      { battlefield: [{ def: eel, id: 'eel' }] },
      { battlefield: [{ def: C.island }] },
      { step: 'declareAttackers' },
    );
    play(wet, attack('Alice', ['eel', 'Bob']));
  });

  it('"unless defending player controls an Island", attacking a Siege: its protector defends it, not its controller (310.11a, 508.5)', () => {
    // Alice's Siege is protected by Bob: attacking it, Bob is the defending player.
    const at = (aliceIsland: boolean, bobIsland: boolean) =>
      twoPlayers(
        {
          battlefield: [
            { def: eel, id: 'eel' },
            { def: C.siege, id: 'siege' },
            ...(aliceIsland ? [{ def: C.island }] : []),
          ],
        },
        { battlefield: bobIsland ? [{ def: C.island }] : [] },
        { step: 'declareAttackers' },
      );
    const onSiege = attack('Alice', ['eel', { object: 'siege' }]);
    expect(play(at(false, true), onSiege).combat?.attackers).toHaveLength(1);
    expect(illegal(at(true, false), onSiege, '508.1c').code).toBe('combat/attacker-restricted');
  });

  it('"~ can\'t be blocked as long as you\'ve drawn two or more cards this turn": the restriction exists only while it holds', () => {
    const blockedAfter = (draws: boolean) => {
      let s = twoPlayers(
        {
          battlefield: [{ def: tome, id: 'attacker' }],
          hand: [{ def: draw2, id: 'draw' }],
          library: [{ def: C.filler }, { def: C.filler }],
        },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      );
      if (draws) s = play(s, cast('Alice', 'draw'), pass('Alice'), pass('Bob'));
      return play(goTo(s, 'declareAttackers'), attack('Alice', ['attacker', 'Bob']), pass('Alice'), pass('Bob'));
    };
    play(blockedAfter(false), block('Bob', ['bears', 'attacker']));
    expect(illegal(blockedAfter(true), block('Bob', ['bears', 'attacker']), '509.1b').code).toBe(
      'combat/attacker-unblockable',
    );
  });
});

describe('"can\'t be countered" under a condition (CR 101.2)', () => {
  const mastery = card({
    name: 'Test Mastered Flame',
    cost: '{1}{R}',
    type: 'Instant',
    text: "Test Mastered Flame deals 4 damage to any target.\nSpell mastery — If there are two or more instant and/or sorcery cards in your graveyard, Test Mastered Flame can't be countered.",
  });
  const countered = (graveyard: CardDef[]) => {
    const s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }],
        hand: [{ def: mastery, id: 'flame' }],
        graveyard: graveyard.map(def => ({ def })),
      },
      { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: C.counterspell, id: 'counter' }] },
    );
    return play(
      s,
      cast('Alice', 'flame', { player: 'Bob' }),
      pass('Alice'),
      cast('Bob', 'counter', { object: 'flame' }),
      pass('Bob'),
      pass('Alice'),
      pass('Alice'),
      pass('Bob'),
    );
  };

  it("with one instant in the graveyard it is countered; with an instant and a sorcery it isn't (the condition is its caster's)", () => {
    expect(countered([C.bolt, C.bears]).players.find(p => p.id === 'Bob')!.life).toBe(20);
    expect(countered([C.bolt, C.divination]).players.find(p => p.id === 'Bob')!.life).toBe(16);
  });
});

describe('"~ can\'t attack unless <condition>" (CR 508.1c)', () => {
  const warlord = card({
    name: 'Test Scrap Warlord',
    cost: '{2}{R}',
    type: 'Creature — Dragon',
    power: 5,
    toughness: 4,
    text: "Test Scrap Warlord can't attack unless you control four or more artifacts.",
  });
  const trinkets = (n: number) => Array.from({ length: n }, () => ({ def: C.ornithopter }));

  it("restricted while the condition doesn't hold, free once it does", () => {
    const three = twoPlayers(
      { battlefield: [{ def: warlord, id: 'w' }, ...trinkets(3)] },
      {},
      { step: 'declareAttackers' },
    );
    expect(illegal(three, attack('Alice', ['w', 'Bob']), '508.1c').code).toBe('combat/attacker-restricted');
    play(
      twoPlayers({ battlefield: [{ def: warlord, id: 'w' }, ...trinkets(4)] }, {}, { step: 'declareAttackers' }),
      attack('Alice', ['w', 'Bob']),
    );
  });
});

describe('a cost to attack (CR 508.1h)', () => {
  const tollWall = card({
    name: 'Test Toll Wall',
    cost: '{2}{U}',
    type: 'Enchantment',
    text: "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.",
  });
  const mustAttack = card({
    name: 'Test Raging Brute',
    cost: '{1}{R}',
    type: 'Creature — Ogre',
    power: 3,
    toughness: 1,
    text: 'Test Raging Brute attacks each combat if able.',
  });

  it('two attackers cost {4}; with three lands the declaration is illegal, with four it is paid as they attack', () => {
    const board = (lands: number) =>
      twoPlayers(
        {
          battlefield: [
            { def: C.bears, id: 'a1' },
            { def: C.ogre, id: 'a2' },
            ...Array.from({ length: lands }, () => ({ def: C.mountain })),
          ],
        },
        { battlefield: [{ def: tollWall, id: 'toll' }] },
        { step: 'declareAttackers' },
      );
    const v = illegal(board(3), attack('Alice', ['a1', 'Bob'], ['a2', 'Bob']), '508.1h');
    expect(v.code).toBe('combat/attack-cost-unpaid');
    const s = play(board(4), attack('Alice', ['a1', 'Bob'], ['a2', 'Bob']));
    expect(texts(s)).toContain('Alice pays {4}.');
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['a1', 'a2']);
    // One attacker costs {2}.
    play(board(2), attack('Alice', ['a1', 'Bob']));
  });

  it('508.1d: a creature that "attacks each combat if able" isn\'t required to attack when attacking has a cost', () => {
    const s = twoPlayers(
      { battlefield: [{ def: mustAttack, id: 'brute' }, { def: C.mountain }, { def: C.mountain }] },
      { battlefield: [{ def: tollWall }] },
      { step: 'declareAttackers' },
    );
    play(s, attack('Alice'));
  });
});

describe('"doesn\'t untap during your untap step" as a static ability (CR 502.3)', () => {
  const library = Array.from({ length: 4 }, () => ({ def: C.island }));
  const golem = card({
    name: 'Test Sleepy Golem',
    cost: '{3}',
    type: 'Artifact Creature — Golem',
    power: 4,
    toughness: 4,
    text: "Test Sleepy Golem doesn't untap during your untap step.",
  });

  it('502.3: it stays tapped in every untap step of its controller; the other permanents untap', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: golem, id: 'golem', tapped: true },
          { def: C.bears, id: 'bears', tapped: true },
        ],
        library,
      },
      { library },
      { activePlayer: 'Bob', step: 'end' },
    );
    s = goTo(s, 'upkeep');
    expect([s.activePlayer, s.permanents['golem']!.tapped, s.permanents['bears']!.tapped]).toEqual([
      'Alice',
      true,
      false,
    ]);
    expect(texts(s).some(t => t.includes("Test Sleepy Golem doesn't untap"))).toBe(true);
  });
});

describe('"~ can\'t attack or block unless …" (CR 508.1c, 509.1b)', () => {
  const giant = card({
    name: 'Test Lonely Giant',
    cost: '{1}',
    type: 'Creature — Giant',
    power: 4,
    toughness: 4,
    text: "Test Lonely Giant can't attack or block unless you control another Giant.",
  });

  it("508.1c: alone it can't attack; with another Giant it can", () => {
    const alone = twoPlayers({ battlefield: [{ def: giant, id: 'g' }] }, {}, { step: 'declareAttackers' });
    illegal(
      alone,
      { type: 'declareAttackers', player: 'Alice', attackers: [{ attacker: 'g', target: { player: 'Bob' } }] },
      '508.1c',
    );
    const paired = twoPlayers(
      {
        battlefield: [
          { def: giant, id: 'g' },
          { def: giant, id: 'g2' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    const s = play(paired, {
      type: 'declareAttackers',
      player: 'Alice',
      attackers: [{ attacker: 'g', target: { player: 'Bob' } }],
    });
    expect(s.permanents['g'] !== undefined).toBe(true);
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['g']);
  });
});

describe('"alone" (CR 506.5) and the attackers a creature can\'t block (509.1b)', () => {
  const horncrest = card({
    name: 'Test Horncrest',
    type: 'Creature — Dinosaur',
    power: 4,
    toughness: 4,
    text: "Test Horncrest can't attack or block alone.",
  });
  const orcs = card({
    name: 'Test Orcs',
    type: 'Creature — Orc',
    power: 2,
    toughness: 2,
    text: "Test Orcs can't block creatures with power 2 or greater.",
  });

  it('508.1c: "can\'t attack alone" — with another attacker it may attack', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: horncrest, id: 'horncrest' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    const v = illegal(s, attack('Alice', ['horncrest', 'Bob']), '508.1c');
    expect([v.code, v.message]).toEqual([
      'combat/attacker-restricted',
      "Test Horncrest can't attack alone (it is the only attacker) (CR 508.1c).",
    ]);
    expect(play(s, attack('Alice', ['horncrest', 'Bob'], ['bears', 'Bob'])).combat?.attackers).toHaveLength(2);
  });

  it('509.1b: "can\'t block alone" — alone it can\'t block; beside another blocker it can', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'attacker' },
          { def: C.bears, id: 'second' },
        ],
      },
      {
        battlefield: [
          { def: horncrest, id: 'horncrest' },
          { def: C.spider, id: 'spider' },
        ],
      },
      { step: 'declareAttackers' },
    );
    const attacked = play(s, attack('Alice', ['attacker', 'Bob'], ['second', 'Bob']), pass('Alice'), pass('Bob'));
    expect(illegal(attacked, block('Bob', ['horncrest', 'attacker']), '509.1b').code).toBe('combat/blocker-restricted');
    const both = play(attacked, block('Bob', ['horncrest', 'attacker'], ['spider', 'second']));
    expect(both.combat?.attackers.every(a => a.blocked)).toBe(true);
  });

  it('509.1b: "can\'t block creatures with power 2 or greater" — a 1/1 it can block, a 2/2 it can\'t', () => {
    const v = illegal(attackedBy(C.bears, [{ def: orcs, id: 'orcs' }]), block('Bob', ['orcs', 'attacker']), '509.1b');
    expect(v.message).toBe(
      "Test Orcs can't block Grizzly Bears: Test Orcs can't block creatures with power 2 or greater, and Grizzly Bears is one (CR 509.1b).",
    );
    const squire = card({ name: 'Test Squire', type: 'Creature — Human', power: 1, toughness: 1 });
    const small = play(attackedBy(squire, [{ def: orcs, id: 'orcs' }]), block('Bob', ['orcs', 'attacker']));
    expect(small.combat?.attackers[0]?.blocked).toBe(true);
  });
});

describe('restrictions of a group, from a permanent (CR 611.3a, 508.1c–d, 509.1b)', () => {
  const moat = card({
    name: 'Test Moat Spirit',
    cost: '{2}{U}',
    type: 'Creature — Spirit',
    power: 1,
    toughness: 1,
    text: "Creatures without flying can't attack.",
  });
  const frenzy = card({
    name: 'Test Frenzy Drums',
    cost: '{2}{R}',
    type: 'Enchantment',
    text: 'Creatures your opponents control attack each combat if able.',
  });
  const gnarl = card({
    name: 'Test Gnarl Beast',
    cost: '{2}{G}',
    type: 'Creature — Beast',
    power: 3,
    toughness: 3,
    text: "Creatures with power less than Test Gnarl Beast's power can't block it.",
  });
  const passage = card({
    name: 'Test Low Passage',
    cost: '{1}{G}',
    type: 'Enchantment',
    text: "Creatures with flying can't block creatures you control.",
  });
  const eyeless = card({
    name: 'Test Watching Eye',
    cost: '{B}',
    type: 'Creature — Eye',
    power: 1,
    toughness: 1,
    text: "Non-Eye creatures you control can't attack.",
  });

  it('"Creatures without flying can\'t attack": whoever controls them; a creature with flying may attack', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.angel, id: 'angel' },
        ],
      },
      { battlefield: [{ def: moat, id: 'moat' }] },
      { step: 'declareAttackers' },
    );
    expect(illegal(s, attack('Alice', ['bears', 'Bob']), '508.1c').message).toBe(
      "Grizzly Bears can't attack Bob: Grizzly Bears is restricted: it can't attack (CR 508.1c).",
    );
    expect(play(s, attack('Alice', ['angel', 'Bob'])).combat?.attackers).toHaveLength(1);
  });

  it('"… can\'t attack" lasts only while its source has the ability (611.3a): gone with the permanent', () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }], hand: [{ def: C.murder, id: 'murder' }] },
      { battlefield: [{ def: moat, id: 'moat' }] },
      { step: 'declareAttackers' },
    );
    expect(illegal(s, attack('Alice', ['bears', 'Bob']), '508.1c').code).toBe('combat/attacker-restricted');
    const gone = { ...s, battlefield: s.battlefield.filter(id => id !== 'moat') };
    expect(play(gone, attack('Alice', ['bears', 'Bob'])).combat?.attackers).toHaveLength(1);
  });

  it('"Creatures your opponents control attack each combat if able" (508.1d): its controller\'s opponents\' creatures', () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }] },
      { battlefield: [{ def: frenzy, id: 'drums' }] },
      { step: 'declareAttackers' },
    );
    expect(illegal(s, attack('Alice'), '508.1d').code).toBe('combat/attack-requirement');
    expect(play(s, attack('Alice', ['bears', 'Bob'])).combat?.attackers).toHaveLength(1);
    // Bob's own creatures aren't his opponents': on his turn nothing is required of them.
    const his = twoPlayers(
      {},
      {
        battlefield: [
          { def: frenzy, id: 'drums' },
          { def: C.bears, id: 'bears' },
        ],
      },
      { step: 'declareAttackers', activePlayer: 'Bob' },
    );
    expect(play(his, attack('Bob')).combat?.attackers ?? []).toHaveLength(0);
  });

  it("\"Creatures with power less than ~'s power can't block it\" (509.1b): a 2/2 can't block the 3/3, a 3/3 can", () => {
    const s = attackedBy(gnarl, [
      { def: C.bears, id: 'bears' },
      { def: C.hillGiant, id: 'giant' },
    ]);
    expect(illegal(s, block('Bob', ['bears', 'attacker']), '509.1b').code).toBe('combat/attacker-unblockable');
    expect(play(s, block('Bob', ['giant', 'attacker'])).combat?.attackers[0]?.blocked).toBe(true);
  });

  it('"Creatures with flying can\'t block creatures you control": the creatures of the permanent\'s controller', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: passage, id: 'passage' },
          { def: C.bears, id: 'bears' },
        ],
      },
      { battlefield: [{ def: C.angel, id: 'angel' }] },
      { step: 'declareAttackers' },
    );
    const attacked = play(s, attack('Alice', ['bears', 'Bob']), pass('Alice'), pass('Bob'));
    expect(illegal(attacked, block('Bob', ['angel', 'bears']), '509.1b').message).toBe(
      "Serra Angel can't block Grizzly Bears: Serra Angel can't block creatures Alice controls, and Grizzly Bears is one (CR 509.1b).",
    );
  });

  it('"Non-Eye creatures you control can\'t attack": an Eye may attack, its controller\'s other creatures not', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: eyeless, id: 'eye' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    expect(illegal(s, attack('Alice', ['bears', 'Bob']), '508.1c').code).toBe('combat/attacker-restricted');
    expect(play(s, attack('Alice', ['eye', 'Bob'])).combat?.attackers).toHaveLength(1);
  });

  it('a spell\'s sentence about a group without "this turn" is not read (a spell has no static ability on the battlefield)', () => {
    const made = defineCard({ name: 'Test Still Air', cost: '{0}', type: 'Instant', text: "Creatures can't block." });
    expect(made.notUnderstood.map(n => n.text)).toEqual(["Creatures can't block"]);
  });
});

describe('restrictions that depend on the defending player (CR 508.5, 508.1c, 509.1b)', () => {
  const beetle = card({
    name: 'Test Hopping Beetle',
    cost: '{2}{U}',
    type: 'Creature — Insect',
    power: 1,
    toughness: 1,
    text: "Test Hopping Beetle can't be blocked as long as defending player controls an artifact.",
  });
  const mutant = card({
    name: 'Test Timid Mutant',
    cost: '{R}',
    type: 'Creature — Goblin',
    power: 3,
    toughness: 3,
    text: "Test Timid Mutant can't attack if defending player controls an untapped creature with power 3 or greater.",
  });
  const walker = card({
    name: 'Test Vine Walker',
    cost: '{2}{G}',
    type: 'Creature — Treefolk',
    power: 2,
    toughness: 2,
    text: "Each creature you control can't be blocked as long as defending player controls an artifact creature.",
  });

  it('"can\'t be blocked as long as defending player controls an artifact": unblockable only then', () => {
    const s = attackedBy(beetle, [
      { def: C.bears, id: 'bears' },
      { def: C.ornithopter, id: 'thopter' },
    ]);
    expect(illegal(s, block('Bob', ['bears', 'attacker']), '509.1b').message).toBe(
      "Grizzly Bears can't block Test Hopping Beetle: Test Hopping Beetle can't be blocked while Bob controls an artifact (CR 509.1b).",
    );
    const none = attackedBy(beetle, [{ def: C.bears, id: 'bears' }]);
    expect(play(none, block('Bob', ['bears', 'attacker'])).combat?.attackers[0]?.blocked).toBe(true);
  });

  it('"can\'t attack if defending player controls an untapped creature with power 3 or greater": tapped ones don\'t count', () => {
    const at = (tapped: boolean) =>
      twoPlayers(
        { battlefield: [{ def: mutant, id: 'mutant' }] },
        { battlefield: [{ def: C.hillGiant, id: 'giant', tapped }] },
        { step: 'declareAttackers' },
      );
    expect(illegal(at(false), attack('Alice', ['mutant', 'Bob']), '508.1c').message).toBe(
      "Test Timid Mutant can't attack Bob: Test Timid Mutant is restricted: it can't attack while Bob controls an untapped creature with power 3 or greater (CR 508.1c).",
    );
    expect(play(at(true), attack('Alice', ['mutant', 'Bob'])).combat?.attackers).toHaveLength(1);
  });

  it("a group's restriction with the condition: each of its controller's creatures, against the player each attacks", () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: walker, id: 'walker' },
          { def: C.bears, id: 'attacker' },
        ],
      },
      {
        battlefield: [
          { def: C.bears, id: 'blocker' },
          { def: C.ornithopter, id: 'thopter' },
        ],
      },
      { step: 'declareAttackers' },
    );
    const attacked = play(s, attack('Alice', ['attacker', 'Bob']), pass('Alice'), pass('Bob'));
    expect(illegal(attacked, block('Bob', ['blocker', 'attacker']), '509.1b').code).toBe('combat/attacker-unblockable');
  });

  it('"as long as defending player controls …" on a change of characteristics is not read (no defending player outside an attack)', () => {
    const made = defineCard({
      name: 'Test Odd Brute',
      cost: '{1}',
      type: 'Creature — Ogre',
      power: 1,
      toughness: 1,
      text: 'Test Odd Brute gets +1/+1 as long as defending player controls an artifact.',
    });
    expect(made.notUnderstood).toHaveLength(1);
  });
});

describe('"can\'t attack unless … this turn", "can\'t block if …" (CR 508.1c, 509.1b)', () => {
  const cohort = card({
    name: 'Test Timid Cohort',
    cost: '{R}',
    type: 'Creature — Goblin',
    power: 2,
    toughness: 2,
    text: "Test Timid Cohort can't attack unless you've cast a creature spell this turn.",
  });
  const brawler = card({
    name: 'Test Sullen Brawler',
    cost: '{1}{R}',
    type: 'Creature — Human',
    power: 2,
    toughness: 2,
    text: "Test Sullen Brawler can't block if you control an untapped land.",
  });

  it('"unless you\'ve cast a creature spell this turn": after casting one it may attack', () => {
    const elf = card({ name: 'Test Sprout', cost: '{0}', type: 'Creature — Elf', power: 1, toughness: 1 });
    let s = twoPlayers({ battlefield: [{ def: cohort, id: 'cohort' }], hand: [{ def: elf, id: 'elf' }] }, {});
    expect(illegal(goTo(s, 'declareAttackers'), attack('Alice', ['cohort', 'Bob']), '508.1c').code).toBe(
      'combat/attacker-restricted',
    );
    s = play(s, cast('Alice', 'elf'), pass('Alice'), pass('Bob'));
    expect(play(goTo(s, 'declareAttackers'), attack('Alice', ['cohort', 'Bob'])).combat?.attackers).toHaveLength(1);
  });

  it('"can\'t block if you control an untapped land": with its lands tapped it may block', () => {
    const at = (tapped: boolean) =>
      attackedBy(C.bears, [
        { def: brawler, id: 'brawler' },
        { def: C.mountain, tapped },
      ]);
    expect(illegal(at(false), block('Bob', ['brawler', 'attacker']), '509.1b').code).toBe('combat/blocker-restricted');
    expect(play(at(true), block('Bob', ['brawler', 'attacker'])).combat?.attackers[0]?.blocked).toBe(true);
  });
});

describe('"creature spells you control can\'t be countered": a permanent\'s restriction of spells (CR 101.2, 611.3a)', () => {
  const guardian = card({
    name: 'Test Spell Warden',
    cost: '{2}{G}',
    type: 'Creature — Elf',
    power: 2,
    toughness: 2,
    text: "Creature spells you control can't be countered.",
  });
  /** The player casts Grizzly Bears; the other counters it; everything resolves. */
  const counteredBears = (caster: 'Alice' | 'Bob') => {
    const other = caster === 'Alice' ? 'Bob' : 'Alice';
    const side = (casting: boolean) =>
      casting
        ? { battlefield: [{ def: C.forest }, { def: C.forest }], hand: [{ def: C.bears, id: 'bears' }] }
        : { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: C.counterspell, id: 'counter' }] };
    const alice = {
      ...side(caster === 'Alice'),
      battlefield: [...side(caster === 'Alice').battlefield, { def: guardian }],
    };
    const s = twoPlayers(alice, side(caster === 'Bob'), { activePlayer: caster });
    return play(
      s,
      cast(caster, 'bears'),
      pass(caster),
      cast(other, 'counter', { object: 'bears' }),
      pass(other),
      pass(caster),
      pass(caster),
      pass(other),
    );
  };

  it("its controller's creature spell resolves though countered; an opponent's is countered", () => {
    expect(zone(counteredBears('Alice'), 'bears')).toBe('battlefield');
    expect(zone(counteredBears('Bob'), 'bears')).toBe('graveyard');
  });
});

describe('"creatures can\'t attack you" (CR 508.1c)', () => {
  const archon = card({
    name: 'Test Blazing Warden',
    cost: '{6}{W}',
    type: 'Creature — Archon',
    power: 5,
    toughness: 6,
    text: "Creatures can't attack you.",
  });

  it("the player can't be attacked; a planeswalker they control can", () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }] },
      {
        battlefield: [
          { def: archon, id: 'archon' },
          { def: C.jace, id: 'jace', counters: { loyalty: 3 } },
        ],
      },
      { step: 'declareAttackers' },
    );
    expect(illegal(s, attack('Alice', ['bears', 'Bob']), '508.1c').message).toBe(
      "Grizzly Bears can't attack Bob: Grizzly Bears is restricted: it can't attack Bob (only planeswalkers Bob controls) (CR 508.1c).",
    );
    expect(play(s, attack('Alice', ['bears', { object: 'jace' }])).combat?.attackers).toHaveLength(1);
  });
});

describe('"doesn\'t untap" under a condition, of an enchanted permanent, of a group (CR 502.3, 611.3a)', () => {
  const library = Array.from({ length: 4 }, () => ({ def: C.island }));
  const cap = card({
    name: 'Test Spent Well',
    type: 'Land',
    text: "Test Spent Well doesn't untap during your untap step if it has a depletion counter on it.",
  });
  const veil = card({
    name: 'Test Frost Veil',
    cost: '{0}',
    type: 'Enchantment — Aura',
    keywords: ['enchant permanent'],
    text: "Enchanted permanent doesn't untap during its controller's untap step.",
  });
  const tides = card({
    name: 'Test Still Tides',
    cost: '{2}{U}',
    type: 'Enchantment',
    text: "Creatures don't untap during their controllers' untap steps.",
  });
  /** Bob's turn ends; Alice's untap step. */
  const untapped = (alice: CardSetup[], bob: CardSetup[] = []) =>
    goTo(
      twoPlayers({ battlefield: alice, library }, { battlefield: bob, library }, { activePlayer: 'Bob', step: 'end' }),
      'upkeep',
    );

  it('"if it has a depletion counter on it": with one it stays tapped, without one it untaps', () => {
    const s = untapped([
      { def: cap, id: 'spent', tapped: true, counters: { depletion: 1 } },
      { def: cap, id: 'fresh', tapped: true },
    ]);
    expect([s.permanents['spent']!.tapped, s.permanents['fresh']!.tapped]).toEqual([true, false]);
  });

  it("\"Creatures don't untap during their controllers' untap steps\": any player's creatures, not their lands", () => {
    const s = untapped(
      [
        { def: C.bears, id: 'bears', tapped: true },
        { def: C.forest, id: 'forest', tapped: true },
      ],
      [{ def: tides }],
    );
    expect([s.permanents['bears']!.tapped, s.permanents['forest']!.tapped]).toEqual([true, false]);
  });

  it('"Enchanted permanent doesn\'t untap …": a land it enchants stays tapped', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.forest, id: 'forest', tapped: true }], library },
      { hand: [{ def: veil, id: 'veil' }], library },
      { activePlayer: 'Bob' },
    );
    s = play(s, cast('Bob', 'veil', { object: 'forest' }), pass('Bob'), pass('Alice'));
    s = goTo(goTo(s, 'end'), 'upkeep');
    expect([s.activePlayer, s.permanents['forest']!.tapped]).toEqual(['Alice', true]);
  });
});

describe('maximum hand size (CR 402.2, 514.1)', () => {
  const tower = card({ name: 'Test Tall Tower', type: 'Land', text: 'You have no maximum hand size.' });
  const gnat = card({
    name: 'Test Biting Gnat',
    cost: '{B}',
    type: 'Creature — Insect',
    power: 1,
    toughness: 1,
    text: "Each opponent's maximum hand size is reduced by one.",
  });
  const library = Array.from({ length: 3 }, () => ({ def: C.island }));
  /** Alice ends her turn with `n` cards in hand; the cleanup step's discard, if any. */
  const cleanup = (n: number, alice: CardSetup[], bob: CardSetup[] = []) => {
    const hand = Array.from({ length: n }, (_, i) => ({ def: C.filler, id: `h${i}` }));
    return play(
      twoPlayers({ hand, battlefield: alice, library }, { battlefield: bob, library }, { step: 'end' }),
      pass('Alice'),
      pass('Bob'),
    );
  };

  it('"You have no maximum hand size": nine cards, nothing to discard; without it two', () => {
    expect(cleanup(9, [{ def: tower }]).pending).toBeUndefined();
    expect(cleanup(9, []).pending).toEqual({ kind: 'discard', player: 'Alice', count: 2 });
  });

  it("\"Each opponent's maximum hand size is reduced by one\": Bob's Gnat leaves Alice six; Alice's own, seven", () => {
    expect(cleanup(7, [], [{ def: gnat }]).pending).toEqual({ kind: 'discard', player: 'Alice', count: 1 });
    expect(cleanup(7, [{ def: gnat }]).pending).toBeUndefined();
  });
});

describe('"can\'t attack you or planeswalkers you control unless their controller pays {1} for each of those creatures" (CR 508.1h)', () => {
  const archon = card({
    name: 'Test Tithe Archon',
    cost: '{3}{W}',
    type: 'Creature — Archon',
    power: 3,
    toughness: 2,
    text: "Creatures can't attack you or planeswalkers you control unless their controller pays {1} for each of those creatures.",
  });
  const board = (lands: number) =>
    twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'a1' },
          { def: C.ogre, id: 'a2' },
          ...Array.from({ length: lands }, () => ({ def: C.mountain })),
        ],
      },
      {
        battlefield: [
          { def: archon, id: 'archon' },
          { def: C.jace, id: 'jace', counters: { loyalty: 3 } },
        ],
      },
      { step: 'declareAttackers' },
    );

  it('one creature on Bob and one on his planeswalker cost {2}', () => {
    const both = attack('Alice', ['a1', 'Bob'], ['a2', { object: 'jace' }]);
    expect(illegal(board(1), both, '508.1h').code).toBe('combat/attack-cost-unpaid');
    expect(texts(play(board(2), both))).toContain('Alice pays {2}.');
  });
});

describe('"can\'t be blocked except by three or more creatures", "… by more than two creatures" (CR 509.1b)', () => {
  const ape = card({
    name: 'Test Brute Ape',
    cost: '{3}{G}',
    type: 'Creature — Ape',
    power: 5,
    toughness: 5,
    text: "Test Brute Ape can't be blocked except by three or more creatures.",
  });
  const wurm = card({
    name: 'Test Pack Wurm',
    cost: '{3}{G}',
    type: 'Creature — Wurm',
    power: 5,
    toughness: 5,
    text: "Test Pack Wurm can't be blocked by more than two creatures.",
  });
  const blockers = [
    { def: C.bears, id: 'b1' },
    { def: C.bears, id: 'b2' },
    { def: C.bears, id: 'b3' },
  ];

  it('two blockers break it, three may block', () => {
    const s = attackedBy(ape, blockers);
    expect(illegal(s, block('Bob', ['b1', 'attacker'], ['b2', 'attacker']), '509.1b').message).toContain(
      "Test Brute Ape can't be blocked except by 3 or more creatures",
    );
    const three = play(s, block('Bob', ['b1', 'attacker'], ['b2', 'attacker'], ['b3', 'attacker']));
    expect(three.combat?.attackers[0]?.blockers).toHaveLength(3);
  });

  it('two blockers may block it, a third breaks it', () => {
    const s = attackedBy(wurm, blockers);
    expect(play(s, block('Bob', ['b1', 'attacker'], ['b2', 'attacker'])).combat?.attackers[0]?.blocked).toBe(true);
    expect(illegal(s, block('Bob', ['b1', 'attacker'], ['b2', 'attacker'], ['b3', 'attacker']), '509.1b').code).toBe(
      'combat/attacker-unblockable',
    );
  });
});
