import type { Ability, Effect, ManaCost } from '../core/types.js';
import { costedKeywordCost, type Keyword, typecyclingCost, wardCost } from '../core/cards.js';
import type { RuleId } from '../core/cited-rules.js';
import { readEffect } from '../effects/index.js';
import { parseCardText, READ_CONTEXT } from './card-text.js';
import { readTarget } from '../core/phrases.js';
import { readStateCondition } from '../view/conditions.js';

/**
 * Keywords that stand for abilities written out in the rules (CR 702): each entry reads its keyword and gives the
 * abilities it means, built from the same registries as written text, so a keyword is one entry here.
 */
interface KeywordAbility {
  readonly rule: RuleId;
  readonly reads: RegExp;
  readonly abilities: (match: RegExpExecArray, keyword: string) => readonly Ability[];
}

/** The keyword as a cost is named on a card ("Equip {2}"). */
const asWritten = (keyword: string) => keyword.charAt(0).toUpperCase() + keyword.slice(1);

/** "Draw a card", as the effect registry reads it. */
const drawACard = () => readEffect('draw a card', READ_CONTEXT)!.effect(0);

/**
 * An ability as the rules spell a keyword out, read by the card-text reader like any printed ability (so it uses the
 * same trigger and effect registries); a test checks each is wholly understood.
 */
function spelledOut(text: string): readonly Ability[] {
  const parsed = parseCardText(text, '', false);
  return parsed.notUnderstood.length ? [] : parsed.abilities;
}

/** A cycling ability (702.29a, 702.29e): "[Cost], Discard this card: [effect]", from its owner's hand. */
function cycling(keyword: string, mana: ManaCost, effect: Effect): Ability {
  return { kind: 'activated', cost: { mana, discardSelf: true }, costText: asWritten(keyword), zone: 'hand', targets: [], effects: [effect] };
}

/** Persist and undying: back from the graveyard with a counter, unless it died with one of that kind. */
const returnsWith = (counter: string) => spelledOut(`When this creature dies, if it had no ${counter} counters on it, return it to the battlefield under its owner's control with a ${counter} counter on it.`);

export const KEYWORD_ABILITIES: readonly KeywordAbility[] = [
  {
    // "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery." (702.6a)
    rule: '702.6a',
    reads: /^equip /i,
    abilities: (_m, keyword) => {
      const mana = costedKeywordCost(keyword, 'equip');
      const target = readTarget('target creature you control');
      if (!mana || !target) return [];
      return [{ kind: 'activated', cost: { mana }, costText: asWritten(keyword), sorcery: true, targets: [target], effects: [{ kind: 'attach', target: 0 }] }];
    },
  },
  {
    // Evolve (702.100a): a bigger creature entering under your control puts a +1/+1 counter on this one.
    rule: '702.100a',
    reads: /^evolve$/i,
    abilities: () => spelledOut('Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.'),
  },
  {
    // Prowess: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." (702.108a)
    rule: '702.108a',
    reads: /^prowess$/i,
    abilities: () => spelledOut('Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.'),
  },
  {
    // "Cycling [cost]" means "[Cost], Discard this card: Draw a card." and works only from the hand (702.29a).
    rule: '702.29a',
    reads: /^cycling /i,
    abilities: (_m, keyword) => {
      const mana = costedKeywordCost(keyword, 'cycling');
      return mana ? [cycling(keyword, mana, drawACard())] : [];
    },
  },
  {
    // "[Type]cycling [cost]": "[Cost], Discard this card: Search your library for a [type] card, reveal it, and put it
    // into your hand. Then shuffle." (702.29e) — from the hand, like cycling.
    rule: '702.29e',
    reads: /^(?:basic land|plains|island|swamp|mountain|forest)cycling /i,
    abilities: (_m, keyword) => {
      const typed = typecyclingCost(keyword);
      const type = typed && (typed.type === 'basic land' ? 'basic land' : asWritten(typed.type));
      const search = type && readEffect(`Search your library for a ${type} card, reveal it, put it into your hand, then shuffle`, READ_CONTEXT);
      return typed && search ? [cycling(keyword, typed.cost, search.effect(0))] : [];
    },
  },
  {
    // Ward (702.21a): an opponent's spell or ability targeting it is countered unless they pay.
    rule: '702.21a',
    reads: /^ward \{/i,
    abilities: (_m, keyword) => {
      const ward = wardCost(keyword);
      return ward ? spelledOut(`Whenever this permanent becomes the target of a spell or ability an opponent controls, counter that spell or ability unless that player pays ${ward.text}.`) : [];
    },
  },
  {
    // Evoke (702.74a): the alternative cost is cast's (`evoked`); the trigger sacrifices what entered for it.
    rule: '702.74a',
    reads: /^evoke \{/i,
    abilities: (_m, keyword) => {
      const sacrifice = readEffect('sacrifice ~', READ_CONTEXT);
      const condition = readStateCondition('its evoke cost was paid');
      return costedKeywordCost(keyword, 'evoke') && sacrifice && condition
        ? [{ kind: 'triggered', trigger: { kind: 'enters' }, targets: [], effects: [sacrifice.effect(0)], condition }] : [];
    },
  },
  {
    // Madness (702.35a): the replacement is `madnessExile` (replacement.ts); this is its trigger, from exile.
    rule: '702.35a',
    reads: /^madness \{/i,
    abilities: (_m, keyword) => {
      const cost = costedKeywordCost(keyword, 'madness');
      return cost ? [{ kind: 'triggered', trigger: { kind: 'madnessExiled' }, targets: [], effects: [{ kind: 'madnessCast', cost }] }] : [];
    },
  },
  {
    // Renown N (702.112a): its first combat damage to a player puts N +1/+1 counters on it, once.
    rule: '702.112a',
    reads: /^renown \d+$/i,
    abilities: (_m, keyword) => spelledOut(`Whenever this creature deals combat damage to a player, if this creature isn't renowned, put ${keyword.slice(7)} +1/+1 counters on this creature and this creature becomes renowned.`),
  },
  {
    // Modular N (702.43a): enters with N +1/+1 counters; as it goes to the graveyard, they may move to an artifact
    // creature — as many as it had then (608.2h).
    rule: '702.43a',
    reads: /^modular \d+$/i,
    abilities: (_m, keyword) => spelledOut(`This permanent enters with ${keyword.slice(8)} +1/+1 counters on it.\nWhen this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent.`),
  },
  {
    // Vanishing N (702.63a): enters with N time counters, loses one each upkeep, and is sacrificed when the last goes.
    rule: '702.63a',
    reads: /^vanishing \d+$/i,
    abilities: (_m, keyword) => spelledOut(`This permanent enters with ${keyword.slice(10)} time counters on it.\nAt the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter from this permanent.\nWhen the last time counter is removed from this permanent, sacrifice this permanent.`),
  },
  {
    // Fabricate N (702.123a): counters on it by default (608.2d); declined, or if it has left, Servo tokens instead.
    rule: '702.123a',
    reads: /^fabricate \d+$/i,
    abilities: (_m, keyword) => {
      const n = keyword.slice(10);
      return spelledOut(`When this permanent enters, you may put ${n} +1/+1 counters on it. If you don't, create ${n} 1/1 colorless Servo artifact creature tokens.`);
    },
  },
  {
    // Riot (702.136a): the replacement effect `riot` (replacement.ts) — a +1/+1 counter, or haste if declined.
    rule: '702.136a',
    reads: /^riot$/i,
    abilities: () => [{ kind: 'replacement', replacement: 'riot' }],
  },
  {
    // Exalted (702.83a): a creature attacking alone gets +1/+1 for each instance.
    rule: '702.83a',
    reads: /^exalted$/i,
    abilities: () => spelledOut('Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.'),
  },
  {
    // Persist (702.79a) and undying (702.93a): back from the graveyard once, marked by the counter.
    rule: '702.79a',
    reads: /^persist$/i,
    abilities: () => returnsWith('-1/-1'),
  },
  {
    rule: '702.93a',
    reads: /^undying$/i,
    abilities: () => returnsWith('+1/+1'),
  },
  {
    // Storm (702.40a): a cast trigger copying the spell once for each spell cast before it this turn.
    rule: '702.40a',
    reads: /^storm$/i,
    abilities: () => spelledOut('When you cast this spell, copy it for each other spell cast before it this turn. If the spell has any targets, you may choose new targets for any of the copies.'),
  },
  {
    // Extort (702.101a): paid as the trigger resolves, by default when its controller can (608.2d).
    rule: '702.101a',
    reads: /^extort$/i,
    abilities: () => spelledOut('Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to the total life lost this way.'),
  },
  {
    // Affinity for artifacts (702.41a): the spell costs {1} less for each artifact its caster controls; each instance
    // applies (702.41b).
    rule: '702.41a',
    reads: /^affinity for artifacts$/i,
    abilities: () => spelledOut('This spell costs {1} less to cast for each artifact you control.'),
  },
  {
    // Living weapon (702.92a): the Equipment enters with a 0/0 Germ to carry it.
    rule: '702.92a',
    reads: /^living weapon$/i,
    abilities: () => spelledOut('When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it.'),
  },
  {
    // For Mirrodin! (702.163a): the same with a 2/2 red Rebel.
    rule: '702.163a',
    reads: /^for mirrodin!$/i,
    abilities: () => spelledOut('When this Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment to it.'),
  },
  {
    // Crew N (702.122a): "Tap any number of other untapped creatures you control with total power N or greater: This
    // Vehicle becomes an artifact creature until end of turn."
    rule: '702.122a',
    reads: /^crew \d+$/i,
    abilities: (_m, keyword) => {
      const becomes = readEffect('~ becomes an artifact creature until end of turn', READ_CONTEXT);
      return becomes ? [{ kind: 'activated', cost: { crew: Number(keyword.slice(5)) }, costText: asWritten(keyword), targets: [], effects: [becomes.effect(0)] }] : [];
    },
  },
];

/** The abilities a card's keywords stand for. */
export function keywordAbilities(keywords: readonly Keyword[]): Ability[] {
  return keywords.flatMap(keyword => KEYWORD_ABILITIES.flatMap(entry => {
    const m = entry.reads.exec(keyword);
    return m ? entry.abilities(m, keyword) : [];
  }));
}
