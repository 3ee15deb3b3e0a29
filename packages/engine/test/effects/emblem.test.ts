import { describe, expect, it } from 'vitest';
import { defineCard, type Action, type CardDef } from '../../src/index.js';
import { C, goTo, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { power, toughness } from '../../src/view/queries.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
const activate = (player: string, source: string, ability: number): Action => ({
  type: 'activate',
  player,
  source,
  ability,
});

/** Emblems (CR 114), made by planeswalkers' loyalty abilities, set up like XMage's card tests. */
const anthemWalker = card({
  name: 'Test Anthem Walker',
  cost: '{2}{W}{W}',
  type: 'Legendary Planeswalker — Test',
  loyalty: 4,
  text: '\u22124: You get an emblem with "Creatures you control get +1/+1."',
});
const krakenWalker = card({
  name: 'Test Kraken Walker',
  cost: '{4}{U}',
  type: 'Legendary Planeswalker — Test',
  loyalty: 5,
  text: '\u22125: You get an emblem with "At the beginning of your end step, create a 9/9 blue Kraken creature token."',
});

describe('emblems (CR 114)', () => {
  it("114.2, 114.4: the emblem's static ability applies from the command zone, to its owner's creatures only, after the planeswalker is gone", () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: anthemWalker, id: 'walker' },
          { def: C.bears, id: 'bears' },
        ],
      },
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
    );
    s = play(s, activate('Alice', 'walker', 0), pass('Alice'), pass('Bob'));
    // 704.5i: no loyalty left, the planeswalker is gone; the emblem stays (114.5: it isn't a permanent).
    expect(zone(s, 'walker')).toBe('graveyard');
    expect(s.emblems.map(e => e.owner)).toEqual(['Alice']);
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([3, 3]);
    expect([power(s, 'ogre'), toughness(s, 'ogre')]).toEqual([2, 2]);
  });

  it("114.4: the emblem's triggered ability triggers at its owner's end step", () => {
    let s = twoPlayers({ battlefield: [{ def: krakenWalker, id: 'walker' }] }, {});
    s = play(s, activate('Alice', 'walker', 0), pass('Alice'), pass('Bob'));
    s = goTo(s, 'end');
    s = play(s, pass('Alice'), pass('Bob'));
    const krakens = s.battlefield.filter(id => s.objects[id]!.def.name === 'Kraken Token');
    expect(krakens).toHaveLength(1);
    expect(perm(s, krakens[0]!).controller).toBe('Alice');
  });

  it("114.4: an emblem ability the engine can't hold in the command zone leaves the sentence not understood", () => {
    const made = defineCard({
      name: 'Test Life Walker',
      cost: '{3}{G}',
      type: 'Legendary Planeswalker \u2014 Test',
      loyalty: 3,
      text: '\u22123: You get an emblem with "Whenever you gain life, draw a card."',
    });
    expect(made.notUnderstood).toHaveLength(1);
  });

  it('114.4, 603.6a: "whenever a creature enters under your control" triggers from the command zone, for its owner\'s creatures only', () => {
    const walker = card({
      name: 'Test Arrival Walker',
      cost: '{3}{G}',
      type: 'Legendary Planeswalker \u2014 Test',
      loyalty: 3,
      text: '\u22123: You get an emblem with "Whenever a creature enters the battlefield under your control, you gain 2 life."',
    });
    const cub = card({ name: 'Test Cub', cost: '{0}', type: 'Creature \u2014 Cat', power: 1, toughness: 1 });
    let s = twoPlayers(
      { battlefield: [{ def: walker, id: 'walker' }], hand: [{ def: cub, id: 'cub' }] },
      { hand: [{ def: cub, id: 'their-cub' }] },
    );
    s = play(s, activate('Alice', 'walker', 0), pass('Alice'), pass('Bob'));
    s = play(s, { type: 'cast', player: 'Alice', card: 'cub' }, pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(1);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.players.map(p => p.life)).toEqual([22, 20]);
  });

  it('114.4, 601.2i: "whenever you cast a creature spell" triggers from the command zone as the spell becomes cast', () => {
    const walker = card({
      name: 'Test Caster Walker',
      cost: '{3}{G}',
      type: 'Legendary Planeswalker \u2014 Test',
      loyalty: 3,
      text: '\u22123: You get an emblem with "Whenever you cast a creature spell, you gain 3 life."',
    });
    const cub = card({ name: 'Test Cub', cost: '{0}', type: 'Creature \u2014 Cat', power: 1, toughness: 1 });
    let s = twoPlayers({ battlefield: [{ def: walker, id: 'walker' }], hand: [{ def: cub, id: 'cub' }] }, {});
    s = play(s, activate('Alice', 'walker', 0), pass('Alice'), pass('Bob'));
    s = play(s, { type: 'cast', player: 'Alice', card: 'cub' });
    // The trigger goes on the stack above the creature spell and resolves first.
    expect(s.stack).toHaveLength(2);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.players[0]!.life).toBe(23);
    expect(zone(s, 'cub')).toBe('stack');
  });

  it('114.4: "whenever you draw a card" triggers from the command zone', () => {
    const walker = card({
      name: 'Test Reader Walker',
      cost: '{3}{U}',
      type: 'Legendary Planeswalker \u2014 Test',
      loyalty: 3,
      text: '\u22123: You get an emblem with "Whenever you draw a card, you gain 1 life."',
    });
    const lens = card({ name: 'Test Lens', cost: '{1}', type: 'Artifact', text: '{T}: Draw a card.' });
    let s = twoPlayers(
      {
        battlefield: [
          { def: walker, id: 'walker' },
          { def: lens, id: 'lens' },
        ],
        library: [{ def: C.bears }],
      },
      { battlefield: [{ def: lens, id: 'their-lens' }], library: [{ def: C.bears }] },
    );
    s = play(s, activate('Alice', 'walker', 0), pass('Alice'), pass('Bob'));
    s = play(s, activate('Alice', 'lens', 0), pass('Alice'), pass('Bob'));
    // The card is drawn; the emblem's trigger goes on the stack and resolves next.
    expect(s.players[0]!.hand).toHaveLength(1);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.players[0]!.life).toBe(21);
    // Bob's draw is not "you" for Alice's emblem.
    s = play(s, pass('Alice'), activate('Bob', 'their-lens', 0), pass('Bob'), pass('Alice'));
    expect(s.players[1]!.hand).toHaveLength(1);
    expect(s.stack).toHaveLength(0);
    expect(s.players[0]!.life).toBe(21);
  });

  it("114.4, 613.1f: an ability quoted inside the emblem's quote ('{T}: \u2026') is granted to the permanents it names", () => {
    const walker = card({
      name: 'Test Forge Walker',
      cost: '{3}{R}',
      type: 'Legendary Planeswalker \u2014 Test',
      loyalty: 3,
      text: '\u22123: You get an emblem with "Mountains you control have \'{T}: This land deals 1 damage to any target.\'"',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: walker, id: 'walker' },
          { def: C.mountain, id: 'mountain' },
        ],
      },
      {},
    );
    s = play(s, activate('Alice', 'walker', 0), pass('Alice'), pass('Bob'));
    s = play(
      s,
      { type: 'activate', player: 'Alice', source: 'mountain', ability: 0, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.players[1]!.life).toBe(19);
    expect(perm(s, 'mountain').tapped).toBe(true);
  });
});
