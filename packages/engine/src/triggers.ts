import type { GameEvent, GameState, ObjectId } from './types.js';
import type { RuleId } from './rules.js';

/**
 * Trigger conditions (CR 603.1), one registry entry each: the opening of the ability's text it reads ("When ~
 * enters, "), the rule, and which objects' abilities of this kind an event triggers (603.2). Adding a trigger
 * condition is one entry here; `turn.ts` collects and stacks whatever the entries find (603.3).
 */
export interface TriggerEntry {
  readonly kind: string;
  readonly rule: RuleId;
  /** The opening, up to and including the comma; the rest of the sentence is the effect. */
  readonly opening: RegExp;
  /** Objects whose abilities with this trigger condition trigger on `event`. */
  readonly sources: (state: GameState, event: GameEvent) => readonly ObjectId[];
}

const first = (event: GameEvent): ObjectId[] => (event.objects?.length ? [event.objects[0]!] : []);

export const TRIGGERS = [
  {
    kind: 'upkeep', rule: '603.2b', opening: /^at the beginning of your upkeep, /i,
    sources: (state, event) => (event.kind === 'stepBegan' && event.step === 'upkeep'
      ? state.battlefield.filter(id => state.permanents[id]!.controller === state.activePlayer) : []),
  },
  {
    kind: 'enters', rule: '603.6a', opening: /^when ~ enters(?: the battlefield)?, /i,
    sources: (_state, event) => (event.kind === 'zoneChange' && event.to === 'battlefield' ? first(event) : []),
  },
  {
    kind: 'attacks', rule: '508.3a', opening: /^whenever ~ attacks, /i,
    sources: (_state, event) => (event.kind === 'attack' ? event.objects ?? [] : []),
  },
  {
    // "Dies": put into a graveyard from the battlefield (700.4), as a creature.
    kind: 'dies', rule: '700.4', opening: /^when ~ dies, /i,
    sources: (state, event) => (event.kind === 'zoneChange' && event.from === 'battlefield' && event.to === 'graveyard'
      && state.objects[event.objects![0]!]!.def.types.includes('Creature') ? first(event) : []),
  },
] as const satisfies readonly TriggerEntry[];

export type TriggerKind = (typeof TRIGGERS)[number]['kind'];
