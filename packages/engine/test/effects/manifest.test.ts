import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { C, illegal, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { power } from '../../src/view/queries.js';
import { card, cast, sorcery } from './spell.js';

/** Manifest (CR 701.40): the top card of a library onto the battlefield face down, a 2/2 creature. */

const summons = sorcery('Test Summons', 'Manifest the top card of your library.');
const sage = card({
  name: 'Test Morph Sage',
  cost: '{2}{U}{U}',
  type: 'Creature — Human Wizard',
  power: 1,
  toughness: 1,
  text: 'Morph {U}',
});

describe('manifest (CR 701.40)', () => {
  it('701.40a: the top card enters face down as a nameless 2/2 under its manifester; a creature card turns face up for its mana cost (701.40b)', () => {
    let s = twoPlayers(
      {
        hand: [{ def: summons, id: 'summons' }],
        library: [{ def: C.bears, id: 'bears' }, { def: C.island }],
        battlefield: [{ def: C.forest }, { def: C.forest }],
      },
      {},
    );
    s = play(s, cast('Alice', 'summons'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), s.objects.bears!.def.name, power(s, 'bears'), perm(s, 'bears').controller]).toEqual([
      'battlefield',
      'a face-down creature',
      2,
      'Alice',
    ]);
    s = play(s, { type: 'turnFaceUp', player: 'Alice', permanent: 'bears' });
    expect([s.objects.bears!.def.name, s.objects.bears!.manifested, s.objects.bears!.faceDown]).toEqual([
      'Grizzly Bears',
      undefined,
      undefined,
    ]);
    expect(logEntries(s).some(e => e.rule === '701.40b')).toBe(true);
  });

  it("701.40b, 701.40g: a manifested noncreature card can't be turned face up", () => {
    let s = twoPlayers(
      { hand: [{ def: summons, id: 'summons' }], library: [{ def: C.bolt, id: 'bolt' }], battlefield: [] },
      {},
    );
    s = play(s, cast('Alice', 'summons'), pass('Alice'), pass('Bob'));
    expect(illegal(s, { type: 'turnFaceUp', player: 'Alice', permanent: 'bolt' }, '701.40b').code).toBe(
      'morph/no-morph',
    );
  });

  it('701.40c: a manifested card with morph turns face up for its morph cost, the documented default', () => {
    let s = twoPlayers(
      {
        hand: [{ def: summons, id: 'summons' }],
        library: [{ def: sage, id: 'sage' }],
        battlefield: [{ def: C.island }],
      },
      {},
    );
    s = play(s, cast('Alice', 'summons'), pass('Alice'), pass('Bob'));
    s = play(s, { type: 'turnFaceUp', player: 'Alice', permanent: 'sage' });
    expect(s.objects.sage!.def.name).toBe('Test Morph Sage');
    expect(logEntries(s).find(e => e.kind === 'faceUp')?.defaulted).toBe(true);
  });

  it('"manifest the top card of your library, then put two +1/+1 counters on it": on the manifested creature', () => {
    const invocation = sorcery(
      'Test Invocation',
      'Manifest the top card of your library, then put two +1/+1 counters on it.',
    );
    let s = twoPlayers(
      {
        hand: [{ def: invocation, id: 'inv' }],
        library: [{ def: C.island, id: 'top' }],
        battlefield: [{ def: C.bears, id: 'bears' }],
      },
      {},
    );
    s = play(s, cast('Alice', 'inv'), pass('Alice'), pass('Bob'));
    expect([power(s, 'top'), perm(s, 'bears').counters]).toEqual([4, {}]);
  });

  it('701.40e: "manifest the top two cards" — one at a time; "its controller manifests …" is that player\'s', () => {
    const ambush = sorcery('Test Ambush', 'Manifest the top two cards of your library.');
    let s = twoPlayers(
      {
        hand: [{ def: ambush, id: 'ambush' }],
        library: [
          { def: C.bears, id: 'a' },
          { def: C.island, id: 'b' },
          { def: C.island, id: 'c' },
        ],
      },
      {},
    );
    s = play(s, cast('Alice', 'ambush'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'a'), zone(s, 'b'), zone(s, 'c')]).toEqual(['battlefield', 'battlefield', 'library']);
    const shift = card({
      name: 'Test Shift',
      cost: '{0}',
      type: 'Instant',
      text: 'Exile target creature. Its controller manifests the top card of their library.',
    });
    let t = twoPlayers(
      { hand: [{ def: shift, id: 'shift' }] },
      { battlefield: [{ def: C.angel, id: 'angel' }], library: [{ def: C.island, id: 'top' }] },
    );
    t = play(t, cast('Alice', 'shift', { object: 'angel' }), pass('Alice'), pass('Bob'));
    expect([zone(t, 'angel'), zone(t, 'top'), perm(t, 'top').controller]).toEqual(['exile', 'battlefield', 'Bob']);
  });

  it('"manifest the top card of your library and attach ~ to it": the Aura enchants the manifested creature', () => {
    const form = card({
      name: 'Test Form',
      cost: '{0}',
      type: 'Enchantment',
      text: 'When Test Form enters the battlefield, it becomes an Aura with enchant creature. Manifest the top card of your library and attach Test Form to it.\nEnchanted creature has flying.',
    });
    let s = twoPlayers({ hand: [{ def: form, id: 'form' }], library: [{ def: C.island, id: 'top' }] }, {});
    s = play(s, cast('Alice', 'form'), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'top'), zone(s, 'form'), perm(s, 'form').attachedTo]).toEqual([
      'battlefield',
      'battlefield',
      'top',
    ]);
  });
});
