import { describe, expect, it } from 'vitest';
import { C, pass, play, texts, twoPlayers, zone } from '../kit.js';
import { card } from './spell.js';

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
});
