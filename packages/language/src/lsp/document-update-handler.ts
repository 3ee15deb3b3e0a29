import { DocumentState, type AstNode, type LangiumDocumentFactory, type LangiumDocuments, type URI } from 'langium';
import { DefaultDocumentUpdateHandler, type LangiumSharedServices } from 'langium/lsp';
import { isCardsUri } from '../cards/card-database.js';
import { isBuiltinUri } from '../workspace/builtin-library.js';

/**
 * Changes from the editor become document updates here.
 *
 * The built-in card library is read-only on the server too: its text is the package's. An editor that opens
 * `builtin:///cards.mtgs` (with any text), edits, closes or deletes it changes nothing the server knows — otherwise
 * an emptied copy would take every built-in card away from every scenario. The same holds for the documents generated
 * from the card database (`cards:///<Name>.mtgs`): their text is the database's.
 *
 * A build parses once the changes that have arrived are all handled. Langium builds on every change, before the server
 * handles the next message, and a parse can't be interrupted: a client typing faster than the server parses had it
 * parse every version in turn, falling further behind with each keystroke. The connection handles one message per
 * turn of the event loop (`setImmediate`), so a build waits turns until one passes without a change: by then every
 * change read with it has been handled, and each cancelled the build before. No fixed delay: a single keystroke is
 * built at once. The documents are still reset at once (a request waits for the new text); only the parse waits.
 */
export class MtgDocumentUpdateHandler extends DefaultDocumentUpdateHandler {
  private changes = 0;
  private readonly documents: LangiumDocuments;
  private readonly factory: LangiumDocumentFactory;

  constructor(services: LangiumSharedServices) {
    super(services);
    this.documents = services.workspace.LangiumDocuments;
    this.factory = services.workspace.LangiumDocumentFactory;
    // Called by every update between resetting the documents and building them.
    services.workspace.DocumentBuilder.onUpdate(async () => {
      let seen: number;
      do {
        seen = this.changes;
        await new Promise(resolve => setImmediate(resolve));
      } while (this.changes !== seen);
    });
  }

  protected override fireDocumentUpdate(changed: URI[], deleted: URI[]): void {
    const workspace = (uri: URI): boolean => !isBuiltinUri(uri) && !isCardsUri(uri);
    changed = changed.filter(workspace);
    deleted = deleted.filter(workspace);
    if (changed.length === 0 && deleted.length === 0) return;
    this.changes++;
    // A document just opened is known at once, unparsed, as the builder would make it once the workspace lock is free:
    // a request about it that comes meanwhile (formatting right after opening) waits for its build, not fails.
    for (const uri of changed)
      if (!this.documents.hasDocument(uri)) {
        const placeholder = this.factory.fromModel({ $type: 'INVALID' } as AstNode, uri);
        placeholder.state = DocumentState.Changed;
        this.documents.addDocument(placeholder);
      }
    super.fireDocumentUpdate(changed, deleted);
  }
}
