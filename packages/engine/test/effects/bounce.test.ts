import { describe, expect, it } from 'vitest';
import { C, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

describe('return to hand and to the battlefield (CR 400.3, 110.2a)', () => {
  it('400.3: "return target creature to its owner\'s hand" — the owner\'s, even when another player controls it', () => {
    const unsummon = sorcery('Test Unsummon', "Return target creature to its owner's hand.");
    let s = twoPlayers({ hand: [{ def: unsummon, id: 'spell' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(s, cast('Alice', 'spell', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('hand');
    expect(s.players[1]!.hand).toContain('bears');
  });

  it('400.3: "return target creature card from your graveyard to your hand"; another player\'s graveyard card isn\'t a legal target', () => {
    const raise = sorcery('Test Raise', 'Return target creature card from your graveyard to your hand.');
    let s = twoPlayers({ hand: [{ def: raise, id: 'spell' }], graveyard: [{ def: C.bears, id: 'mine' }] }, { graveyard: [{ def: C.ogre, id: 'theirs' }] });
    expect(() => play(s, cast('Alice', 'spell', { object: 'theirs' }))).toThrow(/601\.2c/);
    s = play(s, cast('Alice', 'spell', { object: 'mine' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'mine')).toBe('hand');
  });

  it('110.2a: "return … from your graveyard to the battlefield" — it enters under the player who put it there; "tapped" as said', () => {
    const revive = sorcery('Test Revive', 'Return target creature card from your graveyard to the battlefield tapped.');
    let s = twoPlayers({ hand: [{ def: revive, id: 'spell' }], graveyard: [{ def: C.bears, id: 'bears' }] }, {});
    s = play(s, cast('Alice', 'spell', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(perm(s, 'bears').controller).toBe('Alice');
    expect(perm(s, 'bears').tapped).toBe(true);
  });

  it('"return ~ to its owner\'s hand" as an activated ability of the permanent itself', () => {
    const shy = card({ name: 'Shy Sprite', cost: '{U}', type: 'Creature — Faerie', power: 1, toughness: 1, text: "{U}: Return Shy Sprite to its owner's hand." });
    let s = twoPlayers({ battlefield: [{ def: shy, id: 'sprite' }, { def: C.island }] }, {});
    s = play(s, { type: 'activate', player: 'Alice', source: 'sprite', ability: 0 }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'sprite')).toBe('hand');
  });
});
