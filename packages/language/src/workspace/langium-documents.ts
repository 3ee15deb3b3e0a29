import { DefaultLangiumDocuments, type LangiumDocument, type LangiumSharedCoreServices, type URI } from 'langium';
import type { CardDatabaseService } from '../cards/card-database.js';

/**
 * The workspace's documents, and a database card's `cards:///<Name>.mtgs` the first time it is asked for: by the linker
 * loading the card a reference resolved to, or by a client opening the document (go to definition).
 */
export class MtgLangiumDocuments extends DefaultLangiumDocuments {
  private readonly database: () => CardDatabaseService;

  constructor(services: LangiumSharedCoreServices & { cards: { Database: CardDatabaseService } }) {
    super(services);
    // Lazily: the database service itself depends on the documents.
    this.database = () => services.cards.Database;
  }

  override getDocument(uri: URI): LangiumDocument | undefined {
    const known = super.getDocument(uri);
    if (known) return known;
    const generated = this.database().generate(uri);
    if (generated) this.addDocument(generated);
    return generated;
  }
}
