import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export class InputError extends Error {}

/** The `.mtgs` files named or found below the given paths, sorted, without duplicates. */
export function collectFiles(paths: readonly string[], cwd: string): string[] {
  const found = new Set<string>();
  const visit = (p: string, named: boolean) => {
    let stat;
    try {
      stat = statSync(p);
    } catch {
      throw new InputError(`${path.relative(cwd, p) || p}: no such file or folder`);
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry !== 'node_modules' && !entry.startsWith('.')) visit(path.join(p, entry), false);
      }
    } else if (p.endsWith('.mtgs')) {
      found.add(p);
    } else if (named) {
      throw new InputError(`${path.relative(cwd, p) || p}: not a .mtgs file`);
    }
  };
  for (const p of paths) visit(path.resolve(cwd, p), true);
  return [...found].sort();
}
