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

/** The text of the built-in card library, a real `.mtgs` file shipped with the package. */
export class BuiltinLibrary {
  readonly uri = BUILTIN_CARDS_URI;
  private loaded: string | undefined;
  /** Why the library could not be read, if it couldn't. */
  problem: string | undefined;

  constructor(text?: string) {
    this.loaded = text;
  }

  get text(): string {
    if (this.loaded === undefined) this.loaded = this.read();
    return this.loaded;
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
