import { describe, expect, it } from 'vitest';
import { logEntries, power } from '../../src/index.js';
import { C, illegal, pass, perm, play, twoPlayers } from '../kit.js';
import { card } from '../effects/spell.js';

/** "As ~ enters, choose …" (CR 614.12a) and what "the chosen …" reads (607.2d). */
const lord = card({
  name: 'Vocab Banner Lord',
  cost: '{3}',
  type: 'Artifact',
  text: 'As Vocab Banner Lord enters the battlefield, choose a creature type.\nCreatures of the chosen type get +1/+1.',
});
const ward = card({
  name: 'Vocab Color Ward',
  cost: '{2}',
  type: 'Artifact',
  text: 'As Vocab Color Ward enters the battlefield, choose a color.\nWhenever you cast a spell of the chosen color, you gain 1 life.',
});
const goblin = card({ name: 'Vocab Goblin', cost: '{R}', type: 'Creature — Goblin', power: 1, toughness: 1 });
const lands = (n: number) => Array.from({ length: n }, () => ({ def: C.island }));

const cast = (card: string) => ({ type: 'cast' as const, player: 'Alice', card });
const resolved = (s: Parameters<typeof play>[0]) => play(s, pass('Alice'), pass('Bob'));

describe('a choice as a permanent enters (CR 614.12a)', () => {
  it('the choice written in advance is the one made; "creatures of the chosen type" reads it (607.2d)', () => {
    let s = twoPlayers(
      {
        hand: [{ def: lord, id: 'lord' }],
        battlefield: [...lands(3), { def: C.bears, id: 'bears' }, { def: goblin, id: 'g' }],
      },
      {},
    );
    s = play(s, {
      type: 'choose',
      player: 'Alice',
      choice: { kind: 'creatureType', subtype: 'Goblin' },
      source: 'lord',
    });
    s = resolved(play(s, cast('lord')));
    expect(perm(s, 'lord').chosen).toEqual({ kind: 'creatureType', subtype: 'Goblin' });
    expect([power(s, 'g'), power(s, 'bears')]).toEqual([2, 2]);
    expect(s.entryChoices).toEqual([]);
  });

  it('without one, the documented default: the most common creature type among the creatures its controller controls', () => {
    let s = twoPlayers(
      {
        hand: [{ def: lord, id: 'lord' }],
        battlefield: [...lands(3), { def: C.bears, id: 'b1' }, { def: C.bears, id: 'b2' }, { def: goblin, id: 'g' }],
      },
      {},
    );
    s = resolved(play(s, cast('lord')));
    expect(perm(s, 'lord').chosen).toEqual({ kind: 'creatureType', subtype: 'Bear' });
    const said = logEntries(s).find(e => e.defaulted && /chooses Bear/.test(e.text));
    expect(said?.text).toBe('Alice chooses Bear as Vocab Banner Lord enters (the default choice: Bear).');
    expect([power(s, 'b1'), power(s, 'g')]).toEqual([3, 1]);
  });

  it('a color: white by default (105.1); "whenever you cast a spell of the chosen color" triggers on that color only', () => {
    let s = twoPlayers(
      {
        hand: [
          { def: ward, id: 'ward' },
          { def: C.bolt, id: 'bolt' },
        ],
        battlefield: [...lands(2), { def: C.mountain }],
      },
      {},
    );
    s = play(s, { type: 'choose', player: 'Alice', choice: { kind: 'color', color: 'R' } });
    s = resolved(play(s, cast('ward')));
    expect(perm(s, 'ward').chosen).toEqual({ kind: 'color', color: 'R' });
    s = play(s, { ...cast('bolt'), targets: [{ player: 'Bob' }] });
    expect(s.stack.map(i => i.kind)).toEqual(['spell', 'ability']);
  });

  it('205.3m, 102.1: only a creature type or a player of the game can be chosen', () => {
    const s = twoPlayers({}, {});
    illegal(s, { type: 'choose', player: 'Alice', choice: { kind: 'creatureType', subtype: 'Forest' } }, '205.3m');
    illegal(s, { type: 'choose', player: 'Alice', choice: { kind: 'player', player: 'Carol' } }, '102.1');
  });
});

describe('a choice nothing asks for (CR 614.12a)', () => {
  it('is refused: no card of the player would make it as it enters', () => {
    const s = twoPlayers({ hand: [{ def: C.bears, id: 'bears' }] }, {});
    illegal(s, { type: 'choose', player: 'Alice', choice: { kind: 'color', color: 'U' } }, '614.12a');
    illegal(s, { type: 'choose', player: 'Alice', choice: { kind: 'color', color: 'U' }, source: 'bears' }, '614.12a');
  });
});
