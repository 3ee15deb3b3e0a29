import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { C, attack, block, goTo, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { power, toughness } from '../../src/view/queries.js';
import { card, cast, sorcery } from './spell.js';
import { next } from '../rules/combat/fixtures.js';
import type { Action } from '../../src/index.js';

/** "~ becomes a copy of target creature until end of turn" (CR 707.4, 613.2a): a copy effect of a resolved ability. */

const activate = (source: string, ...objects: string[]): Action => ({
  type: 'activate',
  player: 'Alice',
  source,
  ability: 0,
  targets: objects.map(object => ({ object })),
});

const swamps = (n: number) => Array.from({ length: n }, (_, i) => ({ def: C.swamp, id: `swamp${i}` }));

const mirror = card({
  name: 'Test Mirror',
  cost: '{0}',
  type: 'Artifact',
  text: '{0}: Test Mirror becomes a copy of target artifact, creature, enchantment, or land until end of turn.',
});
const stage = card({
  name: 'Test Stage',
  type: 'Land',
  text: '{0}: Test Stage becomes a copy of target land, except it has this ability.',
});

const swap = card({
  name: 'Test Swap',
  cost: '{0}',
  type: 'Instant',
  text: 'Target permanent becomes a copy of target permanent until end of turn.',
});

describe('becoming a copy (CR 707.4)', () => {
  it("707.4, 514.2: it has the creature's copiable values until end of turn, other effects and counters still on it; then it is itself", () => {
    let s = twoPlayers(
      { battlefield: [{ def: mirror, id: 'mirror', counters: { '+1/+1': 1 } }] },
      { battlefield: [{ def: C.hillGiant, id: 'giant' }] },
    );
    s = play(s, activate('mirror', 'giant'), pass('Alice'), pass('Bob'));
    expect([s.objects.mirror!.def.name, power(s, 'mirror'), toughness(s, 'mirror')]).toEqual(['Hill Giant', 4, 4]);
    expect(
      logEntries(s).some(
        e => e.rule === '707.4' && e.text === 'Test Mirror becomes a copy of Hill Giant until end of turn.',
      ),
    ).toBe(true);
    s = goTo(s, 'cleanup');
    expect([s.objects.mirror!.def.name, s.objects.mirror!.printed, perm(s, 'mirror').counters]).toEqual([
      'Test Mirror',
      undefined,
      { '+1/+1': 1 },
    ]);
  });

  it('707.4: it has the abilities it copied — a trigger of the copied creature triggers for it', () => {
    const mourner = card({
      name: 'Test Mourner',
      cost: '{0}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'Whenever another creature dies, you gain 1 life.',
    });
    let s = twoPlayers(
      { hand: [{ def: C.murder, id: 'murder' }], battlefield: [{ def: mirror, id: 'mirror' }, ...swamps(3)] },
      {
        battlefield: [
          { def: mourner, id: 'mourner' },
          { def: C.bears, id: 'bears' },
        ],
      },
    );
    s = play(s, activate('mirror', 'mourner'), pass('Alice'), pass('Bob'));
    s = play(s, cast('Alice', 'murder', { object: 'bears' }), pass('Alice'), pass('Bob'));
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([s.players[0]!.life, s.players[1]!.life]).toEqual([21, 21]);
  });

  it('707.9a: "except it has this ability" — for good, and it can copy again; the latest copy effect wins (613.7)', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: stage, id: 'stage' },
          { def: C.forest, id: 'forest' },
          { def: mirror, id: 'mirror' },
        ],
      },
      { battlefield: [{ def: C.island, id: 'island' }] },
    );
    s = play(s, activate('stage', 'forest'), pass('Alice'), pass('Bob'));
    expect(s.objects.stage!.def).toMatchObject({ name: 'Forest', subtypes: ['Forest'] });
    s = play(s, activate('stage', 'island'), pass('Alice'), pass('Bob'));
    expect(s.objects.stage!.def.name).toBe('Island');
    // Until end of turn the mirror is the land; copied for good after that, it stays what it copied.
    s = play(s, activate('mirror', 'stage'), pass('Alice'), pass('Bob'));
    expect(s.objects.mirror!.def.name).toBe('Island');
    s = goTo(goTo(s, 'cleanup'), 'main1');
    expect([s.objects.stage!.def.name, s.objects.mirror!.def.name]).toEqual(['Island', 'Test Mirror']);
  });

  it('613.7: an until-end-of-turn copy on top of a lasting one ends back at the lasting one', () => {
    let s = twoPlayers(
      {
        hand: [{ def: swap, id: 'swap' }],
        battlefield: [
          { def: stage, id: 'stage' },
          { def: C.forest, id: 'forest' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(s, activate('stage', 'forest'), pass('Alice'), pass('Bob'));
    s = play(s, cast('Alice', 'swap', { object: 'stage' }, { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect([s.objects.stage!.def.name, s.effects.filter(e => e.copy).length]).toEqual(['Grizzly Bears', 2]);
    s = goTo(s, 'cleanup');
    expect([s.objects.stage!.def.name, s.objects.stage!.printed?.name]).toEqual(['Forest', 'Test Stage']);
  });

  it('"each other creature becomes a copy of target nonlegendary creature until end of turn"', () => {
    const wave = sorcery(
      'Test Wave',
      'Each other creature becomes a copy of target nonlegendary creature until end of turn.',
    );
    let s = twoPlayers(
      { hand: [{ def: wave, id: 'wave' }], battlefield: [{ def: C.bears, id: 'bears' }] },
      { battlefield: [{ def: C.angel, id: 'angel' }] },
    );
    s = play(s, cast('Alice', 'wave', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect([s.objects.angel!.def.name, power(s, 'angel'), s.objects.bears!.def.name]).toEqual([
      'Grizzly Bears',
      2,
      'Grizzly Bears',
    ]);
    s = goTo(s, 'cleanup');
    expect(s.objects.angel!.def.name).toBe('Serra Angel');
  });

  it('"target Shapeshifter becomes a copy of target creature until your next turn" (611.2a)', () => {
    const sharer = card({
      name: 'Test Sharer',
      cost: '{0}',
      type: 'Creature — Shapeshifter',
      power: 1,
      toughness: 1,
      text: '{0}: Target Shapeshifter becomes a copy of target creature until your next turn.',
    });
    const library = [{ def: C.filler }, { def: C.filler }, { def: C.filler }];
    let s = twoPlayers(
      { battlefield: [{ def: sharer, id: 'sharer' }], library },
      { battlefield: [{ def: C.angel, id: 'angel' }], library },
    );
    s = play(s, activate('sharer', 'sharer', 'angel'), pass('Alice'), pass('Bob'));
    expect(s.objects.sharer!.def.name).toBe('Serra Angel');
    s = goTo(goTo(s, 'cleanup'), 'main1');
    expect([s.activePlayer, s.objects.sharer!.def.name]).toEqual(['Bob', 'Serra Angel']);
    s = goTo(goTo(s, 'cleanup'), 'main1');
    expect([s.activePlayer, s.objects.sharer!.def.name]).toEqual(['Alice', 'Test Sharer']);
  });

  it('"whenever ~ deals combat damage to a creature, that creature becomes a copy of ~"', () => {
    const wall = card({ name: 'Test Wall', cost: '{1}', type: 'Creature — Wall', power: 0, toughness: 4 });
    const pumped = card({
      name: 'Test Pumped Mass',
      cost: '{G}',
      type: 'Creature — Spirit',
      power: 1,
      toughness: 3,
      text: 'Whenever Test Pumped Mass deals combat damage to a creature, that creature becomes a copy of Test Pumped Mass.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: pumped, id: 'mass' }] },
      { battlefield: [{ def: wall, id: 'wall' }] },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['mass', 'Bob']), pass('Alice'), pass('Bob'), block('Bob', ['wall', 'mass']));
    s = next(play(s, pass('Alice'), pass('Bob')));
    s = play(s, pass('Alice'), pass('Bob'));
    expect([zone(s, 'wall'), s.objects.wall!.def.name, toughness(s, 'wall')]).toEqual([
      'battlefield',
      'Test Pumped Mass',
      3,
    ]);
  });

  it("708.10: a face-down permanent keeps its face-down characteristics — the game says it can't tell", () => {
    let s = twoPlayers(
      { hand: [{ def: swap, id: 'swap' }], battlefield: [{ def: mirror, id: 'mirror' }] },
      { battlefield: [{ def: C.bears, id: 'bears', faceDown: true }] },
    );
    s = play(s, cast('Alice', 'swap', { object: 'bears' }, { object: 'mirror' }), pass('Alice'), pass('Bob'));
    expect(logEntries(s).some(e => e.kind === 'unmodelled' && e.rule === '708.10')).toBe(true);
  });
});
