import { describe, expect, it } from 'vitest';
import { C, pass, perm, play, texts, twoPlayers } from '../kit.js';
import { cast, sorcery } from './spell.js';

describe('"untap up to N lands" (CR 701.26b)', () => {
  const snap = sorcery('Test Snap', 'Untap up to two lands.');

  it("701.26b: by default as many tapped lands as it allows, the caster's first, said in the log", () => {
    const s = play(
      twoPlayers(
        {
          hand: [{ def: snap, id: 'snap' }],
          battlefield: [
            { def: C.forest, id: 'f1', tapped: true },
            { def: C.forest, id: 'f2' },
            { def: C.forest, id: 'f3', tapped: true },
            { def: C.forest, id: 'f4', tapped: true },
          ],
        },
        { battlefield: [{ def: C.island, id: 'theirs', tapped: true }] },
      ),
      cast('Alice', 'snap'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(['f1', 'f3', 'f4', 'theirs'].map(id => perm(s, id).tapped)).toEqual([false, false, true, true]);
    expect(texts(s)).toContain(
      "Alice untaps Forest, Forest (the default choice: as many tapped ones as allowed, Alice's first).",
    );
  });
});
