import { readFileSync } from 'node:fs';
import { URI, type LangiumDocument } from 'langium';
import { NodeFileSystem } from 'langium/node';
import { createMtgServices, type Model, type MtgServices } from '@mtg-scenario/language';
import { InputError } from './files.js';

/** Files larger than this are refused up front: the editor would not check them either. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface LoadedWorkspace {
  readonly services: MtgServices;
  readonly documents: readonly LangiumDocument<Model>[];
}

/**
 * Loads the files into the same services the language server uses (with the built-in card library), and builds
 * them with validation: cards defined in any of the files are visible in all of them.
 */
export async function loadWorkspace(files: readonly string[]): Promise<LoadedWorkspace> {
  const { shared, mtg } = createMtgServices(NodeFileSystem);
  await shared.workspace.WorkspaceManager.initializeWorkspace([]);
  const documents: LangiumDocument<Model>[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      throw new InputError(`${file}: ${(e as Error).message}`);
    }
    if (Buffer.byteLength(text) > MAX_FILE_BYTES) throw new InputError(`${file}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    const document = shared.workspace.LangiumDocumentFactory.fromString<Model>(text, URI.file(file));
    shared.workspace.LangiumDocuments.addDocument(document);
    documents.push(document);
  }
  await shared.workspace.DocumentBuilder.build(documents, { validation: true });
  return { services: mtg, documents };
}
