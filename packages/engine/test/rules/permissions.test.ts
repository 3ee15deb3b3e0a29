import { describe, expect, it } from 'vitest';
import { C, goTo, illegal, pass, play, texts, twoPlayers, zone } from '../kit.js';
import { card, cast } from '../effects/spell.js';

/**
 * Static permissions (CR 601.3: a spell can be cast only if a rule or effect allows it; 305.1: a land is played from
 * the hand unless an effect allows another zone; 702.8a: flash is any time its player could cast an instant): "you
 * may cast creature spells as though they had flash", "you may play lands from your graveyard", "you may cast ~ from
 * your graveyard" (113.6f: it works from the graveyard).
 */

const orrery = card({
  name: 'Test Orrery',
  cost: '{0}',
  type: 'Artifact',
  text: 'You may cast creature spells as though they had flash.',
});
const crucible = card({
  name: 'Test Crucible',
  cost: '{0}',
  type: 'Artifact',
  text: 'You may play lands from your graveyard.',
});
const ruinator = card({
  name: 'Test Ruinator',
  cost: '{1}{G}',
  type: 'Creature \u2014 Zombie',
  power: 2,
  toughness: 2,
  text: 'You may cast Test Ruinator from your graveyard.',
});

const scourge = card({
  name: 'Test Scourge',
  cost: '{G}',
  type: 'Creature \u2014 Spirit',
  power: 1,
  toughness: 1,
  text: 'You may cast Test Scourge from exile.',
});

describe('static permissions (CR 601.3, 702.8a, 305.1)', () => {
  it("with the permission a creature is cast in the opponent's turn; its controller's opponent can't", () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: orrery }, { def: C.forest }, { def: C.forest }],
        hand: [{ def: C.bears, id: 'bears' }],
      },
      { battlefield: [{ def: C.forest }, { def: C.forest }], hand: [{ def: C.bears, id: 'theirs' }] },
    );
    s = goTo(s, 'upkeep');
    expect(s.activePlayer).toBe('Bob');
    s = play(s, pass('Bob'), cast('Alice', 'bears'));
    expect(zone(s, 'bears')).toBe('stack');
    expect(texts(s)).toContain('Alice may cast Grizzly Bears as though it had flash (Test Orrery allows it).');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(illegal(play(s, pass('Bob')), cast('Alice', 'theirs'), '601.3').code).toBe('cast/not-in-hand');
    expect(illegal(s, cast('Bob', 'theirs'), '302.1').code).toBe('timing/sorcery-speed-not-main-phase');
  });

  it('a land is played from the graveyard as the land play of the turn (305.2); not a nonland card', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: crucible }],
        hand: [{ def: C.forest, id: 'forest' }],
        graveyard: [
          { def: C.mountain, id: 'mountain' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    s = play(s, { type: 'playLand', player: 'Alice', card: 'mountain' });
    expect(zone(s, 'mountain')).toBe('battlefield');
    expect(texts(s)).toContain('Alice may play Mountain from graveyard (Test Crucible allows it).');
    expect(illegal(s, { type: 'playLand', player: 'Alice', card: 'forest' }, '305.2').code).toBe('land/one-per-turn');
    expect(illegal(s, cast('Alice', 'bears'), '601.3').code).toBe('cast/not-in-hand');
  });

  it('a card that may be cast from its graveyard is, for its mana cost, at its usual timing', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.forest }, { def: C.forest }],
        graveyard: [{ def: ruinator, id: 'ruinator' }],
      },
      {},
    );
    s = play(s, cast('Alice', 'ruinator'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'ruinator')).toBe('battlefield');
    expect(texts(s)).toContain('Alice may cast Test Ruinator from graveyard (Test Ruinator allows it).');
  });

  it('a card that may be cast from exile is, by its owner only', () => {
    const s = twoPlayers(
      {
        battlefield: [{ def: C.forest }],
        exile: [
          { def: scourge, id: 'scourge' },
          { def: scourge, id: 'other' },
        ],
      },
      { exile: [{ def: scourge, id: 'theirs' }] },
    );
    expect(zone(play(s, cast('Alice', 'scourge')), 'scourge')).toBe('stack');
    expect(illegal(s, cast('Alice', 'theirs'), '601.3').code).toBe('cast/not-in-hand');
  });
});
