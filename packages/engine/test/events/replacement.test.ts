import { describe, expect, it } from 'vitest';
import { hasKeyword, lastKnown, logEntries } from '../../src/index.js';
import { C, attack, block, goTo, illegal, life, pass, perm, play, texts, twoPlayers, zone } from '../kit.js';
import { card, cast } from '../effects/spell.js';
import { blocked, next } from '../rules/combat/fixtures.js';

/** Replacement and prevention effects (CR 614, 615) on the engine's choke points, like XMage's card tests. */

const fog = card({
  name: 'Calm Mist',
  cost: '{0}',
  type: 'Instant',
  text: 'Prevent all combat damage that would be dealt this turn.',
});
const ward = card({
  name: 'Guarding Light',
  cost: '{0}',
  type: 'Instant',
  text: 'Prevent all damage that would be dealt to target creature this turn.',
});
const mend = card({
  name: 'Small Mending',
  cost: '{0}',
  type: 'Instant',
  text: 'Prevent the next 3 damage that would be dealt to any target this turn.',
});
const blast = card({
  name: 'Test Blast',
  cost: '{0}',
  type: 'Instant',
  text: 'Test Blast deals 4 damage to any target.',
});
const wisp = card({
  name: 'Mist Wall',
  cost: '{1}{W}',
  type: 'Creature — Wall',
  power: 0,
  toughness: 2,
  text: 'Prevent all combat damage that would be dealt to Mist Wall.',
});

describe('prevention effects (CR 615)', () => {
  it('615.1a: "Prevent all combat damage that would be dealt this turn": no combat damage, other damage still dealt', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.hillGiant, id: 'giant' }], hand: [{ def: blast, id: 'blast' }] },
      { hand: [{ def: fog, id: 'fog' }], battlefield: [{ def: C.bears, id: 'bears' }] },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['giant', 'Bob']), pass('Alice'), pass('Bob'), block('Bob', ['bears', 'giant']));
    s = play(s, pass('Alice'), cast('Bob', 'fog'), pass('Bob'), pass('Alice'));
    s = next(s);
    expect(s.step).toBe('combatDamage');
    expect([perm(s, 'giant').damage, perm(s, 'bears').damage]).toEqual([0, 0]);
    expect(texts(s)).toContain('3 damage that Hill Giant would deal to Grizzly Bears is prevented.');
    s = play(s, cast('Alice', 'blast', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(16);
  });

  it('615.1a: "Prevent all damage that would be dealt to target creature this turn"', () => {
    let s = twoPlayers(
      {
        hand: [
          { def: ward, id: 'ward' },
          { def: blast, id: 'blast' },
        ],
        battlefield: [{ def: C.bears, id: 'bears' }],
      },
      {},
    );
    s = play(
      s,
      cast('Alice', 'ward', { object: 'bears' }),
      pass('Alice'),
      pass('Bob'),
      cast('Alice', 'blast', { object: 'bears' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), perm(s, 'bears').damage]).toEqual(['battlefield', 0]);
  });

  it('615.7: "the next 3 damage" is a shield used up as it prevents: 4 damage becomes 1, the next 4 are all dealt', () => {
    let s = twoPlayers(
      { hand: [{ def: mend, id: 'mend' }] },
      {
        hand: [
          { def: blast, id: 'b1' },
          { def: blast, id: 'b2' },
        ],
      },
    );
    s = play(s, cast('Alice', 'mend', { player: 'Alice' }), pass('Alice'), pass('Bob'));
    s = play(s, pass('Alice'), cast('Bob', 'b1', { player: 'Alice' }), pass('Bob'), pass('Alice'));
    expect(life(s, 'Alice')).toBe(19);
    s = play(s, pass('Alice'), cast('Bob', 'b2', { player: 'Alice' }), pass('Bob'), pass('Alice'));
    expect(life(s, 'Alice')).toBe(15);
  });

  it('615.1a: a shield lasts until end of turn (514.2)', () => {
    let s = twoPlayers(
      { hand: [{ def: ward, id: 'ward' }], battlefield: [{ def: C.bears, id: 'bears' }], library: [{ def: C.filler }] },
      { library: [{ def: C.filler }] },
    );
    s = play(s, cast('Alice', 'ward', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(s.turnEffects).toHaveLength(1);
    expect(goTo(s, 'upkeep').turnEffects).toEqual([]);
  });

  it('615.1a: a static "Prevent all combat damage that would be dealt to ~": it blocks unharmed, but a spell still hurts it', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.hillGiant, id: 'giant' }], hand: [{ def: blast, id: 'blast' }] },
      { battlefield: [{ def: wisp, id: 'wall' }] },
      { step: 'declareAttackers' },
    );
    s = next(play(s, attack('Alice', ['giant', 'Bob']), pass('Alice'), pass('Bob'), block('Bob', ['wall', 'giant'])));
    expect(perm(s, 'wall').damage).toBe(0);
    s = play(s, cast('Alice', 'blast', { object: 'wall' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'wall')).toBe('graveyard');
  });

  it('615.1a: "… dealt to ~ by creatures blocking it": its blocker deals it nothing, while it deals its own damage', () => {
    const carrier = card({
      name: 'Test Armored Carrier',
      cost: '{3}',
      type: 'Artifact Creature — Construct',
      power: 2,
      toughness: 1,
      text: 'Prevent all combat damage that would be dealt to Test Armored Carrier by creatures blocking it.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: carrier, id: 'carrier' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
      { step: 'declareAttackers' },
    );
    s = next(
      play(s, attack('Alice', ['carrier', 'Bob']), pass('Alice'), pass('Bob'), block('Bob', ['bears', 'carrier'])),
    );
    expect([zone(s, 'carrier'), zone(s, 'bears')]).toEqual(['battlefield', 'graveyard']);
    // Blocking, it isn't protected: the attacker it blocks isn't "blocking it".
    let b = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }] },
      { battlefield: [{ def: carrier, id: 'carrier' }] },
      { step: 'declareAttackers' },
    );
    b = next(
      play(b, attack('Alice', ['bears', 'Bob']), pass('Alice'), pass('Bob'), block('Bob', ['carrier', 'bears'])),
    );
    expect(zone(b, 'carrier')).toBe('graveyard');
  });
});

describe('replacement effects on entering (CR 614.1c–d, 614.12)', () => {
  const checkland = card({
    name: 'Test Vale',
    type: 'Land',
    text: 'Test Vale enters tapped unless you control two or more basic lands.\n{T}: Add {G}.',
  });
  const counted = card({
    name: 'Test Hatchling',
    cost: '{1}{G}',
    type: 'Creature — Lizard',
    power: 0,
    toughness: 0,
    text: 'Test Hatchling enters with two +1/+1 counters on it.',
  });
  const hydra = card({
    name: 'Test Hydra',
    cost: '{X}{G}',
    type: 'Creature — Hydra',
    power: 0,
    toughness: 0,
    text: 'This creature enters with X +1/+1 counters on it.',
  });

  it('614.1d: "enters tapped unless you control two or more basic lands" checks the condition as it enters', () => {
    const one = play(twoPlayers({ hand: [{ def: checkland, id: 'vale' }], battlefield: [{ def: C.forest }] }, {}), {
      type: 'playLand',
      player: 'Alice',
      card: 'vale',
    });
    expect(perm(one, 'vale').tapped).toBe(true);
    const two = play(
      twoPlayers({ hand: [{ def: checkland, id: 'vale' }], battlefield: [{ def: C.forest }, { def: C.island }] }, {}),
      { type: 'playLand', player: 'Alice', card: 'vale' },
    );
    expect(perm(two, 'vale').tapped).toBe(false);
  });

  it('614.1c, 614.12a: "As ~ enters, you may pay 2 life. If you don\'t, it enters tapped": paying is the default; declining is written', () => {
    const shock = card({
      name: 'Test Shockland',
      type: 'Land',
      text: "As Test Shockland enters, you may pay 2 life. If you don't, it enters tapped.\n{T}: Add {R}.",
    });
    const game = (life = 20) => twoPlayers({ hand: [{ def: shock, id: 'shock' }], life }, {});
    const paid = play(game(), { type: 'playLand', player: 'Alice', card: 'shock' });
    expect([perm(paid, 'shock').tapped, life(paid, 'Alice')]).toEqual([false, 18]);
    expect(logEntries(paid).find(e => e.rule === '614.1c')).toMatchObject({
      text: 'Alice pays 2 life as Test Shockland enters (the default choice: pay).',
      defaulted: true,
    });
    const declined = play(
      game(),
      { type: 'decline', player: 'Alice', source: 'shock' },
      { type: 'playLand', player: 'Alice', card: 'shock' },
    );
    expect([perm(declined, 'shock').tapped, life(declined, 'Alice'), declined.declinedEntries]).toEqual([true, 20, []]);
    // CR 119.4: with 1 life she can't pay 2.
    const poor = play(game(1), { type: 'playLand', player: 'Alice', card: 'shock' });
    expect([perm(poor, 'shock').tapped, life(poor, 'Alice')]).toEqual([true, 1]);
    expect(texts(poor)).toContain("Alice doesn't pay 2 life: they can't (CR 119.4), so Test Shockland enters tapped.");
  });

  it('614.1c, 122.6: "enters with two +1/+1 counters on it": a 0/0 that survives', () => {
    const s = play(
      twoPlayers({ hand: [{ def: counted, id: 'h' }], battlefield: [{ def: C.forest }, { def: C.forest }] }, {}),
      cast('Alice', 'h'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'h'), perm(s, 'h').counters['+1/+1']]).toEqual(['battlefield', 2]);
  });

  it('702.33d, 614.1c: "if ~ was kicked, it enters with two +1/+1 counters on it and with first strike" — as long as it is that permanent', () => {
    // Benalish Lancer: "If Benalish Lancer was kicked, it enters the battlefield with two +1/+1 counters on it and with
    // first strike."
    const lancer = card({
      name: 'Test Lancer',
      cost: '{1}',
      type: 'Creature — Knight',
      power: 2,
      toughness: 2,
      keywords: ['kicker {1}'],
      text: 'If Test Lancer was kicked, it enters the battlefield with two +1/+1 counters on it and with first strike.',
    });
    const forests = Array.from({ length: 2 }, () => ({ def: C.forest }));
    const resolve = (kicked: boolean) =>
      play(
        twoPlayers({ hand: [{ def: lancer, id: 'l' }], battlefield: forests }, {}),
        { type: 'cast', player: 'Alice', card: 'l', kicked },
        pass('Alice'),
        pass('Bob'),
      );
    const kicked = resolve(true);
    expect([perm(kicked, 'l').counters['+1/+1'], hasKeyword(kicked, 'l', 'first strike')]).toEqual([2, true]);
    const plain = resolve(false);
    expect([perm(plain, 'l').counters['+1/+1'] ?? 0, hasKeyword(plain, 'l', 'first strike')]).toEqual([0, false]);
  });

  it('702.33d, 702.63a: "if ~ was kicked, it enters with three additional time counters on it" — added to vanishing\'s', () => {
    const wurm = card({
      name: 'Test Riftwurm',
      cost: '{0}',
      type: 'Creature — Wurm',
      power: 6,
      toughness: 6,
      keywords: ['kicker {1}', 'vanishing 2'],
      text: 'If Test Riftwurm was kicked, it enters the battlefield with three additional time counters on it.',
    });
    const resolve = (kicked: boolean) =>
      play(
        twoPlayers({ hand: [{ def: wurm, id: 'w' }], battlefield: [{ def: C.forest }] }, {}),
        { type: 'cast', player: 'Alice', card: 'w', kicked },
        pass('Alice'),
        pass('Bob'),
      );
    expect([perm(resolve(true), 'w').counters.time, perm(resolve(false), 'w').counters.time]).toEqual([5, 2]);
  });

  it('702.33d: "… and with "~ can attack as though it didn\'t have defender."" — a quoted ability about itself, only if kicked', () => {
    // Prison Barricade: "If Prison Barricade was kicked, it enters the battlefield with a +1/+1 counter on it and with
    // "Prison Barricade can attack as though it didn't have defender.""
    const wall = card({
      name: 'Test Barricade',
      cost: '{0}',
      type: 'Creature — Wall',
      power: 1,
      toughness: 3,
      // Haste: it may attack the turn it enters.
      keywords: ['defender', 'haste', 'kicker {1}'],
      text: 'If Test Barricade was kicked, it enters the battlefield with a +1/+1 counter on it and with "Test Barricade can attack as though it didn\'t have defender."',
    });
    const setUp = (kicked: boolean) =>
      goTo(
        play(
          twoPlayers({ hand: [{ def: wall, id: 'w' }], battlefield: [{ def: C.forest }] }, {}),
          { type: 'cast', player: 'Alice', card: 'w', kicked },
          pass('Alice'),
          pass('Bob'),
        ),
        'declareAttackers',
      );
    const kicked = setUp(true);
    expect(perm(kicked, 'w').counters['+1/+1']).toBe(1);
    expect(perm(play(kicked, attack('Alice', ['w', 'Bob'])), 'w').tapped).toBe(true);
    illegal(setUp(false), attack('Alice', ['w', 'Bob']), '702.3b');
  });

  it('614.1c, 702.33d: "if ~ was kicked, it enters with two +1/+1 counters"; "… a +1/+1 counter for each other creature you control"', () => {
    const drake = card({
      name: 'Test Kicker Drake',
      cost: '{1}',
      type: 'Creature — Drake',
      power: 1,
      toughness: 1,
      keywords: ['kicker {1}'],
      text: 'If Test Kicker Drake was kicked, it enters the battlefield with two +1/+1 counters on it.',
    });
    const forests = Array.from({ length: 2 }, () => ({ def: C.forest }));
    const kicked = play(
      twoPlayers({ hand: [{ def: drake, id: 'd' }], battlefield: forests }, {}),
      { type: 'cast', player: 'Alice', card: 'd', kicked: true },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(kicked, 'd').counters['+1/+1']).toBe(2);
    const plain = play(
      twoPlayers({ hand: [{ def: drake, id: 'd' }], battlefield: forests }, {}),
      cast('Alice', 'd'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(plain, 'd').counters['+1/+1'] ?? 0).toBe(0);
    const crowd = card({
      name: 'Test Crowd Beast',
      cost: '{0}',
      type: 'Creature — Beast',
      power: 0,
      toughness: 0,
      text: 'Test Crowd Beast enters the battlefield with a +1/+1 counter on it for each other creature you control.',
    });
    const s = play(
      twoPlayers(
        { hand: [{ def: crowd, id: 'c' }], battlefield: [{ def: C.bears }, { def: C.bears }] },
        { battlefield: [{ def: C.bears }] },
      ),
      cast('Alice', 'c'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'c').counters['+1/+1']).toBe(2);
  });

  it('614.1d: "enters tapped unless you control two or fewer other lands" — untapped as the third land, tapped as the fourth', () => {
    const quick = card({
      name: 'Test Quickland',
      type: 'Land',
      text: 'Test Quickland enters the battlefield tapped unless you control two or fewer other lands.\n{T}: Add {R}.',
    });
    const with_ = (n: number) =>
      play(
        twoPlayers(
          { hand: [{ def: quick, id: 'q' }], battlefield: Array.from({ length: n }, () => ({ def: C.forest })) },
          {},
        ),
        { type: 'playLand', player: 'Alice', card: 'q' },
      );
    expect([perm(with_(2), 'q').tapped, perm(with_(3), 'q').tapped]).toEqual([false, true]);
  });

  it('614.1c, 107.3: "enters with X +1/+1 counters" takes X from the spell', () => {
    const forests = Array.from({ length: 4 }, () => ({ def: C.forest }));
    const s = play(
      twoPlayers({ hand: [{ def: hydra, id: 'hydra' }], battlefield: forests }, {}),
      { type: 'cast', player: 'Alice', card: 'hydra', x: 3 },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'hydra').counters['+1/+1']).toBe(3);
  });

  it('614.12, 107.3c: "enters with X +1/+1 counters on it, where X is …" counts as it would enter, for the player it enters under', () => {
    const tallied = card({
      name: 'Test Tallyhorn',
      cost: '{0}',
      type: 'Creature — Beast',
      power: 0,
      toughness: 0,
      text: "Test Tallyhorn enters with X +1/+1 counters on it, where X is the total number of cards in all players' hands.",
    });
    const leader = card({
      name: 'Test Vanguard',
      cost: '{0}',
      type: 'Creature — Merfolk',
      power: 1,
      toughness: 1,
      text: 'This creature enters the battlefield with X +1/+1 counters on it, where X is the greatest power among other creatures you control.',
    });
    // Alice's hand is one card once the Tallyhorn leaves it; Bob holds two.
    const hands = play(
      twoPlayers({ hand: [{ def: tallied, id: 't' }, { def: C.bolt }] }, { hand: [{ def: C.bolt }, { def: C.bolt }] }),
      cast('Alice', 't'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(hands, 't').counters['+1/+1']).toBe(3);
    // Bob's 5/5 isn't Alice's: the greatest power among hers is the Bears' 2.
    const greatest = play(
      twoPlayers(
        { hand: [{ def: leader, id: 'v' }], battlefield: [{ def: C.bears }] },
        { battlefield: [{ def: C.fiveFive }] },
      ),
      cast('Alice', 'v'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(greatest, 'v').counters['+1/+1']).toBe(2);
  });
});

describe('"instead" (CR 614.1a) and regeneration (701.19a)', () => {
  const phoenix = card({
    name: 'Test Wisp',
    cost: '{1}{R}',
    type: 'Creature — Spirit',
    power: 2,
    toughness: 2,
    text: 'If Test Wisp would die, exile it instead.',
  });
  const doom = card({ name: 'Test Doom', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });

  it('614.1a: "If ~ would die, exile it instead" — destroyed, or put into the graveyard for lethal damage (704.5g)', () => {
    const destroyed = play(
      twoPlayers({ battlefield: [{ def: phoenix, id: 'wisp' }], hand: [{ def: doom, id: 'doom' }] }, {}),
      cast('Alice', 'doom', { object: 'wisp' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(destroyed, 'wisp')).toBe('exile');
    const burned = play(
      twoPlayers({ battlefield: [{ def: phoenix, id: 'wisp' }], hand: [{ def: blast, id: 'blast' }] }, {}),
      cast('Alice', 'blast', { object: 'wisp' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(burned, 'wisp')).toBe('exile');
    expect(texts(burned)).toContain('Test Wisp would die and is exiled instead.');
  });

  it('701.19a: a regenerated blocker is tapped, its damage removed, it leaves combat, and the shield is used up', () => {
    const troll = card({
      name: 'Test Troll',
      cost: '{1}{G}',
      type: 'Creature — Troll',
      power: 2,
      toughness: 2,
      text: '{G}: Regenerate Test Troll.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: C.crawWurm, id: 'wurm' }] },
      { battlefield: [{ def: troll, id: 'troll' }, { def: C.forest }] },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['wurm', 'Bob']), pass('Alice'), pass('Bob'), block('Bob', ['troll', 'wurm']));
    s = play(
      s,
      pass('Alice'),
      { type: 'activate', player: 'Bob', source: 'troll', ability: 0 },
      pass('Bob'),
      pass('Alice'),
    );
    s = next(s);
    expect(zone(s, 'troll')).toBe('battlefield');
    expect([perm(s, 'troll').tapped, perm(s, 'troll').damage, perm(s, 'troll').shields]).toEqual([true, 0, 0]);
    expect(s.combat?.blockers.troll).toBeUndefined();
    expect(s.combat?.attackers[0]?.blocked).toBe(true);
  });
});

describe('entering as a copy (CR 707.2, 614.1c, 616.1c)', () => {
  const mimic = card({
    name: 'Test Mimic',
    cost: '{0}',
    type: 'Creature — Shapeshifter',
    power: 0,
    toughness: 0,
    text: 'You may have Test Mimic enter as a copy of any creature on the battlefield.',
  });
  const hatchling = card({
    name: 'Test Hatchling',
    cost: '{1}{G}',
    type: 'Creature — Lizard',
    power: 0,
    toughness: 0,
    text: 'Test Hatchling enters with two +1/+1 counters on it.',
  });
  const game = () =>
    twoPlayers(
      {
        hand: [{ def: mimic, id: 'mimic' }],
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: hatchling, id: 'hatchling', counters: { '+1/+1': 2 } },
        ],
      },
      { battlefield: [{ def: C.angel, id: 'angel' }] },
    );

  it("707.2: it enters with the chosen creature's copiable values — not its counters", () => {
    const s = play(game(), { type: 'cast', player: 'Alice', card: 'mimic', copy: 'bears' }, pass('Alice'), pass('Bob'));
    expect(s.objects.mimic!.def.name).toBe('Grizzly Bears');
    expect([perm(s, 'mimic').counters, zone(s, 'mimic')]).toEqual([{}, 'battlefield']);
    expect(texts(s)).toContain('Test Mimic enters as a copy of Grizzly Bears.');
  });

  it('616.1c, 614.12: copying a creature that enters with counters, it gets them too', () => {
    const s = play(
      game(),
      { type: 'cast', player: 'Alice', card: 'mimic', copy: 'hatchling' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'mimic').counters['+1/+1']).toBe(2);
  });

  it('the documented default copies the first creature an opponent controls, and says so', () => {
    const s = play(game(), cast('Alice', 'mimic'), pass('Alice'), pass('Bob'));
    expect(s.objects.mimic!.def.name).toBe('Serra Angel');
    expect(logEntries(s).find(e => e.rule === '707.5')?.defaulted).toBe(true);
  });

  it('400.7: leaving the battlefield, it is its own card again', () => {
    const doom = card({ name: 'Test Doom', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
    let s = twoPlayers(
      {
        hand: [
          { def: mimic, id: 'mimic' },
          { def: doom, id: 'doom' },
        ],
        battlefield: [{ def: C.bears, id: 'bears' }],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'mimic', copy: 'bears' },
      pass('Alice'),
      pass('Bob'),
      cast('Alice', 'doom', { object: 'mimic' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'mimic'), s.objects.mimic!.def.name]).toEqual(['graveyard', 'Test Mimic']);
  });

  it("603.10a, 707.2: leaving as a copy, it looks back as the copy — the copied creature's dies trigger triggers, its last P/T and subtypes count", () => {
    const martyr = card({
      name: 'Test Martyr',
      cost: '{0}',
      type: 'Creature — Zombie',
      power: 3,
      toughness: 1,
      text: 'When Test Martyr dies, you gain 3 life.',
    });
    const mourner = card({
      name: 'Test Mourner',
      cost: '{0}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'Whenever another Zombie you control dies, you gain 1 life.',
    });
    const doom = card({ name: 'Test Doom', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
    let s = twoPlayers(
      {
        hand: [
          { def: mimic, id: 'mimic' },
          { def: doom, id: 'doom' },
        ],
        battlefield: [
          { def: martyr, id: 'martyr' },
          { def: mourner, id: 'mourner' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'mimic', copy: 'martyr' },
      pass('Alice'),
      pass('Bob'),
      cast('Alice', 'doom', { object: 'mimic' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'mimic'), s.objects.mimic!.def.name]).toEqual(['graveyard', 'Test Mimic']);
    expect(lastKnown(s, 'mimic')).toMatchObject({ power: 3, toughness: 1 });
    expect(logEntries(s).find(e => e.kind === 'zoneChange' && e.from === 'battlefield')?.copied?.name).toBe(
      'Test Martyr',
    );
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(24);
  });

  it("declined, or told to copy what isn't a creature on the battlefield", () => {
    const declined = play(
      game(),
      { type: 'decline', player: 'Alice', source: 'mimic' },
      cast('Alice', 'mimic'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(declined, 'mimic')).toBe('graveyard'); // a 0/0 (704.5f)
    const v = illegal(game(), { type: 'cast', player: 'Alice', card: 'mimic', copy: 'mimic' }, '707.2');
    expect(v.code).toBe('cast/copy-choice');
  });
});

describe('what an entering copy may copy, and its exceptions (CR 707.5, 707.9)', () => {
  const doom = card({ name: 'Test Doom', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
  const relic = card({ name: 'Test Relic', cost: '{2}', type: 'Artifact', text: '{T}: You gain 1 life.' });
  const mimic = (text: string, type = 'Creature — Shapeshifter') =>
    card({ name: 'Test Mimic', cost: '{0}', type, power: 0, toughness: 0, text });

  it('707.9b: "except it\'s an artifact in addition to its other types" — the copy is an artifact creature', () => {
    const metamorph = mimic(
      "You may have Test Mimic enter the battlefield as a copy of any artifact or creature on the battlefield, except it's an artifact in addition to its other types.",
      'Artifact Creature — Shapeshifter',
    );
    let s = twoPlayers(
      { hand: [{ def: metamorph, id: 'mimic' }], battlefield: [{ def: relic, id: 'relic' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'mimic', copy: 'bears' }, pass('Alice'), pass('Bob'));
    expect(s.objects.mimic!.def).toMatchObject({ name: 'Grizzly Bears', types: ['Creature', 'Artifact'], power: 2 });
  });

  it('707.9b, 707.9d: "except it\'s 7/7" — the copiable power and toughness, no ability defining them', () => {
    const gargantuan = mimic(
      "You may have Test Mimic enter the battlefield as a copy of any creature on the battlefield, except it's 7/7.",
    );
    const goyf = card({
      name: 'Test Goyf',
      cost: '{1}{G}',
      type: 'Creature — Lhurgoyf',
      power: 0,
      toughness: 1,
      text: "Test Goyf's power is equal to the number of cards in your hand.",
    });
    let s = twoPlayers({ hand: [{ def: gargantuan, id: 'mimic' }] }, { battlefield: [{ def: goyf, id: 'goyf' }] });
    s = play(s, cast('Alice', 'mimic'), pass('Alice'), pass('Bob'));
    expect(s.objects.mimic!.def).toMatchObject({ name: 'Test Goyf', power: 7, toughness: 7, abilities: [] });
  });

  it('707.9a: "except it\'s an Illusion … and it has "When this creature becomes the target …, sacrifice it.""', () => {
    const image = mimic(
      'You may have Test Mimic enter the battlefield as a copy of any creature on the battlefield, except it\'s an Illusion in addition to its other types and it has "When this creature becomes the target of a spell or ability, sacrifice it."',
    );
    let s = twoPlayers(
      { hand: [{ def: image, id: 'mimic' }], battlefield: [{ def: C.angel, id: 'angel' }] },
      { hand: [{ def: C.giantGrowth, id: 'growth' }], battlefield: [{ def: C.forest, id: 'forest' }] },
    );
    s = play(s, cast('Alice', 'mimic'), pass('Alice'), pass('Bob'));
    expect(s.objects.mimic!.def).toMatchObject({ name: 'Serra Angel', subtypes: ['Angel', 'Illusion'] });
    s = play(s, pass('Alice'), cast('Bob', 'growth', { object: 'mimic' }), pass('Bob'), pass('Alice'));
    expect(zone(s, 'mimic')).toBe('graveyard');
  });

  it('707.9b: "except its name is …, it\'s legendary in addition to its other types"', () => {
    const impostor = mimic(
      "You may have Test Mimic enter the battlefield as a copy of any creature on the battlefield, except its name is Test Mimic, it's legendary in addition to its other types.",
    );
    let s = twoPlayers({ hand: [{ def: impostor, id: 'mimic' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(s, cast('Alice', 'mimic'), pass('Alice'), pass('Bob'));
    expect(s.objects.mimic!.def).toMatchObject({ name: 'Test Mimic', supertypes: ['Legendary'], power: 2 });
  });

  it('"any creature you control": not an opponent\'s', () => {
    const image = mimic('You may have Test Mimic enter the battlefield as a copy of any creature you control.');
    const s = twoPlayers(
      { hand: [{ def: image, id: 'mimic' }], battlefield: [{ def: C.hillGiant, id: 'giant' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    expect(illegal(s, { type: 'cast', player: 'Alice', card: 'mimic', copy: 'bears' }, '707.2').code).toBe(
      'cast/copy-choice',
    );
    const t = play(s, cast('Alice', 'mimic'), pass('Alice'), pass('Bob'));
    expect(t.objects.mimic!.def.name).toBe('Hill Giant');
  });

  it('"any creature card in a graveyard": a card there, by default an opponent\'s', () => {
    const double = mimic(
      'You may have Test Mimic enter the battlefield as a copy of any creature card in a graveyard.',
    );
    const s = twoPlayers(
      { hand: [{ def: double, id: 'mimic' }], graveyard: [{ def: C.bears, id: 'bears' }] },
      { graveyard: [{ def: C.hillGiant, id: 'giant' }], battlefield: [{ def: C.angel, id: 'angel' }] },
    );
    expect(play(s, cast('Alice', 'mimic'), pass('Alice'), pass('Bob')).objects.mimic!.def.name).toBe('Hill Giant');
    const chosen = play(s, { type: 'cast', player: 'Alice', card: 'mimic', copy: 'bears' }, pass('Alice'), pass('Bob'));
    expect([chosen.objects.mimic!.def.name, zone(chosen, 'bears')]).toEqual(['Grizzly Bears', 'graveyard']);
    expect(illegal(s, { type: 'cast', player: 'Alice', card: 'mimic', copy: 'angel' }, '707.2').code).toBe(
      'cast/copy-choice',
    );
  });

  it('614.12a: "enter tapped as a copy of any land" — played, what it copies is written in advance; declined, it is itself, untapped', () => {
    const vesuva = card({
      name: 'Test Vesuva',
      type: 'Land',
      text: 'You may have Test Vesuva enter the battlefield tapped as a copy of any land on the battlefield.',
    });
    const s = twoPlayers(
      { hand: [{ def: vesuva, id: 'vesuva' }], battlefield: [{ def: C.forest, id: 'forest' }] },
      { battlefield: [{ def: C.island, id: 'island' }] },
    );
    const chosen = play(
      s,
      { type: 'choose', player: 'Alice', choice: { kind: 'object', object: 'forest' }, source: 'vesuva' },
      { type: 'playLand', player: 'Alice', card: 'vesuva' },
    );
    expect([chosen.objects.vesuva!.def.name, perm(chosen, 'vesuva').tapped]).toEqual(['Forest', true]);
    expect(chosen.entryChoices).toEqual([]);
    const declined = play(
      s,
      { type: 'decline', player: 'Alice', source: 'vesuva' },
      { type: 'playLand', player: 'Alice', card: 'vesuva' },
    );
    expect([declined.objects.vesuva!.def.name, perm(declined, 'vesuva').tapped]).toEqual(['Test Vesuva', false]);
    const v = illegal(
      s,
      { type: 'choose', player: 'Alice', choice: { kind: 'object', object: 'vesuva' }, source: 'vesuva' },
      '609.7a',
    );
    expect(v.code).toBe('choice/nothing-asks');
  });

  it("303.4f: a copy of an Aura would be attached to what its controller chooses — the game says it can't tell", () => {
    const mirror = card({
      name: 'Test Mirror',
      cost: '{0}',
      type: 'Enchantment',
      text: 'You may have Test Mirror enter the battlefield as a copy of any enchantment you control.',
    });
    const aura = card({ name: 'Test Aura', cost: '{W}', type: 'Enchantment — Aura', text: 'Enchant creature' });
    let s = twoPlayers(
      {
        hand: [{ def: mirror, id: 'mirror' }],
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: aura, id: 'aura', attachedTo: 'bears' },
        ],
      },
      {},
    );
    s = play(s, cast('Alice', 'mirror'), pass('Alice'), pass('Bob'));
    expect(logEntries(s).some(e => e.kind === 'unmodelled' && e.rule === '303.4f')).toBe(true);
  });

  it('707.9e: "except it enters with X additional +1/+1 counters on it" — X of its spell, with what the copied card enters with', () => {
    const ego = card({
      name: 'Test Ego',
      cost: '{X}',
      type: 'Creature — Shapeshifter',
      power: 0,
      toughness: 0,
      text: 'You may have Test Ego enter the battlefield as a copy of any creature on the battlefield, except it enters with X additional +1/+1 counters on it.',
    });
    const hatchling = card({
      name: 'Test Hatchling',
      cost: '{1}{G}',
      type: 'Creature — Lizard',
      power: 0,
      toughness: 0,
      text: 'Test Hatchling enters with two +1/+1 counters on it.',
    });
    let s = twoPlayers(
      { hand: [{ def: ego, id: 'ego' }], battlefield: [{ def: C.forest }, { def: C.forest }, { def: C.forest }] },
      { battlefield: [{ def: hatchling, id: 'hatchling', counters: { '+1/+1': 2 } }] },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'ego', x: 3 }, pass('Alice'), pass('Bob'));
    expect([s.objects.ego!.def.name, perm(s, 'ego').counters['+1/+1']]).toEqual(['Test Hatchling', 5]);
  });

  it('707.9a, 400.7: a copy that has "… you may exile this enchantment. If you do, return it to the battlefield …" returns, and may copy again', () => {
    const invocation = card({
      name: 'Test Invocation',
      cost: '{0}',
      type: 'Enchantment',
      text: 'You may have Test Invocation enter the battlefield as a copy of any enchantment you control, except it has "At the beginning of your upkeep, you may exile this enchantment. If you do, return it to the battlefield under its owner\'s control."',
    });
    const anthem = card({
      name: 'Test Anthem',
      cost: '{0}',
      type: 'Enchantment',
      text: 'Creatures you control get +1/+0.',
    });
    const library = [{ def: C.island }, { def: C.island }, { def: C.island }];
    let s = twoPlayers(
      { hand: [{ def: invocation, id: 'inv' }], battlefield: [{ def: anthem, id: 'anthem' }], library },
      { library },
    );
    s = play(s, cast('Alice', 'inv'), pass('Alice'), pass('Bob'));
    const before = perm(s, 'inv').timestamp;
    expect(s.objects.inv!.def.name).toBe('Test Anthem');
    // Through Bob's turn to Alice's upkeep, where the trigger stops the way.
    s = goTo(goTo(goTo(s, 'cleanup'), 'main1'), 'cleanup');
    expect([s.activePlayer, s.step, s.stack.length]).toEqual(['Alice', 'upkeep', 1]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([s.activePlayer, zone(s, 'inv'), s.objects.inv!.def.name]).toEqual(['Alice', 'battlefield', 'Test Anthem']);
    expect(perm(s, 'inv').timestamp).not.toBe(before);
  });

  it('400.7: dies as a copy and comes back as itself', () => {
    const image = mimic('You may have Test Mimic enter the battlefield as a copy of any creature on the battlefield.');
    let s = twoPlayers(
      {
        hand: [
          { def: image, id: 'mimic' },
          { def: doom, id: 'doom' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(s, cast('Alice', 'mimic'), pass('Alice'), pass('Bob'), cast('Alice', 'doom', { object: 'mimic' }));
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.objects.mimic!.def.name).toBe('Test Mimic');
  });
});

describe('several effects on one event: the affected player chooses the order (CR 616.1)', () => {
  const troll = card({
    name: 'Iron Troll',
    cost: '{1}{G}',
    type: 'Creature — Troll',
    power: 2,
    toughness: 2,
    keywords: ['indestructible'],
    text: '{G}: Regenerate Iron Troll.',
  });
  const doom = card({ name: 'Test Doom', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
  const shielded = () =>
    play(
      twoPlayers(
        { battlefield: [{ def: troll, id: 'troll' }, { def: C.forest }] },
        { hand: [{ def: doom, id: 'doom' }] },
      ),
      { type: 'activate', player: 'Alice', source: 'troll', ability: 0 },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
    );
  const destroyed = (s: ReturnType<typeof shielded>) =>
    play(s, cast('Bob', 'doom', { object: 'troll' }), pass('Bob'), pass('Alice'));

  it('616.1: by default, the order listed first applies (indestructible), shown as the default choice', () => {
    const s = destroyed(shielded());
    expect([zone(s, 'troll'), perm(s, 'troll').tapped, perm(s, 'troll').shields]).toEqual(['battlefield', false, 1]);
    const choice = logEntries(s).find(e => e.rule === '616.1')!;
    expect(choice).toMatchObject({
      defaulted: true,
      text: 'Alice applies indestructible first, before regeneration (the default choice, CR 616.1).',
    });
  });

  it('616.1, 616.1f: the controller may choose regeneration first; then indestructible has nothing left to replace', () => {
    let s = play(shielded(), { type: 'orderReplacements', player: 'Alice', first: ['regeneration'] });
    s = destroyed(s);
    expect([zone(s, 'troll'), perm(s, 'troll').tapped, perm(s, 'troll').shields]).toEqual(['battlefield', true, 0]);
    expect(texts(s)).toContain('Alice applies regeneration first, before indestructible.');
    expect(texts(s).some(t => t.includes("is indestructible and isn't destroyed"))).toBe(false);
    // Used up by the event it decided.
    expect(s.replacementOrder).toEqual({});
  });

  it('616.1: the affected player chooses, for a prevention shield and protection on the same damage', () => {
    const mend = card({
      name: 'Small Mending',
      cost: '{0}',
      type: 'Instant',
      text: 'Prevent the next 3 damage that would be dealt to any target this turn.',
    });
    const red = card({
      name: 'Red Zap',
      cost: '{0}',
      type: 'Instant',
      text: 'Red Zap deals 2 damage to each creature.',
      colors: ['R'],
    });
    const knight = card({
      name: 'Ember Knight',
      cost: '{W}',
      type: 'Creature \u2014 Knight',
      power: 2,
      toughness: 2,
      keywords: ['protection from red'],
    });
    const base = play(
      twoPlayers(
        { battlefield: [{ def: knight, id: 'knight' }], hand: [{ def: mend, id: 'mend' }] },
        { hand: [{ def: red, id: 'zap' }] },
      ),
      cast('Alice', 'mend', { object: 'knight' }),
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
    );
    const zap = (s: typeof base) => play(s, cast('Bob', 'zap'), pass('Bob'), pass('Alice'));
    const shield = (s: typeof base) => s.turnEffects.find(t => t.kind === 'prevention') as { remaining?: number };
    expect(shield(zap(base)).remaining).toBe(3);
    expect(
      shield(
        zap(play(base, { type: 'orderReplacements', player: 'Alice', first: ['prevention shield', 'protection'] })),
      ).remaining,
    ).toBe(1);
  });

  it("616.1: an effect the engine doesn't know can't be named", () => {
    const v = illegal(shielded(), { type: 'orderReplacements', player: 'Alice', first: ['phasing'] }, '616.1');
    expect(v.code).toBe('choice/unknown-replacement');
  });
});

describe('damage modifiers (CR 614.1a) and their order (616.1)', () => {
  const forge = card({
    name: 'Tripling Forge',
    cost: '{4}{R}',
    type: 'Enchantment',
    text: 'If another source you control would deal damage to a permanent or player, it deals triple that damage to that permanent or player instead.',
  });
  const kiln = card({
    name: 'Ember Kiln',
    cost: '{2}{R}',
    type: 'Artifact',
    colors: ['R'],
    text: 'If another red source you control would deal damage to a permanent or player, it deals that much damage plus 2 to that permanent or player instead.',
  });
  const zap = card({
    name: 'Test Zap',
    cost: '{0}',
    type: 'Instant',
    colors: ['R'],
    text: 'Test Zap deals 2 damage to any target.',
  });
  const greenZap = card({
    name: 'Thorn Zap',
    cost: '{0}',
    type: 'Instant',
    colors: ['G'],
    text: 'Thorn Zap deals 2 damage to any target.',
  });
  const zapBob = (s: ReturnType<typeof twoPlayers>, id = 'zap') =>
    play(s, cast('Alice', id, { player: 'Bob' }), pass('Alice'), pass('Bob'));

  it('614.1a: "triple that damage": 2 becomes 6, only for sources its controller controls', () => {
    const s = zapBob(twoPlayers({ battlefield: [{ def: forge, id: 'forge' }], hand: [{ def: zap, id: 'zap' }] }, {}));
    expect(life(s, 'Bob')).toBe(14);
    expect(texts(s)).toContain('Tripling Forge: Test Zap deals 6 damage to Bob instead of 2.');
    // Bob's spell isn't a source Alice controls.
    const t = play(
      twoPlayers({ battlefield: [{ def: forge, id: 'forge' }] }, { hand: [{ def: zap, id: 'zap' }] }),
      pass('Alice'),
      cast('Bob', 'zap', { player: 'Alice' }),
      pass('Bob'),
      pass('Alice'),
    );
    expect(life(t, 'Alice')).toBe(18);
  });

  it('614.1a: "another red source … plus 2": a red spell deals 4, a green one 2; two such permanents add 4', () => {
    let s = zapBob(
      twoPlayers(
        {
          battlefield: [{ def: kiln, id: 'kiln' }],
          hand: [
            { def: zap, id: 'zap' },
            { def: greenZap, id: 'green' },
          ],
        },
        {},
      ),
    );
    expect(life(s, 'Bob')).toBe(16);
    s = zapBob(s, 'green');
    expect(life(s, 'Bob')).toBe(14);
    const two = zapBob(
      twoPlayers(
        {
          battlefield: [
            { def: kiln, id: 'k1' },
            { def: kiln, id: 'k2' },
          ],
          hand: [{ def: zap, id: 'zap' }],
        },
        {},
      ),
    );
    expect(life(two, 'Bob')).toBe(14);
  });

  it('616.1: with both, the player dealt damage chooses the order — by default tripling first (2 × 3 + 2), or the addition first ((2 + 2) × 3)', () => {
    const both = () =>
      twoPlayers(
        {
          battlefield: [
            { def: forge, id: 'forge' },
            { def: kiln, id: 'kiln' },
          ],
          hand: [{ def: zap, id: 'zap' }],
        },
        {},
      );
    const s = zapBob(both());
    expect(life(s, 'Bob')).toBe(12);
    expect(texts(s)).toContain(
      'Bob applies multiplied damage first, before increased damage (the default choice, CR 616.1).',
    );
    const t = zapBob(play(both(), { type: 'orderReplacements', player: 'Bob', first: ['increased damage'] }));
    expect(life(t, 'Bob')).toBe(8);
    expect(texts(t)).toContain('Bob applies increased damage first, before multiplied damage.');
  });

  it('616.1a: a self-replacement effect applies first, as the spell resolves; the tripling then applies to what it left (5 × 3)', () => {
    const scorch = card({
      name: 'Test Scorch',
      cost: '{0}',
      type: 'Instant',
      colors: ['R'],
      text: 'Test Scorch deals 2 damage to any target.\nDelirium — Test Scorch deals 5 damage instead if there are four or more card types among cards in your graveyard.',
    });
    const graveyard = [C.forest, C.bears, C.bolt, C.ornithopter].map(def => ({ def }));
    const s = play(
      twoPlayers({ battlefield: [{ def: forge, id: 'forge' }], hand: [{ def: scorch, id: 'scorch' }], graveyard }, {}),
      cast('Alice', 'scorch', { player: 'Bob' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Bob')).toBe(5);
    expect(texts(s)).toContain('Tripling Forge: Test Scorch deals 15 damage to Bob instead of 5.');
  });

  it('616.1: a prevention shield the player applies first leaves nothing to modify; after the tripling it prevents 3 of 6', () => {
    const mend = card({
      name: 'Small Mending',
      cost: '{0}',
      type: 'Instant',
      text: 'Prevent the next 3 damage that would be dealt to any target this turn.',
    });
    const shielded = () =>
      play(
        twoPlayers(
          { battlefield: [{ def: forge, id: 'forge' }], hand: [{ def: zap, id: 'zap' }] },
          { hand: [{ def: mend, id: 'mend' }] },
        ),
        pass('Alice'),
        cast('Bob', 'mend', { player: 'Bob' }),
        pass('Bob'),
        pass('Alice'),
      );
    expect(life(zapBob(shielded()), 'Bob')).toBe(20);
    expect(
      life(zapBob(play(shielded(), { type: 'orderReplacements', player: 'Bob', first: ['multiplied damage'] })), 'Bob'),
    ).toBe(17);
  });
});

describe('"prevent all combat damage target creature would deal this turn" (CR 615.1a)', () => {
  const ploy = card({
    name: 'Test Ploy',
    cost: '{0}',
    type: 'Instant',
    text: 'Prevent all combat damage target creature would deal this turn.',
  });

  it('615.1a: the shield stops the damage that creature deals, not damage dealt to it or by another', () => {
    let s = blocked(
      [
        { def: C.ogre, id: 'ogre' },
        { def: C.bears, id: 'bears' },
      ],
      [{ def: C.spider, id: 'spider' }],
      [
        ['ogre', 'Bob'],
        ['bears', 'Bob'],
      ],
      [['spider', 'ogre']],
      { bobHand: [{ def: ploy, id: 'ploy' }] },
    );
    s = play(s, pass('Alice'), { type: 'cast', player: 'Bob', card: 'ploy', targets: [{ object: 'ogre' }] });
    s = play(s, pass('Bob'), pass('Alice'));
    s = next(s);
    // The Ogre deals nothing to the Spider; the Spider's damage to the Ogre (it dies) and the Bears' to Bob are dealt.
    expect([perm(s, 'spider').damage, zone(s, 'ogre'), life(s, 'Bob')]).toEqual([0, 'graveyard', 18]);
  });
});

describe("a permanent's own prevention effect (CR 615.1a, 611.3a)", () => {
  it('615.1a: "prevent all damage that would be dealt to ~ by red sources" — a red source\'s damage to it is prevented, another\'s is dealt', () => {
    const wall = card({
      name: 'Test Ash Wall',
      cost: '{1}',
      type: 'Creature — Wall',
      power: 0,
      toughness: 4,
      text: 'Prevent all damage that would be dealt to Test Ash Wall by red sources.',
    });
    const grey = card({
      name: 'Test Grey Zap',
      cost: '{0}',
      type: 'Instant',
      text: 'Test Grey Zap deals 2 damage to any target.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }],
        hand: [
          { def: C.bolt, id: 'bolt' },
          { def: grey, id: 'grey' },
        ],
      },
      { battlefield: [{ def: wall, id: 'wall' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'wall' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'wall').damage).toBe(0);
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'grey', targets: [{ object: 'wall' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'wall').damage).toBe(2);
  });

  it('615.1a: "prevent all combat damage that would be dealt by enchanted creature" — it deals none in combat', () => {
    const calm = card({
      name: 'Test Calming Aura',
      cost: '{0}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: 'Prevent all combat damage that would be dealt by enchanted creature.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
      { battlefield: [{ def: calm, id: 'calm' }] },
      { step: 'declareAttackers' },
    );
    // Bob's Aura enchants Alice's attacker (a board can't say so yet: attached here by hand, before any check).
    s = { ...s, permanents: { ...s.permanents, calm: { ...s.permanents['calm']!, attachedTo: 'ogre' } } };
    s = play(s, attack('Alice', ['ogre', 'Bob']), pass('Alice'), pass('Bob'), block('Bob'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(20);
  });
});

describe('"prevent all damage that would be dealt to creatures this turn" (CR 615.1a)', () => {
  it('615.1a: any creature, one that enters later too, as the damage would be dealt; not players', () => {
    const fog = card({
      name: 'Test Blinding Mist',
      cost: '{0}',
      type: 'Instant',
      text: 'Prevent all damage that would be dealt to creatures this turn.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }],
        hand: [
          { def: fog, id: 'fog' },
          { def: C.bolt, id: 'b1' },
          { def: C.bolt, id: 'b2' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'fog' }, pass('Alice'), pass('Bob'));
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'b1', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'b2', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), life(s, 'Bob')]).toEqual(['battlefield', 17]);
  });
});

describe("a permanent's prevention effect about many (CR 615.1a)", () => {
  const matrix = card({
    name: 'Test Matrix',
    cost: '{4}',
    type: 'Artifact',
    text: 'Prevent all damage that would be dealt to creatures.',
  });
  const truce = card({
    name: 'Test Truce',
    cost: '{2}',
    type: 'Enchantment',
    text: 'Prevent all damage that creatures would deal to players.',
  });

  it('615.1a: "… dealt to creatures" — a creature is dealt none, a player all of it', () => {
    const s0 = twoPlayers(
      {
        hand: [
          { def: C.bolt, id: 'b1' },
          { def: C.bolt, id: 'b2' },
        ],
        battlefield: [{ def: matrix, id: 'matrix' }, { def: C.mountain }, { def: C.mountain }],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    const s = play(
      s0,
      cast('Alice', 'b1', { object: 'bears' }),
      pass('Alice'),
      pass('Bob'),
      cast('Alice', 'b2', { player: 'Bob' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), perm(s, 'bears').damage, life(s, 'Bob')]).toEqual(['battlefield', 0, 17]);
  });

  it('615.1a: "… that creatures would deal to players" — the combat damage to the player is prevented', () => {
    const s0 = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'attacker' },
          { def: truce, id: 'truce' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    const s = goTo(play(s0, attack('Alice', ['attacker', 'Bob'])), 'end');
    expect(life(s, 'Bob')).toBe(20);
    expect(
      texts(s).some(t => t.includes('Test Truce: the 2 damage Grizzly Bears would deal to Bob is prevented.')),
    ).toBe(true);
  });
});

describe('lands that enter tapped, unless or with counters (CR 614.1c, 614.12)', () => {
  const check = card({
    name: 'Test Checkland',
    type: 'Land',
    text: 'Test Checkland enters the battlefield tapped unless you control a Swamp or an Island.\n{T}: Add {U} or {B}.',
  });
  const vivid = card({
    name: 'Test Vivid',
    type: 'Land',
    text: 'Test Vivid enters the battlefield tapped with two charge counters on it.\n{T}: Add {U}.',
  });
  const played = (land: typeof check, battlefield: { def: typeof check }[]) =>
    play(twoPlayers({ hand: [{ def: land, id: 'land' }], battlefield }, {}), {
      type: 'playLand',
      player: 'Alice',
      card: 'land',
    });

  it('614.1c: "unless you control a Swamp or an Island" — either keeps it untapped', () => {
    expect(perm(played(check, [{ def: C.island }]), 'land').tapped).toBe(false);
    expect(perm(played(check, [{ def: C.swamp }]), 'land').tapped).toBe(false);
    expect(perm(played(check, [{ def: C.forest }]), 'land').tapped).toBe(true);
  });

  it('614.1c: "enters tapped with two charge counters on it" — both', () => {
    const p = perm(played(vivid, []), 'land');
    expect([p.tapped, p.counters.charge]).toEqual([true, 2]);
  });
});

describe('prevention abilities of permanents that watch for damage (CR 615.1a, 615.10)', () => {
  const quake = card({
    name: 'Test Quake',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Test Quake deals 2 damage to each creature.',
  });
  const cleric = card({
    name: 'Test Acolyte',
    cost: '{0}',
    type: 'Creature \u2014 Human Cleric',
    power: 1,
    toughness: 3,
  });

  it('615.10: "if a source would deal damage to a Cleric creature you control, prevent 1 of that damage": 1 of 2 to each Cleric', () => {
    const guard = card({
      name: 'Test Warden',
      cost: '{0}',
      type: 'Enchantment',
      text: 'If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.',
    });
    const s = play(
      twoPlayers(
        {
          hand: [{ def: quake, id: 'quake' }],
          battlefield: [
            { def: guard, id: 'guard' },
            { def: cleric, id: 'cleric' },
            { def: C.spider, id: 'spider' },
          ],
        },
        {},
      ),
      cast('Alice', 'quake'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(s, 'cleric').damage, perm(s, 'spider').damage]).toEqual([1, 2]);
    expect(texts(s)).toContain(
      'Test Warden: 1 of the 2 damage Test Quake would deal to Test Acolyte is prevented (615.10).',
    );
  });

  it('615.10: two "if a source would deal damage to you, prevent 1 of that damage" each prevent 1 of the same damage', () => {
    const orb = card({
      name: 'Test Orb',
      cost: '{0}',
      type: 'Artifact',
      text: 'If a source would deal damage to you, prevent 1 of that damage.',
    });
    const s = play(
      twoPlayers(
        { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
        { battlefield: [{ def: orb }, { def: orb }] },
      ),
      cast('Alice', 'bolt', { player: 'Bob' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Bob')).toBe(19);
  });

  it('615.1a: "if a source would deal 3 or less damage to ~, prevent that damage": 3 is prevented, 4 is dealt', () => {
    const giant = card({
      name: 'Test Thick Giant',
      cost: '{0}',
      type: 'Creature \u2014 Giant',
      power: 4,
      toughness: 5,
      text: 'If a source would deal 3 or less damage to Test Thick Giant, prevent that damage.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }],
        hand: [
          { def: C.bolt, id: 'bolt' },
          { def: blast, id: 'blast' },
        ],
      },
      { battlefield: [{ def: giant, id: 'giant' }] },
    );
    s = play(s, cast('Alice', 'bolt', { object: 'giant' }), pass('Alice'), pass('Bob'));
    expect(perm(s, 'giant').damage).toBe(0);
    s = play(s, cast('Alice', 'blast', { object: 'giant' }), pass('Alice'), pass('Bob'));
    expect(perm(s, 'giant').damage).toBe(4);
  });

  it('615.1a: "prevent all damage that would be dealt to you by sources you don\'t control": not from your own', () => {
    const field = card({
      name: 'Test Field',
      cost: '{0}',
      type: 'Enchantment',
      text: "Prevent all damage that would be dealt to you by sources you don't control.",
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }],
        hand: [
          { def: C.bolt, id: 'b1' },
          { def: C.bolt, id: 'b2' },
        ],
      },
      { battlefield: [{ def: field }] },
    );
    s = play(s, cast('Alice', 'b1', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(20);
    s = play(s, cast('Alice', 'b2', { player: 'Alice' }), pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(17);
  });

  it('615.1a: "prevent all damage that would be dealt to ~ by creatures": a spell still hurts it, a blocked creature doesn\'t', () => {
    const lancer = card({
      name: 'Test Lancer',
      cost: '{0}',
      type: 'Creature \u2014 Knight',
      power: 3,
      toughness: 3,
      text: 'Prevent all damage that would be dealt to Test Lancer by creatures.',
    });
    let s = blocked(
      [{ def: lancer, id: 'lancer' }],
      [{ def: C.hillGiant, id: 'giant' }],
      [['lancer', 'Bob']],
      [['giant', 'lancer']],
    );
    s = next(s);
    expect([perm(s, 'lancer').damage, zone(s, 'giant')]).toEqual([0, 'graveyard']);
  });

  it('615.1a: "prevent all damage that ~ would deal to red creatures": none to the red blocker, all to a green one', () => {
    const oaf = card({
      name: 'Test Oaf',
      cost: '{0}',
      type: 'Creature \u2014 Ogre',
      power: 3,
      toughness: 3,
      text: 'Prevent all damage that Test Oaf would deal to red creatures.',
    });
    const fought = (blocker: typeof C.ogre) =>
      next(blocked([{ def: oaf, id: 'oaf' }], [{ def: blocker, id: 'b' }], [['oaf', 'Bob']], [['b', 'oaf']]));
    expect(perm(fought(C.ogre), 'b').damage).toBe(0);
    expect(zone(fought(C.bears), 'b')).toBe('graveyard');
  });

  it('615.1a: "prevent all combat damage that would be dealt to and dealt by creatures you control": both ways', () => {
    const truce = card({
      name: 'Test Accord',
      cost: '{0}',
      type: 'Enchantment',
      text: 'Prevent all combat damage that would be dealt to and dealt by creatures you control.',
    });
    const s = next(
      blocked(
        [
          { def: C.ogre, id: 'ogre' },
          { def: C.bears, id: 'bears' },
        ],
        [
          { def: C.spider, id: 'spider' },
          { def: truce, id: 'truce' },
        ],
        [
          ['ogre', 'Bob'],
          ['bears', 'Bob'],
        ],
        [['spider', 'ogre']],
      ),
    );
    // Bob's Spider is dealt nothing and deals nothing; Alice's unblocked Bears still deal their damage to Bob.
    expect([perm(s, 'spider').damage, perm(s, 'ogre').damage, life(s, 'Bob')]).toEqual([0, 0, 18]);
  });
});

describe('life gain modifiers (CR 614.1a) and their order (616.1)', () => {
  const reflection = card({
    name: 'Test Reflection',
    cost: '{4}{W}',
    type: 'Enchantment',
    text: 'If you would gain life, you gain twice that much life instead.',
  });
  const vitality = card({
    name: 'Test Vitality',
    cost: '{2}{W}',
    type: 'Enchantment',
    text: 'If you would gain life, you gain that much life plus 1 instead.',
  });
  const salve = card({ name: 'Test Salve', cost: '{0}', type: 'Instant', text: 'You gain 3 life.' });
  const gain = (battlefield: { def: typeof salve; id: string }[], first?: string) => {
    let s = twoPlayers({ battlefield, hand: [{ def: salve, id: 'salve' }] }, { battlefield: [{ def: reflection }] });
    if (first) s = play(s, { type: 'orderReplacements', player: 'Alice', first: [first] });
    return play(s, cast('Alice', 'salve'), pass('Alice'), pass('Bob'));
  };

  it('614.1a: "twice that much life": 3 becomes 6, only for the permanent\'s controller', () => {
    const s = gain([{ def: reflection, id: 'reflection' }]);
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([26, 20]);
    expect(texts(s)).toContain('Test Reflection: Alice gains 6 life instead of 3.');
  });

  it('616.1: doubled and increased: (3 + 1) × 2 by default order, 3 × 2 + 1 when she applies the doubling first', () => {
    const both = [
      { def: reflection, id: 'reflection' },
      { def: vitality, id: 'vitality' },
    ];
    expect(life(gain(both, 'increased life gain'), 'Alice')).toBe(28);
    expect(life(gain(both, 'doubled life gain'), 'Alice')).toBe(27);
  });
});
