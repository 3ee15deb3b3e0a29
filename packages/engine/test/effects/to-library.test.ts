import { describe, expect, it } from 'vitest';
import { C, pass, play, texts, twoPlayers, zone } from '../kit.js';
import { card } from './spell.js';
import { defineCard } from '../../src/index.js';

describe("putting a permanent into its owner's library (CR 400.3)", () => {
  const top = card({
    name: 'Test Excommunicate',
    cost: '{0}',
    type: 'Sorcery',
    text: "Put target creature on top of its owner's library.",
  });
  const bottom = card({
    name: 'Test Banish',
    cost: '{0}',
    type: 'Instant',
    text: "Put target creature on the bottom of its owner's library.",
  });
  const library = [
    { def: C.forest, id: 'forest' },
    { def: C.island, id: 'island' },
  ];

  it('400.3: "on top of its owner\'s library" — the creature is the next card its owner draws', () => {
    const s = play(
      twoPlayers({ hand: [{ def: top, id: 'spell' }] }, { battlefield: [{ def: C.bears, id: 'bears' }], library }),
      { type: 'cast', player: 'Alice', card: 'spell', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('library');
    expect(s.players.find(p => p.id === 'Bob')!.library).toEqual(['bears', 'forest', 'island']);
    expect(texts(s)).toContain("Grizzly Bears is put on top of Bob's library.");
  });

  it('400.3: "on the bottom" — under the rest', () => {
    const s = play(
      twoPlayers({ hand: [{ def: bottom, id: 'spell' }] }, { battlefield: [{ def: C.bears, id: 'bears' }], library }),
      { type: 'cast', player: 'Alice', card: 'spell', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.players.find(p => p.id === 'Bob')!.library).toEqual(['forest', 'island', 'bears']);
  });

  it('400.3: "from your graveyard on top of your library": the card is yours, so your library is its owner\'s', () => {
    const recall = card({
      name: 'Test Recall',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Put target creature card from your graveyard on top of your library.',
    });
    const s = play(
      twoPlayers({ hand: [{ def: recall, id: 'spell' }], graveyard: [{ def: C.bears, id: 'bears' }], library }, {}),
      { type: 'cast', player: 'Alice', card: 'spell', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.players.find(p => p.id === 'Alice')!.library).toEqual(['bears', 'forest', 'island']);
  });

  it('400.3: "on top of your library" about a card that may be another player\'s is not read', () => {
    const made = defineCard({
      name: 'Test Misdirect',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Put target card from a graveyard on top of your library.',
    });
    expect(made.notUnderstood).toHaveLength(1);
  });
});
