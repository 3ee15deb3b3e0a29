import {
  DefaultIndexManager,
  DefaultReferenceDescriptionProvider,
  type AstNode,
  type LangiumDocument,
  type ReferenceDescription,
  type Stream,
  type URI,
} from 'langium';
import { forEachReference, pushChildren } from './ast-walk.js';

/**
 * Langium's, walking the tree without its streams and a promise per node (see `ast-walk.ts`), and synchronously: the
 * index below describes a document's references when they are asked for.
 */
export class MtgReferenceDescriptionProvider extends DefaultReferenceDescriptionProvider {
  createDescriptionsNow(document: LangiumDocument): ReferenceDescription[] {
    const descriptions: ReferenceDescription[] = [];
    const stack: AstNode[] = [document.parseResult.value];
    while (stack.length > 0) {
      const node = stack.pop()!;
      forEachReference(node, info => {
        if (!info.reference.error) descriptions.push(...this.createInfoDescriptions(info));
      });
      pushChildren(node, stack);
    }
    return descriptions;
  }
}

/**
 * Langium's index, with a document's references described when they are first asked for rather than at every build:
 * only "find references" and the check of which other documents a change affects read them, and describing every
 * reference of the document being typed in (its path and text range) was a sixth of each edit. A document's entry is
 * dropped whenever it goes back below `Linked`, as Langium drops its descriptions, so what is described is always the
 * linked tree.
 */
export class MtgIndexManager extends DefaultIndexManager {
  private readonly undescribed = new Map<string, LangiumDocument>();

  override async updateReferences(document: LangiumDocument): Promise<void> {
    const uri = document.uri.toString();
    this.referenceIndex.delete(uri);
    this.undescribed.set(uri, document);
  }

  override removeReferences(uri: URI): void {
    super.removeReferences(uri);
    this.undescribed.delete(uri.toString());
  }

  override findAllReferences(targetNode: AstNode, astNodePath: string): Stream<ReferenceDescription> {
    for (const uri of [...this.undescribed.keys()]) this.describe(uri);
    return super.findAllReferences(targetNode, astNodePath);
  }

  override isAffected(document: LangiumDocument, changedUris: Set<string>): boolean {
    this.describe(document.uri.toString());
    return super.isAffected(document, changedUris);
  }

  private describe(uri: string): void {
    const document = this.undescribed.get(uri);
    if (!document) return;
    this.undescribed.delete(uri);
    // The one language's provider, registered in `MtgCoreModule`.
    const provider = this.serviceRegistry.getServices(document.uri).workspace
      .ReferenceDescriptionProvider as MtgReferenceDescriptionProvider;
    this.referenceIndex.set(uri, provider.createDescriptionsNow(document));
  }
}
