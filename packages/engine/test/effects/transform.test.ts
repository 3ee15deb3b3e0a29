import { describe, expect, it } from 'vitest';
import type { CardFaceRecord } from '../../src/carddb/index.js';
import { createGame, manaValueOf } from '../../src/index.js';
import { C, face, goTo, life, multiFaced, pass, play, twoPlayers, zone } from '../kit.js';
import { sorcery } from './spell.js';

const doubleFaced = (front: CardFaceRecord, back: CardFaceRecord) => multiFaced('transform', front, back);

const werewolf = doubleFaced(
  face('Test Villager', 'Creature \u2014 Human Werewolf', {
    manaCost: '{2}{R}',
    power: '2',
    toughness: '2',
    text: 'At the beginning of each upkeep, if no spells were cast last turn, transform Test Villager.',
  }),
  face('Test Howler', 'Creature \u2014 Werewolf', {
    power: '4',
    toughness: '4',
    colors: ['R'],
    text: 'Trample\nAt the beginning of each upkeep, if a player cast two or more spells last turn, transform Test Howler.',
    keywords: ['Trample'],
  }),
);
const library = Array.from({ length: 6 }, () => ({ def: C.island }));
const free = sorcery('Test Ponder', 'You gain 1 life.');

describe('Transform (CR 701.27) and the faces of a double-faced card (712.8)', () => {
  it('603.4, 701.27a: "if no spells were cast last turn" — the werewolf transforms in the next upkeep, and has only its back face', () => {
    let s = twoPlayers({ battlefield: [{ def: werewolf, id: 'wolf' }], library }, { library });
    s = goTo(s, 'upkeep'); // Bob's turn: Alice's turn had no spells
    expect(s.stack.map(i => i.source)).toEqual(['wolf']);
    s = play(s, pass('Bob'), pass('Alice'));
    const wolf = s.objects.wolf!;
    expect([wolf.def.name, wolf.def.power, wolf.def.toughness, wolf.def.keywords]).toEqual([
      'Test Howler',
      4,
      4,
      ['trample'],
    ]);
    // 712.8e: its back face has no mana cost, but its mana value is its front face's; 204.1: its color indicator's color.
    expect(manaValueOf(s, 'wolf')).toBe(3);
    expect(wolf.def.colors).toEqual(['R']);
  });

  it('603.4: a spell cast last turn keeps the front face up', () => {
    let s = twoPlayers(
      { battlefield: [{ def: werewolf, id: 'wolf' }], hand: [{ def: free, id: 'p' }], library },
      { library },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'p' }, pass('Alice'), pass('Bob'));
    s = goTo(s, 'upkeep');
    expect(s.stack).toEqual([]);
    expect(s.objects.wolf!.def.name).toBe('Test Villager');
  });

  it('603.4: "if a player cast two or more spells last turn" — the back face transforms back; one spell each is not enough', () => {
    const two = [
      { def: free, id: 'a' },
      { def: free, id: 'b' },
    ];
    let s = twoPlayers(
      { battlefield: [{ def: werewolf, id: 'wolf', transformed: true }], hand: two, library },
      { hand: [{ def: free, id: 'c' }], library },
    );
    expect(s.objects.wolf!.def.name).toBe('Test Howler');
    s = play(s, { type: 'cast', player: 'Alice', card: 'a' }, pass('Alice'), pass('Bob'));
    s = goTo(s, 'upkeep'); // one spell last turn
    expect(s.stack).toEqual([]);
    s = goTo(s, 'main1');
    s = play(s, { type: 'cast', player: 'Bob', card: 'c' }, pass('Bob'), pass('Alice'));
    s = goTo(s, 'upkeep'); // Alice's turn: Bob cast one spell
    expect(s.stack).toEqual([]);
    s = goTo(s, 'main1');
    s = play(s, { type: 'cast', player: 'Alice', card: 'b' }, pass('Alice'), pass('Bob'));
    expect(s.objects.wolf!.def.name).toBe('Test Howler');
    const twice = twoPlayers(
      { battlefield: [{ def: werewolf, id: 'wolf', transformed: true }], hand: two, library },
      { library },
    );
    s = play(
      twice,
      { type: 'cast', player: 'Alice', card: 'a' },
      pass('Alice'),
      pass('Bob'),
      { type: 'cast', player: 'Alice', card: 'b' },
      pass('Alice'),
      pass('Bob'),
    );
    s = goTo(s, 'upkeep');
    s = play(s, pass('Bob'), pass('Alice'));
    expect(s.objects.wolf!.def.name).toBe('Test Villager');
  });

  it('712.8a: a transformed permanent that leaves the battlefield is its front face again', () => {
    const murder = sorcery('Test Murder', 'Destroy target creature.');
    let s = twoPlayers(
      { battlefield: [{ def: werewolf, id: 'wolf', transformed: true }], hand: [{ def: murder, id: 'm' }], library },
      { library },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'm', targets: [{ object: 'wolf' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'wolf')).toBe('graveyard');
    expect([s.objects.wolf!.def.name, s.objects.wolf!.transformed]).toEqual(['Test Villager', undefined]);
  });

  it('701.27f: of two activations of "{0}: Transform ~", the second to resolve does nothing', () => {
    const flipper = doubleFaced(
      face('Test Scholar', 'Creature \u2014 Human', {
        manaCost: '{1}',
        power: '1',
        toughness: '1',
        text: '{0}: Transform Test Scholar.',
      }),
      face('Test Brute', 'Creature \u2014 Horror', { power: '3', toughness: '1', colors: ['U'] }),
    );
    let s = twoPlayers({ battlefield: [{ def: flipper, id: 'x' }], library }, { library });
    const activate = { type: 'activate', player: 'Alice', source: 'x', ability: 0 } as const;
    s = play(s, activate, activate, pass('Alice'), pass('Bob'));
    expect(s.objects.x!.def.name).toBe('Test Brute');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.stack).toEqual([]);
    expect(s.objects.x!.def.name).toBe('Test Brute');
  });

  it('701.27e: "when this creature transforms into <its back face>" triggers as it transforms into that face, not back', () => {
    const cathar = doubleFaced(
      face('Test Cathar', 'Creature \u2014 Human', {
        manaCost: '{1}',
        power: '1',
        toughness: '1',
        text: '{0}: Transform Test Cathar.',
      }),
      face('Test Inquisitor', 'Creature \u2014 Human', {
        power: '2',
        toughness: '2',
        colors: ['W'],
        text: 'When this creature transforms into Test Inquisitor, you gain 2 life.\n{0}: Transform Test Inquisitor.',
      }),
    );
    let s = twoPlayers({ battlefield: [{ def: cathar, id: 'c' }], library }, { library });
    s = play(s, { type: 'activate', player: 'Alice', source: 'c', ability: 0 }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.source)).toEqual(['c']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(22);
    s = play(s, { type: 'activate', player: 'Alice', source: 'c', ability: 1 }, pass('Alice'), pass('Bob'));
    expect([s.objects.c!.def.name, s.stack]).toEqual(['Test Cathar', []]);
  });

  it("701.27c: a permanent without a back face can't be set up transformed", () => {
    const r = createGame({
      players: [{ id: 'Alice', battlefield: [{ def: C.bears, id: 'b', transformed: true }] }, { id: 'Bob' }],
      activePlayer: 'Alice',
      turn: 3,
      step: 'main1',
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems[0]!.message).toContain('701.27c');
  });
});

describe('a delayed transformation (CR 701.27f)', () => {
  it('701.27f: two delayed abilities made together transform it once — the second finds it transformed since it was made', () => {
    const archangel = doubleFaced(
      face('Test Archangel', 'Creature \u2014 Angel', {
        manaCost: '{5}',
        power: '4',
        toughness: '6',
        text: 'When a non-Angel creature you control dies, transform Test Archangel at the beginning of the next upkeep.',
      }),
      face('Test Purifier', 'Creature \u2014 Angel', { power: '6', toughness: '5', colors: ['R'] }),
    );
    const quake = sorcery('Test Tremor', 'Test Tremor deals 1 damage to each creature.');
    let s = twoPlayers(
      {
        battlefield: [{ def: archangel, id: 'angel' }, { def: C.elves }, { def: C.elves }],
        hand: [{ def: quake, id: 'quake' }],
        library,
      },
      { library },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'quake' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['creatureDies', 'creatureDies']);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(s.delayed).toHaveLength(2);
    s = goTo(s, 'upkeep');
    expect(s.stack.map(i => i.trigger)).toEqual(['delayed', 'delayed']);
    s = play(s, pass('Bob'), pass('Alice'), pass('Bob'), pass('Alice'));
    expect(s.objects.angel!.def.name).toBe('Test Purifier');
  });
});
