import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef } from '../../src/index.js';
import { C, attack, goTo, illegal, life, pass, perm, play, texts, twoPlayers, zone } from '../kit.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
/** A "man-o'-war"-like creature whose enters ability targets. */
const bouncer = card({
  name: 'Tide Sprite',
  cost: '{0}',
  type: 'Creature — Faerie',
  power: 1,
  toughness: 1,
  text: 'When this creature enters, tap target creature an opponent controls.',
});
const zapper = card({
  name: 'Zap Imp',
  cost: '{0}',
  type: 'Creature — Imp',
  power: 1,
  toughness: 1,
  text: 'When Zap Imp enters, Zap Imp deals 1 damage to any target.',
});

describe('targets of triggered abilities (CR 603.3d)', () => {
  const cast = (def: CardDef, bob: Parameters<typeof twoPlayers>[1]) =>
    play(
      twoPlayers({ hand: [{ def, id: 'imp' }] }, bob),
      { type: 'cast', player: 'Alice', card: 'imp' },
      pass('Alice'),
      pass('Bob'),
    );

  it("603.3d: the default target is the first legal one (an opponent's permanent before one's own)", () => {
    const s = cast(bouncer, {
      battlefield: [
        { def: C.bears, id: 'bears' },
        { def: C.ogre, id: 'ogre' },
      ],
    });
    expect(s.stack).toHaveLength(1);
    expect(s.stack[0]!.targets).toEqual([expect.objectContaining({ kind: 'object', id: 'bears' })]);
    expect(texts(s).some(t => t.includes('targeting Grizzly Bears (the default choice)'))).toBe(true);
    expect(perm(play(s, pass('Alice'), pass('Bob')), 'bears').tapped).toBe(true);
  });

  it('603.3d: the controller may choose their own target before anyone acts', () => {
    let s = cast(bouncer, {
      battlefield: [
        { def: C.bears, id: 'bears' },
        { def: C.ogre, id: 'ogre' },
      ],
    });
    s = play(s, { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'ogre' }] }, pass('Alice'), pass('Bob'));
    expect(perm(s, 'ogre').tapped).toBe(true);
    expect(perm(s, 'bears').tapped).toBe(false);
  });

  it('603.3d: the choice must be legal, and it is too late once another action was taken', () => {
    const s = cast(bouncer, { battlefield: [{ def: C.bears, id: 'bears' }] });
    illegal(s, { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'imp' }] }, '601.2c');
    illegal(s, { type: 'chooseTargets', player: 'Bob', targets: [{ object: 'bears' }] }, '603.3d');
    const late = play(s, pass('Alice'));
    illegal(late, { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'bears' }] }, '603.3d');
  });

  it('603.3d: with no legal target the ability is removed from the stack', () => {
    const s = cast(bouncer, {});
    expect(s.stack).toHaveLength(0);
    expect(texts(s).some(t => t.includes('has no legal target and is removed'))).toBe(true);
  });

  it('"any target" defaults to an opponent, and may be the creature itself', () => {
    const s = cast(zapper, {});
    expect(s.stack[0]!.targets).toEqual([{ kind: 'player', player: 'Bob' }]);
    const self = play(
      s,
      { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'imp' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(self, 'imp')).toBe('graveyard');
  });
});

describe('"target creature defending player controls" (CR 508.5, 603.3d)', () => {
  const stag = card({
    name: 'Test Stag',
    type: 'Creature — Elk',
    power: 2,
    toughness: 2,
    text: 'Whenever Test Stag attacks, tap target creature defending player controls.',
  });

  it("508.5: the attacked player's creature is the only legal target; one's own isn't", () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: stag, id: 'stag' },
          { def: C.bears, id: 'mine' },
        ],
      },
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
    );
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['stag', 'Bob']));
    expect(s.stack[0]!.targets).toEqual([expect.objectContaining({ kind: 'object', id: 'ogre' })]);
    illegal(s, { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'mine' }] }, '601.2c');
    s = play(s, pass('Alice'), pass('Bob'));
    expect([perm(s, 'ogre').tapped, perm(s, 'mine').tapped]).toEqual([true, false]);
  });

  it('508.5: an activated ability has no defending player to be about: not understood', () => {
    const made = defineCard({
      name: 'Test Stag',
      type: 'Creature — Elk',
      power: 2,
      toughness: 2,
      text: '{T}: Tap target creature defending player controls.',
    });
    expect(made.notUnderstood).toHaveLength(1);
  });
});

describe('intervening "if" (CR 603.4) and "if" conditions on the game', () => {
  const scout = card({
    name: 'Forest Scout',
    cost: '{0}',
    type: 'Creature — Elf',
    power: 1,
    toughness: 1,
    text: 'When this creature enters, if you control a Forest, you gain 3 life.',
  });
  const hermit = card({
    name: 'Lonely Hermit',
    cost: '{0}',
    type: 'Sorcery',
    text: 'If you control three or more creatures, draw a card.',
  });

  it('603.2, 603.4: "if that player has two or fewer cards in hand" — the player whose upkeep it is', () => {
    const muse = card({
      name: 'Test Muse',
      type: 'Creature — Spirit',
      power: 1,
      toughness: 1,
      text: "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, Test Muse deals 3 damage to that player.",
    });
    const upkeep = (cards: number) =>
      goTo(
        twoPlayers(
          { battlefield: [{ def: muse }], hand: Array.from({ length: 5 }, () => ({ def: C.island })) },
          { hand: Array.from({ length: cards }, () => ({ def: C.island })) },
          { activePlayer: 'Alice', step: 'end' },
        ),
        'upkeep',
      );
    const few = upkeep(1);
    expect(few.stack).toHaveLength(1);
    expect(life(play(few, pass('Bob'), pass('Alice')), 'Bob')).toBe(17);
    expect(upkeep(3).stack).toHaveLength(0);
  });

  it('603.4: it triggers only if the condition holds as the event happens', () => {
    const withForest = play(
      twoPlayers({ hand: [{ def: scout, id: 'scout' }], battlefield: [{ def: C.forest }] }, {}),
      { type: 'cast', player: 'Alice', card: 'scout' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(withForest.stack).toHaveLength(1);
    expect(life(play(withForest, pass('Alice'), pass('Bob')), 'Alice')).toBe(23);
    const without = play(
      twoPlayers({ hand: [{ def: scout, id: 'scout' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'scout' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(without.stack).toHaveLength(0);
    expect(texts(without).some(t => t.includes("doesn't trigger"))).toBe(true);
  });

  it('603.4: checked again as it resolves: with the Forest gone, it does nothing', () => {
    let s = play(
      twoPlayers({ hand: [{ def: scout, id: 'scout' }], battlefield: [{ def: C.forest, id: 'forest' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'scout' },
      pass('Alice'),
      pass('Bob'),
    );
    s = {
      ...s,
      battlefield: s.battlefield.filter(id => id !== 'forest'),
      permanents: Object.fromEntries(Object.entries(s.permanents).filter(([id]) => id !== 'forest')),
    };
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(20);
    expect(texts(s).some(t => t.includes('no longer holds'))).toBe(true);
  });

  it('608.2c: "If you control three or more creatures, draw a card" in a spell', () => {
    expect(
      defineCard({
        name: 'Lonely Hermit',
        type: 'Sorcery',
        text: 'If you control three or more creatures, draw a card.',
      }).notUnderstood,
    ).toEqual([]);
    const few = play(
      twoPlayers({ hand: [{ def: hermit, id: 'h' }], library: [{ def: C.island, id: 'top' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'h' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(few, 'top')).toBe('library');
    const many = play(
      twoPlayers(
        {
          hand: [{ def: hermit, id: 'h' }],
          library: [{ def: C.island, id: 'top' }],
          battlefield: [{ def: C.bears }, { def: C.bears }, { def: C.ogre }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'h' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(many, 'top')).toBe('hand');
  });
});

describe("the order of one's own simultaneous triggers (CR 603.3b)", () => {
  const a = card({
    name: 'Dying Gift',
    cost: '{0}',
    type: 'Creature — Spirit',
    power: 1,
    toughness: 1,
    text: 'When this creature dies, you gain 1 life.',
  });
  const b = card({
    name: 'Dying Curse',
    cost: '{0}',
    type: 'Creature — Spirit',
    power: 1,
    toughness: 1,
    text: 'When this creature dies, each opponent loses 1 life.',
  });
  const sweep = card({ name: 'Test Sweep', cost: '{0}', type: 'Sorcery', text: 'Destroy all creatures.' });
  const died = () =>
    play(
      twoPlayers(
        {
          hand: [{ def: sweep, id: 'sweep' }],
          battlefield: [
            { def: a, id: 'gift' },
            { def: b, id: 'curse' },
          ],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'sweep' },
      pass('Alice'),
      pass('Bob'),
    );

  it('603.3b: by default in the order they triggered; the controller may choose another', () => {
    const s = died();
    expect(s.stack.map(i => i.source)).toEqual(['gift', 'curse']);
    const ordered = play(s, { type: 'orderTriggers', player: 'Alice', sources: ['curse', 'gift'] });
    expect(ordered.stack.map(i => i.source)).toEqual(['curse', 'gift']); // the gift now resolves first
    expect(play(ordered, pass('Alice'), pass('Bob')).players[0]!.life).toBe(21);
  });

  it("603.3b: only right after they went on the stack, and only one's own", () => {
    const s = died();
    illegal(s, { type: 'orderTriggers', player: 'Bob', sources: ['curse', 'gift'] }, '603.3b');
    illegal(s, { type: 'orderTriggers', player: 'Alice', sources: ['sweep'] }, '603.3b');
    illegal(play(s, pass('Alice')), { type: 'orderTriggers', player: 'Alice', sources: ['curse', 'gift'] }, '603.3b');
  });
});
