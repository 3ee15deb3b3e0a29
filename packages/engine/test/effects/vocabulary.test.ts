import { describe, expect, it } from 'vitest';
import {
  apply,
  defineCard,
  logEntries,
  type Action,
  type CardDef,
  type GameState,
  type TargetChoice,
} from '../../src/index.js';
import { EFFECTS } from '../../src/effects/index.js';
import { sentences, withSelfReferences } from '../../src/reader/card-text.js';
import { characteristics } from '../../src/view/layers.js';
import { C, face, multiFaced, twoPlayers } from '../kit.js';

/**
 * The reader's vocabulary, performed: each sentence an effect entry reads must change the game when its spell or
 * ability resolves — a sentence read but not performed would pass a scenario that expects nothing to happen (608.2).
 * An entry that restates what another sentence does is declared `inert`, on purpose.
 */
type Example = {
  readonly text: string;
  readonly targets?: readonly TargetChoice[];
  /** A creature with this text (its triggered ability), rather than a sorcery. */
  readonly creature?: true;
  /** Actions of Alice's before she casts it, holding priority (a spell for it to counter or copy). */
  readonly first?: readonly Action[];
  /** Its sentences are one instruction ("Look at … . Put one of them …"): compared with no text at all. */
  readonly oneInstruction?: true;
  /** Why the documented default choice leaves the game as it was: then the log must say that choice was made. */
  readonly byDefaultUnchanged?: string;
};

const bob: TargetChoice = { player: 'Bob' };
const theirs: TargetChoice = { object: 'theirs' };
const angel: TargetChoice = { object: 'angel' };
const mine: TargetChoice = { object: 'mine' };
const boltFirst: Action[] = [{ type: 'cast', player: 'Alice', card: 'bolt', targets: [bob] }];

const EXAMPLES: readonly Example[] = [
  { text: 'Vocab deals 3 damage to any target.', targets: [bob] },
  { text: 'Counter target spell.', targets: [{ object: 'bolt' }], first: boltFirst },
  {
    text: "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
    targets: [{ object: 'bolt' }],
    first: boltFirst,
  },
  { text: 'Counter target spell unless its controller pays {3}.', targets: [{ object: 'bolt' }], first: boltFirst },
  { text: 'Copy target instant or sorcery spell.', targets: [{ object: 'bolt' }], first: boltFirst },
  { text: 'Destroy target creature.', targets: [theirs] },
  { text: 'Destroy target creature. Its controller draws a card.', targets: [theirs] },
  { text: 'Target creature loses all abilities until end of turn.', targets: [angel] },
  // "It" after a target is that target, not a creature type (issue 22).
  { text: 'Tap target creature an opponent controls. It loses all abilities until end of turn.', targets: [angel] },
  { text: 'Tap target creature. It gets -1/-1 until end of turn.', targets: [theirs] },
  { text: 'Untap up to two lands.', first: boltFirst },
  { text: 'Target land becomes a Swamp until end of turn.', targets: [{ object: 'forest' }] },
  {
    text: 'Target land becomes the basic land type of your choice until end of turn.',
    targets: [{ object: 'forest' }],
  },
  {
    text: "Tap target creature. That permanent doesn't untap during its controller's next untap step.",
    targets: [theirs],
  },
  {
    text: 'Vocab deals 1 damage to target creature. If that creature would die this turn, exile it instead.',
    targets: [theirs],
  },
  {
    text: 'Vocab deals 1 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.',
  },
  { text: 'Target player discards a creature card.', targets: [bob] },
  { text: 'Up to two target creatures each get +1/+1 until end of turn.', targets: [mine, theirs] },
  { text: 'Take an extra turn after this one.' },
  { text: 'Target player skips their next turn.', targets: [bob] },
  { text: 'Tap or untap target creature.', targets: [theirs] },
  { text: "Create a token that's a copy of target creature.", targets: [angel] },
  { text: 'Target creature becomes a copy of target creature until end of turn.', targets: [theirs, angel] },
  { text: 'Manifest the top card of your library.' },
  { text: 'Create a 1/1 green Saproling creature token. Populate.' },
  { text: 'Draw a card if you control a Forest.' },
  { text: 'Draw a card if you control exactly one Mountain.' },
  { text: 'Draw two cards.' },
  { text: 'Draw a card for each Forest you control.' },
  { text: 'If you control a Forest, draw a card.' },
  { text: 'You may draw a card.' },
  { text: 'Target player draws an additional card.', targets: [bob] },
  { text: 'You may pay {1}. If you do, draw a card.' },
  { text: 'Pay {1} for each Forest you control.' },
  { text: 'Pay 1 life for each Forest you control.' },
  { text: 'You gain 3 life.' },
  { text: 'Exile target creature.', targets: [theirs] },
  { text: "Return target creature to its owner's hand.", targets: [theirs] },
  { text: 'Put a +1/+1 counter on target creature.', targets: [theirs] },
  { text: 'Remove all counters from target creature.', targets: [mine] },
  { text: 'Remove a +1/+1 counter from target creature.', targets: [mine] },
  { text: 'Move a +1/+1 counter from target creature onto another target creature.', targets: [mine, theirs] },
  { text: 'Proliferate.' },
  { text: 'Mill two cards.' },
  { text: 'Exile the top two cards of your library.' },
  { text: 'Each opponent exiles the top card of their library.' },
  { text: 'Surveil 2.', byDefaultUnchanged: 'by default every card stays on top (701.25a)' },
  { text: 'Scry 2.', byDefaultUnchanged: 'by default every card stays on top (701.22a)' },
  {
    text: 'Clash with an opponent.',
    byDefaultUnchanged: 'by default each player keeps the card revealed on top (701.30a)',
  },
  // Alice reveals a Forest, Bob an Ogre: she doesn't win.
  { text: 'Clash with an opponent. If you win, draw a card. Otherwise, you gain 2 life.' },
  { text: 'Flip a coin.', byDefaultUnchanged: 'a flip by itself changes nothing; by default it is won (705.2)' },
  { text: 'Flip a coin. If you win the flip, draw a card.' },
  {
    text: 'Flip a coin. If you win the flip, draw a card. If you lose the flip, you lose 2 life.',
    byDefaultUnchanged: 'by default the flip is won (705.2)',
  },
  { text: 'Each opponent sacrifices a creature.' },
  { text: 'Target player discards a card.', targets: [bob] },
  // A player subject's own choice (608.2d): by default they do it.
  { text: 'Target opponent may draw a card.', targets: [bob] },
  { text: 'Target player discards a card at random.', targets: [bob] },
  { text: 'Target player reveals their hand and discards all creature cards.', targets: [bob] },
  { text: 'Each player sacrifices all creatures they control.' },
  { text: "Target player can't cast spells this turn.", targets: [bob] },
  { text: "Your opponents can't play lands this turn." },
  { text: 'Target player sacrifices a creature and a land.', targets: [bob] },
  { text: 'Destroy all creatures. You gain 1 life for each creature destroyed this way.' },
  { text: 'For each Forest you control, create a 1/1 white Soldier creature token.' },
  { text: "Target player's life total becomes 20.", targets: [bob] },
  { text: 'Take two extra turns after this one.' },
  { text: 'Return all creature cards from your graveyard to your hand.' },
  { text: 'Exile all creature cards from your graveyard.' },
  { text: 'Target player exiles a card from their hand.', targets: [bob] },
  { text: 'Target player sacrifices a permanent for each Forest you control.', targets: [bob] },
  { text: 'Target player taps all creatures they control.', targets: [bob] },
  { text: "Put target creature on top of its owner's library.", targets: [theirs] },
  {
    text: "Tap two target creatures. Those creatures don't untap during their controller's next untap step.",
    targets: [theirs, angel],
  },
  {
    text: 'Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.',
    targets: [bob],
    oneInstruction: true,
  },
  {
    text: "Look at target player's hand and choose a creature card from it. Exile that card.",
    targets: [bob],
    oneInstruction: true,
  },
  {
    text: 'Counter target spell unless its controller pays {1} for each card in your hand.',
    targets: [{ object: 'bolt' }],
    first: boltFirst,
  },
  { text: "Target creature you control fights target creature you don't control.", targets: [mine, theirs] },
  { text: 'Create a 1/1 white Soldier creature token.' },
  { text: 'You get an emblem with "Creatures you control get +1/+1."' },
  { text: 'You get an emblem with "Whenever you cast a creature spell, you gain 3 life."' },
  { text: 'You get an emblem with "Lands you control have \'{T}: Draw a card.\'"' },
  { text: 'Amass 2.' },
  { text: 'You get {E}{E}.' },
  { text: 'Each opponent gets two poison counters.' },
  { text: 'You get {E}{E}. You may pay {E}{E}. If you do, draw a card.' },
  { text: 'Return all creature cards from your graveyard to the battlefield.' },
  { text: 'Put all creature cards from all graveyards onto the battlefield under your control.' },
  { text: "Return all creature cards from all graveyards to the battlefield under their owners' control." },
  { text: 'Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.' },
  { text: 'Regenerate target creature.', targets: [mine] },
  { text: "Target creature can't block this turn.", targets: [theirs] },
  { text: "Creatures target player controls can't block this turn.", targets: [bob] },
  { text: "Target creature can't block Vocab this turn.", targets: [theirs] },
  { text: "Target creature can't be blocked this turn except by Walls.", targets: [mine] },
  { text: 'Target creature attacks this turn if able.', targets: [theirs] },
  { text: "Target creature can't be regenerated this turn.", targets: [theirs] },
  { text: 'Target creature blocks this turn if able.', targets: [theirs] },
  { text: 'Target creature blocks Vocab this turn if able.', targets: [theirs] },
  { text: "Target creature can attack this turn as though it didn't have defender.", targets: [theirs] },
  { text: 'Target creature becomes black and gains fear until end of turn.', targets: [theirs] },
  { text: 'Until your next turn, target creature gets -2/-0 and loses flying.', targets: [angel] },
  { text: 'Target creature gets -2/-1 until your next turn.', targets: [theirs] },
  { text: 'Detain target creature an opponent controls.', targets: [theirs] },
  { text: "Until your next turn, target creature can't attack or block.", targets: [theirs] },
  { text: 'Prevent all combat damage that would be dealt this turn.' },
  { text: 'Add {R}{G}.' },
  { text: 'Draw a card at the beginning of the next end step.' },
  { text: 'Tap target creature. When that creature dies this turn, you gain 2 life.', targets: [theirs] },
  { text: 'You may tap target creature. When you do, Vocab deals 2 damage to any target.', targets: [theirs] },
  { text: 'You may play an additional land this turn.' },
  { text: 'You may cast creature spells this turn as though they had flash.' },
  { text: 'Exile the top card of your library. Until end of turn, you may play that card.' },
  { text: 'Exile the top two cards of your library. Until the end of your next turn, you may play those cards.' },
  { text: 'Put a card from your hand on top of your library.' },
  { text: "Shuffle Vocab into its owner's library." },
  {
    text: 'Vocab deals 2 damage to target player. Vocab deals 4 damage instead if you control a Forest.',
    targets: [bob],
  },
  {
    text: 'Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.',
    oneInstruction: true,
  },
  { text: 'You win the game.' },
  { text: 'Target player loses the game.', targets: [bob] },
  { text: 'When Vocab enters, Vocab connives.', creature: true },
  { text: 'When Vocab enters, Vocab explores.', creature: true },
  { text: 'When Vocab enters, Vocab becomes renowned.', creature: true },
  { text: 'When Vocab enters, monstrosity 2.', creature: true },
  { text: 'When Vocab enters, pair Vocab with another unpaired creature you control.', creature: true },
  { text: 'Transform target enchantment.', targets: [{ object: 'ritual' }] },
  { text: 'Bolster 2.' },
  { text: 'Support 2.', targets: [mine, theirs] },
  { text: 'Put a creature card from your hand onto the battlefield.' },
  { text: "Each player's life total becomes the highest life total among all players." },
  { text: 'Each creature deals 1 damage to its controller.' },
  { text: 'Each creature deals damage to itself equal to its power.' },
  { text: 'Target creature deals 2 damage to itself.', targets: [theirs] },
  { text: 'Each player may discard their hand and draw seven cards.' },
  { text: 'Vocab deals 3 damage divided as you choose among one or two targets.', targets: [bob] },
  { text: 'Target creature gets +1/+1 and gains flying until end of turn.', targets: [theirs] },
  { text: 'Target creature gains trample and gets +1/+0 until end of turn.', targets: [theirs] },
  {
    text: 'Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn.',
    targets: [theirs],
  },
  { text: 'Target creature gains flying until end of turn.', targets: [theirs] },
  { text: 'Target creature gains protection from the color of your choice until end of turn.', targets: [theirs] },
  { text: 'Target creature has base power and toughness 1/1 until end of turn.', targets: [angel] },
  { text: 'Target creature becomes 0/1 until end of turn.', targets: [angel] },
  {
    text: 'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
    targets: [angel],
  },
  { text: 'Target creature becomes a 5/5 red Dragon creature with flying until end of turn.', targets: [theirs] },
  { text: 'Target creature becomes white until end of turn.', targets: [theirs] },
  { text: 'Gain control of target creature until end of turn.', targets: [theirs] },
  { text: 'Target creature gains "{T}: You gain 1 life." until end of turn.', targets: [angel] },
  { text: 'Exchange control of two target creatures.', targets: [mine, theirs] },
  {
    text: 'Exchange control of target creature you control and target creature an opponent controls.',
    targets: [mine, theirs],
  },
  { text: "Switch target creature's power and toughness until end of turn.", targets: [{ object: 'spider' }] },
  { text: 'Target player loses half their life, rounded up.', targets: [bob] },
  { text: "Exile all cards from target player's graveyard.", targets: [{ player: 'Alice' }] },
  { text: 'Exile all cards from all graveyards.' },
  { text: 'Shuffle your graveyard into your library.' },
  { text: 'Each player shuffles their hand and graveyard into their library.' },
  { text: "Return a creature you control to its owner's hand." },
  { text: 'Return target creature card from your graveyard to the battlefield.', targets: [{ object: 'grave' }] },
  { text: 'Put target creature card from your graveyard on top of your library.', targets: [{ object: 'grave' }] },
  { text: 'Put the top two cards of your library into your graveyard.' },
  {
    text: 'Target player puts the top X cards of their library into their graveyard, where X is the number of Forests you control.',
    targets: [bob],
  },
  { text: 'You gain life equal to your devotion to green.' },
  { text: 'Create an X/X green Ooze creature token, where X is the number of Forests you control.' },
  { text: 'Create a number of 1/1 white Soldier creature tokens equal to the number of Forests you control.' },
  { text: "You gain life equal to target creature's power.", targets: [angel] },
  { text: 'Vocab deals damage to each player equal to the number of lands they control.' },
  { text: 'Draw a card for each creature target opponent controls.', targets: [bob] },
  { text: 'Target creature gets +X/+0 until end of turn, where X is its power.', targets: [angel] },
  { text: 'When Vocab enters, sacrifice Vocab.', creature: true },
  { text: 'Discard your hand.' },
  { text: 'Investigate.' },
  { text: 'Prevent all damage that would be dealt to target creature this turn.', targets: [theirs] },
  { text: 'Prevent the next 3 damage that would be dealt to any target this turn.', targets: [bob] },
  { text: 'Prevent all combat damage target creature would deal this turn.', targets: [theirs] },
  { text: 'Prevent all damage that would be dealt by target creature this turn.', targets: [theirs] },
  { text: 'Prevent all damage that would be dealt to you this turn by attacking creatures without flying.' },
  {
    text: 'Prevent all combat damage that would be dealt to and dealt by target creature this turn.',
    targets: [theirs],
  },
  { text: 'Prevent all damage that black sources and red sources would deal this turn.' },
  { text: 'Prevent all noncombat damage that would be dealt to you and creatures you control this turn.' },
  { text: 'Until your next turn, prevent all damage target creature would deal.', targets: [theirs] },
  { text: 'The next time target creature would deal damage this turn, prevent that damage.', targets: [theirs] },
  { text: "Damage can't be prevented this turn." },
  {
    text: 'All damage that would be dealt this turn to target creature by target creature is dealt to you instead.',
    targets: [theirs, angel],
  },
  {
    text: 'Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as you choose.',
    targets: [bob],
  },
  { text: 'Prevent the next 1 damage that would be dealt to each creature and each player this turn.' },
  {
    text: 'Look at the top two cards of your library, then put one of them into your hand and the other on the bottom of your library.',
  },
  { text: 'Each opponent loses 2 life and you gain life equal to the life lost this way.' },
  // A sentence about what the one before it did is read joined to it.
  { text: 'Each opponent loses 2 life. You gain life equal to the life lost this way.' },
  {
    text: 'When Vocab enters, exile target creature an opponent controls until Vocab leaves the battlefield.',
    creature: true,
  },
  { text: 'Search your library for up to two basic land cards, reveal them, put them into your hand, then shuffle.' },
  { text: 'When Vocab enters, target creature gains flying for as long as you control Vocab.', creature: true },
  {
    text: "When Vocab enters, tap target creature. That creature doesn't untap during its controller's untap step for as long as you control Vocab.",
    creature: true,
  },
  { text: 'Search your library for any number of land cards and exile them.' },
  {
    text: 'Look at the top two cards of your library. Put any number of them into your graveyard and the rest back on top of your library in any order.',
    oneInstruction: true,
  },
  {
    text: 'Target player reveals cards from the top of their library until they reveal a land card, then puts those cards into their graveyard.',
    targets: [bob],
  },
  {
    text: 'Destroy target creature. Its controller may search their library for a basic land card, put it onto the battlefield, then shuffle.',
    // Alice's library holds the land.
    targets: [mine],
  },
];

/**
 * Readings that need what no free spell on this board has, each proven by the entry's own tests: a trigger's event
 * ("copy that spell", storm), a cost or choice around them ("you may pay {1}. If you do, …"), a delayed trigger, a card
 * in the graveyard or an opponent's graveyard (or the one a trigger event put there), a card a linked ability exiled, a token just created, or the order of a
 * library.
 */
const IN_CONTEXT = [
  "from an opponent's graveyard",
  'return ~ from your graveyard',
  // The card's own ability working from its graveyard: recover (test/core/keywords/triggered.test.ts).
  'exile ~ from your graveyard',
  // Miracle's trigger casts its card from the hand it was drawn into (test/core/keywords/casting.test.ts).
  'rather than its mana cost',
  // Only an attacking source can be blocked: provoke (test/core/keywords/triggered.test.ts).
  'block ~ this combat if able',
  "under its owner's control",
  'the exiled card',
  'shuffle(?: your library)?',
  'attach ~ to it',
  'attach ~ to (target',
  '^pay ',
  'counter (?:that spell',
  'copy that spell',
  'copy it for each other spell',
  'copy it for each permanent that was put into a graveyard',
  // Ripple's cast trigger as its keyword spells it out, which needs its card's name in a library
  // (test/core/keywords/casting.test.ts).
  '^ripple ',
  // Cascade's, which needs its spell on the stack to measure mana values against (same file).
  '^cascade',
  // A trigger event's card in the graveyard it went to (400.7e).
  'return that card',
  // Only a creature in combat can be removed from it (506.4): test/effects/remove-from-combat.test.ts.
  ' from combat',
  // The creature whose entering triggered soulbond's second ability (test/core/keywords/triggered.test.ts).
  'pair that creature with ~',
];

/** A double-faced enchantment whose back face is a land, for "transform" (701.27a). */
const ritual = multiFaced(
  'transform',
  face('Test Rites', 'Enchantment', { manaCost: '{G}' }),
  face('Test Temple', 'Land', { colors: [] }),
);

const board = (def: CardDef): GameState =>
  twoPlayers(
    {
      battlefield: [
        { def: C.forest, id: 'forest' },
        { def: C.forest },
        { def: C.mountain },
        { def: C.bears, id: 'mine', counters: { '+1/+1': 1 } },
        { def: ritual, id: 'ritual' },
      ],
      hand: [{ def: C.bolt, id: 'bolt' }, { def: C.bears }, { def, id: 'vocab' }],
      library: [{ def: C.forest }, ...Array.from({ length: 9 }, () => ({ def: C.ogre }))],
      graveyard: [{ def: C.bears, id: 'grave' }],
    },
    {
      life: 25,
      battlefield: [
        { def: C.angel, id: 'angel' },
        { def: C.bears, id: 'theirs' },
        { def: C.spider, id: 'spider' },
      ],
      hand: [{ def: C.bears }, { def: C.forest }],
      library: Array.from({ length: 10 }, () => ({ def: C.ogre })),
    },
  );

/** A free card with this text, which the engine must wholly understand. */
function vocab(example: Example, text: string): CardDef {
  const made = defineCard(
    example.creature
      ? { name: 'Vocab', cost: '{0}', type: 'Creature — Rogue', power: 1, toughness: 1, text }
      : { name: 'Vocab', cost: '{0}', type: 'Instant', text },
  );
  expect(made.notUnderstood.map(n => n.text)).toEqual([]);
  return made.def;
}

/** Casts a free card with this text after `first`, and lets everything on the stack resolve. */
function resolved(example: Example, text: string): GameState {
  let s = board(vocab(example, text));
  const targets = text === '' ? [] : (example.targets ?? []);
  const cast: Action = { type: 'cast', player: 'Alice', card: 'vocab', targets };
  for (const action of [...(example.first ?? []), cast]) s = must(s, action);
  // Everything resolves, the spells cast first included: only what the card did differs between the two games.
  for (let i = 0; i < 20 && (s.stack.length > 0 || s.pending); i++) s = must(s, { type: 'pass', player: s.priority! });
  return s;
}

function must(s: GameState, action: Action): GameState {
  const result = apply(s, action);
  if (!result.ok) throw new Error(`${action.type}: ${result.violation.message}`);
  return result.state;
}

/** The game as the players see it: zones, life, the permanents as the layers make them, what waits to happen. */
function observable(s: GameState): unknown {
  return {
    players: s.players,
    battlefield: s.battlefield.map(id => {
      const { timestamp: _t, ...perm } = s.permanents[id]!;
      return { perm, now: characteristics(s, id) };
    }),
    stack: s.stack.map(i => i.source),
    turnEffects: s.turnEffects,
    permissions: s.permissions,
    extraTurns: s.extraTurns,
    delayed: s.delayed.length,
    emblems: s.emblems.length,
    result: s.result,
  };
}

/** The text without its last sentence: what the last sentence adds is the difference. */
const allButLast = (text: string): string => {
  const all = sentences(text);
  return all.length > 1 ? text.slice(0, all.at(-1)!.start).trim() : '';
};

describe('608.2: every sentence the reader understands is performed', () => {
  for (const example of EXAMPLES) {
    it(`"${example.text}" changes the game`, () => {
      const after = resolved(example, example.text);
      const before = resolved(example, example.oneInstruction ? '' : allButLast(example.text));
      if (example.byDefaultUnchanged) {
        expect(observable(after)).toEqual(observable(before));
        expect(logEntries(after).some(e => e.defaulted)).toBe(true);
      } else expect(observable(after)).not.toEqual(observable(before));
    });
  }

  it('the examples cover every reading of every entry, but those declared inert and those read only in a context', () => {
    // One instruction written as several sentences is read joined, as the reader joins them ("…, then …").
    const joined = (text: string) =>
      sentences(text)
        .map((t, i) => (i === 0 ? t.text : `${t.text.charAt(0).toLowerCase()}${t.text.slice(1)}`))
        .join(', then ');
    const read = EXAMPLES.flatMap(e =>
      [...sentences(e.text).map(t => t.text), ...(e.oneInstruction ? [joined(e.text)] : [])].map(t =>
        withSelfReferences(t, 'Vocab').replace(/^when ~ enters, /i, ''),
      ),
    );
    const uncovered = EFFECTS.filter(e => !('inert' in e)).flatMap(e =>
      (e.reads as readonly { pattern: RegExp }[])
        .filter(r => !read.some(sentence => r.pattern.test(sentence)))
        .map(r => r.pattern.source),
    );
    expect(uncovered.filter(source => !IN_CONTEXT.some(words => source.includes(words)))).toEqual([]);
  });
});
