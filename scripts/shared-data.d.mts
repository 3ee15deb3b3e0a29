export interface SharedData {
  /** What it is, as a skip line names it. */
  readonly what: string;
  /** The environment variable that names the file. */
  readonly variable: string;
  /** Its place relative to the repository's root. */
  readonly fallback: string;
  /** How to get it, as a skip line says. */
  readonly howToGet: string;
}
type Env = Readonly<Record<string, string | undefined>>;
export const repoRoot: string;
export const RULES_URL: string;
export const RULES: SharedData;
export const CORPUS: SharedData;
export function sharedPath(data: SharedData, env?: Env): string;
export function missing(data: SharedData, env?: Env): string;
export function skipLine(data: SharedData, env?: Env): string;
export function skipWithout(data: SharedData, env?: Env): boolean;
