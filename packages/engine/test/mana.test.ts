import { describe, expect, it } from 'vitest';
import { colorsOf, defineCard, formatManaCost, parseManaCost } from '../src/index.js';
import { C, illegal, pass, play, twoPlayers, zone } from './kit.js';

describe('two-color hybrid mana (CR 107.4e)', () => {
  const hybrid = defineCard({ name: 'Test Hybrid', cost: '{1}{R/G}{R/G}', type: 'Creature — Elf Warrior', power: 3, toughness: 3 });

  it('107.4e: {R/G} is read, written back, and the card is both red and green (202.2)', () => {
    expect(hybrid.problems).toEqual([]);
    const cost = parseManaCost('{1}{R/G}{R/G}');
    expect(cost.ok && formatManaCost(cost.cost)).toBe('{1}{R/G}{R/G}');
    expect(colorsOf(hybrid.def)).toEqual(['R', 'G']);
  });

  it('107.4e: each hybrid symbol is paid with either of its colors', () => {
    const s0 = twoPlayers({ hand: [{ def: hybrid.def, id: 'elf' }], battlefield: [{ def: C.mountain }, { def: C.forest }, { def: C.island }] }, {});
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'elf' }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'elf')).toBe('battlefield');
  });

  it('601.2h: two Islands and a Mountain can\'t pay {R/G}{R/G}', () => {
    const s0 = twoPlayers({ hand: [{ def: hybrid.def, id: 'elf' }], battlefield: [{ def: C.mountain }, { def: C.island }, { def: C.island }] }, {});
    expect(illegal(s0, { type: 'cast', player: 'Alice', card: 'elf' }, '601.2h').message).toContain('{R/G} is missing');
  });
});
