import { MismatchedTokenException, type IToken, type TokenType } from 'chevrotain';
import { withoutStackTraces } from './stackless-errors.js';

type RepetitionRule = (...args: unknown[]) => void;

/** The part of chevrotain's recognizer that in-repetition recovery uses (not in its public typings). */
export interface Recognizer {
  RULE_STACK_IDX: number;
  readonly RULE_STACK: readonly number[];
  readonly RULE_OCCURRENCE_STACK: readonly number[];
  readonly errorMessageProvider: {
    buildMismatchTokenMessage(options: {
      expected: TokenType;
      actual: IToken;
      previous: IToken;
      ruleName: string;
    }): string;
  };
  tryInRepetitionRecovery(
    grammarRule: RepetitionRule,
    args: unknown[],
    lookahead: () => boolean,
    expected: TokenType,
  ): void;
  flattenFollowSet(): TokenType[];
  getFollowsForInRuleRecovery(expected: TokenType, occurrence: number): TokenType[];
  tokenMatcher(token: IToken, type: TokenType): boolean;
  exportLexerState(): number;
  importLexerState(state: number): void;
  LA_FAST(k: number): IToken;
  LA(k: number): IToken;
  SKIP_TOKEN(): IToken;
  addToResyncTokens(token: IToken, tokens: IToken[]): IToken[];
  getCurrRuleFullName(): string;
  SAVE_ERROR(error: Error): void;
}

interface Reentry {
  readonly depth: number;
  readonly rule: RepetitionRule;
  readonly occurrence: unknown;
  again: boolean;
}

/**
 * Makes chevrotain's in-repetition error recovery iterative and linear.
 *
 * After a syntax error inside a repetition (a scenario's lines, a list), chevrotain skips to a token that can start
 * the next iteration and re-enters the repetition by calling it recursively: a chain of stack frames per error, so
 * a stray token on each of ~1,300 lines overflowed the stack and killed the language server. That call is the last
 * thing the repetition does, so here it is a loop: the outermost recovery of a repetition re-enters it as long as a
 * recovery further down the same repetition (same rule invocation, same occurrence) asks for it.
 *
 * Chevrotain also scans ahead to the next token that could follow the enclosing rules (a scenario's closing brace)
 * before every such recovery: quadratic in the number of errors. Here that check is made token by token while
 * skipping, which gives the same stopping point.
 */
export function flattenRepetitionRecovery(recognizer: Recognizer): void {
  const active: Reentry[] = [];
  recognizer.tryInRepetitionRecovery = function (this: Recognizer, rule, args, lookahead, expected) {
    if (!resync(this, lookahead, expected)) return;
    const top = active[active.length - 1];
    if (top && top.depth === this.RULE_STACK_IDX && top.rule === rule && top.occurrence === args[0]) {
      top.again = true;
      return;
    }
    const entry: Reentry = { depth: this.RULE_STACK_IDX, rule, occurrence: args[0], again: false };
    active.push(entry);
    try {
      do {
        entry.again = false;
        rule.apply(this, args);
      } while (entry.again);
    } finally {
      active.pop();
    }
  };
}

/**
 * Skips tokens up to where the repetition can go on (true: re-enter it) or where the token after it comes (false),
 * recording the error; if a token that may follow an enclosing rule comes first, nothing is skipped (false) and the
 * error is left to the recovery between rules.
 */
function resync(r: Recognizer, lookahead: () => boolean, expected: TokenType): boolean {
  const follow = r.flattenFollowSet();
  const saved = r.exportLexerState();
  const skipped: IToken[] = [];
  const actual = r.LA_FAST(1);
  const report = withoutStackTraces(() => {
    const previous = r.LA(0);
    const message = r.errorMessageProvider.buildMismatchTokenMessage({
      expected,
      actual,
      previous,
      ruleName: r.getCurrRuleFullName(),
    });
    const error = new MismatchedTokenException(message, actual, previous);
    // The first skipped token is the error's own token, not a resynced one.
    (error as { resyncedTokens?: IToken[] }).resyncedTokens = skipped.slice(0, -1);
    r.SAVE_ERROR(error);
  });
  let token = actual;
  for (;;) {
    if (r.tokenMatcher(token, expected)) {
      report();
      return false;
    }
    if (lookahead.call(r)) {
      report();
      return true;
    }
    // EOF is always in the follow set, so this ends.
    if (follow.some(type => r.tokenMatcher(token, type))) break;
    token = r.SKIP_TOKEN();
    r.addToResyncTokens(token, skipped);
  }
  r.importLexerState(saved);
  return false;
}

/**
 * Memoizes the tokens that may follow a mismatched token, which chevrotain's in-rule recovery (inserting or deleting
 * one token) works out by walking the grammar from the top rule down the current rule stack at every syntax error:
 * ≈ 50 µs an error, most of the parse of a file with an error on every word. They depend only on the rule stack with each rule's occurrence, and on the token and its occurrence in its rule; the
 * grammar has no recursive rule, so there are few of those.
 */
export function memoizeRecoveryFollows(recognizer: Recognizer): void {
  const follows = recognizer.getFollowsForInRuleRecovery;
  const known = new Map<string, TokenType[]>();
  recognizer.getFollowsForInRuleRecovery = function (this: Recognizer, expected, occurrence) {
    let key = `${expected.tokenTypeIdx}:${occurrence}`;
    for (let i = 0; i <= this.RULE_STACK_IDX; i++) key += `/${this.RULE_STACK[i]}:${this.RULE_OCCURRENCE_STACK[i]}`;
    let found = known.get(key);
    if (!found) known.set(key, (found = follows.call(this, expected, occurrence)));
    return found;
  };
}
