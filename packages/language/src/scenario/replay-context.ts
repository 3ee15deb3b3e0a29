import type { GameState, ObjectId, Violation } from '@mtg-scenario/engine';
import type { AstNode } from 'langium';

/**
 * What happened to an action line:
 * - `ok`: the engine accepted it;
 * - `illegal`: the engine rejected it; the game went on from the unchanged state (CR 733);
 * - `skipped`: it could not be replayed (an unknown name, or it depends on an illegal action);
 * - `merged`: a declaration line merged into the next line's declaration (consecutive `attacks`/`blocks` lines of
 *   one player form one declaration, CR 508.1/509.1); the result is on the last line of the group.
 *
 * Declared with the context, which keeps the last line's status; result.ts builds on the context, not the reverse.
 */
export type ActionStatus = 'ok' | 'illegal' | 'skipped' | 'merged';

/** Everything the replay knows between two lines. Immutable: each line's context is kept for reuse and hover. */
export interface ReplayContext {
  readonly state: GameState;
  /** Alias → object id: board aliases, and spells named by `casts ... as alias` so far. */
  readonly aliases: ReadonlyMap<string, ObjectId>;
  /** Aliases whose declaring cast was illegal or skipped → that line's index. */
  readonly dead: ReadonlyMap<string, number>;
  /** The last action line's outcome, for `expect illegal`. */
  readonly last?: { readonly index: number; readonly status: ActionStatus; readonly violation?: Violation };
  /** Engine actions performed so far (explicit and implied), against the step limit. */
  readonly engineSteps: number;
  /** Tokens the last action line created, in order (CR 111.1), for `expect created`. */
  readonly created?: readonly ObjectId[];
}

/** The line number of line `index` of the scenario, for messages: a token that `resolveLines` makes a number (locations.ts). */
export type LineOf = (index: number) => string;

export interface Located {
  readonly node: AstNode;
  readonly property?: string;
  readonly index?: number;
}

export interface LineProblem extends Located {
  readonly severity: 'error' | 'warning' | 'info';
  readonly code: string;
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

/** Thrown inside a line's replay: the line can't be replayed. `problem` undefined = already reported elsewhere. */
export class LineFailure extends Error {
  constructor(
    readonly problem: LineProblem | undefined,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export function fail(at: Located, code: string, message: string, severity: LineProblem['severity'] = 'error'): never {
  throw new LineFailure({ ...at, code, message, severity }, message);
}

/** A line that can't be replayed because of a problem another check reports (an unknown name, a bad literal). */
export function skip(reason: string): never {
  throw new LineFailure(undefined, reason);
}
