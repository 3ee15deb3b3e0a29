import { describe, expect, it } from 'vitest';
import { C, goTo, illegal, pass, play, texts, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

/**
 * Permissions of resolved spells and abilities (CR 601.3: a spell can be cast only if a rule or effect allows it;
 * 611.2a: such an effect lasts as long as it says): "exile the top card of your library. Until end of turn, you may
 * play that card": cast from exile, or a land played as the land play of the turn (305.1, 305.2); "you may cast spells this
 * turn as though they had flash" (702.8a: any time its player could cast an instant).
 */

const impulse = sorcery(
  'Test Impulse',
  'Exile the top card of your library. Until end of turn, you may play that card.',
);
const stage = sorcery(
  'Test Stage',
  'Exile the top two cards of your library. Until the end of your next turn, you may play those cards.',
);
const apex = sorcery(
  'Test Apex',
  'Exile the top two cards of your library. Until end of turn, you may cast nonland cards exiled this way.',
);
const rummage = card({
  name: 'Test Rummager',
  cost: '{0}',
  type: 'Artifact',
  text: '{T}: Target opponent exiles the top card of their library. You may play that card this turn.',
});
const refuge = sorcery('Test Refuge', 'You may cast creature spells this turn as though they had flash.');

describe('"until end of turn, you may play that card" (CR 601.3, 611.2a)', () => {
  it('the exiled card may be cast from exile this turn, and not in the next (514.2 ends the permission)', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }],
        hand: [{ def: impulse, id: 'impulse' }],
        library: [{ def: C.bolt, id: 'bolt' }, { def: C.filler }, { def: C.filler }],
      },
      { library: [{ def: C.filler }, { def: C.filler }] },
    );
    s = play(s, cast('Alice', 'impulse'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bolt')).toBe('exile');
    expect(texts(s)).toContain('Alice may play Lightning Bolt from exile until end of turn.');
    // Cast this turn: the permission allows it from exile (601.3).
    const now = play(s, cast('Alice', 'bolt', { player: 'Bob' }));
    expect(zone(now, 'bolt')).toBe('stack');
    expect(texts(now)).toContain("Alice may cast Lightning Bolt from exile (Test Impulse's effect allows it).");
    // Next turn it is still in exile, and the permission has ended (514.2): only the hand is where it is cast from.
    s = goTo(s, 'upkeep');
    expect(s.activePlayer).toBe('Bob');
    expect(s.permissions).toEqual([]);
    expect(illegal(play(s, pass('Bob')), cast('Alice', 'bolt', { player: 'Bob' }), '601.3').code).toBe(
      'cast/not-in-hand',
    );
  });

  it('a land exiled this way is played as the land play of the turn (305.2)', () => {
    let s = twoPlayers(
      {
        hand: [
          { def: impulse, id: 'impulse' },
          { def: C.forest, id: 'forest' },
        ],
        library: [{ def: C.mountain, id: 'mountain' }, { def: C.filler }],
      },
      {},
    );
    s = play(s, cast('Alice', 'impulse'), pass('Alice'), pass('Bob'));
    s = play(s, { type: 'playLand', player: 'Alice', card: 'mountain' });
    expect(zone(s, 'mountain')).toBe('battlefield');
    expect(illegal(s, { type: 'playLand', player: 'Alice', card: 'forest' }, '305.2').code).toBe('land/one-per-turn');
  });

  it("the card of an opponent's library may be cast by the ability's controller, at its usual timing", () => {
    let s = twoPlayers(
      { battlefield: [{ def: rummage, id: 'rummager' }, { def: C.forest }, { def: C.forest }] },
      { library: [{ def: C.bears, id: 'bears' }, { def: C.filler }] },
    );
    s = play(s, { type: 'activate', player: 'Alice', source: 'rummager', ability: 0, targets: [{ player: 'Bob' }] });
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('exile');
    s = play(s, cast('Alice', 'bears'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('battlefield');
  });

  it('"until the end of your next turn" outlasts the cleanup step, and ends with that turn', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }],
        hand: [{ def: stage, id: 'stage' }],
        library: [{ def: C.bolt, id: 'bolt' }, { def: C.bolt, id: 'bolt2' }, { def: C.filler }, { def: C.filler }],
      },
      { library: [{ def: C.filler }, { def: C.filler }] },
    );
    s = play(s, cast('Alice', 'stage'), pass('Alice'), pass('Bob'));
    // Bob's turn, then Alice's next turn: still permitted.
    s = goTo(s, 'upkeep');
    expect(s.activePlayer).toBe('Bob');
    s = goTo(s, 'upkeep');
    expect(s.activePlayer).toBe('Alice');
    expect(zone(play(s, cast('Alice', 'bolt', { player: 'Bob' })), 'bolt')).toBe('stack');
    // Its cleanup step ends it (514.2).
    s = goTo(s, 'upkeep');
    expect(s.activePlayer).toBe('Bob');
    expect(illegal(play(s, pass('Bob')), cast('Alice', 'bolt2', { player: 'Bob' }), '601.3').code).toBe(
      'cast/not-in-hand',
    );
  });

  it('"nonland cards exiled this way": a land among them is not permitted', () => {
    let s = twoPlayers(
      {
        hand: [{ def: apex, id: 'apex' }],
        library: [{ def: C.mountain, id: 'mountain' }, { def: C.filler, id: 'filler' }, { def: C.filler }],
      },
      {},
    );
    s = play(s, cast('Alice', 'apex'), pass('Alice'), pass('Bob'));
    expect(illegal(s, { type: 'playLand', player: 'Alice', card: 'mountain' }, '305.1').code).toBe('land/not-in-hand');
    expect(s.permissions.map(p => p.cards)).toEqual([['filler']]);
  });
});

describe('"you may cast creature spells this turn as though they had flash" (CR 702.8a)', () => {
  it("a creature is cast in the opponent's turn; a sorcery still isn't", () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.forest }, { def: C.forest }],
        hand: [
          { def: refuge, id: 'refuge' },
          { def: C.bears, id: 'bears' },
          { def: C.divination, id: 'divination' },
        ],
      },
      {},
    );
    s = goTo(play(s, cast('Alice', 'refuge'), pass('Alice'), pass('Bob')), 'end');
    s = play(s, cast('Alice', 'bears'));
    expect(zone(s, 'bears')).toBe('stack');
    expect(texts(s)).toContain("Alice may cast Grizzly Bears as though it had flash (Test Refuge's effect allows it).");
    s = play(s, pass('Alice'), pass('Bob'));
    expect(illegal(s, cast('Alice', 'divination'), '307.1').code).toBe('timing/sorcery-speed-not-main-phase');
  });
});
