import { DefaultLinker, type LangiumDocument } from 'langium';
import { CancellationToken } from 'vscode-languageserver-protocol';
import { forEachNode, forEachReference } from '../workspace/ast-walk.js';

/** Langium's linker, walking the tree without its streams and a promise per node (see `ast-walk.ts`). */
export class MtgLinker extends DefaultLinker {
  override async link(document: LangiumDocument, cancelToken = CancellationToken.None): Promise<void> {
    // Langium's profiler times each reference: its own walk.
    if (this.profiler?.isActive('linking')) return super.link(document, cancelToken);
    await forEachNode(document.parseResult.value, cancelToken, node =>
      forEachReference(node, ref => this.doLink(ref, document)),
    );
  }
}
