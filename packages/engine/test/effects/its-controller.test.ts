import { describe, expect, it } from 'vitest';
import { apply, defineCard, type GameState } from '../../src/index.js';
import { C, life, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card, cast } from './spell.js';

describe('"Its controller …": an instruction for the controller of an earlier target (CR 608.2h)', () => {
  const within = defineCard({
    name: 'Test Within',
    cost: '{0}',
    type: 'Instant',
    text: 'Destroy target permanent. Its controller creates a 3/3 green Beast creature token.',
  });
  const rebuke = defineCard({
    name: 'Test Rebuke',
    cost: '{0}',
    type: 'Instant',
    text: 'Counter target spell. Its controller puts the top two cards of their library into their graveyard.',
  });

  it("608.2h: the destroyed permanent's controller, as it last was on the battlefield, creates the token", () => {
    expect(within.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: within.def, id: 'w' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'w', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
    const beasts = s.battlefield.filter(id => s.objects[id]!.def.name === 'Beast Token');
    expect(beasts.map(id => s.permanents[id]!.controller)).toEqual(['Bob']);
  });

  it("the countered spell's controller mills two (the older wording of 701.17a)", () => {
    expect(rebuke.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { hand: [{ def: rebuke.def, id: 'r' }], battlefield: [{ def: C.island }] },
      {
        hand: [{ def: C.divination, id: 'div' }],
        battlefield: [{ def: C.island }, { def: C.island }, { def: C.island }],
        library: [{ def: C.island }, { def: C.island }, { def: C.island }],
      },
      { activePlayer: 'Bob', priority: 'Bob' },
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Bob', card: 'div' },
      pass('Bob'),
      { type: 'cast', player: 'Alice', card: 'r', targets: [{ object: 'div' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'div')).toBe('graveyard');
    expect(s.players[1]!.graveyard).toHaveLength(3);
    expect(life(s, 'Bob')).toBe(20);
  });

  it('608.2h: "That creature\'s controller draws X cards": the target\'s controller, X as paid', () => {
    const burn = defineCard({
      name: 'Test Pain',
      cost: '{X}',
      type: 'Instant',
      text: "Test Pain deals X damage to target creature. That creature's controller draws X cards.",
    });
    expect(burn.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { hand: [{ def: burn.def, id: 'p' }], battlefield: [{ def: C.island }, { def: C.island }] },
      {
        battlefield: [{ def: C.bears, id: 'bears' }],
        library: [{ def: C.island }, { def: C.island }, { def: C.island }],
      },
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'p', targets: [{ object: 'bears' }], x: 2 },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(s.players[1]!.hand).toHaveLength(2);
    expect(s.players[0]!.hand).toHaveLength(0);
  });
});

describe('one subject for two instructions (CR 608.2c)', () => {
  it('"target player draws two cards and loses 2 life": the target player does both', () => {
    const sign = defineCard({
      name: 'Test Sign',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Target player draws two cards and loses 2 life.',
    });
    expect(sign.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { hand: [{ def: sign.def, id: 's' }], library: [{ def: C.island }] },
      { library: [{ def: C.island }, { def: C.island }] },
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 's', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Bob'), s.players[1]!.hand.length, life(s, 'Alice'), s.players[0]!.hand.length]).toEqual([
      18, 2, 20, 0,
    ]);
  });

  it('"each opponent discards a card and loses 2 life": each opponent does both, the caster neither', () => {
    const raze = defineCard({
      name: 'Test Raze',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Each opponent discards a card and loses 2 life.',
    });
    expect(raze.notUnderstood).toEqual([]);
    const s = play(
      twoPlayers({ hand: [{ def: raze.def, id: 'r' }, { def: C.island }] }, { hand: [{ def: C.island }] }),
      { type: 'cast', player: 'Alice', card: 'r' },
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Bob'), s.players[1]!.hand.length, life(s, 'Alice'), s.players[0]!.hand.length]).toEqual([
      18, 0, 20, 1,
    ]);
  });
});

describe('older and shorter wordings', () => {
  it('"You draw two cards and lose 2 life": the second instruction is said to you too', () => {
    const whisper = defineCard({
      name: 'Test Whisper',
      cost: '{0}',
      type: 'Sorcery',
      text: 'You draw two cards and lose 2 life.',
    });
    expect(whisper.notUnderstood).toEqual([]);
    const s = play(
      twoPlayers({ hand: [{ def: whisper.def, id: 'w' }], library: [{ def: C.island }, { def: C.island }] }, {}),
      { type: 'cast', player: 'Alice', card: 'w' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Alice')).toBe(18);
    expect(s.players[0]!.hand).toHaveLength(2);
  });

  it('202.3: "converted mana cost" is mana value; "search your library for a card" finds any card (701.23a)', () => {
    const snipe = defineCard({
      name: 'Test Snipe',
      cost: '{0}',
      type: 'Instant',
      text: 'Destroy target creature with converted mana cost 2 or less.',
    });
    expect(snipe.def.abilities[0]).toMatchObject({
      targets: [{ object: { filter: { stat: { kind: 'manaValue', atMost: 2 } } } }],
    });
    const tutor = defineCard({
      name: 'Test Tutor',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Search your library for a card, put that card into your hand, then shuffle.',
    });
    expect(tutor.notUnderstood).toEqual([]);
    const s = play(
      twoPlayers({ hand: [{ def: tutor.def, id: 't' }], library: [{ def: C.bears, id: 'b' }] }, {}),
      { type: 'cast', player: 'Alice', card: 't' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'b')).toBe('hand');
  });
});

describe('"equal to its power": the object\'s last known power (CR 608.2h)', () => {
  const plow = defineCard({
    name: 'Test Plow',
    cost: '{0}',
    type: 'Instant',
    text: 'Exile target creature. Its controller gains life equal to its power.',
  });

  it("608.2h: the exiled creature's power as it last existed on the battlefield, Giant Growth included, goes to its controller", () => {
    expect(plow.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { hand: [{ def: plow.def, id: 'plow' }] },
      { hand: [{ def: C.giantGrowth, id: 'growth' }], battlefield: [{ def: C.bears, id: 'bears' }, { def: C.forest }] },
    );
    let s = play(s0, { type: 'cast', player: 'Alice', card: 'plow', targets: [{ object: 'bears' }] }, pass('Alice'));
    s = play(
      s,
      { type: 'cast', player: 'Bob', card: 'growth', targets: [{ object: 'bears' }] },
      pass('Bob'),
      pass('Alice'),
    );
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('exile');
    expect(life(s, 'Bob')).toBe(25);
    expect(life(s, 'Alice')).toBe(20);
  });

  it('"~ deals damage equal to its power": the source\'s power', () => {
    const brute = defineCard({
      name: 'Test Brute',
      cost: '{0}',
      type: 'Creature — Ogre',
      power: 3,
      toughness: 3,
      text: '{T}: Test Brute deals damage equal to its power to any target.',
    });
    expect(brute.notUnderstood).toEqual([]);
    const s = play(
      twoPlayers({ battlefield: [{ def: brute.def, id: 'brute' }] }, {}),
      { type: 'activate', player: 'Alice', source: 'brute', ability: 0, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Bob')).toBe(17);
  });
});

describe('damage from a target (CR 120.3)', () => {
  const bite = defineCard({
    name: 'Test Bite',
    cost: '{0}',
    type: 'Sorcery',
    text: "Target creature you control deals damage equal to its power to target creature you don't control.",
  });

  it("120.3: the first target deals damage equal to its power to the second; the second doesn't deal any back (not a fight)", () => {
    expect(bite.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { hand: [{ def: bite.def, id: 'bite' }], battlefield: [{ def: C.crawWurm, id: 'wurm' }] },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'bite', targets: [{ object: 'wurm' }, { object: 'spider' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'spider')).toBe('graveyard');
    expect(s.permanents.wurm!.damage).toBe(0);
  });

  it('608.2b: with its own creature gone, no damage is dealt', () => {
    const s0 = twoPlayers(
      {
        hand: [
          { def: bite.def, id: 'bite' },
          { def: C.bolt, id: 'bolt' },
        ],
        battlefield: [{ def: C.bears, id: 'bears' }, { def: C.mountain }],
      },
      { battlefield: [{ def: C.bears, id: 'theirs' }] },
    );
    let s = play(s0, {
      type: 'cast',
      player: 'Alice',
      card: 'bite',
      targets: [{ object: 'bears' }, { object: 'theirs' }],
    });
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(s.permanents.theirs!.damage).toBe(0);
  });
});

describe('a player subject: "target opponent creates …", "each player returns …" (CR 101.4)', () => {
  const spell = (text: string) => card({ name: 'Test Subject', cost: '{0}', type: 'Sorcery', text });
  const tokensOf = (s: GameState, who: string) =>
    s.battlefield.filter(id => s.objects[id]!.def.name === 'Soldier Token' && s.permanents[id]!.controller === who);

  it('111.2: "target opponent creates a 1/1 … token" — the token is the opponent\'s', () => {
    const gift = spell('Target opponent creates a 1/1 white Soldier creature token.');
    let s = twoPlayers({ hand: [{ def: gift, id: 'gift' }] }, {});
    s = play(s, cast('Alice', 'gift', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([tokensOf(s, 'Alice').length, tokensOf(s, 'Bob').length]).toEqual([0, 1]);
  });

  it('101.4: "each player returns a creature they control to its owner\'s hand" — each player\'s own creature', () => {
    const curfew = spell("Each player returns a creature they control to its owner's hand.");
    let s = twoPlayers(
      { hand: [{ def: curfew, id: 'curfew' }], battlefield: [{ def: C.bears, id: 'mine' }] },
      { battlefield: [{ def: C.ogre, id: 'theirs' }] },
    );
    s = play(s, cast('Alice', 'curfew'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'mine'), zone(s, 'theirs')]).toEqual(['hand', 'hand']);
  });

  it('"each player creates a token for each Forest they control" — each counts their own', () => {
    const weeds = spell('Each player creates a 1/1 white Soldier creature token for each Forest they control.');
    let s = twoPlayers(
      { hand: [{ def: weeds, id: 'weeds' }], battlefield: [{ def: C.forest }] },
      { battlefield: [{ def: C.forest }, { def: C.forest }] },
    );
    s = play(s, cast('Alice', 'weeds'), pass('Alice'), pass('Bob'));
    expect([tokensOf(s, 'Alice').length, tokensOf(s, 'Bob').length]).toEqual([1, 2]);
  });

  it('118.12a: "each opponent sacrifices a permanent unless they pay {1}" — they pay by default; `Bob declines` refuses', () => {
    const brigand = spell('Each opponent sacrifices a permanent unless they pay {1}.');
    const start = () =>
      twoPlayers(
        { hand: [{ def: brigand, id: 'brigand' }] },
        {
          battlefield: [
            { def: C.bears, id: 'bears' },
            { def: C.forest, id: 'land' },
          ],
        },
      );
    const paid = play(start(), cast('Alice', 'brigand'), pass('Alice'), pass('Bob'));
    expect([zone(paid, 'bears'), perm(paid, 'land').tapped]).toEqual(['battlefield', true]);
    const refused = play(
      start(),
      cast('Alice', 'brigand'),
      { type: 'decline', player: 'Bob' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(refused.battlefield.length).toBe(1);
    expect(perm(refused, 'land').tapped).toBe(false);
  });

  it('608.2d: "target opponent may draw a card" — the opponent\'s choice: they draw by default, `Bob declines` refuses', () => {
    const offer = spell('Target opponent may draw a card.');
    const start = () => twoPlayers({ hand: [{ def: offer, id: 'offer' }] }, { library: [{ def: C.island }] });
    const drew = play(start(), cast('Alice', 'offer', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(drew.players[1]!.hand).toHaveLength(1);
    const refused = play(
      start(),
      cast('Alice', 'offer', { player: 'Bob' }),
      { type: 'decline', player: 'Bob' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(refused.players[1]!.hand).toHaveLength(0);
  });

  it('any instruction "you" are told: "target player untaps all lands they control" — that player\'s lands only', () => {
    const harvest = spell('Target player untaps all lands they control.');
    let s = twoPlayers(
      { hand: [{ def: harvest, id: 'harvest' }], battlefield: [{ def: C.forest, id: 'mine', tapped: true }] },
      { battlefield: [{ def: C.forest, id: 'theirs', tapped: true }] },
    );
    s = play(s, cast('Alice', 'harvest', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([perm(s, 'mine').tapped, perm(s, 'theirs').tapped]).toEqual([true, false]);
  });

  it('608.2c: "each player draws a card, then discards a card, then loses 1 life" — every instruction of the sequence is theirs', () => {
    const churn = spell('Each player draws a card, then discards a card, then loses 1 life.');
    let s = twoPlayers(
      { hand: [{ def: churn, id: 'churn' }], library: [{ def: C.island, id: 'a' }] },
      { library: [{ def: C.island, id: 'b' }] },
    );
    s = play(s, cast('Alice', 'churn'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'a'), zone(s, 'b'), life(s, 'Alice'), life(s, 'Bob')]).toEqual(['graveyard', 'graveyard', 19, 19]);
  });

  it('"each opponent loses 2 life and you gain 2 life": "you" is still the caster', () => {
    const drain = spell('Each opponent loses 2 life and you gain 2 life.');
    let s = twoPlayers({ hand: [{ def: drain, id: 'drain' }] }, {});
    s = play(s, cast('Alice', 'drain'), pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([22, 18]);
  });
});

describe('"its controller may …", "each opponent may …": the instructed player chooses (CR 608.2d)', () => {
  const spell = (text: string) => card({ name: 'Test Chooser', cost: '{0}', type: 'Instant', text });
  const start = (text: string) =>
    twoPlayers(
      { hand: [{ def: spell(text), id: 'spell' }] },
      {
        battlefield: [{ def: C.bears, id: 'theirs' }],
        library: [{ def: C.ogre }, { def: C.forest, id: 'land' }],
      },
    );
  const exile =
    'Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle.';

  it('608.2d: by default the controller of the exiled creature searches; `Bob declines` refuses', () => {
    const taken = play(start(exile), cast('Alice', 'spell', { object: 'theirs' }), pass('Alice'), pass('Bob'));
    expect([zone(taken, 'theirs'), zone(taken, 'land'), perm(taken, 'land').tapped]).toEqual([
      'exile',
      'battlefield',
      true,
    ]);
    expect(taken.permanents['land']!.controller).toBe('Bob');
    const refused = play(
      start(exile),
      cast('Alice', 'spell', { object: 'theirs' }),
      { type: 'decline', player: 'Bob' },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(refused, 'theirs'), zone(refused, 'land')]).toEqual(['exile', 'library']);
  });

  it("608.2d: the choice isn't the caster's — `Alice declines` has nothing to decline", () => {
    const s = play(start(exile), cast('Alice', 'spell', { object: 'theirs' }));
    const result = apply(s, { type: 'decline', player: 'Alice' });
    expect(result.ok).toBe(false);
  });

  it('608.2d: "each opponent may put a creature card from their hand onto the battlefield" — `Bob declines` refuses', () => {
    const text = 'Each opponent may put a creature card from their hand onto the battlefield.';
    const board = () =>
      twoPlayers({ hand: [{ def: spell(text), id: 'spell' }] }, { hand: [{ def: C.bears, id: 'cub' }] });
    const put = play(board(), cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(zone(put, 'cub')).toBe('battlefield');
    const kept = play(board(), cast('Alice', 'spell'), { type: 'decline', player: 'Bob' }, pass('Alice'), pass('Bob'));
    expect(zone(kept, 'cub')).toBe('hand');
  });
});
