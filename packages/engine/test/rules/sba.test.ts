import { describe, expect, it } from 'vitest';
import { C, attack, block, goTo, illegal, life, pass, perm, play, texts, twoPlayers, zone } from '../kit.js';
import { defineCard, logEntries, type Action } from '../../src/index.js';

const legend = defineCard({
  name: 'Isamaru, Hound of Konda',
  cost: '{W}',
  type: 'Legendary Creature — Dog',
  power: 2,
  toughness: 2,
}).def;
const walker = defineCard({ name: 'Test Walker', cost: '{2}', type: 'Planeswalker — Test', loyalty: 3 }).def;

describe('state-based actions (CR 704)', () => {
  it('704.5a: a player at 0 life loses when a player would next receive priority; 104.2a the other wins', () => {
    let s = twoPlayers({ battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] }, { life: 3 });
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.players[1]!.lost).toBe(true);
    expect(s.result).toEqual({ winners: ['Alice'], losers: ['Bob'] });
    expect(s.priority).toBeUndefined();
  });

  it('704.5c: ten poison counters lose the game', () => {
    const s = twoPlayers({}, { poison: 10 });
    expect(s.result?.losers).toEqual(['Bob']);
  });

  it('704.5f: toughness 0 or less goes to the graveyard; 704.5q: counters annihilate', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'b1', counters: { '-1/-1': 2 } },
          { def: C.bears, id: 'b2', counters: { '+1/+1': 1, '-1/-1': 2 } },
        ],
      },
      {},
    );
    expect(zone(s, 'b1')).toBe('graveyard');
    expect(zone(s, 'b2')).toBe('battlefield');
    expect(s.permanents.b2!.counters).toEqual({ '+1/+1': 0, '-1/-1': 1 });
  });

  it('704.5g: lethal damage destroys a creature', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'b', damage: 2 },
          { def: C.spider, id: 's', damage: 3 },
        ],
      },
      {},
    );
    expect(zone(s, 'b')).toBe('graveyard');
    expect(zone(s, 's')).toBe('battlefield');
  });

  it('704.5i: a planeswalker with no loyalty goes to the graveyard', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { battlefield: [{ def: walker, id: 'pw' }] },
    );
    expect(s.permanents.pw!.counters.loyalty).toBe(3); // CR 306.5b
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'pw' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'pw')).toBe('graveyard');
  });

  it('704.5j: the legend rule keeps one of two legendary permanents with the same name', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: legend, id: 'old' },
          { def: legend, id: 'new' },
        ],
      },
      { battlefield: [{ def: legend, id: 'bobs' }] },
    );
    expect(zone(s, 'old')).toBe('graveyard');
    expect(zone(s, 'new')).toBe('battlefield');
    expect(zone(s, 'bobs')).toBe('battlefield');
  });
});

describe('the legend rule: the player chooses which one to keep (CR 704.5j)', () => {
  // 704.5j: "If two or more legendary permanents with the same name are controlled by the same player, that player
  // chooses one of them, and the rest are put into their owners' graveyards."
  const hound = defineCard({
    name: 'Test Hound',
    cost: '{W}',
    type: 'Legendary Creature — Dog',
    power: 2,
    toughness: 2,
  }).def;
  const second = (...first: Action[]) =>
    play(
      twoPlayers(
        { battlefield: [{ def: hound, id: 'old' }, { def: C.plains }], hand: [{ def: hound, id: 'new' }] },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      ),
      ...first,
      { type: 'cast', player: 'Alice', card: 'new' },
      pass('Alice'),
      pass('Bob'),
    );

  it('704.5j: without a choice the newest is kept — the documented default, said in the log', () => {
    const s = second();
    expect([zone(s, 'old'), zone(s, 'new')]).toEqual(['graveyard', 'battlefield']);
    const kept = logEntries(s).find(e => e.text.startsWith('The legend rule: Alice keeps'));
    expect(kept).toMatchObject({
      text: 'The legend rule: Alice keeps Test Hound (the default choice: the newest).',
      defaulted: true,
    });
  });

  it('704.5j: "Alice keeps old", written in advance, keeps the older one; the choice is then used up', () => {
    const s = second({ type: 'keepLegend', player: 'Alice', keep: 'old' });
    expect([zone(s, 'old'), zone(s, 'new')]).toEqual(['battlefield', 'graveyard']);
    expect(texts(s)).toContain('The legend rule: Alice keeps Test Hound.');
    expect(s.legendKept).toEqual([]);
  });

  it("704.5j: the choice is the controller's: Bob can't choose for Alice's legends, and is told why", () => {
    const s = twoPlayers({ battlefield: [{ def: hound, id: 'old' }], hand: [{ def: hound, id: 'new' }] }, {});
    const v = illegal(s, { type: 'keepLegend', player: 'Bob', keep: 'old' }, '704.5j');
    expect(v.code).toBe('choice/not-yours');
    expect(v.message).toBe(
      "Bob can't choose Test Hound to keep by the legend rule: Alice controls it, and only its controller chooses (CR 704.5j).",
    );
    expect(illegal(s, { type: 'keepLegend', player: 'Bob', keep: 'new' }, '704.5j').code).toBe('choice/not-yours');
  });

  it('704.5j: only a legendary permanent can be chosen', () => {
    const s = twoPlayers({}, { battlefield: [{ def: C.bears, id: 'bears' }] });
    expect(illegal(s, { type: 'keepLegend', player: 'Alice', keep: 'bears' }, '704.5j').code).toBe(
      'choice/not-legendary',
    );
  });
});

describe('"you can\'t win the game and your opponents can\'t lose the game" (CR 101.2, 704.5a, 704.5c)', () => {
  const gloater = defineCard({
    name: 'Test Gloating Fiend',
    cost: '{0}',
    type: 'Creature — Demon',
    power: 6,
    toughness: 6,
    keywords: ['trample'],
    text: "You can't win the game and your opponents can't lose the game.",
  });
  const claim = defineCard({ name: 'Test Final Claim', cost: '{0}', type: 'Sorcery', text: 'You win the game.' }).def;

  it("101.2: its controller's opponent at 0 life or with ten poison counters doesn't lose; once it is gone, they do (704.5a)", () => {
    expect(gloater.notUnderstood).toEqual([]);
    let s = twoPlayers(
      {
        battlefield: [{ def: gloater.def, id: 'fiend' }, { def: C.swamp }, { def: C.swamp }, { def: C.swamp }],
        hand: [{ def: C.murder, id: 'murder' }],
      },
      { life: 0, poison: 10 },
    );
    expect([s.result, s.players[1]!.lost]).toEqual([undefined, false]);
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'murder', targets: [{ object: 'fiend' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.result).toEqual({ winners: ['Alice'], losers: ['Bob'] });
  });

  it("101.2: its controller can't win by an effect; its controller's own losses still happen", () => {
    const s = play(
      twoPlayers({ battlefield: [{ def: gloater.def }], hand: [{ def: claim, id: 'claim' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'claim' },
      pass('Alice'),
      pass('Bob'),
    );
    expect([s.result, s.players.map(p => p.lost)]).toEqual([undefined, [false, false]]);
    expect(twoPlayers({ battlefield: [{ def: gloater.def }], life: 0 }, {}).result?.losers).toEqual(['Alice']);
  });
});

describe("state-based actions after a change only a static ability's condition or count reads (CR 704.3, 613)", () => {
  // Each toughness comes only from a static ability reading something besides the battlefield: when that changes,
  // the next time a player would receive priority the creature has toughness 0 (704.5f).
  const dayWalker = defineCard({
    name: 'Test Day Walker',
    cost: '{1}{B}',
    type: 'Creature — Vampire',
    power: 0,
    toughness: 0,
    text: "As long as it's your turn, ~ gets +1/+1.",
  });
  const handCounter = defineCard({
    name: 'Test Hand Counter',
    cost: '{1}{U}',
    type: 'Creature — Wizard',
    power: 0,
    toughness: 0,
    text: '~ gets +1/+1 for each card in your hand.',
  });
  const lifeBound = defineCard({
    name: 'Test Life Bound',
    cost: '{1}{W}',
    type: 'Creature — Cleric',
    power: 0,
    toughness: 0,
    text: 'As long as you have 20 or more life, ~ gets +1/+1.',
  });

  it('704.5f: "as long as it\'s your turn": the turn passes, and at the opponent\'s upkeep it dies', () => {
    expect(dayWalker.notUnderstood).toEqual([]);
    let s = twoPlayers({ battlefield: [{ def: dayWalker.def, id: 'walker' }] }, {});
    expect(zone(s, 'walker')).toBe('battlefield');
    s = goTo(s, 'upkeep');
    expect([s.activePlayer, zone(s, 'walker')]).toEqual(['Bob', 'graveyard']);
  });

  it('704.5f: "for each card in your hand": casting the last card leaves it 0/0, and it dies before anyone can respond', () => {
    expect(handCounter.notUnderstood).toEqual([]);
    const s = play(
      twoPlayers(
        {
          battlefield: [{ def: C.mountain }, { def: handCounter.def, id: 'wizard' }],
          hand: [{ def: C.bolt, id: 'bolt' }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] },
    );
    expect([zone(s, 'bolt'), zone(s, 'wizard')]).toEqual(['stack', 'graveyard']);
  });

  it('704.5g: "attacking creatures you control get +0/+2": the damage it survived is lethal once combat is over', () => {
    const banner = defineCard({
      name: 'Test War Banner',
      cost: '{2}',
      type: 'Artifact',
      text: 'Attacking creatures you control get +0/+2.',
    });
    expect(banner.notUnderstood).toEqual([]);
    let s = goTo(
      twoPlayers(
        { battlefield: [{ def: banner.def }, { def: C.bears, id: 'bears' }] },
        { battlefield: [{ def: C.hillGiant, id: 'giant' }] },
      ),
      'declareAttackers',
    );
    s = play(s, attack('Alice', ['bears', 'Bob']), pass('Alice'), pass('Bob'), block('Bob', ['giant', 'bears']));
    s = goTo(s, 'endOfCombat');
    expect([perm(s, 'bears').damage, zone(s, 'bears')]).toEqual([3, 'battlefield']); // still attacking: 2/4 (511.3)
    s = goTo(s, 'main2');
    expect(zone(s, 'bears')).toBe('graveyard');
  });

  it('704.5f: "as long as you have 20 or more life": a Lightning Bolt resolves, and it dies', () => {
    expect(lifeBound.notUnderstood).toEqual([]);
    const s = play(
      twoPlayers(
        { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
        { battlefield: [{ def: lifeBound.def, id: 'cleric' }] },
      ),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Bob'), zone(s, 'cleric')]).toEqual([17, 'graveyard']);
  });
});
