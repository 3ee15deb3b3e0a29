import { describe, expect, it } from 'vitest';
import { defineCard, keywordInfo, type CardDef } from '../../../src/index.js';
import { power, toughness } from '../../../src/view/queries.js';
import { C, goTo, pass, play, twoPlayers, zone } from '../../kit.js';
import { blocked, next } from '../../rules/combat/fixtures.js';

/** Keywords that stand for triggered abilities (CR 702), each one entry of `core/keywords/triggered.ts`. Invented cards. */

const creature = (name: string, keywords: string[], pt: [number, number] = [2, 2], subtype = 'Human Samurai') => {
  const made = defineCard({
    name,
    cost: '{1}{W}',
    type: `Creature — ${subtype}`,
    power: pt[0],
    toughness: pt[1],
    keywords,
  });
  expect(made.problems).toEqual([]);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
const size = (s: Parameters<typeof power>[0], id: string) => [power(s, id), toughness(s, id)];
/** Both players pass until the stack is empty. */
function resolveAll(s: ReturnType<typeof twoPlayers>) {
  while (s.stack.length) s = play(s, pass(s.priority!), pass(s.priority === 'Alice' ? 'Bob' : 'Alice'));
  return s;
}

describe('bushido (CR 702.45)', () => {
  const samurai = creature('Test Samurai', ['Bushido 2']);

  it('is a keyword with a number, and its line in a card text is that keyword', () => {
    expect(keywordInfo('Bushido 2')).toEqual({ name: 'bushido 2', rule: '702.45a' });
    const written = defineCard({ name: 'W', type: 'Creature — Human', power: 1, toughness: 1, text: 'Bushido 1' });
    expect(written.def.keywords).toEqual(['bushido 1']);
  });

  it('702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn" — attacking', () => {
    let s = blocked(
      [{ def: samurai, id: 'samurai' }],
      [{ def: C.bears, id: 'bears' }],
      [['samurai', 'Bob']],
      [['bears', 'samurai']],
    );
    expect(s.stack.map(i => i.source)).toEqual(['samurai']);
    s = resolveAll(s);
    expect(size(s, 'samurai')).toEqual([4, 4]);
    s = next(s);
    expect([zone(s, 'samurai'), zone(s, 'bears')]).toEqual(['battlefield', 'graveyard']);
  });

  it("702.45a: … and blocking; unblocked, it doesn't trigger", () => {
    let s = blocked(
      [{ def: C.bears, id: 'bears' }],
      [{ def: samurai, id: 'samurai' }],
      [['bears', 'Bob']],
      [['samurai', 'bears']],
    );
    s = resolveAll(s);
    expect(size(s, 'samurai')).toEqual([4, 4]);
    const unblocked = blocked([{ def: samurai, id: 'samurai' }], [], [['samurai', 'Bob']], []);
    expect(unblocked.stack).toHaveLength(0);
  });
});

describe('flanking (CR 702.25)', () => {
  const knight = creature('Test Flanker', ['Flanking'], [2, 2], 'Human Knight');
  const other = creature('Test Other Flanker', ['Flanking'], [1, 1], 'Human Knight');

  it('702.25a: "Whenever this creature becomes blocked by a creature without flanking, the blocking creature gets -1/-1 until end of turn"', () => {
    let s = blocked(
      [{ def: knight, id: 'knight' }],
      [
        { def: C.elves, id: 'elves' },
        { def: C.bears, id: 'bears' },
      ],
      [['knight', 'Bob']],
      [
        ['elves', 'knight'],
        ['bears', 'knight'],
      ],
    );
    // One trigger for each blocker (702.25b's separate instances aside): the 1/1 dies to the state-based check.
    expect(s.stack).toHaveLength(2);
    s = resolveAll(s);
    expect(zone(s, 'elves')).toBe('graveyard');
    expect(size(s, 'bears')).toEqual([1, 1]);
  });

  it('702.25a: a blocker with flanking is not affected', () => {
    const s = blocked(
      [{ def: knight, id: 'knight' }],
      [{ def: other, id: 'other' }],
      [['knight', 'Bob']],
      [['other', 'knight']],
    );
    expect(s.stack).toHaveLength(0);
  });
});

describe('rampage (CR 702.23)', () => {
  const beast = creature('Test Rampager', ['Rampage 2'], [3, 3], 'Beast');

  it('702.23a, 702.23b: "+N/+N until end of turn for each creature blocking it beyond the first", counted as it resolves', () => {
    let s = blocked(
      [{ def: beast, id: 'beast' }],
      [
        { def: C.bears, id: 'b1' },
        { def: C.bears, id: 'b2' },
        { def: C.bears, id: 'b3' },
      ],
      [['beast', 'Bob']],
      [
        ['b1', 'beast'],
        ['b2', 'beast'],
        ['b3', 'beast'],
      ],
    );
    expect(s.stack).toHaveLength(1);
    s = resolveAll(s);
    expect(size(s, 'beast')).toEqual([7, 7]);
  });

  it('702.23a: blocked by one creature, no bonus', () => {
    const s = resolveAll(
      blocked([{ def: beast, id: 'beast' }], [{ def: C.bears, id: 'b1' }], [['beast', 'Bob']], [['b1', 'beast']]),
    );
    expect(size(s, 'beast')).toEqual([3, 3]);
  });
});

describe('soulshift (CR 702.46)', () => {
  const spirit = (name: string, cost: string, keywords: string[] = []): CardDef => {
    const made = defineCard({ name, cost, type: 'Creature — Spirit', power: 1, toughness: 1, keywords });
    expect(made.notUnderstood).toEqual([]);
    return made.def;
  };
  const shifter = spirit('Test Soulshifter', '{3}{B}', ['Soulshift 3']);
  const small = spirit('Test Small Spirit', '{2}{B}');
  const big = spirit('Test Big Spirit', '{4}{B}');
  const kill = defineCard({ name: 'Test Kill', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' }).def;

  it('702.46a: "you may return target Spirit card with mana value N or less from your graveyard to your hand"', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: shifter, id: 'shifter' }],
        graveyard: [
          { def: big, id: 'big' },
          { def: small, id: 'small' },
        ],
        hand: [{ def: kill, id: 'kill' }],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'kill', targets: [{ object: 'shifter' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack).toHaveLength(1);
    // The default target is the first that fits: the Spirit of mana value 4 doesn't.
    s = resolveAll(s);
    expect([zone(s, 'small'), zone(s, 'big')]).toEqual(['hand', 'graveyard']);
  });
});

describe('echo (CR 702.30)', () => {
  const made = defineCard({
    name: 'Test Echo Beast',
    cost: '{1}{G}',
    type: 'Creature — Beast',
    power: 3,
    toughness: 3,
    text: 'Echo {1}{G}',
  });
  const beast = made.def;
  const forests = [{ def: C.forest }, { def: C.forest }];
  const library = Array.from({ length: 6 }, () => ({ def: C.island }));
  const cast = () =>
    play(
      twoPlayers({ battlefield: forests, hand: [{ def: beast, id: 'beast' }], library }, { library }),
      { type: 'cast', player: 'Alice', card: 'beast' },
      pass('Alice'),
      pass('Bob'),
    );
  /** To Alice's next upkeep: through Bob's turn (whose upkeep doesn't trigger it). */
  const nextUpkeep = (s: ReturnType<typeof cast>) => {
    s = goTo(s, 'upkeep');
    expect(s.activePlayer).toBe('Bob');
    expect(s.stack).toHaveLength(0);
    return goTo(s, 'upkeep');
  };

  it('is the keyword echo {1}{G} read from the text', () => {
    expect(made.notUnderstood).toEqual([]);
    expect(beast.keywords).toEqual(['echo {1}{g}']);
  });

  it('702.30a: "At the beginning of your upkeep, if this permanent came under your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]" — paid by default', () => {
    let s = nextUpkeep(cast());
    expect([s.activePlayer, s.stack.map(i => i.source)]).toEqual(['Alice', ['beast']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'beast')).toBe('battlefield');
    expect(s.battlefield.filter(id => s.permanents[id]!.tapped)).toHaveLength(2);
    // Paid once, it doesn't trigger in the upkeep after.
    s = nextUpkeep(s);
    expect(s.stack).toHaveLength(0);
  });

  it('702.30a: not paid (declined, 608.2d), it is sacrificed', () => {
    let s = nextUpkeep(cast());
    s = play(s, { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'beast')).toBe('graveyard');
  });

  it('702.30a: unable to pay, it is sacrificed', () => {
    const free = defineCard({ name: 'Test Free Echo', cost: '{0}', type: 'Artifact', text: 'Echo {3}' }).def;
    let s = twoPlayers({ hand: [{ def: free, id: 'free' }], library }, { library });
    s = play(s, { type: 'cast', player: 'Alice', card: 'free' }, pass('Alice'), pass('Bob'));
    s = play(nextUpkeep(s), pass('Alice'), pass('Bob'));
    expect(zone(s, 'free')).toBe('graveyard');
  });

  it("702.30a: a permanent set up on the battlefield (not `sick`) has been its controller's since before their last upkeep", () => {
    const board = twoPlayers({ battlefield: [{ def: beast, id: 'beast' }, ...forests], library }, { library });
    const s = goTo(goTo(board, 'upkeep'), 'upkeep');
    expect([s.activePlayer, s.stack]).toEqual(['Alice', []]);
  });
});
