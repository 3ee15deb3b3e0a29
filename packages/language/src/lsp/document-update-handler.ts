import type { URI } from 'langium';
import { DefaultDocumentUpdateHandler } from 'langium/lsp';
import { isBuiltinUri } from '../workspace/builtin-library.js';

/**
 * The built-in card library is read-only on the server too: its text is the package's. An editor that opens
 * `builtin:///cards.mtgs` (with any text), edits, closes or deletes it changes nothing the server knows — otherwise
 * an emptied copy would take every built-in card away from every scenario.
 */
export class MtgDocumentUpdateHandler extends DefaultDocumentUpdateHandler {
  protected override fireDocumentUpdate(changed: URI[], deleted: URI[]): void {
    const workspace = (uri: URI): boolean => !isBuiltinUri(uri);
    changed = changed.filter(workspace);
    deleted = deleted.filter(workspace);
    if (changed.length > 0 || deleted.length > 0) super.fireDocumentUpdate(changed, deleted);
  }
}
