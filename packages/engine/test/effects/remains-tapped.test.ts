import { describe, expect, it } from 'vitest';
import { defineCard, type GameState } from '../../src/index.js';
import { controller, power, toughness } from '../../src/view/queries.js';
import { C, goTo, illegal, pass, perm, play, texts, twoPlayers } from '../kit.js';

/**
 * "You may choose not to untap ~ during your untap step" (CR 502.3) and effects that last "for as long as ~ remains
 * tapped" (611.2b). Invented cards.
 */

const card = (name: string, type: string, text: string, pt?: [number, number]) => {
  const made = defineCard({
    name,
    cost: '{2}',
    type,
    text,
    ...(pt ? { power: pt[0], toughness: pt[1] } : {}),
  });
  expect([made.notUnderstood, made.problems]).toEqual([[], []]);
  return made.def;
};
const shield = card(
  'Test Shield',
  'Artifact',
  'You may choose not to untap Test Shield during your untap step.\n{2}, {T}: Target creature gets +0/+3 for as long as Test Shield remains tapped.',
);
const tick = card(
  'Test Tick',
  'Artifact Creature — Insect',
  "You may choose not to untap Test Tick during your untap step.\n{1}, {T}: Tap target artifact. It doesn't untap during its controller's untap step for as long as Test Tick remains tapped.",
  [1, 1],
);
const lands = [C.island, C.island, C.island].map(def => ({ def }));
const library = Array.from({ length: 6 }, () => ({ def: C.island }));
const size = (s: GameState, id: string) => [power(s, id), toughness(s, id)];
/** From Alice's first main phase to her next one, Bob's turn between. */
const nextTurn = (s: GameState) => turn(turn(s));
/** From a first main phase to the next player's. */
const turn = (s: GameState) => goTo(goTo(s, 'end'), 'main1');

describe('for as long as ~ remains tapped (CR 611.2b)', () => {
  const armed = () => {
    const s = twoPlayers(
      { battlefield: [...lands, { def: shield, id: 'shield' }, { def: C.bears, id: 'bears' }], library },
      { library },
    );
    return play(
      s,
      { type: 'activate', player: 'Alice', source: 'shield', ability: 1, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
  };

  it('611.2b: the effect lasts past the turn while its source stays tapped', () => {
    const s = armed();
    expect(size(s, 'bears')).toEqual([2, 5]);
    expect(texts(s).some(t => t.includes('for as long as Test Shield remains tapped'))).toBe(true);
    let kept = play(s, { type: 'keepTapped', player: 'Alice', keep: 'shield' });
    kept = nextTurn(kept);
    expect([perm(kept, 'shield').tapped, size(kept, 'bears')]).toEqual([true, [2, 5]]);
    // The choice was used up: the next untap step untaps it, and the effect ends (502.3).
    kept = nextTurn(kept);
    expect([perm(kept, 'shield').tapped, size(kept, 'bears')]).toEqual([false, [2, 2]]);
  });

  it('502.3: by default it untaps during the untap step, and the effect ends', () => {
    const s = nextTurn(armed());
    expect([perm(s, 'shield').tapped, size(s, 'bears')]).toEqual([false, [2, 2]]);
  });

  it('611.2b: untapped before the ability resolves, the duration has already ended: nothing happens', () => {
    const untapper = card('Test Untapper', 'Instant', 'Untap target artifact.');
    let s = twoPlayers(
      {
        battlefield: [...lands, { def: shield, id: 'shield' }, { def: C.bears, id: 'bears' }],
      },
      { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: untapper, id: 'untap' }] },
    );
    s = play(
      s,
      { type: 'activate', player: 'Alice', source: 'shield', ability: 1, targets: [{ object: 'bears' }] },
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'untap', targets: [{ object: 'shield' }] },
    );
    s = play(s, pass('Bob'), pass('Alice'), pass('Alice'), pass('Bob'));
    expect([perm(s, 'shield').tapped, size(s, 'bears')]).toEqual([false, [2, 2]]);
  });

  it('502.3: "It doesn\'t untap during its controller\'s untap step for as long as ~ remains tapped"', () => {
    let s = twoPlayers(
      { battlefield: [...lands, { def: tick, id: 'tick' }], library },
      { battlefield: [{ def: shield, id: 'theirs' }], library },
    );
    s = play(
      s,
      { type: 'activate', player: 'Alice', source: 'tick', ability: 1, targets: [{ object: 'theirs' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(s, { type: 'keepTapped', player: 'Alice', keep: 'tick' });
    s = turn(s);
    expect([s.activePlayer, perm(s, 'theirs').tapped]).toEqual(['Bob', true]);
    // Kept tapped in Alice's next untap step, the tick holds Bob's artifact through his next one too.
    s = nextTurn(s);
    expect([s.activePlayer, perm(s, 'tick').tapped, perm(s, 'theirs').tapped]).toEqual(['Bob', true, true]);
    // The choice used up, the tick untaps in Alice's following untap step: Bob's artifact then untaps in his.
    s = nextTurn(s);
    expect([s.activePlayer, perm(s, 'tick').tapped, perm(s, 'theirs').tapped]).toEqual(['Bob', false, false]);
  });

  it('502.3: only a permanent that lets its controller choose, and only its controller, keeps it tapped', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: shield, id: 'shield' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    illegal(s, { type: 'keepTapped', player: 'Alice', keep: 'bears' }, '502.3');
    illegal(s, { type: 'keepTapped', player: 'Bob', keep: 'shield' }, '502.3');
  });

  it('611.2b: "gain control of target creature for as long as you control ~ and ~ remains tapped" ends as it untaps', () => {
    const satyr = card(
      'Test Satyr',
      'Creature — Satyr',
      'You may choose not to untap Test Satyr during your untap step.\n{T}: Gain control of target creature for as long as you control Test Satyr and Test Satyr remains tapped.',
      [1, 1],
    );
    let s = twoPlayers(
      { battlefield: [{ def: satyr, id: 'satyr' }], library },
      { battlefield: [{ def: C.bears, id: 'bears' }], library },
    );
    s = play(
      s,
      { type: 'activate', player: 'Alice', source: 'satyr', ability: 1, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(controller(s, 'bears')).toBe('Alice');
    s = play(s, { type: 'keepTapped', player: 'Alice', keep: 'satyr' });
    s = nextTurn(s);
    expect(controller(s, 'bears')).toBe('Alice');
    s = nextTurn(s);
    expect([perm(s, 'satyr').tapped, controller(s, 'bears')]).toEqual([false, 'Bob']);
  });
});
