import { describe, expect, it } from 'vitest';
import { defineCard, keywordInfo, type CardDef } from '../../../src/index.js';
import { C, attack, block, illegal, pass, perm, play, twoPlayers, zone } from '../../kit.js';
import { blocked, next } from '../../rules/combat/fixtures.js';

/** Protection from a quality other than one color (CR 702.16), entries of `core/keywords/protection.ts`. Invented cards. */

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.problems).toEqual([]);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
/** Alice attacks Bob with `attacker`; Bob is to declare blockers. */
const attacking = (attacker: CardDef, blockers: { def: CardDef; id: string }[]) =>
  play(
    twoPlayers(
      { battlefield: [{ def: attacker, id: 'monk' }] },
      { battlefield: blockers },
      { step: 'declareAttackers' },
    ),
    attack('Alice', ['monk', 'Bob']),
    pass('Alice'),
    pass('Bob'),
  );
const warded = (quality: string, pt: [number, number] = [2, 2]) =>
  card({
    name: `Test Ward of ${quality}`,
    cost: '{2}{W}',
    type: 'Creature — Human Monk',
    power: pt[0],
    toughness: pt[1],
    text: `Protection from ${quality}`,
  });

describe('protection from a quality (CR 702.16a)', () => {
  it('reads card types, creature types, everything and the color words; not a player or a choice', () => {
    expect(keywordInfo('Protection from creatures')?.rule).toBe('702.16');
    expect(keywordInfo('Protection from Goblins')?.name).toBe('protection from goblins');
    expect(keywordInfo('Protection from everything')?.rule).toBe('702.16');
    expect(keywordInfo('Protection from multicolored')?.rule).toBe('702.16');
    expect(keywordInfo('Protection from the color of your choice')).toBeUndefined();
    expect(keywordInfo('Protection from each opponent')).toBeUndefined();
    const two = card({
      name: 'Test Two Wards',
      cost: '{1}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'Protection from Demons and from Dragons',
    });
    expect(two.keywords).toEqual(['protection from demons', 'protection from dragons']);
    // 702.16g: "protection from A, from B, and from C" is three.
    const three = card({
      name: 'Test Three Wards',
      cost: '{1}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'Protection from Vampires, from Werewolves, and from Zombies',
    });
    expect(three.keywords).toEqual([
      'protection from vampires',
      'protection from werewolves',
      'protection from zombies',
    ]);
  });

  it('702.16f: "protection from creatures" — it can\'t be blocked at all, and 702.16e: damage from creatures is prevented', () => {
    const monk = warded('creatures');
    const s = attacking(monk, [{ def: C.bears, id: 'bears' }]);
    const v = illegal(s, block('Bob', ['bears', 'monk']), '702.16f');
    expect(v.message).toContain('Test Ward of creatures has protection from creatures and Grizzly Bears is a creature');
    // Blocking, it takes no damage from the creature it blocks.
    let b = blocked([{ def: C.ogre, id: 'ogre' }], [{ def: monk, id: 'monk' }], [['ogre', 'Bob']], [['monk', 'ogre']]);
    b = next(b);
    expect([perm(b, 'monk').damage, zone(b, 'ogre')]).toEqual([0, 'graveyard']);
  });

  it('702.16f: "protection from Goblins" — Goblins can\'t block it, other creatures can', () => {
    const goblin = card({
      name: 'Test Goblin',
      cost: '{R}',
      type: 'Creature — Goblin Warrior',
      power: 1,
      toughness: 1,
    });
    const monk = warded('Goblins');
    const s = attacking(monk, [
      { def: goblin, id: 'goblin' },
      { def: C.bears, id: 'bears' },
    ]);
    illegal(s, block('Bob', ['goblin', 'monk']), '702.16f');
    play(s, block('Bob', ['bears', 'monk']));
  });

  it('702.16b: "protection from artifacts" — no ability of an artifact can target it; 702.16d: no artifact Equipment attaches', () => {
    const monk = warded('artifacts');
    const rod = card({
      name: 'Test Rod',
      cost: '{1}',
      type: 'Artifact',
      text: '{T}: Test Rod deals 1 damage to any target.',
    });
    const s = twoPlayers({ battlefield: [{ def: rod, id: 'rod' }] }, { battlefield: [{ def: monk, id: 'monk' }] });
    illegal(
      s,
      { type: 'activate', player: 'Alice', source: 'rod', ability: 0, targets: [{ object: 'monk' }] },
      '702.16b',
    );
    const sword = card({ name: 'Test Sword', cost: '{1}', type: 'Artifact — Equipment', text: 'Equip {1}' });
    const mine = twoPlayers(
      { battlefield: [{ def: sword, id: 'sword' }, { def: C.plains }, { def: monk, id: 'monk' }] },
      {},
    );
    illegal(
      mine,
      { type: 'activate', player: 'Alice', source: 'sword', ability: 0, targets: [{ object: 'monk' }] },
      '702.16b',
    );
  });

  it('702.16j: "protection from everything" — no spell targets it and all damage to it is prevented', () => {
    const monk = warded('everything');
    const s = twoPlayers(
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { battlefield: [{ def: monk, id: 'monk' }] },
    );
    illegal(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'monk' }] }, '702.16b');
    const quake = card({
      name: 'Test Quake',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Test Quake deals 3 damage to each creature.',
    });
    const q = play(
      twoPlayers({ hand: [{ def: quake, id: 'quake' }] }, { battlefield: [{ def: monk, id: 'monk' }] }),
      { type: 'cast', player: 'Alice', card: 'quake' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(q, 'monk').damage).toBe(0);
  });

  it('702.16c: an Aura with the quality can\'t enchant it — "protection from enchantments"', () => {
    const monk = warded('enchantments');
    const aura = card({
      name: 'Test Aura',
      cost: '{W}',
      type: 'Enchantment — Aura',
      text: 'Enchant creature\nEnchanted creature gets +1/+1.',
    });
    const s = twoPlayers(
      { battlefield: [{ def: C.plains }, { def: monk, id: 'monk' }], hand: [{ def: aura, id: 'aura' }] },
      {},
    );
    illegal(s, { type: 'cast', player: 'Alice', card: 'aura', targets: [{ object: 'monk' }] }, '702.16b');
  });
});

describe('protection and attachments (CR 702.16c, 704.5m)', () => {
  it('702.16c: an Aura of the color attached to a creature that gains protection from it goes to the graveyard', () => {
    const aura = card({
      name: 'Test White Aura',
      cost: '{W}',
      type: 'Enchantment — Aura',
      text: 'Enchant creature\nEnchanted creature gets +1/+1.',
    });
    const ward = card({
      name: 'Test Sudden Ward',
      cost: '{0}',
      type: 'Instant',
      text: 'Target creature gains protection from white until end of turn.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: C.plains }, { def: C.bears, id: 'bears' }],
        hand: [
          { def: aura, id: 'aura' },
          { def: ward, id: 'ward' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'aura', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'aura').attachedTo).toBe('bears');
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'ward', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'aura')).toBe('graveyard');
  });
});
