import { DocumentState, URI, type LangiumDocument } from 'langium';
import { NodeFileSystem } from 'langium/node';
import type { CardDatabase } from '@mtg-scenario/engine/cards';
import {
  BuiltinLibrary,
  clockSeconds,
  createMtgCoreServices,
  type Model,
  type MtgCoreServices,
} from '@mtg-scenario/language';
import type { Input } from './files.js';

export interface LoadedWorkspace {
  readonly services: MtgCoreServices;
  readonly documents: readonly LangiumDocument<Model>[];
  /** How long each document took to parse and validate (its scenarios' replays included). */
  readonly seconds: ReadonlyMap<LangiumDocument, number>;
}

/**
 * Loads the files into the same services the language server uses (with the built-in card library and the card
 * database, if any), and builds them with validation: cards defined in any of the files are visible in all of them.
 * The built-in library holds only the cards the files name (`BuiltinLibrary.cardsUsedIn`); if any name then doesn't
 * resolve, the files are loaded again with the whole library, so that the diagnostics are the language server's.
 */
export async function loadWorkspace(inputs: readonly Input[], cards?: CardDatabase): Promise<LoadedWorkspace> {
  const library = new BuiltinLibrary();
  const whole = library.text;
  // A library that can't be read is reported by the services' own reading of it.
  if (library.problem !== undefined) return load(inputs, cards, undefined);
  const used = await load(inputs, cards, library.cardsUsedIn(inputs.map(input => input.text)));
  if (used.documents.every(document => document.references.every(reference => reference.error === undefined)))
    return used;
  return load(inputs, cards, whole);
}

async function load(
  inputs: readonly Input[],
  cards: CardDatabase | undefined,
  builtinLibrary: string | undefined,
): Promise<LoadedWorkspace> {
  const { shared, mtg } = createMtgCoreServices(NodeFileSystem, { builtinLibrary });
  await shared.workspace.WorkspaceManager.initializeWorkspace([]);
  if (cards) await shared.cards.Database.replace(cards);
  const seconds = new Map<LangiumDocument, number>();
  const documents = inputs.map(({ path, text }) => {
    const started = clockSeconds();
    const document = shared.workspace.LangiumDocumentFactory.fromString<Model>(text, URI.file(path));
    seconds.set(document, clockSeconds() - started);
    shared.workspace.LangiumDocuments.addDocument(document);
    return document;
  });
  // Documents are validated one after the other: each one took the time since the previous one was done.
  const builder = shared.workspace.DocumentBuilder;
  let mark = clockSeconds();
  const listeners = [
    builder.onBuildPhase(DocumentState.IndexedReferences, () => {
      mark = clockSeconds();
    }),
    builder.onDocumentPhase(DocumentState.Validated, document => {
      const now = clockSeconds();
      seconds.set(document, (seconds.get(document) ?? 0) + now - mark);
      mark = now;
    }),
  ];
  await builder.build(documents, { validation: true });
  listeners.forEach(l => l.dispose());
  return { services: mtg, documents, seconds };
}
