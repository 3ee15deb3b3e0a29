import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { spellsCastThisTurn } from '../../src/view/counts.js';
import { C, illegal, life, pass, perm, play, texts, twoPlayers, zone } from '../kit.js';
import { card, cast } from './spell.js';

/** Copying spells (CR 707.10) and storm (702.40a), like XMage's card tests. Invented cards with the printed shapes. */

const twin = card({
  name: 'Mirror Cast',
  cost: '{0}',
  type: 'Instant',
  text: 'Copy target instant or sorcery spell. You may choose new targets for the copy.',
});
const echo = card({ name: 'Plain Echo', cost: '{0}', type: 'Instant', text: 'Copy target instant or sorcery spell.' });
const zap = card({ name: 'Test Zap', cost: '{0}', type: 'Instant', text: 'Test Zap deals 2 damage to any target.' });
const flurry = card({
  name: 'Spark Flurry',
  cost: '{0}',
  type: 'Instant',
  text: 'Spark Flurry deals 1 damage to any target.',
  keywords: ['storm'],
});
const doubler = card({
  name: 'Echo Adept',
  cost: '{0}',
  type: 'Creature — Human Wizard',
  power: 1,
  toughness: 1,
  text: 'Whenever you cast an instant or sorcery spell, copy that spell. You may choose new targets for the copy.',
});
const free = (def: typeof zap, id: string) => ({ def, id });

const copies = (s: ReturnType<typeof twoPlayers>) => s.stack.filter(i => s.objects[i.id]!.spellCopy);

describe('copying a spell (CR 707.10)', () => {
  it("707.10: the copy goes on the stack (not cast) with the original's targets, and resolves first", () => {
    let s = twoPlayers(
      { hand: [free(zap, 'zap'), free(echo, 'echo')] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(
      s,
      cast('Alice', 'zap', { player: 'Bob' }),
      cast('Alice', 'echo', { object: 'zap' }),
      pass('Alice'),
      pass('Bob'),
    );
    const [copy] = copies(s);
    expect(copy).toMatchObject({ controller: 'Alice', original: 'zap', targets: [{ kind: 'player', player: 'Bob' }] });
    expect(copy!.openTargets).toBeFalsy();
    // Not cast: no cast event, and it doesn't count as a spell cast this turn.
    expect(logEntries(s).filter(e => e.kind === 'cast')).toHaveLength(2);
    expect(spellsCastThisTurn(s)).toBe(2);
    expect(texts(s)).toContain('Alice puts a copy of Test Zap on the stack targeting Bob.');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(18);
    expect(texts(s)).toContain('A copy of Test Zap resolves.');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(16);
  });

  it('704.5e, 707.10a: a resolved copy ceases to exist instead of staying in a graveyard', () => {
    let s = twoPlayers({ hand: [free(zap, 'zap'), free(echo, 'echo')] }, {});
    s = play(
      s,
      cast('Alice', 'zap', { player: 'Bob' }),
      cast('Alice', 'echo', { object: 'zap' }),
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    const copy = Object.values(s.objects).find(o => o.spellCopy)!;
    expect(zone(s, copy.id)).toBeUndefined();
    expect(s.players[0]!.graveyard).toEqual(['echo']);
    expect(logEntries(s).some(e => e.rule === '704.5e')).toBe(true);
  });

  it('707.10c: "you may choose new targets": by default the same targets (shown as the default), else the ones written', () => {
    let s = twoPlayers(
      { hand: [free(zap, 'zap'), free(twin, 'twin')] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(
      s,
      cast('Alice', 'zap', { player: 'Bob' }),
      cast('Alice', 'twin', { object: 'zap' }),
      pass('Alice'),
      pass('Bob'),
    );
    const shown = logEntries(s).find(e => e.kind === 'copy')!;
    expect(shown).toMatchObject({ defaulted: true, rule: '707.10c' });
    expect(shown.text).toBe(
      'Alice puts a copy of Test Zap on the stack targeting Bob (the default choice, CR 707.10c: the same targets).',
    );
    // The new target, written right after the copy went on the stack, naming the spell it copies.
    s = play(s, { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'bears' }], source: 'zap' });
    expect(texts(s)).toContain('Alice chooses Grizzly Bears as the target of a copy of Test Zap.');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('graveyard');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(18);
  });

  it('707.10c: a changed target must be legal; an unchanged one may stay though illegal; only right after the copy', () => {
    const jolt = card({
      name: 'Creature Jolt',
      cost: '{0}',
      type: 'Instant',
      text: 'Creature Jolt deals 2 damage to target creature.',
    });
    let s = twoPlayers(
      {
        hand: [free(jolt, 'jolt'), free(twin, 'twin'), free(zap, 'zap')],
        battlefield: [{ def: C.whiteKnight, id: 'knight' }],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    // The bears die before the copy is made: the copy's target is illegal as it goes on the stack.
    s = play(
      s,
      cast('Alice', 'jolt', { object: 'bears' }),
      cast('Alice', 'twin', { object: 'jolt' }),
      cast('Alice', 'zap', { object: 'bears' }),
    );
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('graveyard');
    illegal(s, { type: 'chooseTargets', player: 'Alice', targets: [{ player: 'Bob' }], source: 'jolt' }, '601.2c');
    const kept = play(s, { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'bears' }], source: 'jolt' });
    expect(copies(kept)[0]!.targets).toEqual(copies(s)[0]!.targets);
    expect(texts(play(kept, pass('Alice'), pass('Bob')))).toContain(
      "A copy of Creature Jolt doesn't resolve: all its targets are illegal.",
    );
    const later = play(s, pass('Alice'));
    illegal(
      later,
      { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'knight' }], source: 'jolt' },
      '603.3d',
    );
  });

  it('707.10: "whenever you cast an instant or sorcery spell, copy that spell"', () => {
    let s = twoPlayers({ hand: [free(zap, 'zap')], battlefield: [{ def: doubler, id: 'adept' }] }, {});
    s = play(s, cast('Alice', 'zap', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(copies(s)).toHaveLength(1);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(16);
  });

  it('707.10f: a copy of a permanent spell becomes a token as it resolves', () => {
    const adept = card({
      name: 'Creature Echo',
      cost: '{0}',
      type: 'Creature — Human Wizard',
      power: 1,
      toughness: 1,
      text: 'Whenever you cast a creature spell, copy that spell.',
    });
    let s = twoPlayers(
      {
        hand: [{ def: C.bears, id: 'bears' }],
        battlefield: [
          { def: adept, id: 'adept' },
          { def: C.forest, id: 'f1' },
          { def: C.forest, id: 'f2' },
        ],
      },
      {},
    );
    s = play(s, cast('Alice', 'bears'), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    const token = Object.values(s.objects).find(o => o.def.name === 'Grizzly Bears' && o.id !== 'bears')!;
    expect(token.token).toBe(true);
    expect(perm(s, token.id).controller).toBe('Alice');
    expect(texts(s)).toContain('A copy of Grizzly Bears becomes a token as it resolves.');
  });
});

describe('storm (CR 702.40a)', () => {
  it('702.40a: copied once for each other spell cast before it this turn, by any player; the copies may get new targets', () => {
    let s = twoPlayers(
      { hand: [free(zap, 'z1'), free(flurry, 'flurry')] },
      { hand: [free(zap, 'z2')], battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(
      s,
      cast('Alice', 'z1', { player: 'Bob' }),
      pass('Alice'),
      cast('Bob', 'z2', { player: 'Alice' }),
      pass('Bob'),
      pass('Alice'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([18, 18]);
    s = play(s, cast('Alice', 'flurry', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    // The storm trigger resolved: two copies, by default at the same target; the first written goes to the topmost.
    expect(copies(s)).toHaveLength(2);
    s = play(s, { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'bears' }], source: 'flurry' });
    for (let i = 0; i < 3; i++) s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(16);
    expect(perm(s, 'bears').damage).toBe(1);
  });

  it('608.2h: a storm spell countered before its trigger resolves is still copied, as it last existed on the stack', () => {
    const negate = card({ name: 'Quick Denial', cost: '{0}', type: 'Instant', text: 'Counter target spell.' });
    let s = twoPlayers({ hand: [free(zap, 'z1'), free(flurry, 'flurry')] }, { hand: [free(negate, 'denial')] });
    s = play(s, cast('Alice', 'z1', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    // The storm trigger is on the stack above Spark Flurry; Bob counters Spark Flurry in response.
    s = play(
      s,
      cast('Alice', 'flurry', { player: 'Bob' }),
      pass('Alice'),
      cast('Bob', 'denial', { object: 'flurry' }),
      pass('Bob'),
      pass('Alice'),
    );
    expect(zone(s, 'flurry')).toBe('graveyard');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(copies(s)).toHaveLength(1);
    expect(copies(s)[0]).toMatchObject({ original: 'flurry', targets: [{ kind: 'player', player: 'Bob' }] });
    expect(texts(s)).toContain('Spark Flurry has left the stack: it is copied as it last existed there.');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(17);
  });

  it("702.40a: the count is per turn, and a copy isn't a spell cast", () => {
    let s = twoPlayers({ hand: [free(flurry, 'flurry')] }, {});
    s = play(s, cast('Alice', 'flurry', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(copies(s)).toHaveLength(0);
    expect(texts(s)).toContain('No other spell was cast before Spark Flurry this turn: storm makes no copy.');
  });
});

describe('gravestorm (CR 702.69a)', () => {
  it('702.69a: copied once for each permanent put into a graveyard from the battlefield this turn', () => {
    const ember = card({
      name: 'Test Ember',
      cost: '{0}',
      type: 'Instant',
      text: 'Test Ember deals 1 damage to any target.',
      keywords: ['gravestorm'],
    });
    const murder = card({ name: 'Test Murder', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
    let s = twoPlayers(
      { hand: [free(murder, 'm1'), free(murder, 'm2'), free(ember, 'ember')] },
      {
        battlefield: [
          { def: C.bears, id: 'b1' },
          { def: C.bears, id: 'b2' },
        ],
      },
    );
    for (const [m, b] of [
      ['m1', 'b1'],
      ['m2', 'b2'],
    ] as const)
      s = play(s, cast('Alice', m, { object: b }), pass('Alice'), pass('Bob'));
    s = play(s, cast('Alice', 'ember', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(copies(s)).toHaveLength(2);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(17);
  });
});
