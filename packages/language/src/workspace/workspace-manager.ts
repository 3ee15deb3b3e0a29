import {
  DefaultWorkspaceManager,
  type LangiumDocument,
  type LangiumDocumentFactory,
  type LangiumSharedCoreServices,
  type WorkspaceFolder,
} from 'langium';
import type { BuiltinLibrary } from './builtin-library.js';

/**
 * Adds the built-in card library (`builtin:///cards.mtgs`) to the workspace, as in Langium's builtin-library recipe,
 * and validates the workspace's files in its first build: a file's problems (one too large to read, say) are published
 * whether or not a file is opened, and whenever the editor's first edit comes.
 */
export class MtgWorkspaceManager extends DefaultWorkspaceManager {
  private readonly documentFactory: LangiumDocumentFactory;
  private readonly library: BuiltinLibrary;

  constructor(services: LangiumSharedCoreServices & { builtins: { Library: BuiltinLibrary } }) {
    super(services);
    this.documentFactory = services.workspace.LangiumDocumentFactory;
    this.library = services.builtins.Library;
    this.initialBuildOptions = { validation: true };
  }

  protected override async loadAdditionalDocuments(
    folders: WorkspaceFolder[],
    collector: (document: LangiumDocument) => void,
  ): Promise<void> {
    await super.loadAdditionalDocuments(folders, collector);
    collector(this.documentFactory.fromString(this.library.text, this.library.uri));
    if (this.library.problem) console.error(this.library.problem);
  }
}
