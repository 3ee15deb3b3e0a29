import { describe, expect, it } from 'vitest';
import { apply, defaultDamageDivisions, defineCard, logEntries, type GameState } from '../../../src/index.js';
import { C, assign, attack, goTo, illegal, life, pass, perm, play, texts, twoPlayers, zone } from '../../kit.js';
import { blocked, next } from './fixtures.js';

/** Combat damage (CR 510): assignment, the default division, explicit divisions and their violations. */

describe('combat damage (CR 510.1, 510.2)', () => {
  it('seed: a 3/3 blocked by a 2/2: "dealt simultaneously" — the 2/2 dies, the 3/3 survives with 2 damage', () => {
    let s = blocked(
      [{ def: C.hillGiant, id: 'giant' }],
      [{ def: C.bears, id: 'bears' }],
      [['giant', 'Bob']],
      [['bears', 'giant']],
    );
    s = next(s);
    expect(s.step).toBe('combatDamage');
    expect(zone(s, 'bears')).toBe('graveyard'); // CR 704.5g
    expect(perm(s, 'giant').damage).toBe(2); // CR 120.3e
    expect(life(s, 'Bob')).toBe(20);
    expect(texts(s)).toContain(
      "Grizzly Bears has lethal damage (3) marked on it, so it is put into its owner's graveyard.",
    );
  });

  it('514.2: the damage marked on the surviving 3/3 wears off in the cleanup step', () => {
    let s = blocked(
      [{ def: C.hillGiant, id: 'giant' }],
      [{ def: C.bears, id: 'bears' }],
      [['giant', 'Bob']],
      [['bears', 'giant']],
    );
    s = goTo(next(s), 'end');
    expect(perm(s, 'giant').damage).toBe(2);
    s = next(s);
    expect(s.turn).toBe(4);
    expect(perm(s, 'giant').damage).toBe(0);
  });

  it('510.2: two 2/2s that block each other both die: damage is dealt at the same time', () => {
    let s = blocked([{ def: C.bears, id: 'a' }], [{ def: C.ogre, id: 'b' }], [['a', 'Bob']], [['b', 'a']]);
    s = next(s);
    expect(zone(s, 'a')).toBe('graveyard');
    expect(zone(s, 'b')).toBe('graveyard');
  });

  it('510.1b: an unblocked creature deals its damage to the player it attacks (120.3a)', () => {
    let s = blocked([{ def: C.hillGiant, id: 'giant' }], [{ def: C.bears, id: 'bears' }], [['giant', 'Bob']], []);
    s = next(s);
    expect(life(s, 'Bob')).toBe(17);
    expect(texts(s)).toContain('Hill Giant deals 3 damage to Bob.');
  });

  it('510.1a: "creatures that would assign 0 or less damage" assign none', () => {
    let s = blocked(
      [
        { def: C.ornithopter, id: 'thopter' },
        { def: C.bears, id: 'bears' },
      ],
      [{ def: C.wallOfWood, id: 'wall' }],
      [
        ['thopter', 'Bob'],
        ['bears', 'Bob'],
      ],
      [['wall', 'bears']],
    );
    s = next(s);
    expect(life(s, 'Bob')).toBe(20);
    expect(perm(s, 'bears').damage).toBe(0);
    expect(perm(s, 'wall').damage).toBe(2);
    expect(texts(s).filter(t => t.includes('Ornithopter deals') || t.includes('Wall of Wood deals'))).toEqual([]);
  });

  it('510.1d: a blocker assigns its damage to the creature it blocks; several attackers, each blocked or not', () => {
    let s = blocked(
      [
        { def: C.hillGiant, id: 'giant' },
        { def: C.bears, id: 'bears' },
      ],
      [{ def: C.spider, id: 'spider' }],
      [
        ['giant', 'Bob'],
        ['bears', 'Bob'],
      ],
      [['spider', 'giant']],
    );
    s = next(s);
    expect(perm(s, 'giant').damage).toBe(2);
    expect(perm(s, 'spider').damage).toBe(3);
    expect(life(s, 'Bob')).toBe(18);
  });

  it('506.4b: "tapping a creature that\'s already been declared as a blocker doesn\'t remove it from combat"', () => {
    // The game starts after blocks with the blocker tapped since (e.g. by an opponent's effect).
    let s = twoPlayersInCombat({ tappedBlocker: true });
    expect(perm(s, 'bears').tapped).toBe(true);
    s = next(s);
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(perm(s, 'giant').damage).toBe(2); // the tapped blocker still dealt its damage
  });

  it('506.4b: an attacker that is untapped after attacking still deals its combat damage', () => {
    let s = twoPlayersInCombat({ untappedAttacker: true });
    expect(perm(s, 'giant').tapped).toBe(false);
    s = next(s);
    expect(zone(s, 'bears')).toBe('graveyard');
  });
});

/** Alice's Hill Giant attacks Bob, blocked by Grizzly Bears; the game starts in declare blockers after blocks. */
function twoPlayersInCombat(opts: { tappedBlocker?: boolean; untappedAttacker?: boolean }) {
  return twoPlayers(
    { battlefield: [{ def: C.hillGiant, id: 'giant', attacking: { player: 'Bob' }, tapped: !opts.untappedAttacker }] },
    { battlefield: [{ def: C.bears, id: 'bears', blocking: ['giant'], tapped: !!opts.tappedBlocker }] },
    { step: 'declareBlockers' },
  );
}

describe('the documented default division (CR 510.1c)', () => {
  it('510.1c: one blocker gets all the damage, even more than lethal', () => {
    let s = blocked(
      [{ def: C.crawWurm, id: 'wurm' }],
      [{ def: C.bears, id: 'bears' }],
      [['wurm', 'Bob']],
      [['bears', 'wurm']],
    );
    s = next(s);
    expect(texts(s)).toContain('Craw Wurm deals 6 damage to Grizzly Bears.');
    expect(life(s, 'Bob')).toBe(20);
  });

  it('510.1c: several blockers: lethal damage to each in declaration order, the rest to the last', () => {
    let s = blocked(
      [{ def: C.fiveFive, id: 'golem' }],
      [
        { def: C.bears, id: 'bears' },
        { def: C.ornithopter, id: 'thopter' },
      ],
      [['golem', 'Bob']],
      [
        ['bears', 'golem'],
        ['thopter', 'golem'],
      ],
    );
    s = next(s);
    expect(texts(s)).toContain('Five-Five Golem deals 2 damage to Grizzly Bears.');
    expect(texts(s)).toContain('Five-Five Golem deals 3 damage to Ornithopter.');
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(zone(s, 'thopter')).toBe('graveyard');
    expect(perm(s, 'golem').damage).toBe(2);
  });

  it("510.1c: declaration order decides who gets lethal damage first when there isn't enough for both", () => {
    let s = blocked(
      [{ def: C.hillGiant, id: 'giant' }],
      [
        { def: C.spider, id: 'spider' },
        { def: C.bears, id: 'bears' },
      ],
      [['giant', 'Bob']],
      [
        ['spider', 'giant'],
        ['bears', 'giant'],
      ],
    );
    s = next(s);
    expect(perm(s, 'spider').damage).toBe(3);
    expect(perm(s, 'bears').damage).toBe(0);
    expect(zone(s, 'giant')).toBe('graveyard'); // 2 + 2 damage
  });

  it('702.19b: a 5/5 trampler blocked by a 2/3 assigns 3 to the blocker and 2 to the player by default', () => {
    let s = blocked(
      [{ def: C.vineTrampler, id: 'trampler' }],
      [{ def: C.scatheZombies, id: 'zombies' }],
      [['trampler', 'Bob']],
      [['zombies', 'trampler']],
    );
    s = next(s);
    expect(texts(s)).toContain('Vine Trampler deals 3 damage to Scathe Zombies.');
    expect(life(s, 'Bob')).toBe(18);
    expect(zone(s, 'zombies')).toBe('graveyard');
  });

  it('702.19b + 702.2c: a 4/4 deathtouch trampler blocked by a 5/5 assigns 1 and 3 by default', () => {
    let s = blocked(
      [{ def: C.venomTrampler, id: 'trampler' }],
      [{ def: C.fiveFive, id: 'golem' }],
      [['trampler', 'Bob']],
      [['golem', 'trampler']],
    );
    s = next(s);
    expect(texts(s)).toContain('Venom Trampler deals 1 damage to Five-Five Golem.');
    expect(life(s, 'Bob')).toBe(17);
    expect(zone(s, 'golem')).toBe('graveyard'); // CR 704.5h
    expect(zone(s, 'trampler')).toBe('graveyard'); // 5 damage on a 4/4
  });

  it('702.19b: "damage already marked" counts: a 2/3 with 1 damage needs only 2, so 3 tramples over', () => {
    let s = blocked(
      [{ def: C.vineTrampler, id: 'trampler' }],
      [{ def: C.scatheZombies, id: 'zombies', damage: 1 }],
      [['trampler', 'Bob']],
      [['zombies', 'trampler']],
    );
    s = next(s);
    expect(life(s, 'Bob')).toBe(17);
  });
});

describe('power and toughness as damage is assigned (CR 510.1a)', () => {
  it('510.1a: a blocker pumped after blocks needs more damage: a pumped 5/6 blocker soaks all 5 trample damage', () => {
    let s = blocked(
      [{ def: C.vineTrampler, id: 'trampler' }],
      [{ def: C.scatheZombies, id: 'zombies' }, { def: C.forest }],
      [['trampler', 'Bob']],
      [['zombies', 'trampler']],
      { bobHand: [{ def: C.giantGrowth, id: 'growth' }] },
    );
    s = play(
      s,
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'growth', targets: [{ object: 'zombies' }] },
      pass('Bob'),
      pass('Alice'),
    );
    expect(s.stack).toEqual([]);
    s = next(s);
    expect(life(s, 'Bob')).toBe(20);
    expect(perm(s, 'zombies').damage).toBe(5);
    expect(zone(s, 'trampler')).toBe('graveyard'); // the 5/6 deals 5
  });
});

describe('explicit damage divisions (CR 510.1c, 702.19b)', () => {
  const trampler = () =>
    blocked(
      [{ def: C.vineTrampler, id: 'trampler' }],
      [{ def: C.scatheZombies, id: 'zombies' }],
      [['trampler', 'Bob']],
      [['zombies', 'trampler']],
    );

  it("702.19b: the seed's 5/5 trampler, explicitly: 3 to the 2/3 and 2 to Bob", () => {
    let s = play(trampler(), assign('Alice', ['trampler', { object: 'zombies' }, 3], ['trampler', 'Bob', 2]));
    expect(s.combat?.assignments.trampler).toHaveLength(2);
    s = next(s);
    expect(life(s, 'Bob')).toBe(18);
    expect(zone(s, 'zombies')).toBe('graveyard');
  });

  it('702.19b: "need not assign lethal damage to all blocking creatures": all 5 to the blocker is legal', () => {
    let s = play(trampler(), assign('Alice', ['trampler', { object: 'zombies' }, 5]));
    s = next(s);
    expect(life(s, 'Bob')).toBe(20);
  });

  it('702.19b: more than lethal to the blocker and the rest to Bob is legal too', () => {
    let s = play(trampler(), assign('Alice', ['trampler', { object: 'zombies' }, 4], ['trampler', 'Bob', 1]));
    s = next(s);
    expect(life(s, 'Bob')).toBe(19);
  });

  it('702.19b: trample without lethal damage to the blocker first is illegal (code combat/assign-trample-lethal-first)', () => {
    const s = trampler();
    const v = illegal(s, assign('Alice', ['trampler', { object: 'zombies' }, 2], ['trampler', 'Bob', 3]), '702.19b');
    expect(v.code).toBe('combat/assign-trample-lethal-first');
    expect(v.message).toBe(
      "Vine Trampler can't assign damage to Bob until Scathe Zombies is assigned lethal damage (3); it gets 2 (CR 702.19b).",
    );
  });

  it('702.19b: lethal counts damage already marked: with 1 marked, 2 + 3 is legal and 1 + 4 is not', () => {
    const s = blocked(
      [{ def: C.vineTrampler, id: 'trampler' }],
      [{ def: C.scatheZombies, id: 'zombies', damage: 1 }],
      [['trampler', 'Bob']],
      [['zombies', 'trampler']],
    );
    play(s, assign('Alice', ['trampler', { object: 'zombies' }, 2], ['trampler', 'Bob', 3]));
    const v = illegal(s, assign('Alice', ['trampler', { object: 'zombies' }, 1], ['trampler', 'Bob', 4]), '702.19b');
    expect(v.code).toBe('combat/assign-trample-lethal-first');
    expect(v.message).toContain('assigned lethal damage (2); it gets 1');
  });

  it('702.2c: "any nonzero amount" from deathtouch is lethal: 1 + 3 is legal, 0 + 4 is not', () => {
    const s = blocked(
      [{ def: C.venomTrampler, id: 'trampler' }],
      [{ def: C.fiveFive, id: 'golem' }],
      [['trampler', 'Bob']],
      [['golem', 'trampler']],
    );
    const v = illegal(s, assign('Alice', ['trampler', 'Bob', 4]), '702.19b');
    expect(v.code).toBe('combat/assign-trample-lethal-first');
    expect(v.message).toContain('(1, with deathtouch); it gets 0');
    let t = play(s, assign('Alice', ['trampler', { object: 'golem' }, 1], ['trampler', 'Bob', 3]));
    t = next(t);
    expect(life(t, 'Bob')).toBe(17);
    expect(zone(t, 'golem')).toBe('graveyard');
  });

  it("510.1a: the division must total the creature's power (code combat/assign-total)", () => {
    const s = trampler();
    const v = illegal(s, assign('Alice', ['trampler', { object: 'zombies' }, 3], ['trampler', 'Bob', 1]), '510.1a');
    expect(v.code).toBe('combat/assign-total');
    expect(v.message).toBe('Vine Trampler assigns combat damage equal to its power, 5, not 4 (CR 510.1a).');
    expect(illegal(s, assign('Alice', ['trampler', { object: 'zombies' }, 6]), '510.1a').code).toBe(
      'combat/assign-total',
    );
  });

  it('510.1a: amounts must be whole and non-negative', () => {
    const s = trampler();
    expect(
      illegal(s, assign('Alice', ['trampler', { object: 'zombies' }, 7], ['trampler', 'Bob', -2]), '510.1a').code,
    ).toBe('combat/assign-bad-amount');
    expect(
      illegal(s, assign('Alice', ['trampler', { object: 'zombies' }, 2.5], ['trampler', 'Bob', 2.5]), '510.1a').code,
    ).toBe('combat/assign-bad-amount');
  });

  it("510.1c: a blocked creature without trample can't assign damage to the player (code combat/assign-wrong-recipient)", () => {
    const s = blocked(
      [{ def: C.fiveFive, id: 'golem' }],
      [{ def: C.bears, id: 'bears' }],
      [['golem', 'Bob']],
      [['bears', 'golem']],
    );
    const v = illegal(s, assign('Alice', ['golem', { object: 'bears' }, 2], ['golem', 'Bob', 3]), '510.1c');
    expect(v.code).toBe('combat/assign-wrong-recipient');
    expect(v.message).toBe(
      "Five-Five Golem can't assign damage to Bob: a blocked creature assigns its damage to the creatures blocking it (CR 510.1c).",
    );
  });

  it("510.1c: nor to a creature that isn't blocking it", () => {
    const s = blocked(
      [
        { def: C.fiveFive, id: 'golem' },
        { def: C.bears, id: 'aliceBears' },
      ],
      [
        { def: C.bears, id: 'bears' },
        { def: C.spider, id: 'spider' },
      ],
      [
        ['golem', 'Bob'],
        ['aliceBears', 'Bob'],
      ],
      [
        ['bears', 'golem'],
        ['spider', 'aliceBears'],
      ],
    );
    expect(illegal(s, assign('Alice', ['golem', { object: 'spider' }, 5]), '510.1c').code).toBe(
      'combat/assign-wrong-recipient',
    );
  });

  it('510.1c: with several blockers the division is free — no damage assignment order: 1 to the first, 4 to the second', () => {
    let s = blocked(
      [{ def: C.fiveFive, id: 'golem' }],
      [
        { def: C.bears, id: 'bears' },
        { def: C.spider, id: 'spider' },
      ],
      [['golem', 'Bob']],
      [
        ['bears', 'golem'],
        ['spider', 'golem'],
      ],
    );
    s = play(s, assign('Alice', ['golem', { object: 'bears' }, 1], ['golem', { object: 'spider' }, 4]));
    s = next(s);
    expect(perm(s, 'bears').damage).toBe(1);
    expect(zone(s, 'spider')).toBe('graveyard');
  });

  it("510.1b: an unblocked creature's damage can't be divided", () => {
    const s = blocked([{ def: C.hillGiant, id: 'giant' }], [], [['giant', 'Bob']], []);
    const v = illegal(s, assign('Alice', ['giant', 'Bob', 3]), '510.1b');
    expect(v.code).toBe('combat/assign-unblocked');
  });

  it("510.1: only the attacking creature's controller divides its damage; only attackers are divided here", () => {
    const s = blocked(
      [{ def: C.fiveFive, id: 'golem' }],
      [{ def: C.bears, id: 'bears' }],
      [['golem', 'Bob']],
      [['bears', 'golem']],
    );
    expect(illegal(s, assign('Bob', ['golem', { object: 'bears' }, 5]), '510.1').code).toBe('combat/assign-not-yours');
    expect(illegal(s, assign('Alice', ['bears', { object: 'golem' }, 2]), '510.1c').code).toBe(
      'combat/assign-not-attacker',
    );
  });

  it('510.1c: an empty division changes nothing: the default division stays', () => {
    const s = blocked(
      [{ def: C.fiveFive, id: 'golem' }],
      [{ def: C.bears, id: 'bears' }],
      [['golem', 'Bob']],
      [['bears', 'golem']],
    );
    expect(play(s, assign('Alice'))).toBe(s);
  });

  it('510.1: a division is chosen after blockers are declared, not before', () => {
    let s = blocked([{ def: C.fiveFive, id: 'golem' }], [{ def: C.bears, id: 'bears' }], [['golem', 'Bob']], []);
    expect(illegal(s, assign('Alice', ['golem', 'Bob', 5]), '510.1b').code).toBe('combat/assign-unblocked');
    s = goTo(s, 'main2');
    expect(illegal(s, assign('Alice', ['golem', 'Bob', 5]), '510.1').code).toBe('combat/assign-not-now');
  });

  it('510.1c: a chosen division that no longer fits (its blocker left) falls back to the default', () => {
    let s = blocked(
      [{ def: C.vineTrampler, id: 'trampler' }, { def: C.mountain }],
      [
        { def: C.bears, id: 'bears' },
        { def: C.ornithopter, id: 'thopter' },
      ],
      [['trampler', 'Bob']],
      [
        ['bears', 'trampler'],
        ['thopter', 'trampler'],
      ],
      { aliceHand: [{ def: C.bolt, id: 'bolt' }] },
    );
    s = play(
      s,
      assign(
        'Alice',
        ['trampler', { object: 'bears' }, 2],
        ['trampler', { object: 'thopter' }, 2],
        ['trampler', 'Bob', 1],
      ),
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
    s = next(s);
    expect(texts(s)).toContain(
      'The division chosen for Vine Trampler no longer fits the board, so the default division is used.',
    );
    expect(zone(s, 'thopter')).toBe('graveyard');
    expect(life(s, 'Bob')).toBe(17); // 2 to the Ornithopter, 3 trample over
  });
});

describe('removal from combat (CR 506.4, 509.1h, 511.3)', () => {
  const withBolt = { aliceHand: [{ def: C.bolt, id: 'bolt' }] };
  const boltBears = (s: ReturnType<typeof blocked>) =>
    play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );

  it('506.4 + 509.1h: a blocker that leaves is removed from combat, but its attacker "remains blocked"', () => {
    let s = blocked(
      [{ def: C.hillGiant, id: 'giant' }, { def: C.mountain }],
      [{ def: C.bears, id: 'bears' }],
      [['giant', 'Bob']],
      [['bears', 'giant']],
      withBolt,
    );
    s = boltBears(s);
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(s.combat?.attackers[0]).toMatchObject({ id: 'giant', blocked: true, blockers: [] });
    expect(s.combat?.blockers).toEqual({});
  });

  it('510.1c: a blocked attacker whose blocker was removed deals no damage without trample', () => {
    let s = blocked(
      [{ def: C.hillGiant, id: 'giant' }, { def: C.mountain }],
      [{ def: C.bears, id: 'bears' }],
      [['giant', 'Bob']],
      [['bears', 'giant']],
      withBolt,
    );
    s = next(boltBears(s));
    expect(s.step).toBe('combatDamage');
    expect(life(s, 'Bob')).toBe(20);
    expect(texts(s)).toContain('No combat damage is dealt.');
  });

  it('702.19d: with trample and no blockers left, all its damage goes to the player', () => {
    let s = blocked(
      [{ def: C.vineTrampler, id: 'trampler' }, { def: C.mountain }],
      [{ def: C.bears, id: 'bears' }],
      [['trampler', 'Bob']],
      [['bears', 'trampler']],
      withBolt,
    );
    s = next(boltBears(s));
    expect(life(s, 'Bob')).toBe(15);
  });

  it('702.19d: an explicit division may then send everything to the player', () => {
    let s = blocked(
      [{ def: C.vineTrampler, id: 'trampler' }, { def: C.mountain }],
      [{ def: C.bears, id: 'bears' }],
      [['trampler', 'Bob']],
      [['bears', 'trampler']],
      withBolt,
    );
    s = boltBears(s);
    s = play(s, assign('Alice', ['trampler', 'Bob', 5]));
    s = next(s);
    expect(life(s, 'Bob')).toBe(15);
  });

  it('510.1d: a blocker whose attacker left the battlefield deals no damage', () => {
    let s = blocked(
      [{ def: C.bears, id: 'bears' }, { def: C.hillGiant, id: 'aliceGiant' }, { def: C.mountain }],
      [{ def: C.hillGiant, id: 'giant' }],
      [
        ['bears', 'Bob'],
        ['aliceGiant', 'Bob'],
      ],
      [['giant', 'bears']],
      withBolt,
    );
    s = boltBears(s);
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['aliceGiant']);
    expect(s.combat?.blockers).toEqual({ giant: ['bears'] }); // still a blocking creature (509.1g)
    s = next(s);
    expect(s.step).toBe('combatDamage');
    expect(texts(s).filter(t => t.startsWith('Hill Giant deals'))).toEqual(['Hill Giant deals 3 damage to Bob.']);
    expect(perm(s, 'aliceGiant').damage).toBe(0);
  });

  // BUG (turn.ts `skipped`, case 'noAttackers'): the combat damage step is skipped when no attackers are left,
  // but CR 508.8 skips it only if none were declared. Fix: remember in CombatState that attackers were declared.
  it('508.8: the combat damage step still happens when every declared attacker has left combat', () => {
    let s = blocked(
      [{ def: C.bears, id: 'bears' }, { def: C.mountain }],
      [{ def: C.hillGiant, id: 'giant' }],
      [['bears', 'Bob']],
      [['giant', 'bears']],
      withBolt,
    );
    s = boltBears(s);
    expect(s.combat?.attackers).toEqual([]);
    s = next(s);
    expect(s.step).toBe('combatDamage');
    expect(texts(s)).toContain('No combat damage is dealt.');
  });

  it('511.3: "as the end of combat step ends, all creatures are removed from combat"', () => {
    let s = blocked(
      [{ def: C.hillGiant, id: 'giant' }],
      [{ def: C.spider, id: 'spider' }],
      [['giant', 'Bob']],
      [['spider', 'giant']],
    );
    s = next(next(s));
    expect(s.step).toBe('endOfCombat');
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['giant']);
    s = next(s);
    expect(s.step).toBe('main2');
    expect(s.combat).toBeUndefined();
    expect(texts(s)).toContain('All creatures are removed from combat.');
  });
});

describe('attacking planeswalkers and battles (CR 120.3c, 310.6, 506.4c, 702.19)', () => {
  it('120.3c: damage to a planeswalker removes loyalty counters', () => {
    let s = blocked(
      [{ def: C.bears, id: 'bears' }],
      [{ def: C.jace, id: 'jace' }],
      [['bears', { object: 'jace' }]],
      [],
    );
    s = next(s);
    expect(perm(s, 'jace').counters.loyalty).toBe(1);
    expect(life(s, 'Bob')).toBe(20);
  });

  it("704.5i: a planeswalker left with 0 loyalty is put into its owner's graveyard; the excess doesn't reach Bob", () => {
    let s = blocked(
      [{ def: C.angel, id: 'angel' }],
      [{ def: C.jace, id: 'jace' }],
      [['angel', { object: 'jace' }]],
      [],
    );
    s = next(s);
    expect(zone(s, 'jace')).toBe('graveyard');
    expect(life(s, 'Bob')).toBe(20);
  });

  it('702.19b: a trampler attacking a planeswalker tramples over onto the planeswalker, not its controller', () => {
    let s = blocked(
      [{ def: C.vineTrampler, id: 'trampler' }],
      [
        { def: C.jace, id: 'jace' },
        { def: C.bears, id: 'bears' },
      ],
      [['trampler', { object: 'jace' }]],
      [['bears', 'trampler']],
    );
    s = next(s);
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(zone(s, 'jace')).toBe('graveyard'); // 3 of 5 damage removed its 3 loyalty
    expect(life(s, 'Bob')).toBe(20);
  });

  it("702.19f: a creature attacking a planeswalker can't assign damage to the defending player", () => {
    const s = blocked(
      [{ def: C.vineTrampler, id: 'trampler' }],
      [
        { def: C.jace, id: 'jace' },
        { def: C.bears, id: 'bears' },
      ],
      [['trampler', { object: 'jace' }]],
      [['bears', 'trampler']],
    );
    const v = illegal(s, assign('Alice', ['trampler', { object: 'bears' }, 2], ['trampler', 'Bob', 3]), '702.19f');
    expect(v.code).toBe('combat/assign-wrong-recipient');
    play(s, assign('Alice', ['trampler', { object: 'bears' }, 2], ['trampler', { object: 'jace' }, 3]));
    // Without trample, neither Bob nor Jace can get the damage.
    const t = blocked(
      [{ def: C.fiveFive, id: 'golem' }],
      [
        { def: C.jace, id: 'jace' },
        { def: C.bears, id: 'bears' },
      ],
      [['golem', { object: 'jace' }]],
      [['bears', 'golem']],
    );
    expect(illegal(t, assign('Alice', ['golem', { object: 'bears' }, 2], ['golem', 'Bob', 3]), '702.19f').code).toBe(
      'combat/assign-wrong-recipient',
    );
    expect(
      illegal(t, assign('Alice', ['golem', { object: 'bears' }, 2], ['golem', { object: 'jace' }, 3]), '510.1c').code,
    ).toBe('combat/assign-wrong-recipient');
  });

  it('506.4c: an attacker whose planeswalker left stays attacking, may be blocked, and unblocked deals no damage', () => {
    // Alice bolts Jace in the declare attackers step, after attacking it with both creatures.
    let s = attackingJace();
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'jace' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'jace')).toBe('graveyard');
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['bears', 'giant']);
    s = next(s);
    expect(s.step).toBe('declareBlockers');
    expect(s.pending).toEqual({ kind: 'declareBlockers', player: 'Bob' });
    s = play(s, { type: 'declareBlockers', player: 'Bob', blocks: [{ blocker: 'spider', attacker: 'giant' }] });
    s = next(s);
    expect(life(s, 'Bob')).toBe(20); // CR 510.1b: the unblocked Bears attack nothing
    expect(perm(s, 'spider').damage).toBe(3);
  });

  it('310.6: damage to a battle removes defense counters (Alice attacks her own Siege, which Bob protects: 310.11a)', () => {
    let s = blocked(
      [
        { def: C.hillGiant, id: 'giant' },
        { def: C.siege, id: 'siege' },
      ],
      [],
      [['giant', { object: 'siege' }]],
      [],
    );
    s = next(s);
    expect(perm(s, 'siege').counters.defense).toBe(1);
    expect(life(s, 'Bob')).toBe(20);
  });
});

describe('battles (CR 310.8, 310.11a)', () => {
  const plainBattle = defineCard({ name: 'Typeless Battle', cost: '{2}{R}', type: 'Battle', defense: 3 }).def;

  it("310.8b: a player can't attack a battle they protect (Bob's Siege is protected by Alice, 310.11a)", () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.hillGiant, id: 'giant' }] },
      { battlefield: [{ def: C.siege, id: 'siege' }] },
      { step: 'declareAttackers' },
    );
    const v = illegal(
      s,
      { type: 'declareAttackers', player: 'Alice', attackers: [{ attacker: 'giant', target: { object: 'siege' } }] },
      '310.8b',
    );
    expect(v.message).toContain('Alice protects it');
  });

  it("310.8a: a battle with no battle type is protected by its controller: Bob defends his, Alice can't attack her own", () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.hillGiant, id: 'giant' },
          { def: plainBattle, id: 'mine' },
        ],
      },
      {
        battlefield: [
          { def: plainBattle, id: 'theirs' },
          { def: C.bears, id: 'bears' },
        ],
      },
      { step: 'declareAttackers' },
    );
    illegal(
      s,
      { type: 'declareAttackers', player: 'Alice', attackers: [{ attacker: 'giant', target: { object: 'mine' } }] },
      '310.8b',
    );
    let t = play(
      s,
      { type: 'declareAttackers', player: 'Alice', attackers: [{ attacker: 'giant', target: { object: 'theirs' } }] },
      pass('Alice'),
      pass('Bob'),
    );
    // 310.8c: the protector, Bob, may block creatures attacking it.
    expect(t.pending).toEqual({ kind: 'declareBlockers', player: 'Bob' });
    t = play(t, { type: 'declareBlockers', player: 'Bob', blocks: [] });
    t = next(t);
    // 704.5v: "If a battle has defense 0 and it isn't the source of an ability that has triggered but not yet left the
    // stack, it's put into its owner's graveyard." A battle with no battle type has no such ability.
    expect(zone(t, 'theirs')).toBe('graveyard');
    expect(texts(t)).toContain("Typeless Battle is a battle with defense 0, so it is put into its owner's graveyard.");
  });
});

describe("a Siege's last defense counter (CR 310.11b, 704.5v)", () => {
  // 310.11b: "Sieges have the intrinsic ability "When the last defense counter is removed from this permanent, exile
  // it, then you may cast it transformed without paying its mana cost."" The engine models no back face: it says so.
  const smallSiege = defineCard({ name: 'Test Outpost', cost: '{1}{R}', type: 'Battle — Siege', defense: 3 }).def;
  const defeated = () =>
    next(
      blocked(
        [
          { def: C.hillGiant, id: 'giant' },
          { def: smallSiege, id: 'siege' },
        ],
        [],
        [['giant', { object: 'siege' }]],
        [],
      ),
    );

  it('310.11b: its ability triggers, and while it waits on the stack the Siege stays on the battlefield (704.5v)', () => {
    const s = defeated();
    expect(perm(s, 'siege').counters.defense).toBe(0);
    expect(s.stack.map(i => [i.source, i.trigger])).toEqual([['siege', 'lastCounterRemoved']]);
  });

  it("310.11b: as it resolves the Siege is exiled; casting it transformed isn't modelled, and the log says so", () => {
    const s = play(defeated(), pass('Alice'), pass('Bob'));
    expect(zone(s, 'siege')).toBe('exile');
    expect(s.stack).toEqual([]);
    const unmodelled = logEntries(s).filter(e => e.kind === 'unmodelled');
    expect(unmodelled.map(e => e.text)).toEqual([
      "Test Outpost may now be cast transformed without paying its mana cost, which the engine doesn't model (it models no back face): it stays in exile.",
    ]);
    expect(unmodelled[0]!.rule).toBe('310.11b');
  });

  it('704.5v: with its trigger countered, the Siege with defense 0 goes to the graveyard', () => {
    const stifle = defineCard({
      name: 'Test Stifle',
      cost: '{U}',
      type: 'Instant',
      text: 'Counter target activated or triggered ability.',
    }).def;
    let s = next(
      blocked(
        [{ def: C.hillGiant, id: 'giant' }, { def: smallSiege, id: 'siege' }, { def: C.island }],
        [],
        [['giant', { object: 'siege' }]],
        [],
        { aliceHand: [{ def: stifle, id: 'stifle' }] },
      ),
    );
    const trigger = s.stack[0]!.id;
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'stifle', targets: [{ object: trigger }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack).toEqual([]);
    expect(zone(s, 'siege')).toBe('graveyard');
  });
});

/** Bears and Hill Giant attack Jace; Alice holds a Bolt and has priority in the declare attackers step. */
function attackingJace() {
  const s = twoPlayers(
    {
      battlefield: [{ def: C.bears, id: 'bears' }, { def: C.hillGiant, id: 'giant' }, { def: C.mountain }],
      hand: [{ def: C.bolt, id: 'bolt' }],
    },
    {
      battlefield: [
        { def: C.jace, id: 'jace' },
        { def: C.spider, id: 'spider' },
      ],
    },
    { step: 'declareAttackers' },
  );
  return play(s, attack('Alice', ['bears', { object: 'jace' }], ['giant', { object: 'jace' }]));
}

describe('defaultDamageDivisions: the default division written as a choice (510.1c)', () => {
  const ok = (r: ReturnType<typeof apply>): GameState => {
    if (!r.ok) throw new Error(r.violation.message);
    return r.state;
  };

  it('lists a trampler and an attacker with two blockers; chosen as it is, the game is the same as by default', () => {
    const s = blocked(
      [
        { def: C.vineTrampler, id: 'trampler' },
        { def: C.hillGiant, id: 'giant' },
      ],
      [
        { def: C.scatheZombies, id: 'zombies', damage: 1 },
        { def: C.spider, id: 'spider' },
        { def: C.bears, id: 'bears' },
      ],
      [
        ['trampler', 'Bob'],
        ['giant', 'Bob'],
      ],
      [
        ['zombies', 'trampler'],
        ['spider', 'giant'],
        ['bears', 'giant'],
      ],
    );
    const divisions = defaultDamageDivisions(s, false);
    expect(divisions).toEqual([
      {
        attacker: 'trampler',
        assignments: [
          { source: 'trampler', amount: 2, to: { object: 'zombies' } },
          { source: 'trampler', amount: 3, to: { player: 'Bob' } },
        ],
      },
      { attacker: 'giant', assignments: [{ source: 'giant', amount: 3, to: { object: 'spider' } }] },
    ]);
    const chosen = divisions.reduce(
      (state, d) => ok(apply(state, { type: 'assignCombatDamage', player: 'Alice', assignments: d.assignments })),
      s,
    );
    expect(defaultDamageDivisions(chosen, false)).toEqual([]);
    const [byDefault, byChoice] = [next(s), next(chosen)];
    expect(life(byChoice, 'Bob')).toBe(life(byDefault, 'Bob'));
    for (const id of ['trampler', 'giant', 'zombies', 'spider', 'bears']) {
      expect(zone(byChoice, id)).toBe(zone(byDefault, id));
      if (zone(byDefault, id) === 'battlefield') expect(perm(byChoice, id).damage).toBe(perm(byDefault, id).damage);
    }
  });

  it('leaves out an attacker with one blocker and no trample, and an unblocked one: nothing to divide', () => {
    const s = blocked(
      [
        { def: C.hillGiant, id: 'giant' },
        { def: C.bears, id: 'bears' },
      ],
      [{ def: C.spider, id: 'spider' }],
      [
        ['giant', 'Bob'],
        ['bears', 'Bob'],
      ],
      [['spider', 'giant']],
    );
    expect(defaultDamageDivisions(s, false)).toEqual([]);
  });
});
