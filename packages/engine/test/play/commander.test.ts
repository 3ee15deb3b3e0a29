import { describe, expect, it } from 'vitest';
import { defineCard, power, type CardDef, type GameState } from '../../src/index.js';
import { attack, C, goTo, illegal, life, pass, play, twoPlayers, zone } from '../kit.js';

/** The Commander variant (CR 903), played by its rules: XMage's commander tests, as card tests. */

const legend: CardDef = defineCard({
  name: 'Ruhan of the Fomori',
  cost: '{1}{R}{W}{U}',
  type: 'Legendary Creature — Giant Warrior',
  power: 7,
  toughness: 7,
}).def;

function commanderGame(alice: Parameters<typeof twoPlayers>[0], bob: Parameters<typeof twoPlayers>[1] = {}) {
  return twoPlayers(alice, bob, { variant: 'commander' });
}

const mana = { R: 1, W: 1, U: 1 };

describe('Commander (CR 903)', () => {
  it('903.7: each player starts at 40 life, unless the board says otherwise', () => {
    const s = commanderGame({}, { life: 12 });
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([40, 12]);
  });

  it('903.8: cast from the command zone, for {2} more for each earlier cast from there', () => {
    let s = commanderGame({ command: [{ def: legend, id: 'ruhan', commander: true }], manaPool: { ...mana, C: 1 } });
    s = play(s, { type: 'cast', player: 'Alice', card: 'ruhan' }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'ruhan')).toBe('battlefield');
    expect(s.commander!.casts.ruhan).toBe(1);

    // Cast once before: {2} more, and the mana for it is missing.
    const again = commanderGame({
      command: [{ def: legend, id: 'ruhan', commander: true, commanderCasts: 1 }],
      manaPool: { ...mana, C: 1 },
    });
    expect(illegal(again, { type: 'cast', player: 'Alice', card: 'ruhan' }, '601.2h')).toBeTruthy();
    const paid = play(
      commanderGame({
        command: [{ def: legend, id: 'ruhan', commander: true, commanderCasts: 1 }],
        manaPool: { ...mana, C: 3 },
      }),
      { type: 'cast', player: 'Alice', card: 'ruhan' },
    );
    expect(zone(paid, 'ruhan')).toBe('stack');
    expect(paid.players[0]!.manaPool.C).toBe(0);
  });

  it("601.3: a card in the command zone that isn't a commander can't be cast", () => {
    const s = commanderGame({ command: [{ def: C.bears, id: 'bears' }], manaPool: { G: 2 } });
    illegal(s, { type: 'cast', player: 'Alice', card: 'bears' }, '601.3');
  });

  it('903.9a: a commander put into a graveyard goes to the command zone as state-based actions are checked', () => {
    const s = play(
      commanderGame(
        { battlefield: [{ def: legend, id: 'ruhan', commander: true }] },
        { hand: [{ def: C.murder, id: 'murder' }], manaPool: { B: 2, C: 1 } },
      ),
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'murder', targets: [{ object: 'ruhan' }] },
      pass('Bob'),
      pass('Alice'),
    );
    expect(zone(s, 'ruhan')).toBe('command');
  });

  it('903.9a: declined in advance, the commander stays in the graveyard', () => {
    const s = play(
      commanderGame(
        { battlefield: [{ def: legend, id: 'ruhan', commander: true }] },
        { hand: [{ def: C.murder, id: 'murder' }], manaPool: { B: 2, C: 1 } },
      ),
      { type: 'decline', player: 'Alice', source: 'ruhan' },
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'murder', targets: [{ object: 'ruhan' }] },
      pass('Bob'),
      pass('Alice'),
    );
    expect(zone(s, 'ruhan')).toBe('graveyard');
  });

  it("903.9b: a commander that would go to its owner's hand goes to the command zone instead", () => {
    const unsummon = defineCard({
      name: 'Unsummon',
      cost: '{U}',
      type: 'Instant',
      text: "Return target creature to its owner's hand.",
    }).def;
    const s = play(
      commanderGame(
        { battlefield: [{ def: legend, id: 'ruhan', commander: true }] },
        { hand: [{ def: unsummon, id: 'unsummon' }], manaPool: { U: 1 } },
      ),
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'unsummon', targets: [{ object: 'ruhan' }] },
      pass('Bob'),
      pass('Alice'),
    );
    expect(zone(s, 'ruhan')).toBe('command');
  });

  it('903.10a, 704.6c: 21 combat damage from one commander over the game loses the game', () => {
    const attackWithRuhan = (s: GameState) => {
      let t = goTo(s, 'declareAttackers');
      t = play(t, attack('Alice', ['ruhan', 'Bob']));
      return goTo(t, 'end');
    };
    const s = attackWithRuhan(
      twoPlayers(
        { battlefield: [{ def: legend, id: 'ruhan', commander: true }] },
        { life: 40, commanderDamage: { ruhan: 14 } },
        { variant: 'commander' },
      ),
    );
    expect(s.commander!.damage.Bob!.ruhan).toBe(21);
    expect(life(s, 'Bob')).toBe(33);
    expect(s.result).toEqual({ winners: ['Alice'], losers: ['Bob'] });
  });

  it('903.3d: "as long as you control your commander" (lieutenant) asks for her commander on the battlefield', () => {
    const lieutenant = defineCard({
      name: 'Loyal Guardian',
      cost: '{4}{G}',
      type: 'Creature — Rhino',
      power: 4,
      toughness: 4,
      text: 'As long as you control your commander, Loyal Guardian gets +2/+2.',
    });
    expect(lieutenant.notUnderstood).toEqual([]);
    const withIt = commanderGame({
      battlefield: [
        { def: lieutenant.def, id: 'guardian' },
        { def: legend, id: 'ruhan', commander: true },
      ],
    });
    const without = commanderGame(
      { battlefield: [{ def: lieutenant.def, id: 'guardian' }], command: [{ def: legend, commander: true }] },
      { battlefield: [{ def: legend, id: 'bobs', commander: true }] },
    );
    expect([power(withIt, 'guardian'), power(without, 'guardian')]).toEqual([6, 4]);
  });

  it('"for each time you\'ve cast your commander from the command zone this game" counts her casts (903.8)', () => {
    const insignia = defineCard({
      name: "Test Commander's Insignia",
      cost: '{2}{W}{W}',
      type: 'Enchantment',
      text: "Creatures you control get +1/+1 for each time you've cast your commander from the command zone this game.",
    });
    expect(insignia.notUnderstood).toEqual([]);
    let s = commanderGame({
      battlefield: [{ def: insignia.def }, { def: C.bears, id: 'bears' }],
      command: [{ def: legend, id: 'ruhan', commander: true, commanderCasts: 1 }],
      manaPool: { ...mana, C: 3 },
    });
    expect(power(s, 'bears')).toBe(3);
    s = play(s, { type: 'cast', player: 'Alice', card: 'ruhan' });
    expect(power(s, 'bears')).toBe(4);
  });

  it('a commander outside a Commander game is a setup problem (903.3)', () => {
    expect(() => twoPlayers({ battlefield: [{ def: legend, commander: true }] }, {})).toThrow(/903\.3/);
  });
});
