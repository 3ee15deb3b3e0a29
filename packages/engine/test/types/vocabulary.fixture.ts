/**
 * Compiled by `typed-vocabulary.test.ts`, never run: every `@ts-expect-error` line must fail to compile (an unused
 * directive is itself an error) and every other line must compile.
 */
import { hasKeyword, keywordInfo, ViolationCodes, type Ability, type CardDef, type Effect, type GameState, type Keyword, type ReplacementId, type TriggerKind, type ViolationCode } from '../../src/index.js';
import { reject, violation } from '../../src/core/violations.js';

declare const state: GameState;

export const known = [
  hasKeyword(state, 'bears', 'flying'),
  hasKeyword(state, 'bears', 'first strike'),
  hasKeyword(state, 'bears', 'protection from red'),
  hasKeyword(state, 'bears', 'islandwalk'),
  // @ts-expect-error a misspelt keyword doesn't compile
  hasKeyword(state, 'bears', 'flyng'),
  // @ts-expect-error nor a keyword the engine doesn't model
  hasKeyword(state, 'bears', 'banding'),
  // @ts-expect-error protection from something that isn't a color
  hasKeyword(state, 'bears', 'protection from purple'),
  // @ts-expect-error landwalk of a land type the engine doesn't read (basic types and Desert, 702.14a)
  hasKeyword(state, 'bears', 'gatewalk'),
];

export const canonical: Keyword | undefined = keywordInfo('Double Strike')?.name;
// @ts-expect-error the canonical spelling is lower case
export const capitalised: Keyword = 'Flying';

export const card: Pick<CardDef, 'keywords'> = {
  keywords: [
    'vigilance',
    // @ts-expect-error a card's keywords are the engine's keywords
    'vigilence',
  ],
};

export const codes: ViolationCode[] = [
  ViolationCodes.combatBlockerTapped,
  'cast/target-count',
  // @ts-expect-error an unknown violation code doesn't compile
  'combat/blocker-tappd',
  // @ts-expect-error nor one the table doesn't list
  'cast/no-such-check',
];

// @ts-expect-error the table has no such entry
export const missing = ViolationCodes.combatBlockerTappd;

export const rejected = reject('509.1a', 'combat/blocker-tapped', 'Grizzly Bears is tapped', ['bears'], ['Bob'], { object: 'bears' });
// @ts-expect-error reject takes only the engine's codes
export const unknownCode = reject('509.1a', 'combat/bocker-tapped', 'Grizzly Bears is tapped', ['bears'], ['Bob'], { object: 'bears' });
// @ts-expect-error every check says what it is about (undefined when the action as a whole is wrong)
export const noOffending = violation('509.1a', 'combat/blocker-tapped', 'Grizzly Bears is tapped', ['bears'], ['Bob']);
// @ts-expect-error what it is about is an object or a player
export const badOffending = violation('509.1a', 'combat/blocker-tapped', 'Grizzly Bears is tapped', ['bears'], ['Bob'], { card: 'bears' });

// The registries' unions, merged into core/types.ts's `Registries` (and so not `never` for a user of index.ts).
export const effectKind: Effect['kind'] = 'damage';
// @ts-expect-error a misspelt effect kind doesn't compile
export const misspeltEffect: Effect['kind'] = 'damagee';
export const triggerKind: TriggerKind = 'upkeep';
// @ts-expect-error a misspelt trigger condition doesn't compile (its registry's builders keep each kind's literal)
export const misspeltTrigger: TriggerKind = 'upkep';

// A replacement ability is its entry's (events/replacement.ts): the entry's id, with the parameters that entry reads.
export const replacements: Ability[] = [
  { kind: 'replacement', replacement: 'riot' },
  { kind: 'replacement', replacement: 'entersWithCounters', amount: 'X', counter: '+1/+1' },
  // @ts-expect-error a misspelt replacement id doesn't compile
  { kind: 'replacement', replacement: 'riott' },
  // @ts-expect-error nor an entry no card's ability names (protection is the keyword's rule)
  { kind: 'replacement', replacement: 'protection' },
  // @ts-expect-error an ability without a parameter its entry requires (the kind of counter)
  { kind: 'replacement', replacement: 'entersWithCounters', amount: 2 },
  // @ts-expect-error nor with another entry's parameter
  { kind: 'replacement', replacement: 'entersTapped', amount: 2 },
];
// @ts-expect-error the ids are the registry's
export const misspeltReplacement: ReplacementId = 'entersTaped';
