import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef } from '../../src/index.js';
import { C, illegal, pass, play, twoPlayers } from '../kit.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
const energyOf = (s: ReturnType<typeof twoPlayers>, who: string) => s.players.find(p => p.id === who)!.energy;

describe('energy (CR 107.14)', () => {
  const attune = card({ name: 'Test Attune', cost: '{G}', type: 'Sorcery', text: 'You get {E}{E}.' });
  const refinery = card({
    name: 'Test Refinery',
    cost: '{2}',
    type: 'Artifact',
    text: 'Pay {E}{E}: You gain 3 life.',
  });

  it('107.14: "you get {E}{E}" gives its controller two energy counters; "pay {E}{E}" removes them', () => {
    let s = twoPlayers(
      { hand: [{ def: attune, id: 'attune' }], battlefield: [{ def: refinery, id: 'refinery' }, { def: C.forest }] },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'attune' }, pass('Alice'), pass('Bob'));
    expect([energyOf(s, 'Alice'), energyOf(s, 'Bob')]).toEqual([2, 0]);
    s = play(s, { type: 'activate', player: 'Alice', source: 'refinery', ability: 0 });
    expect(energyOf(s, 'Alice')).toBe(0);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.players[0]!.life).toBe(23);
  });

  it("107.14, 118.3: without the energy, the cost can't be paid", () => {
    const s = twoPlayers({ energy: 1, battlefield: [{ def: refinery, id: 'refinery' }] }, {});
    illegal(s, { type: 'activate', player: 'Alice', source: 'refinery', ability: 0 }, '107.14');
  });

  it('608.2d: "you may pay {E}{E}. If you do, draw a card" — paid when there is enough, else nothing happens', () => {
    const tap = card({
      name: 'Test Tap',
      cost: '{0}',
      type: 'Sorcery',
      text: 'You may pay {E}{E}. If you do, draw a card.',
    });
    const game = (energy: number) =>
      play(
        twoPlayers({ energy, hand: [{ def: tap, id: 'tap' }], library: [{ def: C.filler, id: 'top' }] }, {}),
        { type: 'cast', player: 'Alice', card: 'tap' },
        pass('Alice'),
        pass('Bob'),
      );
    const rich = game(3);
    expect([energyOf(rich, 'Alice'), rich.players[0]!.hand]).toEqual([1, ['top']]);
    const poor = game(1);
    expect([energyOf(poor, 'Alice'), poor.players[0]!.hand]).toEqual([1, []]);
  });

  it('701.34a: proliferate gives a player with energy another', () => {
    const spread = card({ name: 'Test Spread', cost: '{0}', type: 'Sorcery', text: 'Proliferate.' });
    let s = twoPlayers({ energy: 2, hand: [{ def: spread, id: 'spread' }] }, {});
    s = play(s, { type: 'cast', player: 'Alice', card: 'spread' }, pass('Alice'), pass('Bob'));
    expect([energyOf(s, 'Alice'), energyOf(s, 'Bob')]).toEqual([3, 0]);
  });
});
