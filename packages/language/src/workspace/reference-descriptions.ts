import { DefaultReferenceDescriptionProvider, type LangiumDocument, type ReferenceDescription } from 'langium';
import { CancellationToken } from 'vscode-languageserver-protocol';
import { forEachNode, forEachReference } from './ast-walk.js';

/** Langium's, walking the tree without its streams and a promise per node (see `ast-walk.ts`). */
export class MtgReferenceDescriptionProvider extends DefaultReferenceDescriptionProvider {
  override async createDescriptions(
    document: LangiumDocument,
    cancelToken = CancellationToken.None,
  ): Promise<ReferenceDescription[]> {
    const descriptions: ReferenceDescription[] = [];
    await forEachNode(document.parseResult.value, cancelToken, node =>
      forEachReference(node, info => {
        if (!info.reference.error) descriptions.push(...this.createInfoDescriptions(info));
      }),
    );
    return descriptions;
  }
}
