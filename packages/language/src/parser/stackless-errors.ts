/** The part of chevrotain's recognizer that throws its syntax errors (not in its public typings). */
export interface ErrorRaiser {
  consumeInternalError(...args: unknown[]): never;
  raiseNoAltException(...args: unknown[]): never;
  raiseEarlyExitException(...args: unknown[]): never;
  tryInRuleRecovery(...args: unknown[]): unknown;
}

const RAISERS = [
  'consumeInternalError',
  'raiseNoAltException',
  'raiseEarlyExitException',
  'tryInRuleRecovery',
] as const;

/**
 * Chevrotain reports a syntax error by throwing an exception (and a failed one-token recovery by throwing another),
 * each of which captures a JavaScript stack trace that nobody reads: the errors are values, kept with their token.
 * Capturing them is about half the parse of a file with an error on every word. These throw with stack traces off.
 */
export function stacklessSyntaxErrors(raiser: ErrorRaiser): void {
  for (const name of RAISERS) raiser[name] = withoutStackTraces(raiser[name]) as never;
}

/** `f`, run with V8's stack traces off. */
export function withoutStackTraces<A extends unknown[], R>(f: (...args: A) => R): (...args: A) => R {
  return function (this: unknown, ...args: A): R {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return f.apply(this, args);
    } finally {
      Error.stackTraceLimit = limit;
    }
  };
}
