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
 * Checks the files with the services the language server uses (with the built-in card library and the card
 * database, if any), and hands each one to `report` once it is validated, in order. Cards defined in any of the files
 * are visible in all of them: the files that may define cards are parsed and linked first and kept to the end. Every
 * other file is parsed when its turn comes and released once reported, with the replays kept for it, so that the
 * memory a run takes doesn't grow with the number of files.
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
  const parse = ({ path, text }: Input) => {
    const started = clockSeconds();
    const document = LangiumDocumentFactory.fromString<Model>(text, URI.file(path));
    LangiumDocuments.addDocument(document);
    return { document, seconds: clockSeconds() - started };
  };
  const kept = new Map(inputs.filter(input => mayDefineCards(input.text)).map(input => [input, parse(input)]));
  await DocumentBuilder.build(
    [...kept.values()].map(parsed => parsed.document),
    { validation: false },
  );
  for (const input of inputs) {
    const parsed = kept.get(input) ?? parse(input);
    const started = clockSeconds();
    await DocumentBuilder.build([parsed.document], { validation: true });
    report({ services: mtg, document: parsed.document, seconds: parsed.seconds + clockSeconds() - started });
    if (kept.has(input)) continue;
    // Out of the index and the builder's state too, as a deleted file: nothing of it is left.
    DocumentBuilder.resetToState(parsed.document, DocumentState.Changed);
    LangiumDocuments.deleteDocument(parsed.document.uri);
    mtg.scenario.Runner.forget(parsed.document.uri);
  }
}
