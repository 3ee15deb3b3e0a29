import { describe, expect, it } from 'vitest';
import { defineCard, type TargetChoice } from '../../src/index.js';
import { C, illegal, pass, play, texts, twoPlayers, zone } from '../kit.js';
import { cast, card } from './spell.js';

const instant = (name: string, text: string) => card({ name, cost: '{0}', type: 'Instant', text });

describe('"can\'t be countered" (CR 101.2, 701.6a)', () => {
  const stubborn = defineCard({
    name: 'Stubborn Bolt',
    cost: '{R}',
    type: 'Instant',
    text: "This spell can't be countered.\nStubborn Bolt deals 3 damage to any target.",
  });

  it('101.2: "can\'t" beats "can": Counterspell resolves, but the spell stays on the stack and resolves', () => {
    expect(stubborn.notUnderstood).toEqual([]);
    let s = twoPlayers(
      { hand: [{ def: stubborn.def, id: 'bolt' }], battlefield: [{ def: C.mountain }] },
      { hand: [{ def: C.counterspell, id: 'cs' }], battlefield: [{ def: C.island }, { def: C.island }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'cs', targets: [{ object: 'bolt' }] },
      pass('Bob'),
      pass('Alice'),
    );
    expect(texts(s)).toContain("Stubborn Bolt can't be countered.");
    expect(zone(s, 'bolt')).toBe('stack');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.players[1]!.life).toBe(17);
  });
});

describe('"counter target activated or triggered ability" (CR 701.6a, 115.1)', () => {
  const stifle = defineCard({
    name: 'Test Hush',
    cost: '{U}',
    type: 'Instant',
    text: 'Counter target activated or triggered ability.',
  });
  const pinger = defineCard({
    name: 'Test Pinger',
    cost: '{1}',
    type: 'Artifact',
    text: '{T}: Test Pinger deals 1 damage to any target.',
  });

  it('701.6a: the ability leaves the stack and does nothing; named by its source, it is its ability on the stack', () => {
    expect(stifle.notUnderstood).toEqual([]);
    let s = twoPlayers(
      { battlefield: [{ def: pinger.def, id: 'pinger' }] },
      { hand: [{ def: stifle.def, id: 'hush' }], battlefield: [{ def: C.island }] },
    );
    s = play(
      s,
      { type: 'activate', player: 'Alice', source: 'pinger', ability: 0, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'hush', targets: [{ object: 'pinger' }] },
      pass('Bob'),
      pass('Alice'),
    );
    expect(s.stack).toHaveLength(0);
    expect(s.players[1]!.life).toBe(20);
  });

  it('601.2c: a spell is not an ability', () => {
    const s = twoPlayers(
      { hand: [{ def: C.bolt, id: 'bolt' }], battlefield: [{ def: C.mountain }] },
      { hand: [{ def: stifle.def, id: 'hush' }], battlefield: [{ def: C.island }] },
    );
    const r = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] }, pass('Alice'));
    expect(
      illegal(r, { type: 'cast', player: 'Bob', card: 'hush', targets: [{ object: 'bolt' }] }, '601.2c').message,
    ).toMatch(/isn't an activated or triggered ability/);
  });
});

describe('"counter that spell" after a cast trigger (CR 603.2, 701.6a, 118.12a)', () => {
  const shock = { def: C.bolt, id: 'bolt' };

  it('701.6a: "whenever a player casts a noncreature spell, counter that spell" — the spell cast, not targeted', () => {
    const dove = defineCard({
      name: 'Test Dovescape',
      cost: '{3}',
      type: 'Enchantment',
      text: 'Whenever a player casts a noncreature spell, counter that spell.',
    });
    expect(dove.notUnderstood).toEqual([]);
    let s = twoPlayers({ battlefield: [{ def: dove.def }, { def: C.mountain }], hand: [shock] }, {});
    s = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] });
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([
      [undefined, undefined],
      ['cast', 'bolt'],
    ]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([zone(s, 'bolt'), s.players[1]!.life]).toEqual(['graveyard', 20]);
  });

  it('118.12a: "counter it unless that player pays {1}" — the caster pays when able (the default), else it is countered', () => {
    const tithe = defineCard({
      name: 'Test Tithe',
      cost: '{3}',
      type: 'Enchantment',
      text: 'Whenever an opponent casts a spell, counter it unless that player pays {1}.',
    });
    expect(tithe.notUnderstood).toEqual([]);
    const run = (lands: number) => {
      const s = twoPlayers(
        { battlefield: [{ def: tithe.def }] },
        { battlefield: Array.from({ length: lands }, () => ({ def: C.mountain })), hand: [shock] },
        { activePlayer: 'Bob' },
      );
      return play(
        s,
        { type: 'cast', player: 'Bob', card: 'bolt', targets: [{ player: 'Alice' }] },
        pass('Bob'),
        pass('Alice'),
        pass('Bob'),
        pass('Alice'),
      );
    };
    expect(run(2).players[0]!.life).toBe(17);
    expect(zone(run(1), 'bolt')).toBe('graveyard');
    expect(run(1).players[0]!.life).toBe(20);
  });

  it('a spell or an activated ability has no trigger event: "counter it" alone isn\'t understood', () => {
    expect(
      defineCard({ name: 'Test Nothing', cost: '{U}', type: 'Instant', text: 'Counter it.' }).notUnderstood,
    ).toHaveLength(1);
  });
});

describe('"target spell that targets …" (CR 115.1)', () => {
  const confound = instant('Test Confound', 'Counter target spell that targets a creature you control.');

  it('115.1: only a spell with such a target can be chosen; one aimed at a player or another creature cannot', () => {
    const board = (target: TargetChoice) =>
      play(
        twoPlayers(
          { battlefield: [{ def: C.bears, id: 'bears' }], hand: [{ def: confound, id: 'confound' }] },
          { battlefield: [{ def: C.mountain }, { def: C.ogre, id: 'ogre' }], hand: [{ def: C.bolt, id: 'bolt' }] },
          { activePlayer: 'Bob' },
        ),
        { type: 'cast', player: 'Bob', card: 'bolt', targets: [target] },
        pass('Bob'),
      );
    const s = play(
      board({ object: 'bears' }),
      cast('Alice', 'confound', { object: 'bolt' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bolt')).toBe('graveyard');
    expect(zone(s, 'bears')).toBe('battlefield');
    illegal(board({ player: 'Alice' }), cast('Alice', 'confound', { object: 'bolt' }), '601.2c');
    illegal(board({ object: 'ogre' }), cast('Alice', 'confound', { object: 'bolt' }), '601.2c');
  });
});
