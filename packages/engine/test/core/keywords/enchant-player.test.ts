import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef, type GameState } from '../../../src/index.js';
import { power, toughness } from '../../../src/view/queries.js';
import { C, attack, goTo, illegal, pass, perm, play, twoPlayers, zone } from '../../kit.js';

/** "Enchant player" (CR 702.5d, 303.4): Auras attached to a player — Curses. Invented cards. */

const curse = defineCard({
  name: 'Test Curse',
  cost: '{1}{B}',
  type: 'Enchantment — Aura Curse',
  text: "Enchant player\nAt the beginning of enchanted player's upkeep, that player loses 1 life.",
});
const library = Array.from({ length: 6 }, () => ({ def: C.island }));
const lands = [C.swamp, C.swamp].map(def => ({ def }));
const cursed = (): GameState => {
  const s = twoPlayers({ battlefield: lands, hand: [{ def: curse.def, id: 'curse' }], library }, { library });
  return play(
    s,
    { type: 'cast', player: 'Alice', card: 'curse', targets: [{ player: 'Bob' }] },
    pass('Alice'),
    pass('Bob'),
  );
};
const life = (s: GameState, who: string) => s.players.find(p => p.id === who)!.life;

describe('enchant player (CR 702.5d)', () => {
  it('303.4a, 608.3c: an Aura with enchant player targets a player and enters attached to them', () => {
    expect([curse.notUnderstood, curse.problems]).toEqual([[], []]);
    const s = cursed();
    expect([zone(s, 'curse'), perm(s, 'curse').attachedToPlayer, perm(s, 'curse').attachedTo]).toEqual([
      'battlefield',
      'Bob',
      undefined,
    ]);
  });

  it("702.5d: it can't target a creature", () => {
    const s = twoPlayers(
      { battlefield: [...lands, { def: C.bears, id: 'bears' }], hand: [{ def: curse.def, id: 'curse' }] },
      {},
    );
    illegal(s, { type: 'cast', player: 'Alice', card: 'curse', targets: [{ object: 'bears' }] }, '601.2c');
  });

  it('"At the beginning of enchanted player\'s upkeep, that player …": only in the enchanted player\'s upkeep', () => {
    let s = goTo(goTo(cursed(), 'end'), 'upkeep');
    expect([s.activePlayer, s.stack.map(i => i.source)]).toEqual(['Bob', ['curse']]);
    s = play(s, pass('Bob'), pass('Alice'));
    expect([life(s, 'Bob'), life(s, 'Alice')]).toEqual([19, 20]);
    // Alice's own upkeep: nothing.
    s = goTo(goTo(s, 'end'), 'upkeep');
    expect([s.activePlayer, s.stack]).toEqual(['Alice', []]);
  });

  it('"Whenever enchanted player draws a card": that player\'s draws only', () => {
    const wisdom = defineCard({
      name: 'Test Wisdom',
      cost: '{1}{B}',
      type: 'Enchantment — Aura Curse',
      text: 'Enchant player\nWhenever enchanted player draws a card, that player loses 2 life.',
    });
    expect(wisdom.notUnderstood).toEqual([]);
    let s = twoPlayers(
      {
        battlefield: lands,
        hand: [
          { def: wisdom.def, id: 'wisdom' },
          { def: C.divination, id: 'div' },
        ],
        library,
      },
      { library },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'wisdom', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    // Bob's draw step: one draw, one trigger.
    s = goTo(goTo(s, 'end'), 'draw');
    expect(s.stack.map(i => i.source)).toEqual(['wisdom']);
    s = play(s, pass('Bob'), pass('Alice'));
    expect([life(s, 'Bob'), life(s, 'Alice')]).toEqual([18, 20]);
    // Alice's draws don't trigger it.
    s = goTo(goTo(s, 'end'), 'main1');
    expect([s.activePlayer, s.stack, life(s, 'Bob')]).toEqual(['Alice', [], 18]);
  });

  it("704.5m: attached to a permanent instead, it is put into its owner's graveyard", () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: curse.def, id: 'curse' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    s = play(s, pass('Alice'));
    expect(zone(s, 'curse')).toBe('graveyard');
  });

  const aura = (name: string, text: string) => {
    const made = defineCard({
      name,
      cost: '{1}{B}',
      type: 'Enchantment — Aura Curse',
      text: `Enchant player\n${text}`,
    });
    expect([made.notUnderstood, made.problems]).toEqual([[], []]);
    return made.def;
  };
  /** Alice's curse already on Bob, as the board writes it (`attached to Bob`). */
  const onBob = (
    def: CardDef,
    alice: { def: CardDef; id?: string }[] = [],
    bob: { def: CardDef; id?: string }[] = [],
    step: 'main1' | 'declareAttackers' = 'main1',
  ) =>
    twoPlayers(
      { battlefield: [{ def, id: 'curse', attachedToPlayer: 'Bob' }, ...alice], library },
      { battlefield: bob, hand: [{ def: C.bears, id: 'newcomer' }], library },
      { step },
    );

  it('702.5d: "creatures enchanted player controls get -1/-1": that player\'s creatures only', () => {
    const hold = aura('Test Hold', 'Creatures enchanted player controls get -1/-1.');
    const s = onBob(hold, [{ def: C.bears, id: 'mine' }], [{ def: C.bears, id: 'theirs' }]);
    expect([power(s, 'mine'), power(s, 'theirs'), toughness(s, 'theirs')]).toEqual([2, 1, 1]);
  });

  it('"Whenever a creature attacks enchanted player", "… deals combat damage to enchanted player"', () => {
    const forsaken = aura(
      'Test Forsaken',
      'Whenever a creature attacks enchanted player, its controller gains 1 life.',
    );
    let s = onBob(forsaken, [{ def: C.bears, id: 'bears' }], [], 'declareAttackers');
    s = play(s, attack('Alice', ['bears', 'Bob']));
    expect(s.stack.map(i => i.source)).toEqual(['curse']);
    const prey = aura(
      'Test Prey',
      'Whenever a creature deals combat damage to enchanted player, put a +1/+1 counter on that creature.',
    );
    let p = onBob(prey, [{ def: C.bears, id: 'bears' }], [], 'declareAttackers');
    p = goTo(play(p, attack('Alice', ['bears', 'Bob'])), 'combatDamage');
    p = play(p, pass('Alice'), pass('Bob'));
    expect(perm(p, 'bears').counters['+1/+1']).toBe(1);
  });

  it('"Whenever a creature enters the battlefield under enchanted player\'s control"', () => {
    const trespass = aura(
      'Test Trespass',
      "Whenever a creature enters the battlefield under enchanted player's control, that player loses 1 life.",
    );
    let s = twoPlayers(
      {
        battlefield: [{ def: trespass, id: 'curse', attachedToPlayer: 'Bob' }, { def: C.forest }, { def: C.forest }],
        hand: [{ def: C.bears, id: 'mine' }],
        library,
      },
      { battlefield: [{ def: C.forest }, { def: C.forest }], hand: [{ def: C.bears, id: 'theirs' }], library },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'mine' }, pass('Alice'), pass('Bob'));
    expect(s.stack).toEqual([]);
    s = goTo(goTo(s, 'end'), 'main1');
    s = play(s, { type: 'cast', player: 'Bob', card: 'theirs' }, pass('Bob'), pass('Alice'));
    expect(s.stack.map(i => i.source)).toEqual(['curse']);
    s = play(s, pass('Bob'), pass('Alice'));
    expect(life(s, 'Bob')).toBe(19);
  });
});
