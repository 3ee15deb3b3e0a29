import type { Ability, CardDef, CardType, GameState, ObjectId, Supertype } from './types.js';
import type { Keyword } from './keywords/index.js';
import { grantedChange, readTypeWords } from './phrases.js';

/**
 * An object's copiable values (707.2): what its card says as modified by other copy effects and its face-down status
 * (`def` already holds those, 707.3, 708.2). Being bestowed isn't one (702.103b): a copy of a bestowed Aura is the
 * enchantment creature its card is.
 */
export function copiableValues(state: GameState, id: ObjectId): CardDef {
  const obj = state.objects[id]!;
  return obj.castAs === 'bestowed' && obj.printed ? obj.printed : obj.def;
}

/**
 * The exceptions a copy effect makes to what it copies (707.9): "except its name is Sakashima", "it's 7/7", "it's an
 * artifact in addition to its other types", "it has haste", "it has \"…\"", "it has this ability". They become part
 * of the copy's copiable values (707.9a–b).
 */
export interface CopyExceptions {
  /** Its name; "~" is the copy's own ("except its name is Sakashima the Impostor"). */
  readonly name?: string;
  readonly supertypes?: readonly Supertype[];
  readonly types?: readonly CardType[];
  readonly subtypes?: readonly string[];
  /** Its base power and toughness (707.9b). */
  readonly pt?: { readonly power: number; readonly toughness: number };
  readonly keywords?: readonly Keyword[];
  readonly abilities?: readonly Ability[];
  /** "It has this ability": the ability making the copy, kept by the copy (707.9a). */
  readonly thisAbility?: true;
  /**
   * "It enters with X additional +1/+1 counters on it": an additional effect of entering as a copy, not a copiable
   * value (707.9e); X is its spell's (107.3).
   */
  readonly counters?: { readonly counter: string; readonly amount: number | 'X' };
}

/** Reads a quoted ability's text ("it has \"{T}: Add {C}.\""), or undefined when it isn't understood. */
export type ReadQuoted = (quoted: string) => readonly Ability[] | undefined;

/**
 * "its name is Sakashima the Impostor, it's legendary in addition to its other types, and it has \"…\"": each part
 * one exception; undefined when a part isn't one the engine models. `readQuoted` reads a quoted ability's text.
 */
export function readCopyExceptions(text: string, readQuoted: ReadQuoted): CopyExceptions | undefined {
  // Parts start at "it's", "it has", "its name is"; what is quoted may hold any of those words.
  const masked = text.replace(/"[^"]*"/g, q => '_'.repeat(q.length));
  const starts = [...masked.matchAll(/(?:^|,? and |, )(?=it's |it has |its name is |it enters with )/gi)].map(
    m => m.index,
  );
  const ends = [...starts.slice(1), text.length];
  const except: {
    name?: string;
    supertypes?: Supertype[];
    types?: CardType[];
    subtypes?: string[];
    pt?: { power: number; toughness: number };
    keywords?: Keyword[];
    abilities?: Ability[];
    thisAbility?: true;
    counters?: { counter: string; amount: number | 'X' };
  } = {};
  for (let i = 0; i < starts.length; i++) {
    const part = text
      .slice(starts[i], ends[i])
      .replace(/^(?:,? and |, )/i, '')
      .trim();
    const name = /^its name is (.+)$/i.exec(part);
    const pt = /^it's (?:an? )?(\d+)\/(\d+)$/i.exec(part);
    const also = /^it's (?:an? )?(.+?) in addition to its other (?:creature )?types$/i.exec(part);
    const has = /^it has (.+)$/i.exec(part);
    const enters = /^it enters with (X|\d+|an?) additional ([+-]\d+\/[+-]\d+) counters? on it$/i.exec(part);
    if (name) except.name = name[1]!;
    else if (enters) {
      const n = /^x$/i.test(enters[1]!) ? 'X' : /^an?$/i.test(enters[1]!) ? 1 : Number(enters[1]);
      except.counters = { counter: enters[2]!, amount: n };
    } else if (pt) except.pt = { power: Number(pt[1]), toughness: Number(pt[2]) };
    else if (also) {
      const legendary = /^legendary$/i.test(also[1]!);
      const words = legendary ? undefined : readTypeWords(also[1]!);
      if (!legendary && (!words || (words.types.length === 0 && words.subtypes.length === 0))) return undefined;
      if (legendary) except.supertypes = [...(except.supertypes ?? []), 'Legendary'];
      if (words?.types.length) except.types = [...(except.types ?? []), ...words.types];
      if (words?.subtypes.length) except.subtypes = [...(except.subtypes ?? []), ...words.subtypes];
    } else if (has && /^this ability$/i.test(has[1]!)) except.thisAbility = true;
    else if (has) {
      const granted = grantedChange(has[1]!, readQuoted);
      if (!granted) return undefined;
      if (granted.addKeywords) except.keywords = [...(except.keywords ?? []), ...granted.addKeywords];
      if (granted.addAbilities) except.abilities = [...(except.abilities ?? []), ...granted.addAbilities];
    } else return undefined;
  }
  return starts.length > 0 && starts[0] === 0 ? except : undefined;
}

/**
 * The copiable values a copy effect gives: `def` with its exceptions (707.9a–b), `self` being the copy's own name and
 * the ability making the copy ("it has this ability"). A set power and toughness leaves out a characteristic-defining
 * ability that would define them (707.9d).
 */
export function withExceptions(
  def: CardDef,
  except: CopyExceptions | undefined,
  self: { readonly name: string; readonly ability?: Ability },
): CardDef {
  if (!except) return def;
  const own = self.ability;
  const abilities = except.pt ? def.abilities.filter(a => !(a.kind === 'static' && a.change.define)) : def.abilities;
  return {
    ...def,
    ...(except.name !== undefined ? { name: except.name === '~' ? self.name : except.name } : {}),
    supertypes: [...def.supertypes, ...(except.supertypes ?? []).filter(t => !def.supertypes.includes(t))],
    types: [...def.types, ...(except.types ?? []).filter(t => !def.types.includes(t))],
    subtypes: [...def.subtypes, ...(except.subtypes ?? []).filter(t => !def.subtypes.includes(t))],
    ...(except.pt ? { power: except.pt.power, toughness: except.pt.toughness } : {}),
    keywords: [...def.keywords, ...(except.keywords ?? []).filter(k => !def.keywords.includes(k))],
    abilities: [
      ...abilities,
      ...(except.abilities ?? []),
      ...(except.thisAbility && own && !abilities.includes(own) ? [own] : []),
    ],
  };
}

/**
 * A battlefield whose permanents' copiable values changed without any entering or leaving (707.4): new records of
 * its permanents and their order, so that what was worked out from the old values and cached by those records (the
 * layers, the abilities found on it) is worked out again.
 */
export function revalued(
  state: GameState,
  objects: GameState['objects'],
): Pick<GameState, 'objects' | 'permanents' | 'battlefield'> {
  return { objects, permanents: { ...state.permanents }, battlefield: [...state.battlefield] };
}

/**
 * Once copy effects have ended (611.2a, 514.2), each permanent one was on has the copiable values of the latest that
 * remains, else those it had before any (707.4); `was` is the effects before they ended. Nothing when none did.
 */
export function afterCopiesEnd(
  state: GameState,
  was: GameState['effects'],
): Partial<Pick<GameState, 'objects' | 'permanents' | 'battlefield'>> {
  const ended = was.filter(e => e.copy && !state.effects.includes(e));
  if (ended.length === 0) return {};
  const objects = { ...state.objects };
  for (const e of ended) {
    if (state.permanents[e.target]?.timestamp !== e.stamp) continue;
    const latest = state.effects.filter(c => c.copy && c.target === e.target && c.stamp === e.stamp).at(-1);
    const obj = objects[e.target]!;
    const { printed: _printed, ...rest } = obj;
    objects[e.target] = latest
      ? { ...obj, def: latest.copy!.def }
      : { ...rest, def: e.copy!.before.def, ...(e.copy!.before.printed ? { printed: e.copy!.before.printed } : {}) };
  }
  return revalued(state, objects);
}
