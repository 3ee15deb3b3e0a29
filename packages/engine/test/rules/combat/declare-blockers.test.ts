import { describe, expect, it } from 'vitest';
import { createGame, defineCard, type CardDef, type GameState } from '../../../src/index.js';
import { C, attack, block, illegal, pass, perm, play, texts, twoPlayers, zone } from '../../kit.js';

/** Declaring blockers (CR 509) and the evasion abilities of CR 702: each illegal block names the creatures and the rule. */

/** Alice attacks Bob with `attacker`; the game waits for Bob's blockers (CR 509.1). */
function attackedBy(
  attacker: CardDef,
  blockers: { def: CardDef; id: string; tapped?: boolean; sick?: boolean }[],
  bobLands: CardDef[] = [],
): GameState {
  const s = twoPlayers(
    { battlefield: [{ def: attacker, id: 'attacker' }] },
    { battlefield: [...blockers, ...bobLands.map(def => ({ def }))] },
    { step: 'declareAttackers' },
  );
  return play(s, attack('Alice', ['attacker', 'Bob']), pass('Alice'), pass('Bob'));
}

describe('declaring blockers (CR 509.1)', () => {
  it('509.1: the defending player declares blockers as the step begins, then the active player gets priority', () => {
    let s = attackedBy(C.hillGiant, [{ def: C.bears, id: 'bears' }]);
    expect(s.step).toBe('declareBlockers');
    expect(s.pending).toEqual({ kind: 'declareBlockers', player: 'Bob' });
    expect(s.priority).toBeUndefined();
    expect(illegal(s, block('Alice', ['bears', 'attacker']), '509.1').code).toBe('turn/decision-pending');
    s = play(s, block('Bob', ['bears', 'attacker']));
    expect(s.priority).toBe('Alice');
    expect(s.combat?.attackers[0]).toMatchObject({ id: 'attacker', blocked: true, blockers: ['bears'] });
    expect(s.combat?.blockers).toEqual({ bears: ['attacker'] });
    expect(texts(s)).toContain('Grizzly Bears blocks Hill Giant.');
  });

  it('509.1h: an attacker with no blockers declared becomes unblocked', () => {
    const s = play(attackedBy(C.hillGiant, [{ def: C.bears, id: 'bears' }]), block('Bob'));
    expect(s.combat?.attackers[0]?.blocked).toBe(false);
    expect(texts(s)).toContain('Bob declares no blockers.');
  });

  it("509.1a: blocking doesn't tap the blocker (there is no tapping step for blocks)", () => {
    const s = play(attackedBy(C.hillGiant, [{ def: C.bears, id: 'bears' }]), block('Bob', ['bears', 'attacker']));
    expect(perm(s, 'bears').tapped).toBe(false);
  });

  it('509.1a: "the chosen creatures must be untapped": a tapped creature can\'t block (code combat/blocker-tapped)', () => {
    const s = attackedBy(C.hillGiant, [{ def: C.bears, id: 'bears', tapped: true }]);
    const v = illegal(s, block('Bob', ['bears', 'attacker']), '509.1a');
    expect(v.code).toBe('combat/blocker-tapped');
    expect(v.message).toBe("Grizzly Bears can't block Hill Giant: Grizzly Bears is tapped (CR 509.1a).");
  });

  it("302.6 applies only to attacking: a creature that just came under Bob's control can block", () => {
    const s = play(
      attackedBy(C.hillGiant, [{ def: C.bears, id: 'bears', sick: true }]),
      block('Bob', ['bears', 'attacker']),
    );
    expect(s.combat?.attackers[0]?.blocked).toBe(true);
  });

  it("702.3b: a creature with defender can't attack, but it can block", () => {
    const s = play(attackedBy(C.hillGiant, [{ def: C.wallOfWood, id: 'wall' }]), block('Bob', ['wall', 'attacker']));
    expect(s.combat?.blockers).toEqual({ wall: ['attacker'] });
  });

  it('509.1a: only creatures the defending player controls can block', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.hillGiant, id: 'giant' },
          { def: C.bears, id: 'aliceBears' },
        ],
      },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
      { step: 'declareAttackers' },
    );
    const t = play(s, attack('Alice', ['giant', 'Bob']), pass('Alice'), pass('Bob'));
    const v = illegal(t, block('Bob', ['aliceBears', 'giant']), '509.1a');
    expect(v.code).toBe('combat/blocker-not-yours');
    expect(v.message).toBe("Grizzly Bears can't block Hill Giant: Bob doesn't control Grizzly Bears (CR 509.1a).");
  });

  it('509.1a: "each blocks one attacker": the same creature can\'t block twice', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.hillGiant, id: 'giant' },
          { def: C.bears, id: 'bears' },
        ],
      },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
      { step: 'declareAttackers' },
    );
    const t = play(s, attack('Alice', ['giant', 'Bob'], ['bears', 'Bob']), pass('Alice'), pass('Bob'));
    const v = illegal(t, block('Bob', ['spider', 'giant'], ['spider', 'bears']), '509.1a');
    expect(v.code).toBe('combat/blocker-twice');
  });

  it('509.1a: a creature can block only an attacking creature', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.hillGiant, id: 'giant' },
          { def: C.bears, id: 'bears' },
        ],
      },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
      { step: 'declareAttackers' },
    );
    const t = play(s, attack('Alice', ['giant', 'Bob']), pass('Alice'), pass('Bob'));
    const v = illegal(t, block('Bob', ['spider', 'bears']), '509.1a');
    expect(v.code).toBe('combat/not-attacking');
    expect(v.message).toBe("Giant Spider can't block Grizzly Bears: Grizzly Bears isn't attacking (CR 509.1a).");
  });

  it('506.3: only creatures can block; unknown and off-battlefield blockers are named', () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.hillGiant, id: 'giant' }] },
      { battlefield: [{ def: C.forest, id: 'forest' }], hand: [{ def: C.bears, id: 'inHand' }] },
      { step: 'declareAttackers' },
    );
    const t = play(s, attack('Alice', ['giant', 'Bob']), pass('Alice'), pass('Bob'));
    expect(illegal(t, block('Bob', ['forest', 'giant']), '506.3').code).toBe('combat/blocker-not-creature');
    expect(illegal(t, block('Bob', ['inHand', 'giant']), '509.1a').code).toBe('combat/blocker-not-on-battlefield');
    expect(illegal(t, block('Bob', ['ghost', 'giant']), '509.1a').code).toBe('combat/blocker-unknown');
  });

  it('510.1c: several creatures may block the same attacker, kept in declaration order', () => {
    const s = play(
      attackedBy(C.crawWurm, [
        { def: C.bears, id: 'bears' },
        { def: C.spider, id: 'spider' },
      ]),
      block('Bob', ['spider', 'attacker'], ['bears', 'attacker']),
    );
    expect(s.combat?.attackers[0]).toMatchObject({ blocked: true, blockers: ['spider', 'bears'] });
  });

  it("509.1a: a creature attacking Bob's planeswalker can be blocked by Bob", () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.hillGiant, id: 'giant' }] },
      {
        battlefield: [
          { def: C.jace, id: 'jace' },
          { def: C.bears, id: 'bears' },
        ],
      },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['giant', { object: 'jace' }]), pass('Alice'), pass('Bob'));
    expect(s.pending).toEqual({ kind: 'declareBlockers', player: 'Bob' });
    s = play(s, block('Bob', ['bears', 'giant']));
    expect(s.combat?.attackers[0]?.blocked).toBe(true);
  });
});

describe('blocking restrictions and evasion (CR 509.1b, 702)', () => {
  it('702.9b: the exact message for a flyer blocked by a creature without flying or reach', () => {
    const s = attackedBy(C.angel, [{ def: C.bears, id: 'bears' }]);
    const v = illegal(s, block('Bob', ['bears', 'attacker']), '702.9b');
    expect(v.message).toBe(
      "Grizzly Bears can't block Serra Angel: Serra Angel has flying and Grizzly Bears has neither flying nor reach (CR 702.9b).",
    );
    expect(v.code).toBe('combat/evasion-flying');
    expect(v.objects).toEqual(['bears', 'attacker']);
    expect(v.players).toEqual(['Bob']);
  });

  it('702.17b: "a creature with reach can block creatures with flying"; so can a flyer (702.9b)', () => {
    const s = play(
      attackedBy(C.angel, [
        { def: C.spider, id: 'spider' },
        { def: C.ornithopter, id: 'thopter' },
      ]),
      block('Bob', ['spider', 'attacker'], ['thopter', 'attacker']),
    );
    expect(s.combat?.attackers[0]?.blockers).toEqual(['spider', 'thopter']);
  });

  it('702.111b: "can\'t be blocked except by two or more creatures": menace with one blocker is illegal, two are fine', () => {
    const s = attackedBy(C.boggartBrute, [
      { def: C.bears, id: 'bears' },
      { def: C.spider, id: 'spider' },
    ]);
    const v = illegal(s, block('Bob', ['bears', 'attacker']), '702.111b');
    expect(v.code).toBe('combat/evasion-menace');
    expect(v.message).toBe(
      "Grizzly Bears can't block Boggart Brute alone: Boggart Brute has menace and can't be blocked except by two or more creatures (CR 702.111b).",
    );
    const t = play(s, block('Bob', ['bears', 'attacker'], ['spider', 'attacker']));
    expect(t.combat?.attackers[0]?.blockers).toEqual(['bears', 'spider']);
  });

  it('702.16f: protection from black: "can\'t be blocked by" black creatures; green ones may block', () => {
    const s = attackedBy(C.whiteKnight, [
      { def: C.scatheZombies, id: 'zombies' },
      { def: C.bears, id: 'bears' },
    ]);
    const v = illegal(s, block('Bob', ['zombies', 'attacker']), '702.16f');
    expect(v.code).toBe('combat/evasion-protection');
    expect(v.message).toBe(
      "Scathe Zombies can't block White Knight: White Knight has protection from black and Scathe Zombies is black (CR 702.16f).",
    );
    play(s, block('Bob', ['bears', 'attacker']));
  });

  it('702.13b: intimidate: blocked only by artifact creatures or creatures sharing a color', () => {
    const s = attackedBy(C.bladetuskBoar, [
      { def: C.bears, id: 'bears' },
      { def: C.ogre, id: 'ogre' },
      { def: C.ornithopter, id: 'thopter' },
    ]);
    const v = illegal(s, block('Bob', ['bears', 'attacker']), '702.13b');
    expect(v.code).toBe('combat/evasion-intimidate');
    expect(v.message).toContain(
      'Bladetusk Boar has intimidate and Grizzly Bears is neither an artifact creature nor shares a color with it',
    );
    play(s, block('Bob', ['ogre', 'attacker'])); // red shares red
    play(s, block('Bob', ['thopter', 'attacker'])); // artifact creature
  });

  it('702.36b: fear: blocked only by artifact creatures and/or black creatures', () => {
    const s = attackedBy(C.severedLegion, [
      { def: C.bears, id: 'bears' },
      { def: C.scatheZombies, id: 'zombies' },
      { def: C.ornithopter, id: 'thopter' },
    ]);
    const v = illegal(s, block('Bob', ['bears', 'attacker']), '702.36b');
    expect(v.code).toBe('combat/evasion-fear');
    play(s, block('Bob', ['zombies', 'attacker']));
    play(s, block('Bob', ['thopter', 'attacker']));
  });

  it('702.28b: shadow: only creatures that also have shadow may block it', () => {
    const s = attackedBy(C.soltariFootSoldier, [
      { def: C.bears, id: 'bears' },
      { def: C.soltariMonk, id: 'monk' },
    ]);
    const v = illegal(s, block('Bob', ['bears', 'attacker']), '702.28b');
    expect(v.code).toBe('combat/evasion-shadow');
    expect(v.message).toBe(
      "Grizzly Bears can't block Soltari Foot Soldier: Soltari Foot Soldier has shadow and Grizzly Bears doesn't (CR 702.28b).",
    );
    play(s, block('Bob', ['monk', 'attacker']));
  });

  it('702.28b: and a shadow creature may block only attackers with shadow', () => {
    const s = attackedBy(C.bears, [{ def: C.soltariMonk, id: 'monk' }]);
    const v = illegal(s, block('Bob', ['monk', 'attacker']), '702.28b');
    expect(v.code).toBe('combat/evasion-shadow');
    expect(v.message).toBe(
      "Soltari Monk can't block Grizzly Bears: Soltari Monk has shadow and can block only creatures with shadow (CR 702.28b).",
    );
  });

  it('702.118b: skulk: "can\'t be blocked by creatures with greater power"; equal power may block', () => {
    const s = attackedBy(C.furtiveHomunculus, [
      { def: C.hillGiant, id: 'giant' },
      { def: C.bears, id: 'bears' },
    ]);
    const v = illegal(s, block('Bob', ['giant', 'attacker']), '702.118b');
    expect(v.code).toBe('combat/evasion-skulk');
    expect(v.message).toContain('(3 > 2)');
    play(s, block('Bob', ['bears', 'attacker']));
  });

  it('702.14c: swampwalk: unblockable while the defending player controls a Swamp', () => {
    const s = attackedBy(C.bogWraith, [{ def: C.bears, id: 'bears' }], [C.swamp]);
    const v = illegal(s, block('Bob', ['bears', 'attacker']), '702.14c');
    expect(v.code).toBe('combat/evasion-landwalk');
    expect(v.message).toBe(
      "Grizzly Bears can't block Bog Wraith: Bog Wraith has swampwalk and Bob controls a Swamp (CR 702.14c).",
    );
    // Without a Swamp on Bob's side the Wraith can be blocked.
    play(attackedBy(C.bogWraith, [{ def: C.bears, id: 'bears' }], [C.forest]), block('Bob', ['bears', 'attacker']));
  });

  it("702.14c: nonbasic landwalk: unblockable while the defending player controls a land that isn't basic", () => {
    const walker = defineCard({
      name: 'Test Trail Strider',
      cost: '{2}{G}',
      type: 'Creature — Centaur',
      power: 3,
      toughness: 3,
      keywords: ['nonbasic landwalk'],
    });
    expect(walker.problems).toEqual([]);
    const ruins = defineCard({ name: 'Test Ruins', type: 'Land', text: '{T}: Add {C}.' }).def;
    const v = illegal(
      attackedBy(walker.def, [{ def: C.bears, id: 'bears' }], [ruins]),
      block('Bob', ['bears', 'attacker']),
      '702.14c',
    );
    expect(v.message).toBe(
      "Grizzly Bears can't block Test Trail Strider: Test Trail Strider has nonbasic landwalk and Bob controls a nonbasic land (CR 702.14c).",
    );
    // Basic lands don't count.
    play(
      attackedBy(walker.def, [{ def: C.bears, id: 'bears' }], [C.forest, C.island]),
      block('Bob', ['bears', 'attacker']),
    );
  });

  it('509.1b: "~ can\'t block." is parsed into a restriction, and blocking with it is illegal', () => {
    expect(C.cravenGiant.abilities).toEqual([{ kind: 'restriction', restriction: 'cantBlock' }]);
    const s = attackedBy(C.bears, [{ def: C.cravenGiant, id: 'craven' }]);
    const v = illegal(s, block('Bob', ['craven', 'attacker']), '509.1b');
    expect(v.code).toBe('combat/blocker-restricted');
    expect(v.message).toBe(
      "Craven Giant can't block Grizzly Bears: Craven Giant is restricted: it can't block (CR 509.1b).",
    );
  });

  it('509.1: one illegal block makes the whole declaration illegal', () => {
    const s = attackedBy(C.angel, [
      { def: C.spider, id: 'spider' },
      { def: C.bears, id: 'bears' },
    ]);
    expect(illegal(s, block('Bob', ['spider', 'attacker'], ['bears', 'attacker']), '702.9b').code).toBe(
      'combat/evasion-flying',
    );
    expect(s.pending).toEqual({ kind: 'declareBlockers', player: 'Bob' });
  });
});

describe('several defending players (CR 506.2, 802.2)', () => {
  function threePlayers(): GameState {
    const made = createGame({
      players: [
        {
          id: 'Alice',
          battlefield: [
            { def: C.bears, id: 'bears' },
            { def: C.hillGiant, id: 'giant' },
          ],
        },
        { id: 'Bob', battlefield: [{ def: C.spider, id: 'spider' }] },
        { id: 'Carol', battlefield: [{ def: C.ogre, id: 'ogre' }] },
      ],
      activePlayer: 'Alice',
      turn: 4,
      step: 'declareAttackers',
    });
    if (!made.ok) throw new Error(made.problems.map(p => p.message).join('; '));
    return play(
      made.state,
      attack('Alice', ['bears', 'Bob'], ['giant', 'Carol']),
      pass('Alice'),
      pass('Bob'),
      pass('Carol'),
    );
  }

  it('509.1a: a defending player blocks only creatures attacking them, their planeswalkers or battles', () => {
    const s = threePlayers();
    expect(s.pending).toEqual({ kind: 'declareBlockers', player: 'Bob' });
    const v = illegal(s, block('Bob', ['spider', 'giant']), '509.1a');
    expect(v.code).toBe('combat/not-attacking-you');
  });

  it('509.1: each attacked player declares blockers in turn order before anyone gets priority', () => {
    let s = play(threePlayers(), block('Bob', ['spider', 'bears']));
    expect(s.pending).toEqual({ kind: 'declareBlockers', player: 'Carol' });
    expect(s.priority).toBeUndefined();
    s = play(s, block('Carol', ['ogre', 'giant']));
    expect(s.pending).toBeUndefined();
    expect(s.priority).toBe('Alice');
    expect(s.combat?.attackers.map(a => [a.id, a.blocked, a.blockers])).toEqual([
      ['bears', true, ['spider']],
      ['giant', true, ['ogre']],
    ]);
  });
});

describe('blocking more than one attacker (CR 509.1a, 510.1d)', () => {
  const brigade = defineCard({
    name: 'Test Brigade',
    cost: '{0}',
    type: 'Creature — Human Knight',
    power: 2,
    toughness: 5,
    text: 'Test Brigade can block an additional creature each combat.',
  }).def;
  const guard = defineCard({
    name: 'Test Guard',
    cost: '{0}',
    type: 'Creature — Human',
    power: 1,
    toughness: 9,
    text: 'Test Guard can block any number of creatures.',
  }).def;
  /** Alice attacks Bob with two Bears and an Ogre; Bob has `blocker`. */
  const attackedByThree = (blocker: CardDef) =>
    play(
      twoPlayers(
        {
          battlefield: [
            { def: C.bears, id: 'b1' },
            { def: C.bears, id: 'b2' },
            { def: C.ogre, id: 'ogre' },
          ],
        },
        { battlefield: [{ def: blocker, id: 'blocker' }] },
        { step: 'declareAttackers' },
      ),
      attack('Alice', ['b1', 'Bob'], ['b2', 'Bob'], ['ogre', 'Bob']),
      pass('Alice'),
      pass('Bob'),
    );

  it('509.1a: a creature blocks one attacker; "can block an additional creature each combat" allows two, not three', () => {
    expect(illegal(attackedByThree(C.spider), block('Bob', ['blocker', 'b1'], ['blocker', 'b2']), '509.1a').code).toBe(
      'combat/blocker-twice',
    );
    const s = attackedByThree(brigade);
    illegal(s, block('Bob', ['blocker', 'b1'], ['blocker', 'b2'], ['blocker', 'ogre']), '509.1a');
    illegal(s, block('Bob', ['blocker', 'b1'], ['blocker', 'b1']), '509.1a');
    const blocked = play(s, block('Bob', ['blocker', 'b1'], ['blocker', 'b2']));
    expect(blocked.combat?.blockers).toEqual({ blocker: ['b1', 'b2'] });
    expect(blocked.combat?.attackers.map(a => a.blocked)).toEqual([true, true, false]);
  });

  it('510.1d: its damage goes by default all to the first creature it blocks, said in the log; both deal it theirs', () => {
    let s = play(attackedByThree(brigade), block('Bob', ['blocker', 'b1'], ['blocker', 'b2']));
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'b1')).toBe('graveyard');
    expect(perm(s, 'b2').damage).toBe(0);
    expect(perm(s, 'blocker').damage).toBe(4);
    expect(texts(s)).toContain(
      'Test Brigade assigns all its combat damage to Grizzly Bears (the default division: the first creature it blocks).',
    );
  });

  it('510.1d: its controller divides its damage among the creatures it blocks, and only among those', () => {
    let s = play(attackedByThree(guard), block('Bob', ['blocker', 'b1'], ['blocker', 'b2'], ['blocker', 'ogre']));
    const part = (to: string, amount: number) => ({ source: 'blocker', to: { object: to }, amount });
    illegal(s, { type: 'assignCombatDamage', player: 'Bob', assignments: [part('b1', 2)] }, '510.1a');
    illegal(s, { type: 'assignCombatDamage', player: 'Alice', assignments: [part('b1', 1)] }, '510.1');
    s = play(s, { type: 'assignCombatDamage', player: 'Bob', assignments: [part('ogre', 1)] });
    s = play(s, pass('Alice'), pass('Bob'));
    expect([perm(s, 'ogre').damage, perm(s, 'b1').damage, perm(s, 'blocker').damage]).toEqual([1, 0, 6]);
  });
});
