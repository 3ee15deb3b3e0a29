import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef } from '../../../src/index.js';
import { C, illegal, pass, perm, play, texts, twoPlayers, zone } from '../../kit.js';
import { hasKeyword, isCreature, isType, power, toughness } from '../../../src/view/queries.js';

/** Bestow (CR 702.103): an entry of `core/keywords/abilities.ts`, cast as `play/apply.ts` allows. Invented cards. */

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.problems).toEqual([]);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

const spirit = card({
  name: 'Test Gifted Spirit',
  cost: '{1}{W}',
  type: 'Enchantment Creature \u2014 Spirit',
  power: 1,
  toughness: 2,
  text: 'Bestow {2}{W}\nFlying\nEnchanted creature gets +1/+2 and has flying.',
});
const plains = (n: number) => Array.from({ length: n }, () => ({ def: C.plains }));

/** Alice with three Plains, the spirit (and `more`) in hand and Grizzly Bears; Bob with a bolt, a murder and the lands for both. */
const setup = (more: { def: CardDef; id: string }[] = []) =>
  twoPlayers(
    { battlefield: [...plains(3), { def: C.bears, id: 'bears' }], hand: [{ def: spirit, id: 'spirit' }, ...more] },
    {
      battlefield: [{ def: C.mountain }, ...Array.from({ length: 3 }, () => ({ def: C.swamp }))],
      hand: [
        { def: C.bolt, id: 'bolt' },
        { def: C.murder, id: 'murder' },
      ],
    },
  );
const bestowed = {
  type: 'cast',
  player: 'Alice',
  card: 'spirit',
  bestowed: true,
  targets: [{ object: 'bears' }],
} as const;

describe('bestow (CR 702.103)', () => {
  it('702.103a: cast bestowed for its bestow cost, the spell is an Aura, not a creature; it enters attached', () => {
    let s = play(setup(), bestowed);
    expect(s.objects.spirit!.def.subtypes).toEqual(['Aura']);
    expect(isType(s, 'spirit', 'Creature')).toBe(false);
    expect(s.stack[0]!.targets.map(t => (t.kind === 'object' ? t.id : t.kind))).toEqual(['bears']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(perm(s, 'spirit').attachedTo).toBe('bears');
    expect(isCreature(s, 'spirit')).toBe(false);
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([3, 4]);
    expect(hasKeyword(s, 'bears', 'flying')).toBe(true);
    // All three Plains paid {2}{W}.
    expect(s.battlefield.filter(id => s.permanents[id]!.tapped)).toHaveLength(3);
  });

  it('702.103a: cast for its mana cost, it is the creature', () => {
    const s = play(setup(), { type: 'cast', player: 'Alice', card: 'spirit' }, pass('Alice'), pass('Bob'));
    expect(isCreature(s, 'spirit')).toBe(true);
    expect(perm(s, 'spirit').attachedTo).toBeUndefined();
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([2, 2]);
  });

  it('702.103a: a card without bestow is not cast bestowed', () => {
    const s = twoPlayers({ battlefield: plains(2), hand: [{ def: C.bears, id: 'cub' }] }, {});
    illegal(s, { type: 'cast', player: 'Alice', card: 'cub', bestowed: true }, '702.103a');
  });

  it('702.103e: its target gone as it resolves, it resolves as a creature spell instead of being countered', () => {
    const s = play(
      setup(),
      bestowed,
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'bolt', targets: [{ object: 'bears' }] },
      pass('Bob'),
      pass('Alice'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(zone(s, 'spirit')).toBe('battlefield');
    expect(isCreature(s, 'spirit')).toBe(true);
    expect(perm(s, 'spirit').attachedTo).toBeUndefined();
    expect(texts(s).some(t => /ceases to be bestowed and resolves as a creature spell/.test(t))).toBe(true);
  });

  it('702.103f: when the creature it enchants leaves, it becomes unattached and is a creature again', () => {
    let s = play(setup(), bestowed, pass('Alice'), pass('Bob'));
    s = play(
      s,
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'murder', targets: [{ object: 'bears' }] },
      pass('Bob'),
    );
    s = play(s, pass('Alice'));
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(zone(s, 'spirit')).toBe('battlefield');
    expect(isCreature(s, 'spirit')).toBe(true);
    expect([power(s, 'spirit'), toughness(s, 'spirit')]).toEqual([1, 2]);
    expect(perm(s, 'spirit').attachedTo).toBeUndefined();
  });

  it('702.103f: attached to a creature it can no longer enchant, it becomes unattached instead of going to the graveyard', () => {
    const ward = card({
      name: 'Test Warding Light',
      cost: '{0}',
      type: 'Instant',
      text: 'Target creature gains protection from white until end of turn.',
    });
    let s = play(setup([{ def: ward, id: 'ward' }]), bestowed, pass('Alice'), pass('Bob'));
    s = play(s, { type: 'cast', player: 'Alice', card: 'ward', targets: [{ object: 'bears' }] }, pass('Alice'));
    s = play(s, pass('Bob'));
    expect(zone(s, 'spirit')).toBe('battlefield');
    expect(isCreature(s, 'spirit')).toBe(true);
    expect(perm(s, 'spirit').attachedTo).toBeUndefined();
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([2, 2]);
  });

  // 614.15: "instead" replaces the instruction before it; its own subject, "enchanted creature", is what it pumps.
  it('614.15: "if it\'s an Aura, enchanted creature gets +1/+0 instead": bestowed, the creature it enchants gets it', () => {
    const flame = card({
      name: 'Test Flame Gift',
      cost: '{1}{W}',
      type: 'Enchantment Creature \u2014 Spirit',
      power: 1,
      toughness: 1,
      text: "Bestow {2}{W}\n{0}: Test Flame Gift gets +1/+0 until end of turn. If it's an Aura, enchanted creature gets +1/+0 until end of turn instead.\nEnchanted creature gets +1/+1.",
    });
    const activate = { type: 'activate', player: 'Alice', source: 'flame', ability: 0 } as const;
    let s = twoPlayers(
      { battlefield: [...plains(3), { def: C.bears, id: 'bears' }], hand: [{ def: flame, id: 'flame' }] },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'flame', bestowed: true, targets: [{ object: 'bears' }] });
    s = play(s, pass('Alice'), pass('Bob'), activate, pass('Alice'), pass('Bob'));
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([4, 3]);
    const unbestowed = play(
      twoPlayers({ battlefield: plains(2), hand: [{ def: flame, id: 'flame' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'flame' },
      pass('Alice'),
      pass('Bob'),
      activate,
      pass('Alice'),
      pass('Bob'),
    );
    expect(power(unbestowed, 'flame')).toBe(2);
  });
});
