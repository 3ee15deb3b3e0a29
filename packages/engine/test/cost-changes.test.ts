import { describe, expect, it } from 'vitest';
import { C, illegal, pass, play, texts, twoPlayers, zone } from './kit.js';
import { card, cast } from './effects/spell.js';

/** Cost increases and reductions (CR 601.2f, 118.7a), like XMage's card tests. */

const foreman = card({ name: 'Hatchery Foreman', cost: '{1}{G}', type: 'Creature — Elf', power: 1, toughness: 1, text: 'Creature spells you cast cost {1} less to cast.' });
const tax = card({ name: 'Spell Tollgate', cost: '{1}{W}', type: 'Artifact', text: 'Noncreature spells cost {1} more to cast.' });
const scholar = card({ name: 'Rune Scholar', cost: '{1}{U}', type: 'Creature — Human', power: 1, toughness: 1, text: 'Instant and sorcery spells you cast cost {1} less to cast.' });
const golem = card({ name: 'Scrap Golem', cost: '{6}', type: 'Artifact Creature — Golem', power: 4, toughness: 4, text: 'This spell costs {1} less to cast for each artifact you control.' });
const zap = card({ name: 'Test Zap', cost: '{1}{R}', type: 'Instant', text: 'Test Zap deals 2 damage to any target.' });
const forests = (n: number) => Array.from({ length: n }, () => ({ def: C.forest }));

describe('cost changes (CR 601.2f)', () => {
  it('601.2f, 118.7a: "Creature spells you cast cost {1} less" reduces only generic mana', () => {
    const s = play(twoPlayers({ battlefield: [{ def: foreman }, ...forests(1)], hand: [{ def: C.bears, id: 'bears' }] }, {}), cast('Alice', 'bears'));
    expect(zone(s, 'bears')).toBe('stack');
    expect(texts(s)).toContain('The total cost of Grizzly Bears is {G}: {1} less (Hatchery Foreman).');
    // Llanowar Elves costs {G}: there is no generic mana to take off, so it still costs {G}.
    const elves = twoPlayers({ battlefield: [{ def: foreman }], hand: [{ def: C.elves, id: 'elves' }] }, {});
    expect(illegal(elves, cast('Alice', 'elves'), '601.2h').code).toBe('cost/insufficient-mana');
  });

  it('601.2f: only the spells it names, cast by whom it says', () => {
    const s = twoPlayers({ hand: [{ def: C.bears, id: 'bears' }], battlefield: forests(1) }, { battlefield: [{ def: foreman }] });
    illegal(s, cast('Alice', 'bears'), '601.2h');
    const instant = twoPlayers({ battlefield: [{ def: foreman }, { def: C.mountain }], hand: [{ def: zap, id: 'zap' }] }, {});
    illegal(instant, cast('Alice', 'zap', { player: 'Bob' }), '601.2h');
  });

  it('601.2f: "Noncreature spells cost {1} more" taxes every player\'s noncreature spells', () => {
    const s = twoPlayers({ battlefield: [{ def: C.mountain }, { def: C.mountain }], hand: [{ def: zap, id: 'zap' }] }, { battlefield: [{ def: tax }] });
    expect(illegal(s, cast('Alice', 'zap', { player: 'Bob' }), '601.2h').code).toBe('cost/insufficient-mana');
    const three = twoPlayers({ battlefield: [{ def: C.mountain }, { def: C.mountain }, { def: C.mountain }], hand: [{ def: zap, id: 'zap' }] }, { battlefield: [{ def: tax }] });
    expect(texts(play(three, cast('Alice', 'zap', { player: 'Bob' })))).toContain('The total cost of Test Zap is {2}{R}: {1} more (Spell Tollgate).');
  });

  it('601.2f: increases and reductions add up ("instant and sorcery spells you cast cost {1} less")', () => {
    const s = play(twoPlayers({ battlefield: [{ def: scholar }, { def: C.mountain }, { def: C.mountain }], hand: [{ def: zap, id: 'zap' }] }, { battlefield: [{ def: tax }] }), cast('Alice', 'zap', { player: 'Bob' }));
    expect(texts(s)).toContain('The total cost of Test Zap is {1}{R}: {1} less (Rune Scholar), {1} more (Spell Tollgate).');
  });

  it('601.2f: "This spell costs {1} less to cast for each artifact you control", down to {0}', () => {
    const trinkets = Array.from({ length: 7 }, () => ({ def: C.ornithopter }));
    const s = play(twoPlayers({ battlefield: trinkets, hand: [{ def: golem, id: 'golem' }] }, {}), cast('Alice', 'golem'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'golem')).toBe('battlefield');
    expect(texts(s)).toContain('The total cost of Scrap Golem is {0}: {7} less (Scrap Golem).');
  });
});
