import { describe, expect, it } from 'vitest';
import { defineCard, manaValue } from '../../src/index.js';
import { C, face, goTo, illegal, life, multiFaced, pass, play, twoPlayers, zone } from '../kit.js';

const card = (spec: Parameters<typeof defineCard>[0]) => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
const instant = (name: string, manaCost: string, text: string, keywords?: string[]) =>
  face(name, 'Instant', { manaCost, text, ...(keywords ? { keywords } : {}) });

/** Like Fire // Ice: two instant halves, each its own spell. */
const fireIce = multiFaced(
  'split',
  instant('Test Fire', '{1}{R}', 'Test Fire deals 2 damage to any target.'),
  instant('Test Ice', '{1}{U}', 'Tap target permanent.\nDraw a card.'),
);
/** Halves with fuse (702.102a). */
const fused = multiFaced(
  'split',
  instant('Test Bolt', '{R}', 'Test Bolt deals 1 damage to any target.\nFuse', ['Fuse']),
  instant('Test Mend', '{W}', 'You gain 3 life.\nFuse', ['Fuse']),
);
/** Like Bonecrusher Giant // Stomp: a creature with an Adventure. */
const giant = multiFaced(
  'adventure',
  face('Test Giant', 'Creature \u2014 Giant', { manaCost: '{2}{R}', power: '4', toughness: '3' }),
  face('Test Stomp', 'Instant \u2014 Adventure', {
    manaCost: '{1}{R}',
    text: 'Test Stomp deals 2 damage to any target.',
  }),
);
const lands = (n: number) =>
  Array.from({ length: n }, () => [{ def: C.mountain }, { def: C.island }, { def: C.plains }]).flat();
const library = Array.from({ length: 5 }, () => ({ def: C.island }));

describe('Split cards (CR 709) and fuse (702.102)', () => {
  it('709.4: in the hand a split card has both halves combined — both names, the mana value of both costs', () => {
    expect(fireIce.name).toBe('Test Fire // Test Ice');
    expect(fireIce.types).toEqual(['Instant']);
    expect(manaValue(fireIce)).toBe(4);
  });

  it('709.3: casting it names a half; only that half is on the stack (709.3b), and it is the whole card again in the graveyard', () => {
    let s = twoPlayers({ battlefield: lands(1), hand: [{ def: fireIce, id: 'fi' }], library }, { library });
    illegal(s, { type: 'cast', player: 'Alice', card: 'fi', targets: [{ player: 'Bob' }] }, '709.3');
    s = play(s, { type: 'cast', player: 'Alice', card: 'fi', as: 'Test Fire', targets: [{ player: 'Bob' }] });
    expect([s.objects.fi!.def.name, manaValue(s.objects.fi!.def)]).toEqual(['Test Fire', 2]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(18);
    expect([zone(s, 'fi'), s.objects.fi!.def.name]).toEqual(['graveyard', 'Test Fire // Test Ice']);
  });

  it('709.3a: only the half cast is paid for and checked: Test Ice taps and draws', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: fireIce, id: 'fi' }], library },
      { battlefield: [{ def: C.bears, id: 'bears' }], library },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'fi', as: 'test ice', targets: [{ object: 'bears' }] });
    s = play(s, pass('Alice'), pass('Bob'));
    expect([s.permanents.bears!.tapped, s.players[0]!.hand.length]).toEqual([true, 1]);
  });

  it("702.102a, 702.102d: fused from the hand, both halves' instructions, left first, for both costs", () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.mountain }, { def: C.plains }], hand: [{ def: fused, id: 'f' }], library },
      { library },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'f', fused: true, targets: [{ player: 'Bob' }] });
    expect(s.objects.f!.castAs).toBe('fused');
    s = play(s, pass('Alice'), pass('Bob'));
    expect([life(s, 'Bob'), life(s, 'Alice'), zone(s, 'f')]).toEqual([19, 23, 'graveyard']);
    // Without fuse, a split card can't be fused.
    const plain = twoPlayers({ battlefield: lands(2), hand: [{ def: fireIce, id: 'fi' }] }, {});
    illegal(
      plain,
      { type: 'cast', player: 'Alice', card: 'fi', fused: true, targets: [{ player: 'Bob' }] },
      '702.102a',
    );
  });
});

describe('Aftermath (CR 702.127)', () => {
  /** Like Cut // Ribbons: the first half from the hand, the second only from the graveyard. */
  const cutRibbons = multiFaced(
    'split',
    face('Test Cut', 'Sorcery', { manaCost: '{R}', text: 'Test Cut deals 2 damage to any target.' }),
    face('Test Ribbons', 'Sorcery', {
      manaCost: '{B}',
      text: 'Aftermath\nEach opponent loses 3 life.',
      keywords: ['Aftermath'],
    }),
  );
  const swamps = [{ def: C.swamp }, { def: C.mountain }];

  it('702.127a: the aftermath half is cast only from a graveyard, the other half not from there', () => {
    const inHand = twoPlayers({ battlefield: swamps, hand: [{ def: cutRibbons, id: 'c' }] }, {});
    illegal(inHand, { type: 'cast', player: 'Alice', card: 'c', as: 'Test Ribbons' }, '702.127a');
    const inGraveyard = twoPlayers({ battlefield: swamps, graveyard: [{ def: cutRibbons, id: 'c' }] }, {});
    illegal(
      inGraveyard,
      { type: 'cast', player: 'Alice', card: 'c', as: 'Test Cut', targets: [{ player: 'Bob' }] },
      '601.3',
    );
  });

  it('702.127a: cast from the graveyard, it resolves and is exiled instead of going back', () => {
    let s = twoPlayers({ battlefield: swamps, hand: [{ def: cutRibbons, id: 'c' }], library }, { library });
    s = play(s, { type: 'cast', player: 'Alice', card: 'c', as: 'Test Cut', targets: [{ player: 'Bob' }] });
    s = play(s, pass('Alice'), pass('Bob'));
    expect([life(s, 'Bob'), zone(s, 'c')]).toEqual([18, 'graveyard']);
    s = play(s, { type: 'cast', player: 'Alice', card: 'c', as: 'Test Ribbons' }, pass('Alice'), pass('Bob'));
    expect([life(s, 'Bob'), zone(s, 'c'), s.objects.c!.def.name]).toEqual([15, 'exile', 'Test Cut // Test Ribbons']);
  });
});

describe('Adventurer cards (CR 715)', () => {
  it('715.3: cast as its Adventure, only the Adventure is on the stack; it is exiled as it resolves (715.3d)', () => {
    let s = twoPlayers({ battlefield: lands(2), hand: [{ def: giant, id: 'g' }], library }, { library });
    s = play(s, { type: 'cast', player: 'Alice', card: 'g', as: 'Test Stomp', targets: [{ player: 'Bob' }] });
    expect(s.objects.g!.def.types).toEqual(['Instant']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([life(s, 'Bob'), zone(s, 'g'), s.objects.g!.def.name]).toEqual([18, 'exile', 'Test Giant']);
  });

  it('715.3d: from exile, its owner may cast the creature — not the Adventure again', () => {
    let s = twoPlayers({ battlefield: lands(2), hand: [{ def: giant, id: 'g' }], library }, { library });
    s = play(s, { type: 'cast', player: 'Alice', card: 'g', as: 'Test Stomp', targets: [{ player: 'Bob' }] });
    s = play(s, pass('Alice'), pass('Bob'));
    illegal(s, { type: 'cast', player: 'Alice', card: 'g', as: 'Test Stomp', targets: [{ player: 'Bob' }] }, '715.3d');
    s = play(s, { type: 'cast', player: 'Alice', card: 'g' }, pass('Alice'), pass('Bob'));
    expect([zone(s, 'g'), s.objects.g!.def.power]).toEqual(['battlefield', 4]);
  });

  it('715.1: "whenever you cast a creature spell that has an Adventure" — the adventurer cast as the creature only', () => {
    const innkeeper = card({
      name: 'Test Innkeeper',
      cost: '{G}',
      type: 'Creature — Human Peasant',
      power: 1,
      toughness: 1,
      text: 'Whenever you cast a creature spell that has an Adventure, you gain 2 life.',
    });
    const start = () =>
      twoPlayers(
        {
          battlefield: [{ def: innkeeper }, ...lands(2)],
          hand: [
            { def: giant, id: 'g' },
            { def: C.hillGiant, id: 'b' },
          ],
        },
        {},
      );
    const creature = play(start(), { type: 'cast', player: 'Alice', card: 'g' });
    expect(creature.stack.map(i => i.trigger)).toEqual([undefined, 'cast']);
    const stomp = play(start(), {
      type: 'cast',
      player: 'Alice',
      card: 'g',
      as: 'Test Stomp',
      targets: [{ player: 'Bob' }],
    });
    expect(stomp.stack.map(i => i.trigger)).toEqual([undefined]);
    expect(play(start(), { type: 'cast', player: 'Alice', card: 'b' }).stack.map(i => i.trigger)).toEqual([undefined]);
  });

  it('715.4: cast normally it is the creature; a card merely in exile may not be cast', () => {
    let s = twoPlayers(
      { battlefield: lands(2), hand: [{ def: giant, id: 'g' }], exile: [{ def: giant, id: 'e' }] },
      {},
    );
    illegal(s, { type: 'cast', player: 'Alice', card: 'e' }, '601.3');
    s = play(s, { type: 'cast', player: 'Alice', card: 'g' }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'g')).toBe('battlefield');
    s = goTo(s, 'end');
    expect(s.objects.g!.def.name).toBe('Test Giant');
  });
});
