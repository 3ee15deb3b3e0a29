import { describe, expect, it } from 'vitest';
import { controller } from '../../src/index.js';
import { C, pass, play, texts, twoPlayers } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

describe('exchange control (CR 701.12)', () => {
  const switcheroo = sorcery(
    'Test Switch',
    'Exchange control of target creature you control and target creature an opponent controls.',
  );

  it('701.12b: each controller gains control of the other permanent', () => {
    const s = play(
      twoPlayers(
        { hand: [{ def: switcheroo, id: 'spell' }], battlefield: [{ def: C.spider, id: 'spider' }] },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      ),
      cast('Alice', 'spell', { object: 'spider' }, { object: 'bears' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect([controller(s, 'spider'), controller(s, 'bears')]).toEqual(['Bob', 'Alice']);
  });

  it('701.12a: with one of them gone, no part of the exchange happens', () => {
    const murder = card({ name: 'Test Murder', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
    const s = play(
      twoPlayers(
        { hand: [{ def: switcheroo, id: 'spell' }], battlefield: [{ def: C.spider, id: 'spider' }] },
        { battlefield: [{ def: C.bears, id: 'bears' }], hand: [{ def: murder, id: 'murder' }] },
      ),
      cast('Alice', 'spell', { object: 'spider' }, { object: 'bears' }),
      pass('Alice'),
      cast('Bob', 'murder', { object: 'bears' }),
      pass('Bob'),
      pass('Alice'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(controller(s, 'spider')).toBe('Alice');
    expect(texts(s).some(t => t.includes('Nothing is exchanged'))).toBe(true);
  });

  it('701.12b: "exchange control of ~ and target nonland permanent" gives the source away', () => {
    const totem = card({
      name: 'Test Totem',
      cost: '{0}',
      type: 'Artifact',
      text: '{0}: Exchange control of Test Totem and target nonland permanent.',
    });
    const s = play(
      twoPlayers({ battlefield: [{ def: totem, id: 'totem' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] }),
      { type: 'activate', player: 'Alice', source: 'totem', ability: 0, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([controller(s, 'totem'), controller(s, 'bears')]).toEqual(['Bob', 'Alice']);
  });
});
