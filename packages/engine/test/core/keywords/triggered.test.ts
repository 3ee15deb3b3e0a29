import { describe, expect, it } from 'vitest';
import { apply, defineCard, keywordInfo, type CardDef } from '../../../src/index.js';
import { hasKeyword, power, toughness } from '../../../src/view/queries.js';
import { C, attack, block, goTo, illegal, life, pass, perm, play, twoPlayers, zone } from '../../kit.js';
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

  it('702.30a, 118.3: an echo cost in words ("Echo\u2014Discard a card") is paid whole, or it is sacrificed', () => {
    const imp = defineCard({ name: 'Test Echo Imp', cost: '{0}', type: 'Artifact', text: 'Echo\u2014Discard a card.' });
    expect([imp.notUnderstood, imp.problems]).toEqual([[], []]);
    const upkeep = (hand: { def: CardDef; id?: string }[]) => {
      let s = twoPlayers({ hand: [{ def: imp.def, id: 'imp' }, ...hand], library }, { library });
      s = play(s, { type: 'cast', player: 'Alice', card: 'imp' }, pass('Alice'), pass('Bob'));
      return play(nextUpkeep(s), pass('Alice'), pass('Bob'));
    };
    // Alice's draw step comes after the upkeep: her hand is what she kept.
    const paid = upkeep([{ def: C.forest, id: 'kept' }]);
    expect([zone(paid, 'imp'), zone(paid, 'kept')]).toEqual(['battlefield', 'graveyard']);
    expect(zone(upkeep([]), 'imp')).toBe('graveyard');
  });

  it("702.30a: a permanent set up on the battlefield (not `sick`) has been its controller's since before their last upkeep", () => {
    const board = twoPlayers({ battlefield: [{ def: beast, id: 'beast' }, ...forests], library }, { library });
    const s = goTo(goTo(board, 'upkeep'), 'upkeep');
    expect([s.activePlayer, s.stack]).toEqual(['Alice', []]);
  });
});

describe('bloodthirst (CR 702.54)', () => {
  const made = defineCard({
    name: 'Test Bloodthirsty Ogre',
    cost: '{2}',
    type: 'Creature — Ogre',
    power: 2,
    toughness: 2,
    text: 'Bloodthirst 2',
  });
  const shock = defineCard({
    name: 'Test Shock',
    cost: '{0}',
    type: 'Instant',
    text: 'Test Shock deals 2 damage to any target.',
  }).def;
  const setup = () =>
    twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }],
        hand: [
          { def: made.def, id: 'ogre' },
          { def: shock, id: 'shock' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
  const castOgre = (s: ReturnType<typeof setup>) =>
    play(s, { type: 'cast', player: 'Alice', card: 'ogre' }, pass('Alice'), pass('Bob'));

  it('702.54a: "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters on it"', () => {
    expect(made.def.keywords).toEqual(['bloodthirst 2']);
    const s = play(
      setup(),
      { type: 'cast', player: 'Alice', card: 'shock', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(size(castOgre(s), 'ogre')).toEqual([4, 4]);
  });

  it("702.54a: no damage to an opponent (damage to a creature of theirs isn't), no counters", () => {
    expect(size(castOgre(setup()), 'ogre')).toEqual([2, 2]);
    const s = play(
      setup(),
      { type: 'cast', player: 'Alice', card: 'shock', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(size(castOgre(s), 'ogre')).toEqual([2, 2]);
  });

  it('702.54b: "Bloodthirst X" — X +1/+1 counters, X the total damage its controller\'s opponents were dealt this turn', () => {
    const fiend = defineCard({
      name: 'Test Thirsting Fiend',
      cost: '{2}',
      type: 'Creature — Ogre',
      power: 1,
      toughness: 1,
      text: 'Bloodthirst X',
    });
    expect([fiend.notUnderstood, fiend.problems]).toEqual([[], []]);
    const shockTwice = (s: ReturnType<typeof setup>, second: 'Bob' | 'bears') =>
      play(
        s,
        { type: 'cast', player: 'Alice', card: 'shock', targets: [{ player: 'Bob' }] },
        pass('Alice'),
        pass('Bob'),
        {
          type: 'cast',
          player: 'Alice',
          card: 'shock2',
          targets: [second === 'Bob' ? { player: 'Bob' } : { object: 'bears' }],
        },
        pass('Alice'),
        pass('Bob'),
      );
    const board = () =>
      twoPlayers(
        {
          battlefield: [{ def: C.mountain }, { def: C.mountain }],
          hand: [
            { def: fiend.def, id: 'fiend' },
            { def: shock, id: 'shock' },
            { def: shock, id: 'shock2' },
          ],
        },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      );
    const cast = (s: ReturnType<typeof setup>) =>
      play(s, { type: 'cast', player: 'Alice', card: 'fiend' }, pass('Alice'), pass('Bob'));
    expect(size(cast(shockTwice(board(), 'Bob')), 'fiend')).toEqual([5, 5]);
    // Damage to a creature of theirs isn't damage to them.
    expect(size(cast(shockTwice(board(), 'bears')), 'fiend')).toEqual([3, 3]);
    expect(size(cast(board()), 'fiend')).toEqual([1, 1]);
  });

  it('702.54c: each instance applies separately', () => {
    const twice = defineCard({
      name: 'Test Twice',
      cost: '{2}',
      type: 'Creature — Ogre',
      power: 1,
      toughness: 1,
      keywords: ['bloodthirst 1', 'bloodthirst 2'],
    }).def;
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }],
        hand: [
          { def: twice, id: 'ogre' },
          { def: shock, id: 'shock' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'shock', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(size(castOgre(s), 'ogre')).toEqual([4, 4]);
  });
});

describe('dethrone (CR 702.105)', () => {
  const rogue = creature('Test Dethroner', ['Dethrone'], [2, 2], 'Human Rogue');
  const attackWith = (bobLife: number, aliceLife = 20) =>
    play(
      twoPlayers(
        { battlefield: [{ def: rogue, id: 'rogue' }], life: aliceLife },
        { life: bobLife },
        { step: 'declareAttackers' },
      ),
      attack('Alice', ['rogue', 'Bob']),
    );

  it('702.105a: "Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on this creature"', () => {
    const s = resolveAll(attackWith(25));
    expect(s.permanents.rogue!.counters['+1/+1']).toBe(1);
    expect(resolveAll(attackWith(20)).permanents.rogue!.counters['+1/+1']).toBe(1); // tied
  });

  it("702.105a: attacking a player with less life than another, it doesn't trigger", () => {
    expect(attackWith(15).stack).toHaveLength(0);
  });
});

describe('mentor (CR 702.134)', () => {
  const sergeant = creature('Test Mentor', ['Mentor'], [3, 3], 'Human Soldier');

  it('702.134a: "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power"', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: sergeant, id: 'sergeant' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['sergeant', 'Bob'], ['ogre', 'Bob']));
    expect(s.stack[0]!.targets).toEqual([{ kind: 'object', id: 'ogre', stamp: s.permanents.ogre!.timestamp }]);
    s = resolveAll(s);
    expect(s.permanents.ogre!.counters['+1/+1']).toBe(1);
  });

  it('702.134a: a creature with as much power, or not attacking, is no legal target: the ability is removed (603.3d)', () => {
    const big = creature('Test Big Soldier', [], [3, 3], 'Human Soldier');
    let s = twoPlayers(
      {
        battlefield: [
          { def: sergeant, id: 'sergeant' },
          { def: big, id: 'big' },
          { def: C.ogre, id: 'home' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['sergeant', 'Bob'], ['big', 'Bob']));
    expect(s.stack).toHaveLength(0);
    expect(s.permanents.home!.counters['+1/+1'] ?? 0).toBe(0);
  });
});

describe('afflict (CR 702.130)', () => {
  const naga = creature('Test Afflicter', ['Afflict 3'], [3, 3], 'Naga');

  it('702.130a: "Whenever this creature becomes blocked, defending player loses N life"', () => {
    let s = blocked(
      [{ def: naga, id: 'naga' }],
      [{ def: C.bears, id: 'bears' }],
      [['naga', 'Bob']],
      [['bears', 'naga']],
    );
    s = resolveAll(s);
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([20, 17]);
    const unblocked = blocked([{ def: naga, id: 'naga' }], [], [['naga', 'Bob']], []);
    expect(unblocked.stack).toHaveLength(0);
  });
});

describe('melee (CR 702.121)', () => {
  const fencer = creature('Test Fencer', ['Melee'], [2, 2], 'Human Warrior');
  const walker = defineCard({
    name: 'Test Walker',
    cost: '{3}',
    type: 'Legendary Planeswalker — Tester',
    loyalty: 5,
  }).def;

  it('702.121a: "it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat"', () => {
    let s = twoPlayers({ battlefield: [{ def: fencer, id: 'fencer' }] }, {}, { step: 'declareAttackers' });
    s = resolveAll(play(s, attack('Alice', ['fencer', 'Bob'])));
    expect(size(s, 'fencer')).toEqual([3, 3]);
  });

  it('702.121a: attacking only a planeswalker is attacking no opponent', () => {
    let s = twoPlayers(
      { battlefield: [{ def: fencer, id: 'fencer' }] },
      { battlefield: [{ def: walker, id: 'walker' }] },
      { step: 'declareAttackers' },
    );
    s = resolveAll(play(s, attack('Alice', ['fencer', { object: 'walker' }])));
    expect(size(s, 'fencer')).toEqual([2, 2]);
  });
});

describe('fading (CR 702.32)', () => {
  const library = Array.from({ length: 6 }, () => ({ def: C.island }));
  const fader = defineCard({
    name: 'Test Fader',
    cost: '{0}',
    type: 'Creature — Beast',
    power: 3,
    toughness: 3,
    text: 'Fading 1',
  }).def;

  it('702.32a: "enters with N fade counters"; "at the beginning of your upkeep, remove a fade counter from this permanent. If you can\'t, sacrifice the permanent"', () => {
    let s = twoPlayers({ hand: [{ def: fader, id: 'fader' }], library }, { library });
    s = play(s, { type: 'cast', player: 'Alice', card: 'fader' }, pass('Alice'), pass('Bob'));
    expect(s.permanents.fader!.counters.fade).toBe(1);
    s = goTo(goTo(s, 'upkeep'), 'upkeep');
    expect(s.activePlayer).toBe('Alice');
    s = resolveAll(s);
    expect([zone(s, 'fader'), s.permanents.fader!.counters.fade]).toEqual(['battlefield', 0]);
    s = resolveAll(goTo(goTo(s, 'upkeep'), 'upkeep'));
    expect(zone(s, 'fader')).toBe('graveyard');
  });

  it("608.2d: removing the counter isn't a choice: declining doesn't apply to it", () => {
    let s = twoPlayers(
      { battlefield: [{ def: fader, id: 'fader', counters: { fade: 1 } }], library },
      { library },
      { step: 'end', activePlayer: 'Bob' },
    );
    s = goTo(s, 'upkeep');
    expect(s.stack).toHaveLength(1);
    expect(apply(s, { type: 'decline', player: 'Alice' }).ok).toBe(false);
  });
});

describe('graft (CR 702.58)', () => {
  const grafter = defineCard({
    name: 'Test Grafter',
    cost: '{0}',
    type: 'Artifact Creature — Construct',
    power: 0,
    toughness: 0,
    text: 'Graft 2',
  }).def;
  const enter = (declined: boolean) => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.forest }, { def: C.forest }],
        hand: [
          { def: grafter, id: 'grafter' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'grafter' }, pass('Alice'), pass('Bob'));
    expect(s.permanents.grafter!.counters['+1/+1']).toBe(2);
    s = play(s, { type: 'cast', player: 'Alice', card: 'bears' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.source)).toEqual(['grafter']);
    if (declined) s = play(s, { type: 'decline', player: 'Alice' });
    return resolveAll(s);
  };

  it('702.58a: "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature" — by default it does', () => {
    const s = enter(false);
    expect([s.permanents.grafter!.counters['+1/+1'], s.permanents.bears!.counters['+1/+1']]).toEqual([1, 1]);
  });

  it('608.2d: declined, the counter stays', () => {
    const s = enter(true);
    expect([s.permanents.grafter!.counters['+1/+1'], s.permanents.bears!.counters['+1/+1'] ?? 0]).toEqual([2, 0]);
  });

  it('702.58a, 704.5f: its last counter moves on, and the 0/0 grafter dies', () => {
    const s = twoPlayers(
      {
        battlefield: [{ def: grafter, id: 'grafter', counters: { '+1/+1': 1 } }, { def: C.forest }, { def: C.forest }],
        hand: [{ def: C.bears, id: 'bears' }],
      },
      {},
    );
    const after = resolveAll(play(s, { type: 'cast', player: 'Alice', card: 'bears' }, pass('Alice'), pass('Bob')));
    expect([zone(after, 'grafter'), after.permanents.bears!.counters['+1/+1']]).toEqual(['graveyard', 1]);
  });
});

describe('ingest (CR 702.115)', () => {
  const processor = creature('Test Ingester', ['Ingest'], [2, 2], 'Eldrazi Drone');

  it('702.115a: "Whenever this creature deals combat damage to a player, that player exiles the top card of their library"', () => {
    let s = twoPlayers(
      { battlefield: [{ def: processor, id: 'ingester' }] },
      {
        library: [
          { def: C.island, id: 'top' },
          { def: C.island, id: 'second' },
        ],
      },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['ingester', 'Bob']), pass('Alice'), pass('Bob'));
    s = play(s, { type: 'declareBlockers', player: 'Bob', blocks: [] }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.source)).toEqual(['ingester']);
    s = resolveAll(s);
    expect([life(s, 'Bob'), zone(s, 'top'), zone(s, 'second')]).toEqual([18, 'exile', 'library']);
  });
});

describe('cumulative upkeep (CR 702.24)', () => {
  const library = Array.from({ length: 4 }, () => ({ def: C.island }));
  const golem = defineCard({
    name: 'Test Aging Golem',
    cost: '{2}',
    type: 'Artifact Creature — Golem',
    power: 4,
    toughness: 4,
    text: 'Cumulative upkeep {1}',
  });
  const upkeep = (lands: number, decline = false) => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: golem.def, id: 'golem', counters: { age: 2 } },
          ...Array.from({ length: lands }, () => ({ def: C.plains })),
        ],
        library,
      },
      { library },
      { step: 'end', activePlayer: 'Bob' },
    );
    s = goTo(s, 'upkeep');
    expect(s.stack.map(i => i.source)).toEqual(['golem']);
    if (decline) s = play(s, { type: 'decline', player: 'Alice' });
    return resolveAll(s);
  };

  it('702.24a: "put an age counter on this permanent. Then you may pay [cost] for each age counter on it" — paid by default', () => {
    expect(golem.notUnderstood).toEqual([]);
    const s = upkeep(3);
    expect([zone(s, 'golem'), s.permanents.golem!.counters.age]).toEqual(['battlefield', 3]);
    expect(s.battlefield.filter(id => s.permanents[id]!.tapped)).toHaveLength(3);
  });

  it('702.24a: "If you don\'t, sacrifice it" — unable to pay three, or declining', () => {
    expect(zone(upkeep(2), 'golem')).toBe('graveyard');
    expect(zone(upkeep(3, true), 'golem')).toBe('graveyard');
  });
});

describe('cumulative upkeep paid in life (CR 702.24a)', () => {
  const library = Array.from({ length: 4 }, () => ({ def: C.island }));
  const sage = defineCard({
    name: 'Test Aging Sage',
    cost: '{1}',
    type: 'Creature — Human',
    power: 2,
    toughness: 2,
    text: 'Cumulative upkeep\u2014Pay 2 life.',
  });

  it('702.24a: "you may pay [cost] for each age counter on it" — 2 life for each of two counters', () => {
    expect(sage.notUnderstood).toEqual([]);
    let s = twoPlayers(
      { battlefield: [{ def: sage.def, id: 'sage', counters: { age: 1 } }], library },
      { library },
      { step: 'end', activePlayer: 'Bob' },
    );
    s = resolveAll(goTo(s, 'upkeep'));
    expect([zone(s, 'sage'), life(s, 'Alice')]).toEqual(['battlefield', 16]);
    let low = twoPlayers(
      { battlefield: [{ def: sage.def, id: 'sage', counters: { age: 1 } }], life: 3, library },
      { library },
      { step: 'end', activePlayer: 'Bob' },
    );
    low = resolveAll(goTo(low, 'upkeep'));
    // 119.4: with 3 life, 4 life can't be paid: it is sacrificed.
    expect([zone(low, 'sage'), life(low, 'Alice')]).toEqual(['graveyard', 3]);
  });
});

describe('cumulative upkeep of one color or another (CR 702.24a, 107.4e)', () => {
  const library = Array.from({ length: 4 }, () => ({ def: C.island }));
  const hound = defineCard({
    name: 'Test Aging Hound',
    cost: '{1}',
    type: 'Creature — Dog',
    power: 3,
    toughness: 3,
    text: 'Cumulative upkeep {G} or {W}',
  });
  const upkeep = (lands: CardDef[]) => {
    const s = twoPlayers(
      {
        battlefield: [{ def: hound.def, id: 'hound', counters: { age: 1 } }, ...lands.map(def => ({ def }))],
        library,
      },
      { library },
      { step: 'end', activePlayer: 'Bob' },
    );
    return resolveAll(goTo(s, 'upkeep'));
  };

  it('702.24a: "{G} or {W}" for each of two age counters — a Forest and a Plains pay it, one of each', () => {
    expect(hound.notUnderstood).toEqual([]);
    const s = upkeep([C.forest, C.plains]);
    expect([zone(s, 'hound'), s.permanents.hound!.counters.age]).toEqual(['battlefield', 2]);
  });

  it('702.24a: two Islands pay neither {G} nor {W}: it is sacrificed', () => {
    expect(zone(upkeep([C.island, C.island]), 'hound')).toBe('graveyard');
  });
});

describe('cumulative upkeep with a cost that is not mana (CR 702.24a, 118.3)', () => {
  const library = Array.from({ length: 4 }, () => ({ def: C.island }));
  const aging = (name: string, cost: string) =>
    defineCard({
      name,
      cost: '{2}',
      type: 'Creature — Beast',
      power: 4,
      toughness: 4,
      text: `Cumulative upkeep\u2014${cost}`,
    });
  const upkeep = (
    def: CardDef,
    mine: { battlefield?: { def: CardDef; id?: string }[]; hand?: { def: CardDef; id?: string }[] },
  ) =>
    resolveAll(
      goTo(
        twoPlayers(
          {
            battlefield: [{ def, id: 'beast', counters: { age: 1 } }, ...(mine.battlefield ?? [])],
            hand: mine.hand,
            library,
          },
          { library },
          { step: 'end', activePlayer: 'Bob' },
        ),
        'upkeep',
      ),
    );

  it('702.24a: "Sacrifice a land" for each of two age counters — two lands are sacrificed and it stays', () => {
    const grazer = aging('Test Land Grazer', 'Sacrifice a land.');
    expect(grazer.notUnderstood).toEqual([]);
    const s = upkeep(grazer.def, {
      battlefield: [
        { def: C.forest, id: 'a' },
        { def: C.forest, id: 'b' },
      ],
    });
    expect([zone(s, 'beast'), zone(s, 'a'), zone(s, 'b')]).toEqual(['battlefield', 'graveyard', 'graveyard']);
  });

  it('118.3: a cost is paid whole or not at all — one card in hand pays no "Discard a card" twice: it is sacrificed', () => {
    const sphinx = aging('Test Hand Eater', 'Discard a card.');
    const s = upkeep(sphinx.def, { hand: [{ def: C.island, id: 'kept' }] });
    expect([zone(s, 'beast'), zone(s, 'kept')]).toEqual(['graveyard', 'hand']);
  });

  it('702.24a: a cost naming the card itself — "Put a -1/-1 counter on [this card]" twice', () => {
    const tusker = aging('Test Wilting Tusker', 'Put a -1/-1 counter on Test Wilting Tusker.');
    expect(tusker.notUnderstood).toEqual([]);
    expect(tusker.problems).toEqual([]);
    const s = upkeep(tusker.def, {});
    expect([zone(s, 'beast'), s.permanents.beast!.counters['-1/-1'], power(s, 'beast')]).toEqual(['battlefield', 2, 2]);
  });
});

describe('recover (CR 702.59)', () => {
  const harvest = defineCard({
    name: 'Test Grave Harvest',
    cost: '{1}{B}',
    type: 'Sorcery',
    text: 'Target player loses 1 life.\nRecover {2}{B}',
  });
  const dies = (whose: 'Alice' | 'Bob', decline = false) => {
    const bears = { def: C.bears, id: 'bears' };
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.mountain },
          ...Array.from({ length: 3 }, () => ({ def: C.swamp })),
          ...(whose === 'Alice' ? [bears] : []),
        ],
        hand: [{ def: C.bolt, id: 'bolt' }],
        graveyard: [{ def: harvest.def, id: 'harvest' }],
      },
      whose === 'Bob' ? { battlefield: [bears] } : {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    if (decline && s.stack.length) s = play(s, { type: 'decline', player: 'Alice' });
    return resolveAll(s);
  };

  it('702.59a: "When a creature is put into your graveyard from the battlefield, you may pay [cost]. If you do, return this card from your graveyard to your hand"', () => {
    expect(harvest.notUnderstood).toEqual([]);
    expect(harvest.problems).toEqual([]);
    const s = dies('Alice');
    expect([zone(s, 'bears'), zone(s, 'harvest')]).toEqual(['graveyard', 'hand']);
  });

  it('702.59a: "Otherwise, exile this card" — declining the payment', () => {
    expect(zone(dies('Alice', true), 'harvest')).toBe('exile');
  });

  it("702.59a: a creature put into another player's graveyard is not put into yours — it doesn't trigger", () => {
    const s = dies('Bob');
    expect([zone(s, 'bears'), zone(s, 'harvest')]).toEqual(['graveyard', 'graveyard']);
  });
});

describe('provoke (CR 702.39)', () => {
  const brute = creature('Test Provoking Brute', ['Provoke'], [3, 3], 'Beast');
  /** Alice's brute attacks Bob, whose tapped bears and untapped elves could block; its trigger resolves. */
  const provoked = (decline = false) => {
    let s = twoPlayers(
      { battlefield: [{ def: brute, id: 'brute' }] },
      { battlefield: [{ def: C.bears, id: 'bears', tapped: true }] },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['brute', 'Bob']));
    expect(s.stack.map(i => i.source)).toEqual(['brute']);
    if (decline) s = play(s, { type: 'decline', player: 'Alice' });
    s = resolveAll(s);
    return play(s, pass('Alice'), pass('Bob'));
  };

  it('702.39a: "you may choose to have target creature defending player controls block this creature this combat if able. If you do, untap that creature"', () => {
    const s = provoked();
    expect([s.pending?.kind, s.permanents.bears!.tapped]).toEqual(['declareBlockers', false]);
    // 509.1c: not blocking breaks the requirement; blocking the provoker obeys it.
    illegal(s, block('Bob'), '509.1c');
    const after = play(s, block('Bob', ['bears', 'brute']));
    expect(after.combat?.attackers[0]?.blockers).toEqual(['bears']);
  });

  it('702.39a: declined, the creature stays tapped and nothing is required of it', () => {
    const s = provoked(true);
    expect(s.permanents.bears!.tapped).toBe(true);
  });

  it('511.3: the requirement lasts this combat only', () => {
    let s = play(provoked(), block('Bob', ['bears', 'brute']));
    s = goTo(s, 'main2');
    expect(s.turnEffects.filter(e => e.kind === 'restriction')).toEqual([]);
  });
});

describe('exploit (CR 702.110)', () => {
  const library = Array.from({ length: 4 }, () => ({ def: C.island }));
  const sage = defineCard({
    name: 'Test Exploiting Sage',
    cost: '{B}',
    type: 'Creature — Zombie Wizard',
    power: 2,
    toughness: 2,
    text: 'Exploit\nWhen Test Exploiting Sage exploits a creature, you draw two cards.',
  });
  const enters = (others: { def: CardDef; id?: string }[], decline = false) => {
    let s = twoPlayers(
      { battlefield: [{ def: C.swamp }, ...others], hand: [{ def: sage.def, id: 'sage' }], library },
      { library },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'sage' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.source)).toEqual(['sage']);
    if (decline) s = play(s, { type: 'decline', player: 'Alice' });
    return resolveAll(s);
  };

  it('702.110a, 702.110b: "When this creature enters, you may sacrifice a creature" — and then it exploits that creature', () => {
    expect([sage.notUnderstood, sage.problems]).toEqual([[], []]);
    const s = enters([{ def: C.bears, id: 'bears' }]);
    expect([zone(s, 'bears'), zone(s, 'sage'), s.players[0]!.hand.length]).toEqual(['graveyard', 'battlefield', 2]);
  });

  it('702.110a: declined, nothing is sacrificed and nothing is exploited', () => {
    const s = enters([{ def: C.bears, id: 'bears' }], true);
    expect([zone(s, 'bears'), s.players[0]!.hand.length]).toEqual(['battlefield', 0]);
  });

  it('603.10a: sacrificing itself, it still exploits a creature', () => {
    const s = enters([]);
    expect([zone(s, 'sage'), s.players[0]!.hand.length]).toEqual(['graveyard', 2]);
  });
});

describe('battle cry (CR 702.91)', () => {
  const herald = creature('Test Herald', ['Battle cry'], [2, 2], 'Goblin');

  it('702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn"', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: herald, id: 'herald' },
          { def: C.bears, id: 'bears' },
          { def: C.bears, id: 'home' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    s = resolveAll(play(s, attack('Alice', ['herald', 'Bob'], ['bears', 'Bob'])));
    // The other attacker only: not the herald itself, nor a creature that stayed home.
    expect([size(s, 'herald'), size(s, 'bears'), size(s, 'home')]).toEqual([
      [2, 2],
      [3, 2],
      [2, 2],
    ]);
  });
});

describe('afterlife (CR 702.135)', () => {
  const cleric = creature('Test Cleric', ['Afterlife 2'], [1, 1], 'Human Cleric');

  it('702.135a: "When this permanent is put into a graveyard from the battlefield, create N 1/1 white and black Spirit creature tokens with flying"', () => {
    let s = twoPlayers(
      { battlefield: [{ def: cleric, id: 'cleric' }] },
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { activePlayer: 'Bob' },
    );
    s = play(
      s,
      { type: 'cast', player: 'Bob', card: 'bolt', targets: [{ object: 'cleric' }] },
      pass('Bob'),
      pass('Alice'),
    );
    expect(zone(s, 'cleric')).toBe('graveyard');
    s = resolveAll(s);
    const spirits = s.battlefield.filter(id => s.objects[id]!.def.subtypes.includes('Spirit'));
    expect(spirits).toHaveLength(2);
    for (const id of spirits) {
      expect(s.permanents[id]!.controller).toBe('Alice');
      expect(s.objects[id]!.def).toMatchObject({ power: 1, toughness: 1, keywords: ['flying'], colors: ['W', 'B'] });
    }
  });
});

describe('annihilator (CR 702.86)', () => {
  const eldrazi = creature('Test Annihilator', ['Annihilator 2'], [5, 5], 'Eldrazi');

  it('702.86a: "Whenever this creature attacks, defending player sacrifices N permanents"', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: eldrazi, id: 'eldrazi' },
          { def: C.forest, id: 'forest' },
        ],
      },
      {
        battlefield: [
          { def: C.bears, id: 'b1' },
          { def: C.island, id: 'i1' },
          { def: C.island, id: 'i2' },
        ],
      },
      { step: 'declareAttackers' },
    );
    s = resolveAll(play(s, attack('Alice', ['eldrazi', 'Bob'])));
    // Bob, who is attacked, sacrifices two of his three permanents; Alice's stay.
    expect(['b1', 'i1', 'i2'].filter(id => zone(s, id) === 'graveyard')).toHaveLength(2);
    expect([zone(s, 'eldrazi'), zone(s, 'forest')]).toEqual(['battlefield', 'battlefield']);
  });
});

describe('soulbond (CR 702.95)', () => {
  const forcemage = defineCard({
    name: 'Test Forcemage',
    cost: '{1}{G}',
    type: 'Creature — Elf Shaman',
    power: 2,
    toughness: 2,
    text: 'Soulbond\nAs long as Test Forcemage is paired with another creature, each of those creatures gets +1/+1.',
  });
  const gateguards = defineCard({
    name: 'Test Gateguards',
    cost: '{2}{W}',
    type: 'Creature — Spirit Soldier',
    power: 2,
    toughness: 2,
    text: 'Soulbond\nAs long as Test Gateguards is paired with another creature, both creatures have vigilance.',
  });
  const cast = (s: ReturnType<typeof twoPlayers>, card: string, decline = false) => {
    s = play(s, { type: 'cast', player: 'Alice', card }, pass('Alice'), pass('Bob'));
    if (decline && s.stack.length) s = play(s, { type: 'decline', player: 'Alice' });
    return resolveAll(s);
  };
  const lands = [C.forest, C.forest, C.forest, C.forest, C.plains, C.plains, C.plains].map(def => ({ def }));

  it('702.95a: entering, it may pair with another unpaired creature you control (by default the first), and both get the bonus', () => {
    expect([forcemage.notUnderstood, gateguards.notUnderstood]).toEqual([[], []]);
    let s = twoPlayers(
      {
        battlefield: [...lands, { def: C.bears, id: 'bears' }, { def: C.bears, id: 'other' }],
        hand: [{ def: forcemage.def, id: 'mage' }],
      },
      { battlefield: [{ def: C.bears, id: 'theirs' }] },
    );
    s = cast(s, 'mage');
    expect([size(s, 'mage'), size(s, 'bears'), size(s, 'other'), size(s, 'theirs')]).toEqual([
      [3, 3],
      [3, 3],
      [2, 2],
      [2, 2],
    ]);
  });

  it("702.95a: declined, nothing is paired; with no other creature, it doesn't trigger", () => {
    let s = twoPlayers(
      { battlefield: [...lands, { def: C.bears, id: 'bears' }], hand: [{ def: forcemage.def, id: 'mage' }] },
      {},
    );
    s = cast(s, 'mage', true);
    expect([size(s, 'mage'), size(s, 'bears')]).toEqual([
      [2, 2],
      [2, 2],
    ]);
    let alone = twoPlayers({ battlefield: lands, hand: [{ def: forcemage.def, id: 'mage' }] }, {});
    alone = play(alone, { type: 'cast', player: 'Alice', card: 'mage' }, pass('Alice'), pass('Bob'));
    expect(alone.stack).toEqual([]);
  });

  it('702.95a: another creature entering under your control pairs with it; a paired creature pairs no more (702.95d)', () => {
    let s = twoPlayers(
      {
        battlefield: [...lands, { def: gateguards.def, id: 'guards' }],
        hand: [
          { def: C.bears, id: 'bears' },
          { def: C.bears, id: 'late' },
        ],
      },
      {},
    );
    s = cast(s, 'bears');
    expect([hasKeyword(s, 'guards', 'vigilance'), hasKeyword(s, 'bears', 'vigilance')]).toEqual([true, true]);
    s = play(s, { type: 'cast', player: 'Alice', card: 'late' }, pass('Alice'), pass('Bob'));
    expect(s.stack).toEqual([]);
    expect(hasKeyword(s, 'late', 'vigilance')).toBe(false);
  });

  it('702.95e: the pair breaks when one of them leaves the battlefield', () => {
    let s = twoPlayers(
      {
        battlefield: [...lands, { def: C.bears, id: 'bears' }],
        hand: [{ def: forcemage.def, id: 'mage' }],
      },
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
    );
    s = cast(s, 'mage');
    expect(size(s, 'bears')).toEqual([3, 3]);
    s = play(s, pass('Alice'), { type: 'cast', player: 'Bob', card: 'bolt', targets: [{ object: 'mage' }] });
    s = resolveAll(s);
    expect([zone(s, 'mage'), size(s, 'bears'), perm(s, 'bears').pairedWith]).toEqual(['graveyard', [2, 2], undefined]);
  });
});
