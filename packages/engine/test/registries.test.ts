import { readTarget } from '../src/effects/phrases.js';
import { describe, expect, it } from 'vitest';
import { defineCard, isCitedRule, logEntries } from '../src/index.js';
import { dealDamage, destroy } from '../src/actions.js';
import { EFFECTS, readEffect } from '../src/effects/index.js';
import { REPLACEMENTS, replace } from '../src/replacement.js';
import { TRIGGERS } from '../src/triggers.js';
import { KEYWORD_ABILITIES, keywordAbilities } from '../src/keyword-abilities.js';
import { C, pass, play, twoPlayers } from './kit.js';

const card = (spec: Parameters<typeof defineCard>[0]) => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

describe('the registries: one entry per effect, trigger condition and replacement effect', () => {
  it('every entry cites a rule the engine lists, and no kind or id is registered twice', () => {
    for (const list of [EFFECTS.map(e => [e.kind, e.rule]), TRIGGERS.map(t => [t.kind, t.rule]), REPLACEMENTS.map(r => [r.id, r.rule])]) {
      expect(new Set(list.map(([k]) => k)).size).toBe(list.length);
      for (const [, rule] of list) expect(isCitedRule(rule!), rule).toBe(true);
    }
  });

  it('each effect entry reads its sentence', () => {
    expect(readEffect('~ deals 3 damage to any target')?.effect(0)).toEqual({ kind: 'damage', amount: 3, aim: { target: 0 } });
    expect(readEffect('tap target creature')?.targets).toEqual([readTarget('target creature')]);
    expect(readEffect('target player loses two life')?.effect(1)).toEqual({ kind: 'life', amount: 2, gain: false, aim: { target: 1 } });
    expect(readEffect('venture into the dungeon')).toBeUndefined();
  });
});

describe('701.26a: "Tap target creature" (the effect added as the README\'s worked example)', () => {
  const frost = card({ name: 'Frost Breath Lite', cost: '{U}', type: 'Instant', text: 'Tap target creature.' });

  it('701.26a: the target becomes tapped as the spell resolves', () => {
    let s = twoPlayers({ battlefield: [{ def: C.island }], hand: [{ def: frost, id: 'frost' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(s, { type: 'cast', player: 'Alice', card: 'frost', targets: [{ object: 'bears' }] }, pass('Alice'), pass('Bob'));
    expect(s.permanents.bears!.tapped).toBe(true);
    expect(logEntries(s).some(e => e.rule === '701.26a' && e.text === 'Grizzly Bears becomes tapped.')).toBe(true);
  });
});

describe('replacement and prevention hooks (CR 614, 615)', () => {
  it('702.16e: protection prevents damage at the damage choke point, whatever deals it', () => {
    const s = twoPlayers({ battlefield: [{ def: C.whiteKnight, id: 'knight' }, { def: C.severedLegion, id: 'legion' }] }, {});
    const after = dealDamage(s, 'legion', { kind: 'object', id: 'knight', stamp: s.permanents.knight!.timestamp }, 2);
    expect(after.permanents.knight!.damage).toBe(0);
    expect(logEntries(after).at(-1)).toMatchObject({ rule: '702.16e', amount: 0 });
  });

  it('702.12b: an indestructible permanent is not destroyed; quietly, nothing is said', () => {
    const s = twoPlayers({ battlefield: [{ def: C.darksteelGargoyle, id: 'gargoyle' }] }, {});
    const loud = destroy(s, 'gargoyle', '701.8a', 'Darksteel Gargoyle is destroyed.');
    expect(loud.destroyed).toBe(false);
    expect(loud.state.permanents.gargoyle).toBeDefined();
    expect(logEntries(loud.state).at(-1)?.rule).toBe('702.12b');
    const quiet = replace(s, { kind: 'destroy', object: 'gargoyle', rule: '704.5g' }, true);
    expect(quiet.event).toBeUndefined();
    expect(quiet.state).toBe(s);
  });

  it('an event no entry applies to is performed as it is', () => {
    const s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }] }, {});
    const event = { kind: 'destroy', object: 'bears', rule: '701.8a' } as const;
    expect(replace(s, event)).toEqual({ state: s, event });
  });

  describe('614.1d: "~ enters tapped" (the replacement effect added as the README\'s worked example)', () => {
    const gate = card({ name: 'Tapped Gate', type: 'Land — Gate', text: 'Tapped Gate enters tapped.' });
    const sleepy = card({ name: 'Sleepy Bear', cost: '{G}', type: 'Creature — Bear', power: 2, toughness: 2, text: 'This creature enters tapped.' });

    it('614.1d: a land played enters tapped', () => {
      let s = twoPlayers({ hand: [{ def: gate, id: 'gate' }] }, {});
      s = play(s, { type: 'playLand', player: 'Alice', card: 'gate' });
      expect(s.permanents.gate!.tapped).toBe(true);
      expect(logEntries(s).some(e => e.rule === '614.1d')).toBe(true);
    });

    it('614.1d: a permanent spell enters tapped as it resolves (608.3)', () => {
      let s = twoPlayers({ battlefield: [{ def: C.forest }], hand: [{ def: sleepy, id: 'sleepy' }] }, {});
      s = play(s, { type: 'cast', player: 'Alice', card: 'sleepy' }, pass('Alice'), pass('Bob'));
      expect(s.permanents.sleepy!.tapped).toBe(true);
    });

    it('without the ability, a permanent enters untapped', () => {
      let s = twoPlayers({ hand: [{ def: C.forest, id: 'forest' }] }, {});
      s = play(s, { type: 'playLand', player: 'Alice', card: 'forest' });
      expect(s.permanents.forest!.tapped).toBe(false);
    });
  });
});

describe('keywords that stand for abilities (keyword-abilities.ts)', () => {
  it('each entry gives abilities the reader wholly understands, and cites a rule the engine lists', () => {
    for (const [keyword, kind] of [['cycling {2}', 'activated'], ['prowess', 'triggered'], ['evolve', 'triggered'], ['equip {2}', 'activated']] as const) {
      const entry = KEYWORD_ABILITIES.find(e => e.reads.test(keyword))!;
      expect(isCitedRule(entry.rule)).toBe(true);
      expect(keywordAbilities([keyword as never]).map(a => a.kind)).toEqual([kind]);
    }
    expect(KEYWORD_ABILITIES).toHaveLength(4);
  });

  it('702.108a: prowess: casting a noncreature spell pumps the creature until end of turn', () => {
    const monk = card({ name: 'Test Monk', cost: '{1}{R}', type: 'Creature — Human Monk', power: 1, toughness: 1, keywords: ['prowess'] });
    const s = play(twoPlayers({ battlefield: [{ def: monk, id: 'monk' }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.source)).toEqual(['bolt']); // the trigger resolved first
    expect(s.effects).toEqual([expect.objectContaining({ target: 'monk', change: { modify: { power: 1, toughness: 1 } } })]);
  });
});

describe('evolve (CR 702.100a)', () => {
  const evolver = card({ name: 'Test Evolver', cost: '{G}', type: 'Creature — Elf', power: 1, toughness: 1, keywords: ['evolve'] });
  const enter = (def: typeof C.bears) => play(twoPlayers({ battlefield: [{ def: evolver, id: 'evo' }, { def: C.forest }, { def: C.forest }], hand: [{ def, id: 'new' }] }, {}),
    { type: 'cast', player: 'Alice', card: 'new' }, pass('Alice'), pass('Bob'));

  it('702.100a: a bigger creature entering under your control puts a +1/+1 counter on it', () => {
    const s = play(enter(C.bears), pass('Alice'), pass('Bob'));
    expect(s.permanents.evo!.counters['+1/+1']).toBe(1);
  });

  it('603.4: a creature no bigger doesn\'t make it trigger', () => {
    const small = card({ name: 'Test Sprout', cost: '{G}', type: 'Creature — Plant', power: 1, toughness: 1 });
    const s = enter(small);
    expect(s.stack).toHaveLength(0);
    expect(s.permanents.evo!.counters['+1/+1'] ?? 0).toBe(0);
  });
});
