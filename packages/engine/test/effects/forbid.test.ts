import { describe, expect, it } from 'vitest';
import { C, goTo, illegal, pass, play, twoPlayers, zone } from '../kit.js';
import { cast, sorcery } from './spell.js';

/** "Target player can't cast spells this turn", "… can't play lands this turn": the "can't" wins (CR 101.2), until end of turn. */
describe("what a player can't do this turn (CR 101.2)", () => {
  it('101.2: "target player can\'t cast creature spells this turn" — a creature spell is refused, an instant isn\'t', () => {
    const ceasefire = sorcery('Test Ceasefire', "Target player can't cast creature spells this turn.");
    let s = twoPlayers(
      {
        hand: [
          { def: ceasefire, id: 'spell' },
          { def: C.bears, id: 'bears' },
          { def: C.bolt, id: 'bolt' },
        ],
        battlefield: [{ def: C.forest }, { def: C.forest }, { def: C.mountain }],
      },
      {},
    );
    s = play(s, cast('Alice', 'spell', { player: 'Alice' }), pass('Alice'), pass('Bob'));
    illegal(s, cast('Alice', 'bears'), '101.2');
    s = play(s, cast('Alice', 'bolt', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bolt')).toBe('graveyard');
  });

  it('101.2, 514.2: "target player can\'t play lands this turn" — refused this turn, allowed the next', () => {
    const wound = sorcery('Test Wound', "Target player can't play lands this turn.");
    let s = twoPlayers(
      {
        hand: [
          { def: wound, id: 'spell' },
          { def: C.forest, id: 'land' },
        ],
      },
      {},
    );
    s = play(s, cast('Alice', 'spell', { player: 'Alice' }), pass('Alice'), pass('Bob'));
    illegal(s, { type: 'playLand', player: 'Alice', card: 'land' }, '101.2');
    s = goTo(goTo(s, 'end'), 'upkeep');
    expect(s.turnEffects).toEqual([]);
  });

  it('"your opponents can\'t cast spells this turn" — each opponent, not you', () => {
    const silence = sorcery('Test Silence', "Your opponents can't cast spells this turn.");
    const s = play(
      twoPlayers({ hand: [{ def: silence, id: 'spell' }] }, {}),
      cast('Alice', 'spell'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.turnEffects).toEqual([{ kind: 'forbidden', player: 'Bob', spells: {} }]);
  });
});
