import { describe, expect, it } from 'vitest';
import { allPass, defineCard, power } from '../../../src/index.js';
import { C, attack, goTo, illegal, life, pass, perm, play, texts, twoPlayers } from '../../kit.js';

/** Declaring attackers (CR 508): a turn-based action as the step begins; each illegal attacker names its rule. */

describe('the declare attackers step (CR 508.1, 508.2)', () => {
  it('508.1: the declaration is waited for as the step begins, before anyone gets priority', () => {
    let s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }] }, {});
    s = goTo(s, 'declareAttackers');
    expect(s.pending).toEqual({ kind: 'declareAttackers', player: 'Alice' });
    expect(s.priority).toBeUndefined();
    // Nobody can pass or cast during the declaration: it is a turn-based action.
    const v = illegal(s, pass('Bob'), '508.1');
    expect(v.code).toBe('turn/decision-pending');
    s = play(s, attack('Alice', ['bears', 'Bob']));
    expect(s.pending).toBeUndefined();
    expect(s.priority).toBe('Alice'); // CR 508.2 / 117.3a
    expect(s.combat?.attackers).toEqual([{ id: 'bears', target: { player: 'Bob' }, blocked: false, blockers: [] }]);
  });

  it("508.1: Bob can't declare Alice's attackers", () => {
    const s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }] }, {}, { step: 'declareAttackers' });
    const v = illegal(s, attack('Bob', ['bears', 'Alice']), '508.1');
    expect(v.code).toBe('turn/decision-pending');
  });

  it('508.1: attackers are declared only as the declare attackers step begins, not in main1', () => {
    const s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }] }, {});
    const v = illegal(s, attack('Alice', ['bears', 'Bob']), '508.1');
    expect(v.code).toBe('turn/not-now');
  });

  it('508.1f: "attacking causes creatures to become tapped", and it is logged with the rule', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.hillGiant, id: 'giant' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['bears', 'Bob'], ['giant', 'Bob']));
    expect(perm(s, 'bears').tapped).toBe(true);
    expect(perm(s, 'giant').tapped).toBe(true);
    expect(texts(s)).toContain('Grizzly Bears attacks Bob and becomes tapped.');
  });

  it('702.20b: "attacking doesn\'t cause creatures with vigilance to tap"', () => {
    let s = twoPlayers({ battlefield: [{ def: C.angel, id: 'angel' }] }, {}, { step: 'declareAttackers' });
    s = play(s, attack('Alice', ['angel', 'Bob']));
    expect(perm(s, 'angel').tapped).toBe(false);
    expect(texts(s)).toContain('Serra Angel attacks Bob (vigilance: it stays untapped).');
  });

  it("508.1a: a tapped creature can't attack (code combat/attacker-tapped)", () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears', tapped: true }] },
      {},
      { step: 'declareAttackers' },
    );
    const v = illegal(s, attack('Alice', ['bears', 'Bob']), '508.1a');
    expect(v.code).toBe('combat/attacker-tapped');
    expect(v.message).toBe("Grizzly Bears can't attack: it is tapped (CR 508.1a).");
  });

  it('508.1a: only creatures the active player controls can attack', () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }] },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
      { step: 'declareAttackers' },
    );
    const v = illegal(s, attack('Alice', ['spider', 'Bob']), '508.1a');
    expect(v.code).toBe('combat/attacker-not-yours');
    expect(v.message).toBe("Giant Spider can't attack: Alice doesn't control it (CR 508.1a).");
  });

  it("508.1a: a creature card that isn't on the battlefield can't attack; an unknown id is named", () => {
    const s = twoPlayers({ hand: [{ def: C.bears, id: 'inHand' }] }, {}, { step: 'declareAttackers' });
    expect(illegal(s, attack('Alice', ['inHand', 'Bob']), '508.1a').code).toBe('combat/attacker-not-on-battlefield');
    expect(illegal(s, attack('Alice', ['ghost', 'Bob']), '508.1a').code).toBe('combat/attacker-unknown');
  });

  it('506.3: "only creatures can attack": a land can\'t', () => {
    const s = twoPlayers({ battlefield: [{ def: C.forest, id: 'forest' }] }, {}, { step: 'declareAttackers' });
    const v = illegal(s, attack('Alice', ['forest', 'Bob']), '506.3');
    expect(v.code).toBe('combat/attacker-not-creature');
  });

  it("508.1a: the same creature can't be declared twice", () => {
    const s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }] }, {}, { step: 'declareAttackers' });
    const v = illegal(s, attack('Alice', ['bears', 'Bob'], ['bears', 'Bob']), '508.1a');
    expect(v.code).toBe('combat/attacker-twice');
  });

  it('302.6: a creature not controlled continuously since the turn began ("summoning sick") can\'t attack', () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears', sick: true }] },
      {},
      { step: 'declareAttackers' },
    );
    const v = illegal(s, attack('Alice', ['bears', 'Bob']), '302.6');
    expect(v.code).toBe('combat/attacker-summoning-sick');
    expect(v.message).toContain(
      "Grizzly Bears can't attack: it hasn't been under Alice's control continuously since their most recent turn began, and it doesn't have haste",
    );
  });

  it('702.10b: "a creature with haste can attack" even if it just came under its controller\'s control', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.ragingGoblin, id: 'goblin', sick: true }] },
      {},
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['goblin', 'Bob']));
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['goblin']);
  });

  it("302.6: the same creature may attack once its controller's next turn has begun", () => {
    const library = [{ def: C.filler }, { def: C.filler }];
    let s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears', sick: true }], library }, { library }, { turn: 3 });
    s = goTo(s, 'declareAttackers'); // turn 4 is Bob's, so this is still turn 3
    expect(illegal(s, attack('Alice', ['bears', 'Bob']), '302.6').code).toBe('combat/attacker-summoning-sick');
    s = play(s, attack('Alice'));
    s = goTo(goTo(s, 'main1'), 'main1'); // Bob's turn 4, then Alice's turn 5
    expect(s.activePlayer).toBe('Alice');
    s = goTo(s, 'declareAttackers');
    s = play(s, attack('Alice', ['bears', 'Bob']));
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['bears']);
  });

  it('702.3b: "a creature with defender can\'t attack"', () => {
    const s = twoPlayers({ battlefield: [{ def: C.wallOfWood, id: 'wall' }] }, {}, { step: 'declareAttackers' });
    const v = illegal(s, attack('Alice', ['wall', 'Bob']), '702.3b');
    expect(v.code).toBe('combat/attacker-has-defender');
    expect(v.message).toBe("Wall of Wood can't attack: it has defender (CR 702.3b).");
  });

  it('506.2: a creature attacks an opponent (the defending player), not its own controller', () => {
    const s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }] }, {}, { step: 'declareAttackers' });
    const v = illegal(s, attack('Alice', ['bears', 'Alice']), '506.2');
    expect(v.code).toBe('combat/attack-target-not-opponent');
  });

  it('506.2: a planeswalker the defending player controls can be attacked, but not one of your own', () => {
    const base = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.jace, id: 'myJace' },
        ],
      },
      { battlefield: [{ def: C.jace, id: 'jace' }] },
      { step: 'declareAttackers' },
    );
    const v = illegal(base, attack('Alice', ['bears', { object: 'myJace' }]), '506.2');
    expect(v.code).toBe('combat/attack-target-own');
    const s = play(base, attack('Alice', ['bears', { object: 'jace' }]));
    expect(s.combat?.attackers[0]?.target).toEqual({ object: 'jace' });
    expect(texts(s)).toContain('Grizzly Bears attacks Jace Beleren and becomes tapped.');
  });

  it('506.3: "only a player, planeswalker or battle can be attacked": not a creature', () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }] },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
      { step: 'declareAttackers' },
    );
    const v = illegal(s, attack('Alice', ['bears', { object: 'spider' }]), '506.3');
    expect(v.code).toBe('combat/attack-target-not-attackable');
  });

  it('508.1c: "~ can\'t attack." is a restriction the declaration must obey', () => {
    const pacifist = {
      ...C.bears,
      name: 'Reluctant Bear',
      abilities: [{ kind: 'restriction' as const, restriction: 'cantAttack' as const }],
    };
    const s = twoPlayers({ battlefield: [{ def: pacifist, id: 'bear' }] }, {}, { step: 'declareAttackers' });
    const v = illegal(s, attack('Alice', ['bear', 'Bob']), '508.1c');
    expect(v.code).toBe('combat/attacker-restricted');
  });

  it('508.1: one illegal attacker makes the whole declaration illegal, and nothing is tapped', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.wallOfWood, id: 'wall' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    expect(illegal(s, attack('Alice', ['bears', 'Bob'], ['wall', 'Bob']), '702.3b').code).toBe(
      'combat/attacker-has-defender',
    );
    expect(perm(s, 'bears').tapped).toBe(false);
  });

  it('508.8: "if no creatures are declared as attackers", the blockers and damage steps are skipped: next is end of combat', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }] },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice'));
    expect(texts(s)).toContain(
      'Alice declares no attackers: the declare blockers and combat damage steps are skipped.',
    );
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.step).toBe('endOfCombat');
    expect(s.pending).toBeUndefined();
    expect(s.priority).toBe('Alice');
    expect(perm(s, 'bears').tapped).toBe(false);
  });

  it('508.8: declaring no attackers with no creatures at all also goes straight to end of combat', () => {
    let s = twoPlayers({}, {}, { step: 'declareAttackers' });
    s = play(s, attack('Alice'), pass('Alice'), pass('Bob'));
    expect(s.step).toBe('endOfCombat');
  });
});

describe('attack triggers (CR 508.1m, 508.2)', () => {
  const watchful = defineCard({
    name: 'Cheering Giant',
    cost: '{3}{W}',
    type: 'Creature — Giant',
    power: 3,
    toughness: 3,
    text: 'Whenever Cheering Giant attacks, you gain 1 life.',
  }).def;

  it('508.2: "whenever ~ attacks" triggers go on the stack after the declaration, before Alice gets priority', () => {
    let s = twoPlayers({ battlefield: [{ def: watchful, id: 'giant' }] }, {}, { step: 'declareAttackers' });
    s = play(s, attack('Alice', ['giant', 'Bob']));
    expect(s.stack.map(i => i.source)).toEqual(['giant']);
    expect(s.priority).toBe('Alice');
    const resolved = allPass(s);
    if (!resolved.ok) throw new Error(resolved.violation.message);
    expect(life(resolved.state, 'Alice')).toBe(21);
  });

  it('508.8: declaring no attackers triggers nothing', () => {
    let s = twoPlayers({ battlefield: [{ def: watchful, id: 'giant' }] }, {}, { step: 'declareAttackers' });
    s = play(s, attack('Alice'));
    expect(s.stack).toEqual([]);
  });
});

describe('exert (CR 701.43)', () => {
  // Khenra Scrapper: "You may exert Khenra Scrapper as it attacks. When you do, it gets +2/+0 until end of turn."
  const scrapper = defineCard({
    name: 'Test Scrapper',
    cost: '{2}{R}',
    type: 'Creature — Jackal Warrior',
    power: 2,
    toughness: 3,
    text: 'You may exert Test Scrapper as it attacks. When you do, it gets +2/+0 until end of turn.',
  });
  const library = () => Array.from({ length: 4 }, () => ({ def: C.island }));
  const setUp = () =>
    twoPlayers(
      {
        battlefield: [
          { def: scrapper.def, id: 'scrapper' },
          { def: C.bears, id: 'bears' },
        ],
        library: library(),
      },
      { library: library() },
      { step: 'declareAttackers' },
    );

  it('701.43d: exerted as it attacks, its "when you do" ability triggers; 701.43a: it doesn\'t untap in the next untap step', () => {
    expect(scrapper.notUnderstood).toEqual([]);
    const s = play(
      setUp(),
      {
        type: 'declareAttackers',
        player: 'Alice',
        attackers: [{ attacker: 'scrapper', target: { player: 'Bob' }, exert: true }],
      },
      pass('Alice'),
      pass('Bob'),
    );
    expect(power(s, 'scrapper')).toBe(4);
    const after = goTo(goTo(goTo(s, 'end'), 'upkeep'), 'end');
    const alices = goTo(after, 'upkeep');
    expect([alices.activePlayer, alices.permanents.scrapper!.tapped]).toEqual(['Alice', true]);
    // Only that next untap step: the one after untaps it.
    const later = goTo(goTo(goTo(alices, 'end'), 'upkeep'), 'end');
    expect(goTo(later, 'upkeep').permanents.scrapper!.tapped).toBe(false);
  });

  it("701.43d: not exerted by default — nothing triggers, and it untaps as usual; a creature that doesn't say so can't be", () => {
    const s = play(setUp(), attack('Alice', ['scrapper', 'Bob']), pass('Alice'), pass('Bob'));
    expect([power(s, 'scrapper'), s.stack.length]).toEqual([2, 0]);
    illegal(
      setUp(),
      {
        type: 'declareAttackers',
        player: 'Alice',
        attackers: [{ attacker: 'bears', target: { player: 'Bob' }, exert: true }],
      },
      '701.43d',
    );
  });
});
