import {
  DefaultScopeProvider, MapScope, WorkspaceCache, type AstNodeDescription, type LangiumCoreServices,
  type ReferenceInfo, type Scope,
} from 'langium';
import { isBuiltinUri } from '../workspace/builtin-library.js';

/**
 * The global scope holds the cards of all documents. A card defined in the workspace overrides (shadows) the
 * built-in card of the same name; the built-in library itself is only consulted for names nobody redefined.
 */
export class MtgScopeProvider extends DefaultScopeProvider {
  private readonly shadowingCache: WorkspaceCache<string, Scope>;

  constructor(services: LangiumCoreServices) {
    super(services);
    this.shadowingCache = new WorkspaceCache<string, Scope>(services.shared);
  }

  protected override getGlobalScope(referenceType: string, _context: ReferenceInfo): Scope {
    return this.shadowingCache.get(referenceType, () => new MapScope(preferWorkspace(this.indexManager.allElements(referenceType))));
  }
}

/** One description per name: the first workspace definition, else the built-in one. */
export function preferWorkspace(descriptions: Iterable<AstNodeDescription>): AstNodeDescription[] {
  const byName = new Map<string, AstNodeDescription>();
  for (const description of descriptions) {
    const known = byName.get(description.name);
    if (!known || (isBuiltinUri(known.documentUri) && !isBuiltinUri(description.documentUri))) {
      byName.set(description.name, description);
    }
  }
  return [...byName.values()];
}
