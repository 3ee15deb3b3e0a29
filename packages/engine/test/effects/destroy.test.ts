import { describe, expect, it } from 'vitest';
import { C, pass, play, twoPlayers, zone } from '../kit.js';
import { cast, sorcery } from './spell.js';

describe('destroy with a group (CR 701.8a)', () => {
  it('701.8a: "destroy all artifacts and enchantments" destroys each permanent that is either', () => {
    const shatter = sorcery('Test Shatterstorm', 'Destroy all artifacts and enchantments.');
    let s = twoPlayers(
      {
        hand: [{ def: shatter, id: 'spell' }],
        battlefield: [
          { def: C.ornithopter, id: 'thopter' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'thopter'), zone(s, 'bears')]).toEqual(['graveyard', 'battlefield']);
  });
});
