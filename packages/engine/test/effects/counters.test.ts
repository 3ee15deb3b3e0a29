import { describe, expect, it } from 'vitest';
import { C, goTo, illegal, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { blocked, next } from '../rules/combat/fixtures.js';
import { defineCard, power, toughness } from '../../src/index.js';
import { card, cast, sorcery } from './spell.js';

describe('putting counters (CR 122.1, 122.6)', () => {
  it('122.6: "put a +1/+1 counter on each creature you control" — only yours; the counters change power and toughness (613.4c)', () => {
    const rally = sorcery('Test Rally', 'Put a +1/+1 counter on each creature you control.');
    let s = twoPlayers(
      {
        hand: [{ def: rally, id: 'spell' }],
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([
      perm(s, 'bears').counters['+1/+1'],
      perm(s, 'ogre').counters['+1/+1'],
      perm(s, 'spider').counters['+1/+1'],
    ]).toEqual([1, 1, undefined]);
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([3, 3]);
  });

  it('122.1, 704.5f: two -1/-1 counters (printed with a minus sign) on a 2/2 leave it with toughness 0', () => {
    const wilt = sorcery('Test Wilt', 'Put two −1/−1 counters on target creature.');
    let s = twoPlayers({ hand: [{ def: wilt, id: 'spell' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(s, cast('Alice', 'spell', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('graveyard');
  });
});

describe('removing counters (CR 122.1)', () => {
  it('122.1: "Remove all counters from target permanent" removes every kind, and the P/T counters no longer count', () => {
    const purge = sorcery('Test Purge', 'Remove all counters from target permanent.');
    let s = twoPlayers(
      { hand: [{ def: purge, id: 'p1' }] },
      { battlefield: [{ def: C.bears, id: 'bears', counters: { '+1/+1': 2, '-1/-1': 1, charge: 3 } }] },
    );
    s = play(s, cast('Alice', 'p1', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(Object.values(perm(s, 'bears').counters).filter(n => n > 0)).toEqual([]);
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([2, 2]);
  });
});

describe('keyword counters (CR 122.1b)', () => {
  it("122.1b: a flying counter would give flying, which the engine doesn't model: the sentence is reported, not ignored", () => {
    expect(
      defineCard({ name: 'Odd', cost: '{0}', type: 'Sorcery', text: 'Put a flying counter on target creature.' })
        .notUnderstood,
    ).toHaveLength(1);
    expect(
      defineCard({
        name: 'Odd',
        cost: '{0}',
        type: 'Creature — Bird',
        power: 1,
        toughness: 1,
        text: 'Odd enters with a flying counter on it.',
      }).notUnderstood,
    ).toHaveLength(1);
  });
});

describe('removing counters (CR 122.1)', () => {
  it('122.1: "remove two loyalty counters from each planeswalker" — a 3-loyalty walker keeps 1; one with 1 loses it and goes (704.5i)', () => {
    const haze = sorcery('Test Haze', 'Remove two loyalty counters from each planeswalker.');
    const small = defineCard({
      name: 'Test Small Walker',
      cost: '{1}',
      type: 'Legendary Planeswalker — Test',
      loyalty: 1,
    }).def;
    const s = play(
      twoPlayers(
        { hand: [{ def: haze, id: 'haze' }], battlefield: [{ def: C.jace, id: 'jace' }] },
        { battlefield: [{ def: small, id: 'small' }] },
      ),
      cast('Alice', 'haze'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(s, 'jace').counters.loyalty, zone(s, 'small')]).toEqual([1, 'graveyard']);
  });
});

describe('counters with a rules meaning (CR 122.1a–h)', () => {
  const library = (n: number) => Array.from({ length: n }, () => ({ def: C.forest }));

  it('122.1a: a +1/+0 counter adds 1 to power only; two -0/-1 counters take 2 from toughness', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears', counters: { '+1/+0': 1 } },
          { def: C.spider, id: 'spider', counters: { '-0/-1': 2 } },
        ],
      },
      {},
    );
    expect([power(s, 'bears'), toughness(s, 'bears'), power(s, 'spider'), toughness(s, 'spider')]).toEqual([
      3, 2, 2, 2,
    ]);
  });

  it('122.1d: "if a permanent with a stun counter on it would become untapped, instead remove a stun counter from it" — in the untap step and from an untap effect', () => {
    let s = twoPlayers(
      { library: library(3) },
      { battlefield: [{ def: C.bears, id: 'bears', tapped: true, counters: { stun: 2 } }], library: library(3) },
      { step: 'end' },
    );
    s = goTo(s, 'upkeep');
    expect([perm(s, 'bears').tapped, perm(s, 'bears').counters.stun]).toEqual([true, 1]);
    const wake = sorcery('Test Wake', 'Untap target creature.');
    s = twoPlayers(
      { hand: [{ def: wake, id: 'spell' }] },
      { battlefield: [{ def: C.bears, id: 'bears', tapped: true, counters: { stun: 1 } }] },
    );
    s = play(s, cast('Alice', 'spell', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect([perm(s, 'bears').tapped, perm(s, 'bears').counters.stun]).toEqual([true, 0]);
  });

  it('122.1c: a shield counter — destruction by an effect removes it instead; damage is prevented and removes it', () => {
    const murderous = sorcery('Test Doom', 'Destroy target creature.');
    const blast = sorcery('Test Blast', 'Test Blast deals 5 damage to target creature.');
    let s = twoPlayers(
      {
        hand: [
          { def: murderous, id: 'doom' },
          { def: blast, id: 'blast' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'bears', counters: { shield: 2 } }] },
    );
    s = play(s, cast('Alice', 'doom', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), perm(s, 'bears').counters.shield]).toEqual(['battlefield', 1]);
    s = play(s, cast('Alice', 'blast', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), perm(s, 'bears').damage, perm(s, 'bears').counters.shield]).toEqual([
      'battlefield',
      0,
      0,
    ]);
  });

  it('122.1c, 510.2: combat damage from two blockers is one event — one shield counter prevents all of it', () => {
    let s = blocked(
      [{ def: C.hillGiant, id: 'giant', counters: { shield: 1 } }],
      [
        { def: C.bears, id: 'b1' },
        { def: C.bears, id: 'b2' },
      ],
      [['giant', 'Bob']],
      [
        ['b1', 'giant'],
        ['b2', 'giant'],
      ],
    );
    s = next(s);
    expect([zone(s, 'giant'), perm(s, 'giant').damage, perm(s, 'giant').counters.shield]).toEqual([
      'battlefield',
      0,
      0,
    ]);
  });

  it('122.1h: a permanent with a finality counter that would go to the graveyard is exiled instead', () => {
    const murderous = sorcery('Test Doom', 'Destroy target creature.');
    let s = twoPlayers(
      { hand: [{ def: murderous, id: 'doom' }] },
      { battlefield: [{ def: C.bears, id: 'bears', counters: { finality: 1 } }] },
    );
    s = play(s, cast('Alice', 'doom', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('exile');
  });
});

describe('support (CR 701.41)', () => {
  it('701.41a: "Put a +1/+1 counter on each of up to N other target creatures"', () => {
    const backer = card({
      name: 'Test Backer',
      cost: '{2}{W}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'When Test Backer enters the battlefield, support 2.',
    });
    const s = play(
      twoPlayers(
        {
          hand: [{ def: backer, id: 'backer' }],
          battlefield: [{ def: C.plains }, { def: C.plains }, { def: C.plains }, { def: C.bears, id: 'bears' }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'backer' },
      pass('Alice'),
      pass('Bob'),
    );
    // "Other": never the backer itself; up to two, so the one other creature will do.
    illegal(s, { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'backer' }] }, '115.1');
    const done = play(
      s,
      { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(done, 'bears').counters['+1/+1'], perm(done, 'backer').counters['+1/+1'] ?? 0]).toEqual([1, 0]);
  });
});

describe('support (CR 701.41a)', () => {
  it('701.41a: "support 2" on an instant puts a +1/+1 counter on each of up to two target creatures', () => {
    const lead = defineCard({ name: 'Test Lead', cost: '{0}', type: 'Instant', text: 'Support 2.' });
    expect(lead.notUnderstood).toEqual([]);
    const s = play(
      twoPlayers(
        {
          hand: [{ def: lead.def, id: 'lead' }],
          battlefield: [
            { def: C.bears, id: 'b1' },
            { def: C.bears, id: 'b2' },
          ],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'lead', targets: [{ object: 'b1' }, { object: 'b2' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(s, 'b1').counters['+1/+1'], perm(s, 'b2').counters['+1/+1']]).toEqual([1, 1]);
  });
});
