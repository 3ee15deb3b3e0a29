import {
  Alternation,
  Alternative,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  Rule,
  Terminal,
  type IProduction,
  type TokenType,
} from 'chevrotain';
import { PRODUCTIONS_JSON } from './generated-productions.js';

/** A production as `generated-productions.ts` writes it. */
type Encoded =
  | readonly ['T', number, string]
  | readonly ['N', number, string]
  | readonly ['A', number, readonly Encoded[], 0 | 1, 0 | 1]
  | readonly ['a', readonly Encoded[], 0 | 1]
  | readonly ['O' | 'R' | 'M', number, readonly Encoded[]];

/** The part of Chevrotain's parser that records the grammar as the parser is made (not in its public typings). */
export interface GrammarRecorder {
  RECORDING_PHASE: boolean;
  enableRecording(): void;
  disableRecording(): void;
  topLevelRuleRecord(name: string, implementation: unknown): Rule;
}

interface Ambiguities {
  ignoreAmbiguities: boolean;
  hasPredicates: boolean;
}

function decode(node: Encoded, tokens: ReadonlyMap<string, TokenType>): IProduction {
  switch (node[0]) {
    case 'T': {
      const terminalType = tokens.get(node[2]);
      if (!terminalType) throw new Error(`prebuilt productions: no token ${node[2]} (run npm run langium:generate)`);
      return new Terminal({ idx: node[1], terminalType });
    }
    case 'N':
      return new NonTerminal({ idx: node[1], nonTerminalName: node[2] });
    case 'A': {
      // Both are fields of Chevrotain's Alternation that its public typings leave out.
      const alternation = new Alternation({
        idx: node[1],
        definition: node[2].map(n => decode(n, tokens)) as Alternative[],
      }) as Alternation & Ambiguities;
      alternation.ignoreAmbiguities = node[3] === 1;
      alternation.hasPredicates = node[4] === 1;
      return alternation;
    }
    case 'a': {
      const alternative = new Alternative({ definition: node[1].map(n => decode(n, tokens)) }) as Alternative &
        Ambiguities;
      alternative.ignoreAmbiguities = node[2] === 1;
      return alternative;
    }
    case 'O':
      return new Option({ idx: node[1], definition: node[2].map(n => decode(n, tokens)) });
    case 'R':
      return new Repetition({ idx: node[1], definition: node[2].map(n => decode(n, tokens)) });
    case 'M':
      return new RepetitionMandatory({ idx: node[1], definition: node[2].map(n => decode(n, tokens)) });
  }
}

/**
 * Makes the parser take the grammar's productions from `generated-productions.ts` instead of recording them: Chevrotain
 * records them by running every rule once in a recording mode as the parser is made (≈ 5 % of a `mtgs check`), and
 * then deletes its recording methods from the parser, which leaves the parser object in V8's slower dictionary mode.
 * The productions are what the recording gives (a test compares them); rule calls are resolved by Chevrotain as after
 * a recording. Nothing of Langium's runs only while recording: its actions do nothing then. Call before `finalize()`.
 */
export function usePrebuiltProductions(recorder: GrammarRecorder, tokens: readonly TokenType[]): void {
  const byName = new Map(tokens.map(token => [token.name, token]));
  const rules = new Map(
    (JSON.parse(PRODUCTIONS_JSON) as [string, Encoded[]][]).map(([name, definition]) => [
      name,
      new Rule({ name, definition: definition.map(n => decode(n, byName)) }),
    ]),
  );
  recorder.enableRecording = () => undefined;
  recorder.disableRecording = function (this: GrammarRecorder) {
    this.RECORDING_PHASE = false;
  };
  recorder.topLevelRuleRecord = name => {
    const rule = rules.get(name);
    if (!rule) throw new Error(`prebuilt productions: no rule ${name} (run npm run langium:generate)`);
    return rule;
  };
}
