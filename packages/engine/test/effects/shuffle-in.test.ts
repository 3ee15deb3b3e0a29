import { describe, expect, it } from 'vitest';
import { C, pass, play, twoPlayers, zone } from '../kit.js';
import { card, cast } from './spell.js';

/** Bolts the creature `id` and lets the bolt and its dies trigger resolve. */
const boltAndResolve = (id: string) => [
  cast('Alice', 'b', { object: id }),
  pass('Alice'),
  pass('Bob'),
  pass('Alice'),
  pass('Bob'),
];

describe('"when ~ dies, shuffle it into its owner\'s library" (CR 701.24a, 400.7e)', () => {
  it('400.7e: the ability finds the card in the graveyard it went to, and shuffles it into the library', () => {
    const wurm = card({
      name: 'Test Wurm',
      type: 'Creature — Wurm',
      power: 1,
      toughness: 1,
      text: "When Test Wurm dies, shuffle it into its owner's library.",
    });
    const s = play(
      twoPlayers({ battlefield: [{ def: wurm, id: 'w' }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'b' }] }, {}),
      ...boltAndResolve('w'),
    );
    expect(zone(s, 'w')).toBe('library');
  });

  it('400.7e: "when ~ dies, you may exile it": the card leaves the graveyard for exile', () => {
    const rector = card({
      name: 'Test Rector',
      type: 'Creature — Human Cleric',
      power: 1,
      toughness: 1,
      text: 'When Test Rector dies, you may exile it. If you do, you gain 3 life.',
    });
    const s = play(
      twoPlayers(
        { battlefield: [{ def: rector, id: 'r' }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'b' }] },
        {},
      ),
      ...boltAndResolve('r'),
    );
    expect(zone(s, 'r')).toBe('exile');
    expect(s.players[0]!.life).toBe(23);
  });

  it('701.24a: "shuffle target creature into its owner\'s library" moves the permanent there', () => {
    const tide = card({
      name: 'Test Tide',
      type: 'Artifact',
      text: "{T}: Shuffle target creature into its owner's library.",
    });
    let s = twoPlayers({ battlefield: [{ def: tide, id: 't' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(
      s,
      { type: 'activate', player: 'Alice', source: 't', ability: 0, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('library');
  });
});
