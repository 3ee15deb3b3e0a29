import {
  createCompletionParser,
  prepareLangiumParser,
  type LangiumCompletionParser,
  type LangiumCoreServices,
  type LangiumParser,
} from 'langium';
import { flattenRepetitionRecovery, memoizeRecoveryFollows, type Recognizer } from './flat-recovery.js';
import { linearHiddenNodes, type HiddenNodeBuilder } from './hidden-nodes.js';
import { buildLookaheadOnDemand, type LookaheadBuilder } from './lazy-lookahead.js';
import { usePrebuiltProductions, type GrammarRecorder } from './prebuilt-productions.js';
import { reportSkippedLines } from './skipped-lines.js';
import { stacklessSyntaxErrors, type ErrorRaiser } from './stackless-errors.js';

/**
 * Langium's parser for the language (`createLangiumParser`), with internals replaced: any input parses in linear time
 * and constant stack depth (`flattenRepetitionRecovery`, `memoizeRecoveryFollows`, `stacklessSyntaxErrors`,
 * `linearHiddenNodes`: a `.mtgs` file is typed by hand and half-typed most of the time); the grammar's productions
 * come prebuilt instead of recorded, and lookahead functions are built as the parser first needs them. The lines its
 * recovery skips after a syntax error are checked too (`reportSkippedLines`).
 */
export function createMtgParser(services: LangiumCoreServices): LangiumParser {
  const parser = prepareLangiumParser(services);
  const internals = parser as unknown as {
    wrapper: Recognizer & LookaheadBuilder & GrammarRecorder & ErrorRaiser;
    nodeBuilder: HiddenNodeBuilder;
  };
  usePrebuiltProductions(internals.wrapper, Object.values(services.parser.Lexer.definition));
  buildLookaheadOnDemand(internals.wrapper);
  parser.finalize();
  linearRecovery(internals.wrapper);
  linearHiddenNodes(internals.nodeBuilder);
  reportSkippedLines(parser);
  return parser;
}

/**
 * Langium's parser for completion, which parses the text before the cursor with the same error recovery, made linear
 * and of constant stack depth too: chevrotain's recovery recurses once per syntax error, and a file of a few thousand
 * bad lines overflows the stack.
 */
export function createMtgCompletionParser(services: LangiumCoreServices): LangiumCompletionParser {
  const parser = createCompletionParser(services);
  linearRecovery((parser as unknown as { wrapper: Recognizer & ErrorRaiser }).wrapper);
  return parser;
}

function linearRecovery(recognizer: Recognizer & ErrorRaiser): void {
  flattenRepetitionRecovery(recognizer);
  memoizeRecoveryFollows(recognizer);
  stacklessSyntaxErrors(recognizer);
}
