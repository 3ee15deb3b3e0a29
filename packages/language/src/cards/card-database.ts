import { cardFromRecord, type CardDatabase, type CardRecord, type RecordCard } from '@mtg-scenario/engine/cards';
import {
  DocumentState,
  URI,
  type AstNodeDescription,
  type LangiumDocument,
  type LangiumSharedCoreServices,
} from 'langium';
import { isCard, isModel, type Card } from '../generated/ast.js';
import { suggestionLimit, suggestNames } from '../base/suggestions.js';
import { renderCard } from './card-rendering.js';

/** Database cards are read-only generated documents `cards:///<Name>.mtgs`. */
export const CARDS_SCHEME = 'cards';

export function cardDocumentUri(name: string): URI {
  return URI.from({ scheme: CARDS_SCHEME, path: `/${name}.mtgs` });
}

export function isCardsUri(uri: URI | string): boolean {
  return (typeof uri === 'string' ? URI.parse(uri) : uri).scheme === CARDS_SCHEME;
}

/** The card a `cards:` URI names. */
export function cardNameOf(uri: URI): string | undefined {
  return uri.scheme === CARDS_SCHEME && uri.path.startsWith('/') && uri.path.endsWith('.mtgs')
    ? uri.path.slice(1, -'.mtgs'.length)
    : undefined;
}

/** The card of a generated document is its model's first card. */
const CARD_PATH = '/cards@0';

/** A generated card: its record, and the engine's card made from it (the one way database cards become engine cards). */
export interface DatabaseCard {
  readonly record: CardRecord;
  readonly built: RecordCard;
}

interface Lowered {
  readonly lower: string;
  readonly name: string;
}

/** Language services that reach the shared card database. */
export interface WithCardDatabase {
  readonly shared: { readonly cards: { readonly Database: CardDatabaseService } };
}

/** Name indexes of one database, for completion (by prefix) and "did you mean" (by first letter). */
class NameIndex {
  /** Every name with its lower case, sorted by the lower case. */
  readonly sorted: readonly Lowered[];
  readonly byFirst = new Map<string, Lowered[]>();

  constructor(names: readonly string[]) {
    const sorted = names.map(name => ({ lower: name.toLowerCase(), name }));
    sorted.sort((a, b) => (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : 0));
    this.sorted = sorted;
    for (const entry of sorted) {
      const first = entry.lower.charAt(0);
      const list = this.byFirst.get(first);
      if (list) list.push(entry);
      else this.byFirst.set(first, [entry]);
    }
  }

  /** The index of the first name not below `lower`. */
  lowerBound(lower: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]!.lower < lower) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/**
 * The card database the user configured (an imported MTGJSON or Scryfall file), the last of the three sources of cards
 * after the workspace and the built-in library. Its cards are looked up by name and become documents only when a
 * reference resolves to one (`generate`, through `LangiumDocuments`): never 30,000 documents up front.
 */
export class CardDatabaseService {
  private database: CardDatabase | undefined;
  private index: NameIndex | undefined;
  private readonly cards = new WeakMap<Card, DatabaseCard>();

  /**
   * @param loadHint how to load a database in this host ("load a card database: ..."), which an unknown card's message
   *   adds while none is loaded: a name that isn't among the few built-in cards is most often a real card.
   */
  constructor(
    private readonly shared: LangiumSharedCoreServices,
    readonly loadHint: string,
  ) {}

  get current(): CardDatabase | undefined {
    return this.database;
  }

  /**
   * Uses another database (or none): the documents generated from the previous one are dropped, and the documents
   * that used them or had unknown cards are linked again.
   */
  async replace(database: CardDatabase | undefined): Promise<void> {
    this.database = database;
    // Indexed now, while loading, rather than at the first keystroke that completes a name (≈ 40 ms for 30,000).
    this.index = database && new NameIndex(database.names);
    const { LangiumDocuments, DocumentBuilder, WorkspaceLock } = this.shared.workspace;
    const stale = LangiumDocuments.all
      .filter(d => isCardsUri(d.uri))
      .map(d => d.uri)
      .toArray();
    await WorkspaceLock.write(token => DocumentBuilder.update([], stale, token));
  }

  /** The scope element of a database card: its generated document, made when the linker loads it. */
  description(name: string): AstNodeDescription | undefined {
    if (!this.database?.has(name)) return undefined;
    return { name, type: 'Card', documentUri: cardDocumentUri(name), path: CARD_PATH };
  }

  /** The generated card behind a card node, when it is a database card's. */
  cardOf(card: Card): DatabaseCard | undefined {
    return this.cards.get(card);
  }

  private recordAt(uri: URI): CardRecord | undefined {
    const name = cardNameOf(uri);
    return name !== undefined ? this.database?.get(name) : undefined;
  }

  /** The `.mtgs` text of a database card, or undefined when the database has no such card. */
  text(uri: URI): string | undefined {
    const record = this.recordAt(uri);
    return record && renderCard(record);
  }

  /**
   * A database card's document, parsed from its rendering; read-only and complete as it is made (nothing in it links,
   * and it isn't checked as user text), so the builder has nothing to do for it.
   */
  generate(uri: URI): LangiumDocument | undefined {
    const record = this.recordAt(uri);
    if (!record) return undefined;
    const document = this.shared.workspace.LangiumDocumentFactory.fromString(renderCard(record), uri);
    document.state = DocumentState.Validated;
    document.diagnostics = [];
    const root = document.parseResult.value;
    const card = isModel(root) ? root.cards[0] : undefined;
    if (isCard(card)) this.cards.set(card, { record, built: cardFromRecord(record) });
    return document;
  }

  /** Up to `max` names starting with `prefix` (ignoring case), in order: a binary search on the sorted names. */
  withPrefix(prefix: string, max: number): string[] {
    const index = this.index;
    if (!index) return [];
    const lower = prefix.toLowerCase();
    const out: string[] = [];
    for (let i = index.lowerBound(lower); i < index.sorted.length && out.length < max; i++) {
      const entry = index.sorted[i]!;
      if (!entry.lower.startsWith(lower)) break;
      out.push(entry.name);
    }
    return out;
  }

  /**
   * Database names close to `name`, for "did you mean": only names with its first letter and a length within the
   * edit distance `suggestNames` accepts, and names that begin with it, are measured (30,000 edit distances
   * per unknown name would be felt while typing; a misspelt first letter goes unsuggested).
   */
  suggest(name: string, max = 3): string[] {
    const index = this.index;
    if (!index || name.length === 0) return [];
    const lower = name.toLowerCase();
    const limit = suggestionLimit(lower);
    const candidates = (index.byFirst.get(lower.charAt(0)) ?? [])
      .filter(e => Math.abs(e.lower.length - lower.length) <= limit)
      .map(e => e.name);
    candidates.push(...this.withPrefix(name, max));
    return suggestNames(name, candidates, max);
  }
}
