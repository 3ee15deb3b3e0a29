import { describe, expect, it } from 'vitest';
import { C, goTo, illegal, pass, perm, play, texts, twoPlayers, zone } from '../kit.js';
import { hasKeyword } from '../../src/view/queries.js';
import { card, cast, sorcery } from './spell.js';

describe('return to hand and to the battlefield (CR 400.3, 110.2a)', () => {
  it('400.3: "return target creature to its owner\'s hand" — the owner\'s, even when another player controls it', () => {
    const unsummon = sorcery('Test Unsummon', "Return target creature to its owner's hand.");
    let s = twoPlayers({ hand: [{ def: unsummon, id: 'spell' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(s, cast('Alice', 'spell', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('hand');
    expect(s.players[1]!.hand).toContain('bears');
  });

  it('400.3: "return target creature card from your graveyard to your hand"; another player\'s graveyard card isn\'t a legal target', () => {
    const raise = sorcery('Test Raise', 'Return target creature card from your graveyard to your hand.');
    let s = twoPlayers(
      { hand: [{ def: raise, id: 'spell' }], graveyard: [{ def: C.bears, id: 'mine' }] },
      { graveyard: [{ def: C.ogre, id: 'theirs' }] },
    );
    expect(() => play(s, cast('Alice', 'spell', { object: 'theirs' }))).toThrow(/601\.2c/);
    s = play(s, cast('Alice', 'spell', { object: 'mine' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'mine')).toBe('hand');
  });

  it('110.2a: "return … from your graveyard to the battlefield" — it enters under the player who put it there; "tapped" as said', () => {
    const revive = sorcery('Test Revive', 'Return target creature card from your graveyard to the battlefield tapped.');
    let s = twoPlayers({ hand: [{ def: revive, id: 'spell' }], graveyard: [{ def: C.bears, id: 'bears' }] }, {});
    s = play(s, cast('Alice', 'spell', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(perm(s, 'bears').controller).toBe('Alice');
    expect(perm(s, 'bears').tapped).toBe(true);
  });

  it('"return ~ to its owner\'s hand" as an activated ability of the permanent itself', () => {
    const shy = card({
      name: 'Shy Sprite',
      cost: '{U}',
      type: 'Creature — Faerie',
      power: 1,
      toughness: 1,
      text: "{U}: Return Shy Sprite to its owner's hand.",
    });
    let s = twoPlayers({ battlefield: [{ def: shy, id: 'sprite' }, { def: C.island }] }, {});
    s = play(s, { type: 'activate', player: 'Alice', source: 'sprite', ability: 0 }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'sprite')).toBe('hand');
  });
});

describe('return a permanent the player chooses (CR 400.3, 115.10a)', () => {
  const wurm = card({
    name: 'Test Homing Wurm',
    cost: '{0}',
    type: 'Creature — Wurm',
    power: 7,
    toughness: 7,
    text: "When Test Homing Wurm enters the battlefield, return a red or green creature you control to its owner's hand.",
  });
  const attendant = card({
    name: 'Test Usher',
    cost: '{0}',
    type: 'Creature — Human',
    power: 2,
    toughness: 2,
    text: "When Test Usher enters the battlefield, you may return another permanent you control to its owner's hand.",
  });
  const enter = (def: typeof wurm, alice: Parameters<typeof twoPlayers>[0]) =>
    play(
      twoPlayers({ ...alice, hand: [{ def, id: 'new' }] }, { battlefield: [{ def: C.ogre, id: 'theirs' }] }),
      { type: 'cast', player: 'Alice', card: 'new' },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );

  it("115.10a: not a target — it takes one of its controller's own that fits (the default: the first), never an opponent's", () => {
    const s = enter(wurm, {
      battlefield: [
        { def: C.angel, id: 'angel' },
        { def: C.bears, id: 'bears' },
      ],
    });
    expect([zone(s, 'angel'), zone(s, 'bears'), zone(s, 'theirs'), zone(s, 'new')]).toEqual([
      'battlefield',
      'hand',
      'battlefield',
      'battlefield',
    ]);
    expect(texts(s)).toContain(
      "Alice returns Grizzly Bears to its owner's hand (the default choice: the first that fits).",
    );
  });

  it('400.3: with nothing else that fits, it returns itself', () => {
    const drifter = card({
      name: 'Test Drifter',
      cost: '{0}',
      type: 'Creature — Spirit',
      power: 3,
      toughness: 3,
      text: "When Test Drifter enters the battlefield, return a creature you control with power 3 or greater to its owner's hand.",
    });
    const s = enter(drifter, { battlefield: [{ def: C.bears, id: 'angel' }] });
    expect([zone(s, 'new'), zone(s, 'angel')]).toEqual(['hand', 'battlefield']);
  });

  it('"another permanent": never the source; "you may" lets the controller decline (608.2d)', () => {
    const s = enter(attendant, { battlefield: [{ def: C.forest, id: 'forest' }] });
    expect([zone(s, 'forest'), zone(s, 'new')]).toEqual(['hand', 'battlefield']);
    expect(perm(s, 'new').controller).toBe('Alice');
  });
});

describe('"permanent card" (CR 110.4a)', () => {
  it('110.4a: "target permanent card from your graveyard" is an artifact, battle, creature, enchantment, land or planeswalker card', () => {
    const recall = sorcery('Test Recall', 'Return target permanent card from your graveyard to your hand.');
    const s0 = twoPlayers(
      {
        hand: [{ def: recall, id: 'spell' }],
        graveyard: [
          { def: C.bolt, id: 'bolt' },
          { def: C.forest, id: 'forest' },
        ],
      },
      {},
    );
    expect(() => play(s0, cast('Alice', 'spell', { object: 'bolt' }))).toThrow(/601\.2c/);
    expect(zone(play(s0, cast('Alice', 'spell', { object: 'forest' }), pass('Alice'), pass('Bob')), 'forest')).toBe(
      'hand',
    );
  });

  it('"target Dragon permanent card": a Dragon of a permanent type', () => {
    const rise = sorcery('Test Rise', 'Return target Dragon permanent card from your graveyard to the battlefield.');
    const dragon = card({ name: 'Test Drake', cost: '{4}{R}', type: 'Creature — Dragon', power: 4, toughness: 4 });
    const s0 = twoPlayers(
      {
        hand: [{ def: rise, id: 'spell' }],
        graveyard: [
          { def: dragon, id: 'dragon' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    expect(() => play(s0, cast('Alice', 'spell', { object: 'bears' }))).toThrow(/601\.2c/);
    expect(zone(play(s0, cast('Alice', 'spell', { object: 'dragon' }), pass('Alice'), pass('Bob')), 'dragon')).toBe(
      'battlefield',
    );
  });
});

describe('"put target creature card from a graveyard onto the battlefield under your control" (CR 110.2a)', () => {
  it("110.2a: a card from an opponent's graveyard enters under the control of the player who put it there", () => {
    const raise = sorcery(
      'Test Raise',
      'Put target creature card from a graveyard onto the battlefield under your control.',
    );
    const s = play(
      twoPlayers({ hand: [{ def: raise, id: 'spell' }] }, { graveyard: [{ def: C.bears, id: 'bears' }] }),
      cast('Alice', 'spell', { object: 'bears' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), s.permanents.bears!.controller, s.objects.bears!.owner]).toEqual([
      'battlefield',
      'Alice',
      'Bob',
    ]);
  });
});

describe('"return up to two target cards from an opponent\'s graveyard to their hand" (CR 400.3, 601.2c)', () => {
  it("400.3: both go to their owner's hand; a card in the caster's own graveyard isn't a legal target", () => {
    const gift = sorcery(
      'Test Grave Gift',
      "Return up to two target cards from an opponent's graveyard to their hand.",
    );
    const board = () =>
      twoPlayers(
        { hand: [{ def: gift, id: 'gift' }], graveyard: [{ def: C.ogre, id: 'mine' }] },
        {
          graveyard: [
            { def: C.bears, id: 'b1' },
            { def: C.bolt, id: 'b2' },
          ],
        },
      );
    const s = play(board(), cast('Alice', 'gift', { object: 'b1' }, { object: 'b2' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'b1'), zone(s, 'b2'), s.players[1]!.hand]).toEqual(['hand', 'hand', ['b1', 'b2']]);
    expect(illegal(board(), cast('Alice', 'gift', { object: 'b1' }, { object: 'mine' }), '601.2c').code).toBe(
      'cast/illegal-target',
    );
  });
});

describe('"when ~ dies, return it to its owner\'s hand" (CR 400.7e)', () => {
  it('400.7e: the ability finds the card in the graveyard it went to, and returns it', () => {
    const ghoul = card({
      name: 'Test Ghoul',
      type: 'Creature — Zombie',
      power: 1,
      toughness: 1,
      text: "When Test Ghoul dies, return it to its owner's hand.",
    });
    const s = play(
      twoPlayers({ battlefield: [{ def: ghoul, id: 'g' }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'b' }] }, {}),
      cast('Alice', 'b', { object: 'g' }),
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'g')).toBe('hand');
  });
});

describe('an effect on the creature a spell just returned (CR 611.2a)', () => {
  it('611.2a: "return target creature card … to the battlefield. That creature gains haste." — with no duration, it keeps haste', () => {
    const vengeance = sorcery(
      'Test Vengeance',
      'Return target creature card from your graveyard to the battlefield. That creature gains haste.',
    );
    const s = play(
      twoPlayers({ hand: [{ def: vengeance, id: 'v' }], graveyard: [{ def: C.bears, id: 'bears' }] }, {}),
      cast('Alice', 'v', { object: 'bears' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('battlefield');
    expect(hasKeyword(s, 'bears', 'haste')).toBe(true);
    expect(hasKeyword(goTo(s, 'cleanup'), 'bears', 'haste')).toBe(true);
  });
});
