import { createLangiumParser, type LangiumCoreServices, type LangiumParser } from 'langium';
import { flattenRepetitionRecovery, type Recognizer } from './flat-recovery.js';
import { linearHiddenNodes, type HiddenNodeBuilder } from './hidden-nodes.js';

/**
 * Langium's parser for the language, with two of its internals replaced so that any input parses in linear time and
 * constant stack depth (see each): a `.mtgs` file is typed by hand and half-typed most of the time.
 */
export function createMtgParser(services: LangiumCoreServices): LangiumParser {
  const parser = createLangiumParser(services);
  const internals = parser as unknown as { wrapper: Recognizer; nodeBuilder: HiddenNodeBuilder };
  flattenRepetitionRecovery(internals.wrapper);
  linearHiddenNodes(internals.nodeBuilder);
  return parser;
}
