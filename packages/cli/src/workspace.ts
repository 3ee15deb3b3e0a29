import { DocumentState, URI, type LangiumDocument } from 'langium';
import { NodeFileSystem } from 'langium/node';
import type { CardDatabase } from '@mtg-scenario/engine/cards';
import { clockSeconds, createMtgCoreServices, type Model, type MtgCoreServices } from '@mtg-scenario/language';
import type { Input } from './files.js';

export interface CheckedDocument {
  readonly services: MtgCoreServices;
  readonly document: LangiumDocument<Model>;
  /** How long it took to parse and validate (its scenarios' replays included). */
  readonly seconds: number;
}

/**
 * Whether the text has a `card` that the lexer could read as the keyword, not as part of a longer name (a name is
 * `[_a-zA-Z]\w*`): a file without one defines no card. One in a comment or a string only keeps a file that needn't
 * have been kept.
 */
export function mayDefineCards(text: string): boolean {
  return /(?<![_a-zA-Z])card(?!\w)/.test(text);
}

/**
 * Files validated in one build: a build has a cost of its own (a build per file took 3.1 ms of CPU per one-scenario
 * file instead of 2.4 ms), and the documents of a batch are in memory together, so a batch holds at most `BATCH_FILES`
 * files, or as many as make `BATCH_CHARACTERS` characters of text.
 */
export const BATCH_FILES = 50;
const BATCH_CHARACTERS = 256 * 1024;

function batches(inputs: readonly Input[]): Input[][] {
  const all: Input[][] = [];
  let characters = Infinity;
  for (const input of inputs) {
    if (characters >= BATCH_CHARACTERS || all.at(-1)!.length >= BATCH_FILES) {
      all.push([]);
      characters = 0;
    }
    all.at(-1)!.push(input);
    characters += input.text.length;
  }
  return all;
}

/**
 * Checks the files with the services the language server uses (with the built-in card library and the card
 * database, if any), and hands each one to `report` once it is validated, in order. Cards defined in any of the files
 * are visible in all of them: the files that may define cards are parsed and linked first and kept to the end. The
 * others are parsed a batch at a time and released once reported, with the replays kept for them, so that the heap a
 * run keeps doesn't grow with the number of files.
 */
export async function checkFiles(
  inputs: readonly Input[],
  cards: CardDatabase | undefined,
  report: (checked: CheckedDocument) => void,
): Promise<void> {
  const { shared, mtg } = createMtgCoreServices(NodeFileSystem);
  shared.builtins.Library.keepOnlyCardsUsedIn(inputs.map(input => input.text));
  await shared.workspace.WorkspaceManager.initializeWorkspace([]);
  if (cards) await shared.cards.Database.replace(cards);
  const { LangiumDocumentFactory, LangiumDocuments, DocumentBuilder } = shared.workspace;
  const seconds = new Map<LangiumDocument, number>();
  const parse = ({ path, text }: Input) => {
    const started = clockSeconds();
    const document = LangiumDocumentFactory.fromString<Model>(text, URI.file(path));
    seconds.set(document, clockSeconds() - started);
    LangiumDocuments.addDocument(document);
    return document;
  };
  const kept = new Map(inputs.filter(input => mayDefineCards(input.text)).map(input => [input, parse(input)]));
  const definesCards = new Set(kept.values());
  await DocumentBuilder.build([...definesCards], { validation: false });
  // Documents are validated one after the other: each one took the time since the previous one was done.
  let mark = clockSeconds();
  DocumentBuilder.onBuildPhase(DocumentState.IndexedReferences, () => {
    mark = clockSeconds();
  });
  DocumentBuilder.onDocumentPhase(DocumentState.Validated, document => {
    const now = clockSeconds();
    seconds.set(document, (seconds.get(document) ?? 0) + now - mark);
    mark = now;
  });
  for (const batch of batches(inputs)) {
    const documents = batch.map(input => kept.get(input) ?? parse(input));
    await DocumentBuilder.build(documents, { validation: true });
    for (const document of documents) {
      report({ services: mtg, document, seconds: seconds.get(document) ?? 0 });
      seconds.delete(document);
      if (definesCards.has(document)) continue;
      // Out of the index and the builder's state too, as a deleted file: nothing of it is left.
      DocumentBuilder.resetToState(document, DocumentState.Changed);
      LangiumDocuments.deleteDocument(document.uri);
      mtg.scenario.Runner.forget(document.uri);
    }
  }
}
