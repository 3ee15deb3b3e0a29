import type { Effect, GameState, StackItem, Target } from '../core/types.js';
import { counter } from './counter.js';
import { damage } from './damage.js';
import { destroy } from './destroy.js';
import { draw } from './draw.js';
import { life } from './life.js';
import { pump, still } from './pump.js';
import { tap } from './tap.js';
import { attach } from './attach.js';
import { conditional, optional } from './conditional.js';
import { exile } from './exile.js';
import { bounce } from './bounce.js';
import { counters, removeAllCounters, removeCounters } from './counters.js';
import { moveCounters } from './move-counters.js';
import { exileTop } from './exile-top.js';
import { payEach } from './pay-each.js';
import { castFree } from './cast-free.js';
import { ripple } from './ripple.js';
import { cascade } from './cascade.js';
import { unearthed } from './unearth.js';
import { suspendTick } from './suspend.js';
import { embalmToken } from './embalm.js';
import { mill } from './mill.js';
import { scry } from './scry.js';
import { sacrifice } from './sacrifice.js';
import { discard } from './discard.js';
import { handPick, seeHand } from './hand-pick.js';
import { toLibrary } from './to-library.js';
import { fight } from './fight.js';
import { exchangeControl } from './exchange.js';
import { removeFromCombat } from './remove-from-combat.js';
import { create } from './create.js';
import { library } from './library.js';
import { regenerate } from './regenerate.js';
import { byController, byPlayers } from './its-controller.js';
import { forbid } from './forbid.js';
import { addMana } from './add-mana.js';
import { counted } from './counts.js';
import { restrict } from './restrict.js';
import { detain } from './detain.js';
import { prevent } from './prevent.js';
import { unpreventable } from './unpreventable.js';
import { pay, counterUnless } from './pay.js';
import { proliferate } from './proliferate.js';
import { delayed } from './delayed.js';
import { reflexive } from './reflexive.js';
import { madnessCast } from './madness.js';
import { castTransformed } from './cast-transformed.js';
import { transform } from './transform.js';
import { renowned } from './renowned.js';
import { monstrosity } from './monstrosity.js';
import { pair } from './pair.js';
import { additionalLand } from './land-drop.js';
import { putBack } from './put-back.js';
import { skipUntap } from './skip-untap.js';
import { shuffleIn, shuffleZonesIn } from './shuffle-in.js';
import { revealHand } from './reveal-hand.js';
import { copySpell } from './copy-spell.js';
import { instead } from './instead.js';
import { lose, win } from './win.js';
import { connive } from './connive.js';
import { explore } from './explore.js';
import { bolster } from './bolster.js';
import { amass } from './amass.js';
import { putOnto } from './put-onto.js';
import { ninjutsu } from './ninjutsu.js';
import { lifeTotal } from './life-total.js';
import { eachDeals } from './each-deals.js';
import { eachMay } from './each-may.js';
import type { EffectEntry, PerformNested, Read, ReadContext } from './registry.js';
import { emblem } from './emblem.js';
import { returnAll } from './return-all.js';
import { energy } from './energy.js';
import { exileIfDies } from './exile-if-dies.js';
import { extraTurn, skipTurns } from './turns.js';
import { tapOrUntap } from './tap-or-untap.js';
import { copyToken, populate } from './copy-token.js';
import { becomeCopy } from './become-copy.js';
import { manifest } from './manifest.js';
import { permit } from './permit.js';
import { clash } from './clash.js';
import { flip } from './flip.js';
import { colorChoice } from './color-choice.js';
import { poison } from './poison.js';
import { untapUpTo } from './untap-up-to.js';
import { requiredText } from '../core/required-text.js';

/**
 * Every effect the engine performs, one entry each (see `registry.ts`). Adding an effect: a file with its entry
 * (what it reads, what it needs, how it is performed, its rule), and a line here.
 */
export const EFFECTS = [
  damage,
  counter,
  destroy,
  pump,
  tap,
  draw,
  life,
  exile,
  bounce,
  counters,
  removeAllCounters,
  removeCounters,
  moveCounters,
  exileTop,
  payEach,
  castFree,
  ripple,
  cascade,
  unearthed,
  suspendTick,
  embalmToken,
  mill,
  scry,
  sacrifice,
  discard,
  handPick,
  seeHand,
  toLibrary,
  fight,
  exchangeControl,
  removeFromCombat,
  create,
  library,
  regenerate,
  restrict,
  forbid,
  detain,
  prevent,
  unpreventable,
  conditional,
  optional,
  counted,
  byController,
  byPlayers,
  addMana,
  attach,
  pay,
  counterUnless,
  proliferate,
  delayed,
  reflexive,
  madnessCast,
  castTransformed,
  transform,
  renowned,
  monstrosity,
  pair,
  additionalLand,
  putBack,
  skipUntap,
  shuffleIn,
  revealHand,
  shuffleZonesIn,
  copySpell,
  still,
  instead,
  win,
  lose,
  exileIfDies,
  extraTurn,
  skipTurns,
  tapOrUntap,
  copyToken,
  becomeCopy,
  manifest,
  populate,
  connive,
  explore,
  bolster,
  amass,
  putOnto,
  ninjutsu,
  lifeTotal,
  eachDeals,
  eachMay,
  emblem,
  returnAll,
  energy,
  permit,
  clash,
  flip,
  colorChoice,
  poison,
  untapUpTo,
] as const;

type EffectOf<T> = T extends EffectEntry<infer E> ? E : never;

declare module '../core/types.js' {
  interface Registries {
    readonly effect: EffectOf<(typeof EFFECTS)[number]>;
  }
}
export type EffectKind = Effect['kind'];

const BY_KIND = new Map<string, EffectEntry<Effect>>(EFFECTS.map(e => [e.kind, e as unknown as EffectEntry<Effect>]));

/** The entry for an effect kind. */
export function effectEntry(kind: EffectKind): EffectEntry<Effect> {
  return BY_KIND.get(kind)!;
}

/** Every reading of every entry, in the entries' order, with the text a sentence needs to match it. */
const READINGS = EFFECTS.flatMap(entry =>
  (
    entry.reads as readonly {
      pattern: RegExp;
      build: (m: RegExpExecArray, c: ReadContext) => Read<Effect> | undefined;
    }[]
  ).map(reading => ({
    ...reading,
    needs: requiredText(reading.pattern),
    anyCase: reading.pattern.flags.includes('i'),
  })),
);

/**
 * Reads one sentence as an effect, or undefined when no entry understands it. A reading depends on the sentence and
 * the context alone, and the reader asks for the same parts of sentences many times (each split of a long sentence,
 * the same ability on many cards): the last readings are kept, by context.
 */
export function readEffect(sentence: string, context: ReadContext): Read<Effect> | undefined {
  let known = READ.get(context);
  if (!known) READ.set(context, (known = new Map()));
  if (known.has(sentence)) return known.get(sentence);
  if (known.size >= READ_KEPT) known.clear();
  const read = readAnew(sentence, context);
  known.set(sentence, read);
  return read;
}
const READ = new WeakMap<ReadContext, Map<string, Read<Effect> | undefined>>();
/** Enough for the sentences of a large card pool's common abilities, bounded for a long-running language server. */
const READ_KEPT = 50_000;

function readAnew(sentence: string, context: ReadContext): Read<Effect> | undefined {
  const lower = sentence.toLowerCase();
  for (const reading of READINGS) {
    if (reading.needs !== undefined && !(reading.anyCase ? lower : sentence).includes(reading.needs)) continue;
    const m = reading.pattern.exec(sentence);
    const read = m ? reading.build(m, context) : undefined;
    if (read) return read;
  }
  return undefined;
}

/** Performs one effect of a resolving spell or ability. */
export function performEffect(
  state: GameState,
  item: StackItem,
  effect: Effect,
  target: (index: number | undefined) => Target | undefined,
): GameState {
  return effectEntry(effect.kind).perform(state, item, effect, target, performNested);
}

/** Performs effects nested in another ("if …, <effects>"): typed loosely, since the union of all effects includes the outer one. */
const performNested: PerformNested = (state, item, effects, target) =>
  effects.reduce((s, effect) => performEffect(s, item, effect as Effect, target), state);
