import { prepareLangiumParser, type LangiumCoreServices, type LangiumParser } from 'langium';
import { flattenRepetitionRecovery, type Recognizer } from './flat-recovery.js';
import { linearHiddenNodes, type HiddenNodeBuilder } from './hidden-nodes.js';
import { buildLookaheadOnDemand, type LookaheadBuilder } from './lazy-lookahead.js';

/**
 * Langium's parser for the language (`createLangiumParser`), with internals replaced: any input parses in linear time
 * and constant stack depth (`flattenRepetitionRecovery`, `linearHiddenNodes`: a `.mtgs` file is typed by hand and
 * half-typed most of the time), and lookahead functions are built as the parser first needs them.
 */
export function createMtgParser(services: LangiumCoreServices): LangiumParser {
  const parser = prepareLangiumParser(services);
  const internals = parser as unknown as { wrapper: Recognizer & LookaheadBuilder; nodeBuilder: HiddenNodeBuilder };
  buildLookaheadOnDemand(internals.wrapper);
  parser.finalize();
  flattenRepetitionRecovery(internals.wrapper);
  linearHiddenNodes(internals.nodeBuilder);
  return parser;
}
