import { describe, expect, it } from 'vitest';
import { C, life, pass, play, texts, twoPlayers, zone } from '../kit.js';
import { card } from './spell.js';

describe("choosing from another player's hand (CR 701.9b, 701.20a, 701.20e)", () => {
  const duress = card({
    name: 'Test Duress',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.',
  });
  const peek = card({
    name: 'Test Peek',
    cost: '{0}',
    type: 'Sorcery',
    text: "Look at target player's hand and choose a creature card from it. Exile that card. You lose 2 life.",
  });
  const bobsHand = [
    { def: C.island, id: 'island' },
    { def: C.bears, id: 'bears' },
    { def: C.bolt, id: 'bolt' },
  ];

  it('701.9b: the caster chooses what is discarded — the first card that fits by default, and only one that fits', () => {
    const s = play(
      twoPlayers({ hand: [{ def: duress, id: 'duress' }] }, { hand: bobsHand }),
      { type: 'cast', player: 'Alice', card: 'duress', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'island'), zone(s, 'bears'), zone(s, 'bolt')]).toEqual(['hand', 'hand', 'graveyard']);
    expect(texts(s)).toContain('Bob reveals their hand: Island, Grizzly Bears, Lightning Bolt.');
  });

  it('701.9b: with no card that fits, nothing is discarded', () => {
    const s = play(
      twoPlayers({ hand: [{ def: duress, id: 'duress' }] }, { hand: [{ def: C.bears, id: 'bears' }] }),
      { type: 'cast', player: 'Alice', card: 'duress', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('hand');
  });

  it('701.20e: "look at target player\'s hand … exile that card": seen by the caster only, the creature exiled', () => {
    const s = play(
      twoPlayers({ hand: [{ def: peek, id: 'peek' }] }, { hand: bobsHand }),
      { type: 'cast', player: 'Alice', card: 'peek', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), zone(s, 'bolt'), life(s, 'Alice')]).toEqual(['exile', 'hand', 18]);
    expect(texts(s)).toContain('Bob shows their hand to Alice: Island, Grizzly Bears, Lightning Bolt.');
  });

  it('701.20e: "look at target player\'s hand" alone shows it to the caster, which the log lists; nothing else changes', () => {
    const glance = card({ name: 'Test Glance', cost: '{0}', type: 'Sorcery', text: "Look at target player's hand." });
    const s = play(
      twoPlayers({ hand: [{ def: glance, id: 'glance' }] }, { hand: bobsHand }),
      { type: 'cast', player: 'Alice', card: 'glance', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(texts(s)).toContain('Bob shows their hand to Alice: Island, Grizzly Bears, Lightning Bolt.');
    expect(s.players[1]!.hand).toEqual(['island', 'bears', 'bolt']);
  });

  it('701.24a: "that player shuffles that card into their library" — at the bottom, as the engine keeps the order', () => {
    const perish = card({
      name: 'Test Perish',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Target opponent reveals their hand. You choose a card from it. That player shuffles that card into their library.',
    });
    const s = play(
      twoPlayers(
        { hand: [{ def: perish, id: 'perish' }] },
        { hand: bobsHand, library: [{ def: C.forest, id: 'top' }] },
      ),
      { type: 'cast', player: 'Alice', card: 'perish', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.players[1]!.library).toEqual(['top', 'island']);
  });
});
