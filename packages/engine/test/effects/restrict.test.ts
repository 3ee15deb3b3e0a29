import { describe, expect, it } from 'vitest';
import { createGame, type CardSetup, type GameState } from '../../src/index.js';
import { C, attack, block, goTo, illegal, pass, perm, play, texts, twoPlayers } from '../kit.js';
import { card, cast, sorcery } from './spell.js';
import { hasKeyword } from '../../src/view/queries.js';

/**
 * "Creatures defending player controls can't block this turn", "creatures target player controls can't block this
 * turn": a restriction until end of turn on one player's creatures (508.5, 509.1b), not on everyone's.
 */

const howler = card({
  name: 'Test Dread Howler',
  cost: '{2}{B}',
  type: 'Creature — Horror',
  power: 2,
  toughness: 2,
  text: "Whenever Test Dread Howler attacks, creatures defending player controls can't block this turn.",
});

/** Alice, Bob and Carol (each with Grizzly Bears), Alice's turn at declare attackers. */
function threePlayers(alice: CardSetup[], hand: CardSetup[] = []): GameState {
  const made = createGame({
    players: [
      { id: 'Alice', battlefield: alice, hand },
      { id: 'Bob', battlefield: [{ def: C.bears, id: 'bobs' }] },
      { id: 'Carol', battlefield: [{ def: C.bears, id: 'carols' }] },
    ],
    activePlayer: 'Alice',
    turn: 4,
    step: 'declareAttackers',
  });
  if (!made.ok) throw new Error(made.problems.map(p => p.message).join('; '));
  return made.state;
}

/** Alice attacks Bob with the Howler and Carol with Hill Giant; its trigger resolves; Bob declares blockers. */
function attackedTwice(): GameState {
  return play(
    threePlayers([
      { def: howler, id: 'howler' },
      { def: C.hillGiant, id: 'giant' },
    ]),
    attack('Alice', ['howler', 'Bob'], ['giant', 'Carol']),
    pass('Alice'),
    pass('Bob'),
    pass('Carol'),
    pass('Alice'),
    pass('Bob'),
    pass('Carol'),
  );
}

describe('"creatures defending player controls can\'t block this turn" (CR 508.5, 509.1b)', () => {
  it("the Howler's defending player's creatures can't block; another attacked player's can", () => {
    let s = attackedTwice();
    expect(s.pending).toEqual({ kind: 'declareBlockers', player: 'Bob' });
    expect(illegal(s, block('Bob', ['bobs', 'howler']), '509.1b').code).toBe('combat/blocker-restricted');
    s = play(s, block('Bob'));
    expect(s.pending).toEqual({ kind: 'declareBlockers', player: 'Carol' });
    s = play(s, block('Carol', ['carols', 'giant']));
    expect(s.combat?.attackers.find(a => a.id === 'giant')?.blockers).toEqual(['carols']);
  });

  it('"creatures target player controls can\'t block this turn": the target\'s creatures only', () => {
    const gale = card({
      name: 'Test Ember Gust',
      cost: '{0}',
      type: 'Instant',
      text: "Creatures target player controls can't block this turn.",
    });
    const start = threePlayers(
      [
        { def: C.bears, id: 'a1' },
        { def: C.hillGiant, id: 'a2' },
      ],
      [{ def: gale, id: 'gale' }],
    );
    let s = play(start, attack('Alice', ['a1', 'Bob'], ['a2', 'Carol']), cast('Alice', 'gale', { player: 'Carol' }));
    s = play(s, pass('Alice'), pass('Bob'), pass('Carol'), pass('Alice'), pass('Bob'), pass('Carol'));
    s = play(s, block('Bob', ['bobs', 'a1']));
    expect(illegal(s, block('Carol', ['carols', 'a2']), '509.1b').code).toBe('combat/blocker-restricted');
  });
});

describe('"Until your next turn, target creature can\'t attack or block" (CR 611.2a, 508.1c, 509.1b)', () => {
  const chains = card({
    name: 'Test Chains',
    cost: '{W}',
    type: 'Instant',
    text: "Until your next turn, target creature can't attack or block.",
  });

  it("it outlasts the cleanup step: the creature can't attack in its controller's turn; it ends as Alice's turn begins", () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.plains }],
        hand: [{ def: chains, id: 'chains' }],
        library: [{ def: C.filler }, { def: C.filler }],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }], library: [{ def: C.filler }, { def: C.filler }] },
    );
    s = play(s, cast('Alice', 'chains', { object: 'bears' }), pass('Alice'), pass('Bob'));
    s = goTo(goTo(s, 'cleanup'), 'declareAttackers');
    expect(s.activePlayer).toBe('Bob');
    expect(illegal(s, attack('Bob', ['bears', 'Alice']), '508.1c').code).toBe('combat/attacker-restricted');
    s = goTo(goTo(play(s, attack('Bob')), 'cleanup'), 'main1');
    expect(s.activePlayer).toBe('Alice');
    expect(s.turnEffects).toEqual([]);
    expect(texts(s).some(t => t.includes("Effects that lasted until Alice's next turn end"))).toBe(true);
  });
});

describe('a restriction or requirement with its own words, for this turn (CR 508.1c–d, 509.1b)', () => {
  const spinner = card({
    name: 'Test Spinner',
    cost: '{1}{R}',
    type: 'Creature — Construct',
    power: 2,
    toughness: 2,
    text: "{0}: Target creature can't block Test Spinner this turn.",
  });
  const activateOn = (target: string) =>
    ({ type: 'activate', player: 'Alice', source: 'spinner', ability: 0, targets: [{ object: target }] }) as const;

  it('"target creature can\'t block ~ this turn": it can block another attacker, not ~ (509.1b)', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: spinner, id: 'spinner' },
          { def: C.hillGiant, id: 'giant' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(s, activateOn('bears'), pass('Alice'), pass('Bob'));
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['spinner', 'Bob'], ['giant', 'Bob']));
    s = goTo(s, 'declareBlockers');
    const v = illegal(s, block('Bob', ['bears', 'spinner']), '509.1b');
    expect([v.code, v.message]).toEqual([
      'combat/blocker-restricted',
      expect.stringContaining("can't block Test Spinner"),
    ]);
    s = play(s, block('Bob', ['bears', 'giant']));
    expect(s.combat?.attackers.find(a => a.id === 'giant')?.blockers).toEqual(['bears']);
  });

  it('"~" is remembered as the object it was then, its timestamp with it (400.7)', () => {
    const s = twoPlayers(
      { battlefield: [{ def: spinner, id: 'spinner' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    const after = play(s, activateOn('bears'), pass('Alice'), pass('Bob'));
    const effect = after.turnEffects[0]!;
    expect(effect).toMatchObject({
      restriction: 'cantBlockThose',
      filter: { itself: true },
      source: { id: 'spinner' },
    });
  });

  it('"target creature can\'t be blocked this turn except by Walls" (509.1b)', () => {
    const sneak = card({
      name: 'Test Sneak Path',
      cost: '{0}',
      type: 'Instant',
      text: "Target creature can't be blocked this turn except by Walls.",
    });
    let s = twoPlayers(
      { battlefield: [{ def: C.hillGiant, id: 'giant' }], hand: [{ def: sneak, id: 'sneak' }] },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.wallOfWood, id: 'wall' },
        ],
      },
    );
    s = play(s, cast('Alice', 'sneak', { object: 'giant' }), pass('Alice'), pass('Bob'));
    s = goTo(play(goTo(s, 'declareAttackers'), attack('Alice', ['giant', 'Bob'])), 'declareBlockers');
    expect(illegal(s, block('Bob', ['bears', 'giant']), '509.1b').code).toBe('combat/attacker-unblockable');
    s = play(s, block('Bob', ['wall', 'giant']));
    expect(s.combat?.attackers[0]?.blockers).toEqual(['wall']);
  });

  it('"target creature attacks this turn if able": a requirement this turn only (508.1d, 514.2)', () => {
    const taunt = card({
      name: 'Test Taunt',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Target creature attacks this turn if able.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: C.bears, id: 'bears' }],
        hand: [{ def: taunt, id: 'taunt' }],
        library: [{ def: C.filler }],
      },
      { library: [{ def: C.filler }, { def: C.filler }] },
    );
    s = goTo(play(s, cast('Alice', 'taunt', { object: 'bears' }), pass('Alice'), pass('Bob')), 'declareAttackers');
    expect(illegal(s, attack('Alice'), '508.1d').code).toBe('combat/attack-requirement');
    s = play(s, attack('Alice', ['bears', 'Bob']));
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['bears']);
    // Over in the cleanup step: no requirement left for the next turn.
    s = goTo(s, 'cleanup');
    expect(s.turnEffects).toEqual([]);
  });
});

describe('"that creature doesn\'t untap during its controller\'s untap step for as long as …" (CR 502.3, 611.2b)', () => {
  const jailer = card({
    name: 'Test Jailer',
    cost: '{0}',
    type: 'Artifact',
    text: "{T}: Tap target creature. That creature doesn't untap during its controller's untap step for as long as Test Jailer remains on the battlefield.",
  });
  const warden = card({
    name: 'Test Gaoler',
    cost: '{0}',
    type: 'Artifact',
    text: "{T}: Tap target creature. That creature doesn't untap during its controller's untap step for as long as you control Test Gaoler.",
  });
  const shatter = sorcery('Test Shatter', 'Destroy target artifact.');
  const borrow = sorcery('Test Borrow', 'Gain control of target artifact.');
  const locked = (def: typeof jailer) =>
    play(
      twoPlayers(
        { battlefield: [{ def, id: 'jail' }], library: [{ def: C.filler }, { def: C.filler }] },
        {
          battlefield: [{ def: C.bears, id: 'bears' }],
          library: [{ def: C.filler }, { def: C.filler }, { def: C.filler }],
          hand: [
            { def: shatter, id: 'shatter' },
            { def: borrow, id: 'borrow' },
          ],
        },
      ),
      { type: 'activate', player: 'Alice', source: 'jail', ability: 0, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );

  it('it stays tapped turn after turn; once the source has left, it untaps in the next untap step', () => {
    let s = goTo(locked(jailer), 'main1');
    expect([s.activePlayer, perm(s, 'bears').tapped]).toEqual(['Bob', true]);
    s = play(s, cast('Bob', 'shatter', { object: 'jail' }), pass('Bob'), pass('Alice'));
    expect(s.turnEffects).toEqual([]);
    s = goTo(goTo(s, 'cleanup'), 'main1');
    s = goTo(goTo(s, 'cleanup'), 'main1');
    expect([s.activePlayer, perm(s, 'bears').tapped]).toEqual(['Bob', false]);
  });

  it('"for as long as you control ~": over as Bob gains control of the source', () => {
    let s = goTo(locked(warden), 'main1');
    expect(perm(s, 'bears').tapped).toBe(true);
    s = play(s, cast('Bob', 'borrow', { object: 'jail' }), pass('Bob'), pass('Alice'));
    expect(s.turnEffects).toEqual([]);
  });
});

describe('"target creature blocks [~] this turn if able" (CR 509.1c)', () => {
  const decoy = card({
    name: 'Test Decoy',
    cost: '{1}{G}',
    type: 'Creature — Elephant',
    power: 2,
    toughness: 2,
    text: '{0}: Target creature blocks Test Decoy this turn if able.',
  });
  const mark = card({
    name: 'Test Mark',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Target creature blocks this turn if able.',
  });
  const board = () =>
    twoPlayers(
      {
        battlefield: [
          { def: decoy, id: 'decoy' },
          { def: C.hillGiant, id: 'giant' },
        ],
        hand: [{ def: mark, id: 'mark' }],
      },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
    );
  const toBlocks = (s: GameState) =>
    goTo(play(goTo(s, 'declareAttackers'), attack('Alice', ['decoy', 'Bob'], ['giant', 'Bob'])), 'declareBlockers');

  it('"blocks this turn if able": no block at all is illegal; blocking either attacker obeys it', () => {
    let s = play(board(), cast('Alice', 'mark', { object: 'bears' }), pass('Alice'), pass('Bob'));
    s = toBlocks(s);
    const v = illegal(s, block('Bob'), '509.1c');
    expect([v.code, v.message]).toEqual(['combat/block-requirement', expect.stringContaining('blocks if able')]);
    // The ogre has no requirement: blocking with it alone leaves the bears' unobeyed.
    expect(illegal(s, block('Bob', ['ogre', 'giant']), '509.1c').code).toBe('combat/block-requirement');
    s = play(s, block('Bob', ['bears', 'giant']));
    expect(s.combat?.attackers.find(a => a.id === 'giant')?.blockers).toEqual(['bears']);
  });

  it('"blocks ~ this turn if able": it must block ~, not another attacker; the other creature is free', () => {
    let s = play(
      board(),
      { type: 'activate', player: 'Alice', source: 'decoy', ability: 0, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = toBlocks(s);
    expect(illegal(s, block('Bob', ['bears', 'giant']), '509.1c').message).toContain('blocks Test Decoy if able');
    expect(illegal(s, block('Bob'), '509.1c').code).toBe('combat/block-requirement');
    s = play(s, block('Bob', ['bears', 'decoy'], ['ogre', 'giant']));
    expect(s.combat?.attackers.find(a => a.id === 'decoy')?.blockers).toEqual(['bears']);
  });

  it('"blocks ~ this turn if able" asks nothing when ~ is not attacking', () => {
    let s = play(
      board(),
      { type: 'activate', player: 'Alice', source: 'decoy', ability: 0, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = goTo(play(goTo(s, 'declareAttackers'), attack('Alice', ['giant', 'Bob'])), 'declareBlockers');
    s = play(s, block('Bob'));
    expect(s.combat?.attackers[0]?.blockers).toEqual([]);
  });
});

describe('"can attack as though it didn\'t have defender" (CR 702.3b)', () => {
  const sentry = (text: string) =>
    card({
      name: 'Test Gate Sentry',
      cost: '{1}{W}',
      type: 'Creature — Wall',
      power: 2,
      toughness: 4,
      keywords: ['defender'],
      text,
    });
  const gate = card({ name: 'Test Gate', cost: '', type: 'Land — Gate' });

  it('"~ can attack as though it didn\'t have defender as long as you control a Gate": with a Gate it may attack', () => {
    const wall = sentry("Test Gate Sentry can attack as though it didn't have defender as long as you control a Gate.");
    const without = goTo(twoPlayers({ battlefield: [{ def: wall, id: 'wall' }] }, {}), 'declareAttackers');
    expect(illegal(without, attack('Alice', ['wall', 'Bob']), '702.3b').code).toBe('combat/attacker-has-defender');
    const withGate = goTo(
      twoPlayers({ battlefield: [{ def: wall, id: 'wall' }, { def: gate }] }, {}),
      'declareAttackers',
    );
    const s = play(withGate, attack('Alice', ['wall', 'Bob']));
    // The keyword stays; only its restriction doesn't apply.
    expect([s.combat?.attackers.map(a => a.id), hasKeyword(s, 'wall', 'defender')]).toEqual([['wall'], true]);
  });

  it('"{0}: ~ can attack this turn as though it didn\'t have defender": this turn only', () => {
    const wall = sentry("{0}: Test Gate Sentry can attack this turn as though it didn't have defender.");
    let s = twoPlayers({ battlefield: [{ def: wall, id: 'wall' }] }, {});
    s = play(s, { type: 'activate', player: 'Alice', source: 'wall', ability: 0 }, pass('Alice'), pass('Bob'));
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['wall', 'Bob']));
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['wall']);
    expect(goTo(s, 'cleanup').turnEffects).toEqual([]);
  });
});

describe('a second predicate of the same subject after "and" (CR 608.2c)', () => {
  it('"target creature gets +2/+0 until end of turn and can\'t be blocked this turn": both of the one target', () => {
    const strike = card({
      name: 'Test Hidden Strike',
      cost: '{0}',
      type: 'Instant',
      text: "Target creature gets +2/+0 until end of turn and can't be blocked this turn.",
    });
    let s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }], hand: [{ def: strike, id: 'strike' }] },
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
    );
    s = play(s, cast('Alice', 'strike', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(s.turnEffects).toMatchObject([{ restriction: 'cantBeBlocked', object: { id: 'bears' } }]);
    s = goTo(play(goTo(s, 'declareAttackers'), attack('Alice', ['bears', 'Bob'])), 'declareBlockers');
    expect(illegal(s, block('Bob', ['ogre', 'bears']), '509.1b').code).toBe('combat/attacker-unblockable');
  });

  it('"~ gets +3/-1 until end of turn and can attack this turn as though it didn\'t have defender"', () => {
    const wall = card({
      name: 'Test Rolling Wall',
      cost: '{3}',
      type: 'Artifact Creature — Wall',
      power: 0,
      toughness: 6,
      keywords: ['defender'],
      text: "{0}: Test Rolling Wall gets +3/-1 until end of turn and can attack this turn as though it didn't have defender.",
    });
    let s = twoPlayers({ battlefield: [{ def: wall, id: 'wall' }] }, {});
    s = play(s, { type: 'activate', player: 'Alice', source: 'wall', ability: 0 }, pass('Alice'), pass('Bob'));
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['wall', 'Bob']));
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['wall']);
  });
});
