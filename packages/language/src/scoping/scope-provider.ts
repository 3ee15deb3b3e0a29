import {
  AstUtils,
  DefaultScopeProvider,
  MapScope,
  stream,
  WorkspaceCache,
  type AstNode,
  type AstNodeDescription,
  type LangiumCoreServices,
  type LocalSymbols,
  type ReferenceInfo,
  type Scope,
  type Stream,
} from 'langium';
import type { CardDatabaseService, WithCardDatabase } from '../cards/card-database.js';
import { isBuiltinUri } from '../workspace/builtin-library.js';
import { lineContaining } from '../workspace/ast-walk.js';

/**
 * The global scope holds the cards of all documents. A card defined in the workspace overrides (shadows) the
 * built-in card of the same name; the built-in library itself is only consulted for names nobody redefined, and the
 * card database for names neither has.
 */
export class MtgScopeProvider extends DefaultScopeProvider {
  private readonly shadowingCache: WorkspaceCache<string, Scope>;
  private readonly database: CardDatabaseService;

  constructor(services: LangiumCoreServices & WithCardDatabase) {
    super(services);
    this.shadowingCache = new WorkspaceCache<string, Scope>(services.shared);
    this.database = services.shared.cards.Database;
  }

  /** Per document build: each container's local symbols by reference type, then by name. */
  private readonly localIndex = new WeakMap<
    LocalSymbols,
    Map<AstNode, Map<string, ReadonlyMap<string, readonly AstNodeDescription[]>>>
  >();

  /**
   * Langium's scoping, with each container's local symbols indexed by name: Langium filters and searches them
   * linearly for every reference, which made a scenario with 10,000 aliases take seconds to link.
   */
  override getScope(context: ReferenceInfo): Scope {
    const referenceType = this.reflection.getReferenceType(context);
    const localSymbols = AstUtils.getDocument(context.container).localSymbols;
    const indexes: ReadonlyMap<string, readonly AstNodeDescription[]>[] = [];
    if (localSymbols) {
      for (let node: AstNode | undefined = context.container; node; node = node.$container) {
        if (localSymbols.has(node)) indexes.push(this.indexOf(localSymbols, node, referenceType));
      }
    }
    let result = this.getGlobalScope(referenceType, context);
    const line = lineContaining(context.container);
    for (let i = indexes.length - 1; i >= 0; i--) result = new IndexedScope(indexes[i]!, result, line);
    return result;
  }

  private indexOf(
    symbols: LocalSymbols,
    node: AstNode,
    referenceType: string,
  ): ReadonlyMap<string, readonly AstNodeDescription[]> {
    let byNode = this.localIndex.get(symbols);
    if (!byNode) this.localIndex.set(symbols, (byNode = new Map()));
    let byType = byNode.get(node);
    if (!byType) byNode.set(node, (byType = new Map()));
    let index = byType.get(referenceType);
    if (!index) {
      const built = new Map<string, AstNodeDescription[]>();
      for (const d of symbols.getStream(node)) {
        if (!this.reflection.isSubtype(d.type, referenceType)) continue;
        const same = built.get(d.name);
        if (same) same.push(d);
        else built.set(d.name, [d]);
      }
      byType.set(referenceType, (index = built));
    }
    return index;
  }

  protected override getGlobalScope(referenceType: string, _context: ReferenceInfo): Scope {
    return this.shadowingCache.get(referenceType, () => {
      const documents = new MapScope(preferWorkspace(this.indexManager.allElements(referenceType)));
      // Cards, and names that may be cards (an action's `Referable`).
      return this.reflection.isSubtype('Card', referenceType) ? new DatabaseScope(documents, this.database) : documents;
    });
  }
}

/**
 * The documents' cards, then the database's for a name none of them has. Listing all elements lists the documents'
 * only: completion and "did you mean" ask the database by prefix and by likeness instead of walking 30,000 names.
 */
class DatabaseScope implements Scope {
  constructor(
    private readonly documents: Scope,
    private readonly database: CardDatabaseService,
  ) {}

  getElement(name: string): AstNodeDescription | undefined {
    return this.documents.getElement(name) ?? this.database.description(name);
  }

  getElements(name: string): Stream<AstNodeDescription> {
    const found = this.getElement(name);
    return stream(found ? [found] : []);
  }

  getAllElements(): Stream<AstNodeDescription> {
    return this.documents.getAllElements();
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

/**
 * A scope over descriptions indexed by name; the first one of a name wins, as in Langium's stream scopes — except a
 * spell's alias declared again (see `declaredLast`). `line`: the line holding the reference, whose offset is read only
 * for such an alias (reading a CST node's offset costs a walk to its first token, at every reference of every edit).
 */
class IndexedScope implements Scope {
  constructor(
    private readonly elements: ReadonlyMap<string, readonly AstNodeDescription[]>,
    private readonly outer: Scope,
    private readonly line: AstNode | undefined,
  ) {}

  getElement(name: string): AstNodeDescription | undefined {
    const found = this.elements.get(name);
    if (!found) return this.outer.getElement(name);
    return found.length === 1 ? found[0] : declaredLast(found, this.line?.$cstNode?.offset);
  }

  getElements(name: string): Stream<AstNodeDescription> {
    return stream(this.elements.get(name) ?? []).concat(this.outer.getElements(name));
  }

  getAllElements(): Stream<AstNodeDescription> {
    return stream(this.elements.values())
      .flatMap(ds => ds)
      .concat(this.outer.getAllElements());
  }
}

/**
 * A cast may take the alias of an earlier cast that was rejected (the validator allows nothing else), so a line after
 * both means the latest cast above it: the one the replay bound the alias to. Before any of them, the first.
 */
function declaredLast(found: readonly AstNodeDescription[], lineStart: number | undefined): AstNodeDescription {
  let chosen = found[0]!;
  if (found.length === 1 || lineStart === undefined) return chosen;
  let chosenAt = -1;
  for (const d of found) {
    const at = d.node?.$cstNode?.offset;
    if (d.type === 'SpellAlias' && at !== undefined && at < lineStart && at > chosenAt) [chosen, chosenAt] = [d, at];
  }
  return chosen;
}
