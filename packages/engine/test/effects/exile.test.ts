import { describe, expect, it } from 'vitest';
import { C, pass, play, twoPlayers, zone } from '../kit.js';
import { cast, sorcery } from './spell.js';

describe('exile (CR 701.13a)', () => {
  it('701.13a: "exile target creature" moves it from the battlefield to exile', () => {
    const banish = sorcery('Test Banishing', 'Exile target creature.');
    let s = twoPlayers({ hand: [{ def: banish, id: 'spell' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(s, cast('Alice', 'spell', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('exile');
  });

  it('701.13a: from wherever it is — a card in a graveyard', () => {
    const purge = sorcery('Test Purge', 'Exile target card from a graveyard.');
    let s = twoPlayers({ hand: [{ def: purge, id: 'spell' }] }, { graveyard: [{ def: C.bears, id: 'dead' }] });
    s = play(s, cast('Alice', 'spell', { object: 'dead' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'dead')).toBe('exile');
  });

  it('701.13a with a group: "exile all creatures" exiles each, whoever controls it', () => {
    const wipe = sorcery('Test Void', 'Exile all creatures.');
    let s = twoPlayers({ hand: [{ def: wipe, id: 'spell' }], battlefield: [{ def: C.ogre, id: 'ogre' }, { def: C.forest, id: 'forest' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'ogre'), zone(s, 'bears'), zone(s, 'forest')]).toEqual(['exile', 'exile', 'battlefield']);
  });
});
