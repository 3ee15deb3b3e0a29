import * as nodeFs from 'node:fs';
import path from 'node:path';
import { errorReason, MAX_DOCUMENT_BYTES, notRegular, readScenarioFile } from '@mtg-scenario/language';

/** A usage error: the run stops with exit code 2 before checking anything. */
export class InputError extends Error {}

/** The value of a `--workers <n>` option: undefined when it isn't given. */
export function workersOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > 256)
    throw new InputError(`--workers takes a whole number from 1 to 256, not "${value}"`);
  return workers;
}

/** The editor's limit: a scenario file is a few KB; anything this large is a mistake (a log, a dump). */
export const MAX_FILE_BYTES = MAX_DOCUMENT_BYTES;

/** The file system calls the scan and the reader make; tests substitute failures that root can't provoke. */
export type FileSystem = Pick<
  typeof nodeFs,
  'statSync' | 'readdirSync' | 'openSync' | 'fstatSync' | 'readSync' | 'closeSync'
>;

export interface Input {
  readonly path: string;
  readonly text: string;
}

/** A named path or an entry found below one that could not be read: `reason` is for `mtgs: path: reason`. */
export interface InputProblem {
  readonly path: string;
  readonly reason: string;
}

export interface Inputs {
  /** Sorted by path; a file reached by two paths (a symlink) is read once. */
  readonly inputs: readonly Input[];
  readonly problems: readonly InputProblem[];
}

/**
 * Reads the `.mtgs` files named or found below the named folders. Only regular files are read (a FIFO would block, a
 * device never end), each at most MAX_FILE_BYTES; every folder is visited once (a symlink cycle ends there). What
 * can't be read is returned as a problem and the rest is still read.
 */
export function readInputs(paths: readonly string[], cwd: string, fs: FileSystem = nodeFs): Inputs {
  const files = new Map<string, string>();
  const folders = new Set<string>();
  const problems: InputProblem[] = [];
  const problem = (p: string, reason: string) => problems.push({ path: path.relative(cwd, p) || p, reason });
  const visit = (p: string, named: boolean) => {
    const scenario = p.endsWith('.mtgs');
    let stat;
    try {
      stat = fs.statSync(p);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // A dangling symlink or a loop of symlinks in a folder leads nowhere: nothing to check, unless it is named like
      // a scenario file.
      if (!named && !scenario && (code === 'ENOENT' || code === 'ELOOP')) return;
      problem(p, code === 'ENOENT' ? (named ? 'no such file or folder' : 'dangling symbolic link') : errorReason(e));
      return;
    }
    const id = `${stat.dev}:${stat.ino}`;
    if (stat.isDirectory()) {
      // A folder reached again (a symlink cycle, a second link to it) holds nothing new.
      if (folders.has(id)) return;
      folders.add(id);
      let entries;
      try {
        entries = fs.readdirSync(p).sort();
      } catch (e) {
        problem(p, errorReason(e));
        return;
      }
      for (const entry of entries) {
        if (entry !== 'node_modules' && !entry.startsWith('.')) visit(path.join(p, entry), false);
      }
    } else if (!scenario) {
      if (named) problem(p, 'not a .mtgs file');
    } else if (!stat.isFile()) {
      problem(p, notRegular(stat));
    } else if (!files.has(id)) {
      files.set(id, p);
    }
  };
  for (const p of paths) visit(path.resolve(cwd, p), true);
  const inputs: Input[] = [];
  for (const file of [...files.values()].sort()) {
    const read = readScenarioFile(file, fs);
    if (read.ok) inputs.push({ path: file, text: read.text });
    else problem(file, read.reason);
  }
  return { inputs, problems };
}
