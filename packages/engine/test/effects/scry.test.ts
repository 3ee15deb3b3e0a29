import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { C, pass, play, twoPlayers } from '../kit.js';
import { cast, sorcery } from './spell.js';

describe('scry and surveil (CR 701.22, 701.25)', () => {
  const library = [
    { def: C.bears, id: 'a' },
    { def: C.ogre, id: 'b' },
    { def: C.island, id: 'c' },
  ];

  it('701.22a: "scry 2" looks at the top two; the default choice keeps them on top in order, and the log says so', () => {
    const peek = sorcery('Test Peek', 'Scry 2.');
    let s = twoPlayers({ hand: [{ def: peek, id: 'spell' }], library }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(s.players[0]!.library).toEqual(['a', 'b', 'c']);
    const event = logEntries(s).find(e => e.kind === 'scry')!;
    expect(event.rule).toBe('701.22a');
    expect(event.objects).toEqual(['a', 'b']);
  });

  it('701.25a: "surveil 1" — the default keeps the card on top; 701.22b: scry 0 is no scry event', () => {
    const watch = sorcery('Test Watch', 'Surveil 1.');
    const none = sorcery('Test Blink', 'Scry 0.');
    let s = twoPlayers(
      {
        hand: [
          { def: watch, id: 'w' },
          { def: none, id: 'z' },
        ],
        library,
      },
      {},
    );
    s = play(s, cast('Alice', 'w'), pass('Alice'), pass('Bob'), cast('Alice', 'z'), pass('Alice'), pass('Bob'));
    expect(
      logEntries(s)
        .filter(e => e.kind === 'scry')
        .map(e => e.rule),
    ).toEqual(['701.25a']);
    expect(s.players[0]!.library).toEqual(['a', 'b', 'c']);
  });
});
