import type { Change, Color, GameState, StackItem, WhileSource } from '../core/types.js';
import { MAX_AMOUNT } from '../core/cards.js';
import { colorWords, grantedChange, keywordList, landTypes, readTypeWords } from '../core/phrases.js';
import { continuousEffect, describeChange, withEffect } from '../view/layers.js';
import { copyState, joined, logRule, logRuleTo, name, updatePermanent } from '../core/state.js';
import { controller } from '../view/queries.js';
import { aimReading, aimedAt, defineEffect, type Aim, type Read, type ReadContext, type Reading } from './registry.js';
import type { Keyword } from '../core/keywords/index.js';

/**
 * A continuous effect of a resolving spell or ability (CR 611.2a), applied in its layers (613): "gets +N/+N", "gains
 * flying", "loses all abilities and becomes a blue Frog with base power and toughness 1/1", "becomes a 3/3 red
 * Elemental creature with haste", "gain control of target creature", "switch its power and toughness". `perX`: "+X/-X"
 * — how many times X each part adds, X being the spell's or ability's (107.3; "where X is …" sets it, 608.2h).
 * `lasting`: no duration stated, it lasts while its object stays on the battlefield.
 */
type Pump = {
  readonly kind: 'pump';
  readonly change: Change;
  readonly aim: Aim;
  readonly perX?: { readonly power: number; readonly toughness: number };
  readonly lasting?: true;
  /** "Become X/X": base power and toughness each set to the spell's X (613.4b, 107.3). */
  readonly setX?: true;
  /**
   * "Gains your choice of deathtouch or lifelink": the keywords chosen among as it resolves (608.2d). The choice
   * can't be written yet: the documented default is the first named, which `change` gains and the log says.
   */
  readonly choiceOf?: readonly Keyword[];
  /** "For as long as ~ remains on the battlefield", "… you control ~", "… ~ remains tapped" (611.2b): `Lasting`. */
  readonly during?: Lasting;
  /** "Until your next turn" (611.2a): it outlasts this turn and ends as its controller's next turn begins. */
  readonly untilYourNextTurn?: true;
};

/**
 * The "for as long as" durations of a resolving effect (611.2b): while its source stays on the battlefield, and
 * under the effect's controller (`controlled`), tapped (`tapped`), or both (`controlledTapped`).
 */
export type Lasting = 'onBattlefield' | 'controlled' | 'tapped' | 'controlledTapped';
/** The words of a `Lasting` after "for as long as", with `~` for the source. */
export const LASTING = String.raw`(you control ~ and ~ remains tapped|you control ~|~ remains on the battlefield|~ remains tapped)`;
export function lastingOf(words: string): Lasting {
  const tapped = / remains tapped$/i.test(words);
  if (/^you control/i.test(words)) return tapped ? 'controlledTapped' : 'controlled';
  return tapped ? 'tapped' : 'onBattlefield';
}

const pumpOf = (change: Change, aim: Aim, extra: Partial<Pump> = {}): Pump | undefined => {
  const m = change.modify ?? change.setPT;
  return m && (Math.abs(m.power) > MAX_AMOUNT || Math.abs(m.toughness) > MAX_AMOUNT)
    ? undefined
    : { kind: 'pump', change, aim, ...extra };
};
/** "+2" → 2, "-X" → X once, negated. */
const part = (text: string): { n: number; x: number } =>
  /X$/i.test(text) ? { n: 0, x: text.startsWith('-') ? -1 : 1 } : { n: Number(text), x: 0 };
/** "+N/-X": the modification and, when X is in it, how many times X each part adds. */
function modified(powerText: string, toughnessText: string): { change: Change; extra: Partial<Pump> } {
  const [p, t] = [part(powerText), part(toughnessText)];
  return {
    change: { modify: { power: p.n, toughness: t.n } },
    extra: p.x || t.x ? { perX: { power: p.x, toughness: t.x } } : {},
  };
}
const COLORS = '((?:(?:white|blue|black|red|green)(?:,? and |, | )?)*)';

/** "Becomes a blue Frog", "becomes a 3/3 red Elemental creature with haste", "becomes a 2/3 Bird artifact creature with flying". */
export function becomes(
  pt: string | undefined,
  colorText: string | undefined,
  typeText: string,
  withText: string | undefined,
  context?: ReadContext,
): Change | undefined {
  const types = readTypeWords(typeText);
  // "With haste", "with \"{X}: This creature gets +X/+0 until end of turn.\"": keywords and quoted abilities (613.1f).
  const granted =
    withText === undefined ? {} : context ? gained(withText, context) : grantedChange(withText, () => undefined);
  if (!types || !granted) return undefined;
  const colors: Color[] = colorText ? colorWords(colorText) : [];
  const [power, toughness] = pt ? pt.split('/').map(Number) : [];
  // 205.1b: "artifact creature" keeps its other types; creature types named replace its creature types.
  return {
    types: { add: types.types, subtypes: types.subtypes, replaceCreatureTypes: types.subtypes.length > 0 },
    ...(colors.length ? { colors } : {}),
    ...granted,
    ...(power !== undefined ? { setPT: { power, toughness: toughness! } } : {}),
  };
}

const BECOMES = String.raw`becomes? (?:an? )?(?:(\d+)\/(\d+) )?${COLORS}([A-Z][\w' -]*?|(?:[A-Za-z]+ )*creature)s?(?: with (.+?))?`;
/** "Flying and \"{T}: …\"": keywords and abilities in quotes gained (613.1f), the quoted ones read as card text. */
const gained = (text: string, context: ReadContext): Change | undefined =>
  grantedChange(text, quoted => context.abilities(quoted, ''));

/**
 * "That creature gets an additional +2/+2" (after an earlier "gets +2/+2"): one more of the same change, a continuous
 * effect of its own (611.2a); "additional" only says so.
 */
const ADDITIONAL = String.raw`(?:an additional )?`;

const readings: Reading<Pump>[] = [
  aimReading(
    new RegExp(String.raw`^(.+) gets? ${ADDITIONAL}([+-](?:\d+|X))\/([+-](?:\d+|X)) until end of turn$`, 'i'),
    1,
    (aim, m) => {
      const { change, extra } = modified(m[2]!, m[3]!);
      return pumpOf(change, aim, extra);
    },
  ),
  aimReading(
    new RegExp(
      String.raw`^([^"]+?) gets? ${ADDITIONAL}([+-](?:\d+|X))\/([+-](?:\d+|X)) and gains? (.+) until end of turn$`,
      'i',
    ),
    1,
    (aim, m, context) => {
      const granted = gained(m[4]!, context);
      const { change, extra } = modified(m[2]!, m[3]!);
      return granted && pumpOf({ ...change, ...granted }, aim, extra);
    },
  ),
  aimReading(/^(.+) gains? (.+) and gets? ([+-](?:\d+|X))\/([+-](?:\d+|X)) until end of turn$/i, 1, (aim, m) => {
    const keywords = keywordList(m[2]!);
    const { change, extra } = modified(m[3]!, m[4]!);
    return keywords && pumpOf({ ...change, addKeywords: keywords }, aim, extra);
  }),
  aimReading(
    /^(.+) gets? ([+-](?:\d+|X))\/([+-](?:\d+|X)) and gains? your choice of (.+) until end of turn$/i,
    1,
    (aim, m) => {
      const options = keywordList(m[4]!.replace(/ or /g, ', '));
      const { change, extra } = modified(m[2]!, m[3]!);
      return options && options.length > 1
        ? pumpOf({ ...change, addKeywords: [options[0]!] }, aim, { ...extra, choiceOf: options })
        : undefined;
    },
  ),
  aimReading(/^([^"]+?) gains? (.+) until end of turn$/i, 1, (aim, m, context) => {
    const granted = gained(m[2]!, context);
    return granted && pumpOf(granted, aim);
  }),
  // "Return target creature card … to the battlefield. That creature gains haste.": no duration stated, so for as long
  // as that object stays on the battlefield (611.2a).
  aimReading(/^([^"]+?) gains? (?!.* until )(.+)$/i, 1, (aim, m, context) => {
    const granted = gained(m[2]!, context);
    return granted && pumpOf(granted, aim, { lasting: true });
  }),
  aimReading(/^(.+) loses (.+) until end of turn$/i, 1, (aim, m) => {
    if (/^all abilities$/i.test(m[2]!)) return pumpOf({ loseAll: true }, aim);
    const keywords = keywordList(m[2]!);
    return keywords && pumpOf({ loseKeywords: keywords }, aim);
  }),
  aimReading(/^(.+) (?:has|have) base power and toughness (\d+)\/(\d+) until end of turn$/i, 1, (aim, m) =>
    pumpOf({ setPT: { power: Number(m[2]), toughness: Number(m[3]) } }, aim),
  ),
  // "Creatures you control become X/X until end of turn", "target creature becomes 0/1 …": base power and toughness.
  aimReading(/^(.+) becomes? (\d+\/\d+|X\/X) until end of turn$/i, 1, (aim, m) => {
    if (/^X/i.test(m[2]!)) return pumpOf({ setPT: { power: 0, toughness: 0 } }, aim, { setX: true });
    const [power, toughness] = m[2]!.split('/').map(Number);
    return pumpOf({ setPT: { power: power!, toughness: toughness! } }, aim);
  }),
  // "Target permanent becomes white until end of turn", "~ becomes colorless …": the new colors replace its colors
  // (105.3), in layer 5 (613.1e); "in addition to its other colors" is another effect, not read here.
  aimReading(new RegExp(String.raw`^(.+?) becomes? (colorless|${COLORS}) until end of turn$`, 'i'), 1, (aim, m) => {
    const colorless = /^colorless$/i.test(m[2]!);
    return colorless || /\w$/.test(m[2]!) ? pumpOf({ colors: colorless ? [] : colorWords(m[2]!) }, aim) : undefined;
  }),
  // "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1."
  aimReading(
    new RegExp(
      String.raw`^[Uu]ntil end of turn, (.+?) (loses all abilities and )?becomes an? ${COLORS}([A-Z][\w'-]*) with base power and toughness (\d+)\/(\d+)$`,
    ),
    1,
    (aim, m) => {
      const change = becomes(undefined, m[3], m[4]!, undefined);
      return (
        change &&
        pumpOf(
          { ...change, ...(m[2] ? { loseAll: true } : {}), setPT: { power: Number(m[5]), toughness: Number(m[6]) } },
          aim,
        )
      );
    },
  ),
  // "Target land becomes a Swamp until end of turn" (305.7), "… an Island in addition to its other types".
  aimReading(
    /^(.+?) becomes? an? (Plains|Island|Swamp|Mountain|Forest)( in addition to its other (?:land )?types)? until end of turn$/,
    1,
    (aim, m) => pumpOf(landTypes(m[2]!, m[3] !== undefined), aim),
  ),
  // "~ becomes a 3/3 red Elemental creature with haste until end of turn" (a creature land; "It's still a land").
  aimReading(new RegExp(String.raw`^(.+?) ${BECOMES} until end of turn$`), 1, (aim, m, context) => {
    const change = becomes(m[2] === undefined ? undefined : `${m[2]}/${m[3]}`, m[4], m[5]!, m[6], context);
    return change && pumpOf(change, aim);
  }),
  aimReading(
    new RegExp(String.raw`^gain control of (.+?)(?:( until end of turn)| for as long as ${LASTING})?$`, 'i'),
    1,
    (aim, m) =>
      pumpOf(
        { control: true },
        aim,
        m[2]
          ? {}
          : {
              lasting: true,
              ...(m[3] ? { during: lastingOf(m[3]) } : {}),
            },
      ),
  ),
  aimReading(/^switch (.+?)'s power and toughness until end of turn$/i, 1, aim => pumpOf({ switchPT: true }, aim)),
];

/**
 * "For as long as ~ remains on the battlefield" / "… you control ~" / "… ~ remains tapped" (611.2b): the source as the
 * object it is as the effect begins, or null when that duration has already ended (it left, another player controls
 * it, or it is untapped).
 */
export function lastingWhile(state: GameState, item: StackItem, during: Lasting): WhileSource | null {
  const source = state.permanents[item.source];
  const stamp = item.sourceStamp ?? source?.timestamp;
  const control = during === 'controlled' || during === 'controlledTapped';
  const tapped = during === 'tapped' || during === 'controlledTapped';
  if (
    !source ||
    source.timestamp !== stamp ||
    (control && controller(state, source.id) !== item.controller) ||
    (tapped && !source.tapped)
  )
    return null;
  return {
    id: source.id,
    stamp,
    ...(control ? { control: true as const } : {}),
    ...(tapped ? { tapped: true as const } : {}),
  };
}

/** How a "for as long as" duration is said in the log, the source named. */
export function lastingText(state: GameState, item: StackItem, during: Lasting): string {
  const source = name(state, item.source);
  const parts = [
    ...(during === 'controlled' || during === 'controlledTapped' ? [`${item.controller} controls ${source}`] : []),
    ...(during === 'tapped' || during === 'controlledTapped' ? [`${source} remains tapped`] : []),
  ];
  return `for as long as ${parts.length ? parts.join(' and ') : `${source} remains on the battlefield`}`;
}

/** 611.2b: a "for as long as" duration that ended before the effect began: it does nothing. */
export function durationEnded(state: GameState, item: StackItem): GameState {
  const source = state.permanents[item.source];
  const stamp = item.sourceStamp ?? source?.timestamp;
  return logRule(
    state,
    'pump',
    '611.2b',
    `Nothing happens: the "for as long as" duration has already ended (${name(state, item.source)} ${
      !source || source.timestamp !== stamp
        ? 'has left the battlefield'
        : controller(state, source.id) !== item.controller
          ? 'is controlled by another player'
          : 'is untapped'
    }).`,
    { objects: [item.source] },
  );
}

const VERBS = String.raw`(?:becomes?|gains?|gets?|loses?|has|have)`;

/** A change's reading of one sentence ending "until end of turn", by the readings above. */
function readOne(text: string, context: ReadContext): Read<Pump> | undefined {
  for (const r of readings) {
    const m = r.pattern.exec(text);
    const read = m ? r.build(m, context) : undefined;
    if (read) return read;
  }
  return undefined;
}

/**
 * "Target creature becomes black and gains fear until end of turn", "until end of turn, target creature becomes
 * black, gets +1/-1, and gains \"…\"": the subject once, each predicate read as a sentence of its own with the same
 * duration, the changes one effect in their layers (613.1). Each layer's part said once.
 */
const jointReading: Reading<Pump> = {
  pattern: new RegExp(String.raw`^(?:until end of turn, (.+)|(.+) until end of turn)$`, 'i'),
  build: (m, context) => {
    const whole = m[1] ?? m[2]!;
    const quotes = [...whole.matchAll(/"[^"]*"/g)].map(q => q[0]);
    const masked = whole.replace(/"[^"]*"/g, '""');
    const subject = new RegExp(String.raw`^(.+?) (?=${VERBS} )`, 'i').exec(masked)?.[1];
    if (subject === undefined || subject.includes('""')) return undefined;
    const parts = masked
      .slice(subject.length + 1)
      .split(new RegExp(String.raw`,? and (?=${VERBS} )|, (?=${VERBS} )`, 'i'))
      .map(part => part.replace(/""/g, () => quotes.shift()!));
    if (parts.length < 2) return undefined;
    const reads = parts.map(part => readOne(`${subject} ${part} until end of turn`, context));
    const first = reads[0];
    if (
      !first ||
      reads.some(r => !r || JSON.stringify(r.targets) !== JSON.stringify(first.targets) || r.earlier !== first.earlier)
    )
      return undefined;
    const effects = reads.map(r => r!.effect(0));
    const plain = (e: Pump) => Object.keys(e).every(k => k === 'kind' || k === 'change' || k === 'aim');
    const keys = effects.flatMap(e => Object.keys(e.change));
    if (!effects.every(plain) || new Set(keys).size !== keys.length) return undefined;
    // Abilities lost, then gained, in layer 6: "gains flying and loses all abilities" would need the other order.
    const loses = effects.findIndex(e => e.change.loseAll || e.change.loseKeywords);
    const gains = effects.findIndex(e => e.change.addKeywords || e.change.addAbilities);
    if (loses >= 0 && gains >= 0 && gains < loses) return undefined;
    return {
      ...first,
      effect: (at: number) => {
        const made = reads.map(r => r!.effect(at));
        return { ...made[0]!, change: Object.assign({}, ...made.map(e => e.change)) as Change };
      },
    };
  },
};

/** A change read "until end of turn", by one reading or as joined changes. */
function readChange(text: string, context: ReadContext): Read<Pump> | undefined {
  const one = readOne(text, context);
  if (one) return one;
  const m = jointReading.pattern.exec(text);
  return m ? jointReading.build(m, context) : undefined;
}

/** A reading of any change with another duration than "until end of turn": `extra` what that duration makes it. */
function withDuration(
  pattern: RegExp,
  rewrite: (m: RegExpExecArray) => string,
  extra: (m: RegExpExecArray) => Partial<Pump>,
): Reading<Pump> {
  return {
    pattern,
    build: (m, context) => {
      const read = readChange(rewrite(m), context);
      return read && { ...read, effect: (first: number) => ({ ...read.effect(first), lasting: true, ...extra(m) }) };
    },
  };
}

/**
 * "Another target permanent gains indestructible for as long as you control ~", "target Forest becomes a 4/5 green
 * Treefolk creature for as long as ~ remains on the battlefield" (611.2b), "until your next turn, target creature
 * gains indestructible" (611.2a): any change read "until end of turn", with that duration instead.
 */
const durations: Reading<Pump>[] = [
  // "It becomes a 0/0 Elemental creature with haste" (awaken, 702.113a): no duration, so for the rest of the game
  // (611.2a).
  withDuration(
    new RegExp(String.raw`^(.+?) (${BECOMES})$`),
    m => `${m[1]!} ${m[2]!} until end of turn`,
    () => ({}),
  ),
  withDuration(
    new RegExp(String.raw`^(.+?) for as long as ${LASTING}$`, 'i'),
    // "Target creature gets +2/+2 and has trample for as long as …": what a resolving effect "has" it gains (611.2).
    m => `${m[1]!.replace(/^([^"]+?) (?:has|have) /i, '$1 gains ')} until end of turn`,
    m => ({ during: lastingOf(m[2]!) }),
  ),
  withDuration(
    /^until your next turn, (.+)$/i,
    m => `until end of turn, ${m[1]!}`,
    () => ({ untilYourNextTurn: true }),
  ),
  withDuration(
    /^(.+) until your next turn$/i,
    m => `${m[1]!} until end of turn`,
    () => ({ untilYourNextTurn: true }),
  ),
];

export const pump = defineEffect<Pump>({
  kind: 'pump',
  rule: '611.2a',
  reads: [...readings, jointReading, ...durations],
  perform: (state, item, e, target) => {
    // X is the spell's or ability's, fixed as it resolves (107.3, 608.2h); 611.2c: its objects are fixed as it begins.
    const x = item.x ?? 0;
    const whileSource = e.during ? lastingWhile(state, item, e.during) : undefined;
    if (whileSource === null) return durationEnded(state, item);
    const m = e.change.modify;
    const change: Change =
      m && e.perX
        ? { ...e.change, modify: { power: m.power + e.perX.power * x, toughness: m.toughness + e.perX.toughness * x } }
        : e.setX
          ? { ...e.change, setPT: { power: x, toughness: x } }
          : e.change;
    return aimedAt(state, item, e.aim, target).reduce((s0, t) => {
      if (t.kind !== 'object' || !s0.permanents[t.id]) return s0;
      const [made, s1] = continuousEffect(s0, item.source, item.controller, t.id, change, !e.lasting);
      const effect = whileSource
        ? { ...made, whileSource }
        : e.untilYourNextTurn
          ? { ...made, untilTurnOf: item.controller }
          : made;
      // A new controller hasn't controlled it continuously since their turn began (302.6).
      const s = change.control ? updatePermanent(s1, t.id, p => ({ ...p, sinceTurnStart: false })) : s1;
      const chosen = e.choiceOf ? ` (the default choice: the first of ${e.choiceOf.join(' or ')})` : '';
      const next = copyState(s);
      next.effects = withEffect(s.effects, effect);
      const described = joined(
        ' ',
        joined(
          describeChange(change, item.controller),
          e.untilYourNextTurn
            ? ` until ${item.controller}'s next turn`
            : e.during
              ? ` ${lastingText(s, item, e.during)}`
              : e.lasting
                ? ''
                : ' until end of turn',
        ),
      );
      logRuleTo(
        next,
        'pump',
        '611.2a',
        joined(name(s, t.id), chosen ? `${described}${chosen}.` : joined(described, '.')),
        e.choiceOf ? { objects: [t.id], defaulted: true } : { objects: [t.id] },
      );
      return next;
    }, state);
  },
});

/** "It's still a land" (an artifact, an enchantment). */
export const STILL = /^(?:it'?s still an?|they'?re still) (?:land|artifact|enchantment)s?$/i;

/**
 * "It's still a land": said after "becomes a … creature", whose types are added to the object's (205.1b) — so the
 * sentence restates what that effect already does, and changes nothing itself.
 */
export const still = defineEffect<{ readonly kind: 'still' }>({
  kind: 'still',
  rule: '205.1b',
  inert: 'the "becomes" effect before it already keeps the types (205.1b)',
  reads: [
    {
      pattern: STILL,
      build: () => ({ targets: [], effect: () => ({ kind: 'still' }) }),
    },
  ],
  perform: state => state,
});
