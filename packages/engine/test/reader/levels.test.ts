import { describe, expect, it } from 'vitest';
import { defineCard, hasKeyword, power, toughness, type GameState } from '../../src/index.js';
import { characteristics } from '../../src/view/layers.js';
import { C, illegal, pass, play, twoPlayers } from '../kit.js';

/** Like Caravan Escort: level up, and two level symbols with their power and toughness and abilities. */
const escort = defineCard({
  name: 'Test Escort',
  cost: '{W}',
  type: 'Creature \u2014 Human Knight',
  power: 1,
  toughness: 1,
  text: 'Level up {1} (reminder)\nLEVEL 1-2\n2/2\nLEVEL 3+\n5/5\nFirst strike\n{T}: You gain 1 life.',
});

const levelUp = {
  type: 'activate',
  player: 'Alice',
  source: 'e',
  ability: escort.def.abilities.findIndex(a => a.kind === 'activated'),
} as const;
const lands = Array.from({ length: 4 }, () => ({ def: C.plains }));

describe('Level up (CR 702.87) and leveler cards (711)', () => {
  it('711.2: the text is read whole, the keywords after a level symbol its own', () => {
    expect(escort.problems).toEqual([]);
    expect(escort.notUnderstood).toEqual([]);
    expect(escort.def.keywords).toEqual(['level up {1}']);
  });

  it('702.87a: level up puts a level counter on it, only as a sorcery', () => {
    let s = twoPlayers({ battlefield: [...lands, { def: escort.def, id: 'e' }] }, {});
    s = play(s, levelUp, pass('Alice'), pass('Bob'));
    expect(s.permanents.e!.counters).toEqual({ level: 1 });
    const upkeep = twoPlayers({ battlefield: [...lands, { def: escort.def, id: 'e' }] }, {}, { step: 'upkeep' });
    illegal(upkeep, levelUp, '602.5d');
  });

  it('711.5, 711.2: below the first symbol its own 1/1; with 1-2 level counters 2/2; with 3 or more 5/5 and first strike', () => {
    const at = (n: number) =>
      twoPlayers({ battlefield: [{ def: escort.def, id: 'e', ...(n ? { counters: { level: n } } : {}) }] }, {});
    const seen = (n: number) => {
      const s = at(n);
      return [power(s, 'e'), toughness(s, 'e'), hasKeyword(s, 'e', 'first strike')];
    };
    expect([seen(0), seen(1), seen(2), seen(3), seen(7)]).toEqual([
      [1, 1, false],
      [2, 2, false],
      [2, 2, false],
      [5, 5, true],
      [5, 5, true],
    ]);
  });

  it("711.2: a symbol's activated ability is the leveler's only while it has that many counters", () => {
    const gain = (s: GameState) =>
      characteristics(s, 'e').abilities.findIndex(a => a.kind === 'activated' && a.costText === '{T}');
    const low = twoPlayers({ battlefield: [{ def: escort.def, id: 'e', counters: { level: 2 } }] }, {});
    expect(gain(low)).toBe(-1);
    let s = twoPlayers({ battlefield: [{ def: escort.def, id: 'e', counters: { level: 3 } }] }, {});
    s = play(s, { type: 'activate', player: 'Alice', source: 'e', ability: gain(s) }, pass('Alice'), pass('Bob'));
    expect(s.players[0]!.life).toBe(21);
  });

  it("711.2, 615.10: a symbol's prevention ability applies only while the leveler has that many counters", () => {
    const guard = defineCard({
      name: 'Test Guard',
      cost: '{W}',
      type: 'Creature \u2014 Human Cleric',
      power: 1,
      toughness: 1,
      text: 'Level up {1} (reminder)\nLEVEL 1-3\n2/3\nIf a source would deal damage to you, prevent 1 of that damage.',
    });
    const bolted = (n: number) =>
      play(
        twoPlayers(
          { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
          { battlefield: [{ def: guard.def, id: 'g', ...(n ? { counters: { level: n } } : {}) }] },
        ),
        { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] },
        pass('Alice'),
        pass('Bob'),
      ).players[1]!.life;
    expect(guard.notUnderstood).toEqual([]);
    expect([bolted(0), bolted(1)]).toEqual([17, 18]);
  });
});
