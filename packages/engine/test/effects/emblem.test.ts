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
      name: 'Test Draw Walker',
      cost: '{3}{G}',
      type: 'Legendary Planeswalker — Test',
      loyalty: 3,
      text: '\u22123: You get an emblem with "Whenever a creature enters the battlefield under your control, you may draw a card."',
    });
    expect(made.notUnderstood).toHaveLength(1);
  });
});
