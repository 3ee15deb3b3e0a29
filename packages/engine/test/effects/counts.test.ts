import { describe, expect, it } from 'vitest';
import { defineCard } from '../../src/index.js';
import { C, life, pass, perm, play, twoPlayers } from '../kit.js';

/** Amounts the game counts: "for each …", "where X is …", "equal to the number of …" (CR 107.3c, 608.2h). */
describe('counted amounts (CR 107.3c, 608.2h)', () => {
  const elf = defineCard({ name: 'Test Elf', cost: '{G}', type: 'Creature — Elf', power: 1, toughness: 1 }).def;
  const gathering = defineCard({ name: 'Test Gathering', cost: '{0}', type: 'Sorcery', text: 'Create a 1/1 green Elf Warrior creature token for each Elf you control.' });
  const drain = defineCard({ name: 'Test Drain', cost: '{0}', type: 'Sorcery', text: 'Test Drain deals X damage to target player and you gain X life, where X is the number of Swamps you control.' });
  const swarm = defineCard({ name: 'Test Swarm', cost: '{0}', type: 'Instant', text: 'Test Swarm deals damage equal to the number of creatures you control to any target.' });
  const wither = defineCard({ name: 'Test Wither', cost: '{0}', type: 'Instant', text: 'All creatures get -1/-1 until end of turn for each Swamp you control.' });
  const study = defineCard({ name: 'Test Study', cost: '{0}', type: 'Sorcery', text: 'Draw a card for each card in your hand.' });
  const castResolve = (s: ReturnType<typeof twoPlayers>, card: string, targets = {}) => play(s, { type: 'cast', player: 'Alice', card, ...targets }, pass('Alice'), pass('Bob'));

  it('608.2h: "for each Elf you control" counts as the spell resolves, and only the controller\'s Elves', () => {
    expect(gathering.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: gathering.def, id: 'g' }], battlefield: [{ def: elf }, { def: elf }, { def: C.bears }] }, { battlefield: [{ def: elf }] });
    const s = castResolve(s0, 'g');
    expect(s.battlefield.filter(id => s.objects[id]!.def.name === 'Elf Warrior Token')).toHaveLength(2);
  });

  it('107.3c: X defined by the text is that count, for every X of the sentence', () => {
    expect(drain.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: drain.def, id: 'd' }], battlefield: [{ def: C.swamp }, { def: C.swamp }, { def: C.swamp }, { def: C.forest }] }, {});
    const s = castResolve(s0, 'd', { targets: [{ player: 'Bob' }] });
    expect(life(s, 'Bob')).toBe(17);
    expect(life(s, 'Alice')).toBe(23);
  });

  it('"damage equal to the number of creatures you control" is that many damage', () => {
    expect(swarm.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: swarm.def, id: 'w' }], battlefield: [{ def: C.bears }, { def: elf }, { def: elf }] }, {});
    expect(life(castResolve(s0, 'w', { targets: [{ player: 'Bob' }] }), 'Bob')).toBe(17);
  });

  it('"-1/-1 for each Swamp" scales both parts by the count', () => {
    expect(wither.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: wither.def, id: 'w' }], battlefield: [{ def: C.swamp }, { def: C.swamp }, { def: C.spider, id: 'spider' }] }, {});
    const s = castResolve(s0, 'w');
    expect(s.effects[0]).toMatchObject({ target: 'spider', change: { modify: { power: -2, toughness: -2 } } });
    expect(perm(s, 'spider')).toBeDefined();
  });

  it('608.2h: a count of cards in hand is taken once, as the effect is applied (the drawn cards don\'t add to it)', () => {
    expect(study.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: study.def, id: 's' }, { def: C.bears }, { def: C.bears }], library: Array.from({ length: 5 }, () => ({ def: C.island })) }, {});
    const s = castResolve(s0, 's');
    expect(s.players[0]!.hand).toHaveLength(4);
  });

  it('an instruction that already has its own X, or a count not understood, isn\'t read as counted', () => {
    expect(defineCard({ name: 'Odd', type: 'Sorcery', text: 'Draw X cards for each Elf you control.' }).notUnderstood).toHaveLength(1);
    expect(defineCard({ name: 'Odd', type: 'Sorcery', text: 'Draw a card for each wibble you control.' }).notUnderstood).toHaveLength(1);
    expect(defineCard({ name: 'Odd', type: 'Instant', text: 'Target creature gets +2/+1 until end of turn for each Elf you control.' }).notUnderstood).toHaveLength(1);
  });
});
