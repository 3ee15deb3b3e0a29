import { readFileSync } from 'node:fs';
import { URI } from 'langium';

/** The built-in card library's document URI. */
export const BUILTIN_CARDS_URI = URI.parse('builtin:///cards.mtgs');

export function isBuiltinUri(uri: URI | string): boolean {
  return (typeof uri === 'string' ? URI.parse(uri) : uri).scheme === BUILTIN_CARDS_URI.scheme;
}

/**
 * Where the library file may be, relative to this module: `out/workspace/` (compiled) or `src/workspace/` (tests)
 * → `../builtin/`; a bundled server keeps it in `builtin/` next to the bundle.
 */
const CANDIDATES = ['../builtin/cards.mtgs', './builtin/cards.mtgs'];

/** A top-level card definition and what follows it up to the next one (comments included), with the card's name. */
const CARD_BLOCK = /^card[ \t]+("(?:[^"\\\n]|\\.)*"|[^\s{]+)[\s\S]*?(?=^card[ \t]|(?![\s\S]))/gm;

/** The text of the built-in card library, a real `.mtgs` file shipped with the package. */
export class BuiltinLibrary {
  readonly uri = BUILTIN_CARDS_URI;
  private loaded: string | undefined;
  /** Why the library could not be read, if it couldn't. */
  problem: string | undefined;
  /** The names of the cards `keepOnlyCardsUsedIn` left out. */
  omittedNames: readonly string[] = [];

  constructor(text?: string) {
    this.loaded = text;
  }

  get text(): string {
    if (this.loaded === undefined) this.loaded = this.read();
    return this.loaded;
  }

  /**
   * Keeps only the cards whose names occur in the given texts (ignoring case), before the library is parsed; the other
   * cards' lines are left empty, so a kept card stays where it was. `mtgs` parses this instead of the whole library
   * (parsing, indexing and linking the 45 cards are ≈ 6 % of the instructions of checking a short file). A reference
   * to a card names it, so the cards left out are ones no reference could reach; their names are kept in
   * `omittedNames` for "did you mean", which draws on every card.
   */
  keepOnlyCardsUsedIn(texts: readonly string[]): void {
    const lowered = texts.map(text => text.toLowerCase());
    const omitted: string[] = [];
    this.loaded = this.text.replace(CARD_BLOCK, (block: string, name: string) => {
      // A quoted name may be written with escapes (as here) or without them (an unquoted reference can't have any).
      const written = name.startsWith('"') ? name.slice(1, -1) : name;
      const plain = written.replace(/\\(.)/g, '$1');
      const forms = [written.toLowerCase(), plain.toLowerCase()];
      if (lowered.some(text => forms.some(form => text.includes(form)))) return block;
      omitted.push(plain);
      return block.replace(/[^\n]/g, '');
    });
    this.omittedNames = omitted;
  }

  private read(): string {
    const tried: string[] = [];
    for (const candidate of CANDIDATES) {
      const url = new URL(candidate, import.meta.url);
      try {
        return readFileSync(url, 'utf8');
      } catch {
        tried.push(url.pathname);
      }
    }
    this.problem = `The built-in card library was not found (looked at ${tried.join(', ')}); only workspace cards are known.`;
    return '// built-in card library not found\n';
  }
}
