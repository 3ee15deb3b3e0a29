/** A lookahead function: chevrotain calls it with the parser as `this` (and an alternation's alternatives). */
type LookaheadFunction = (this: unknown, ...args: unknown[]) => unknown;

/** The part of chevrotain's parser that builds and caches lookahead functions (not in its public typings). */
export interface LookaheadBuilder {
  readonly lookaheadStrategy: {
    buildLookaheadForAlternation(options: unknown): LookaheadFunction;
    buildLookaheadForOptional(options: unknown): LookaheadFunction;
  };
  setLaFuncCache(ruleIndex: number, key: number, value: LookaheadFunction): void;
}

/**
 * Builds each lookahead function when the parser first reaches its decision, instead of all of them as the parser is
 * made. Chevrotain's self-analysis computes a lookahead function for every alternation, option and repetition of the
 * grammar (≈ 16 ms of every start of `mtgs` and the language server, the largest part of making the parser), while a
 * file uses a fraction of the grammar. Each function is the same as it would have been — the lookahead strategy
 * derives it from the grammar alone — and, once built, replaces the stand-in in chevrotain's cache, so a decision
 * pays the indirection once. Call before the parser's `finalize()`.
 */
export function buildLookaheadOnDemand(parser: LookaheadBuilder): void {
  const strategy = parser.lookaheadStrategy;
  const setLaFuncCache = parser.setLaFuncCache;
  const places = new WeakMap<LookaheadFunction, { ruleIndex: number; key: number }>();
  const onDemand = (build: () => LookaheadFunction): LookaheadFunction => {
    let built: LookaheadFunction | undefined;
    const standIn: LookaheadFunction = function (this: unknown, ...args) {
      if (!built) {
        built = build();
        const place = places.get(standIn);
        // A caller holding the stand-in (a repetition's loop) keeps calling it: it forwards to what was built.
        if (place) setLaFuncCache.call(this, place.ruleIndex, place.key, built);
      }
      return built.apply(this, args);
    };
    return standIn;
  };
  const alternation = strategy.buildLookaheadForAlternation.bind(strategy);
  const optional = strategy.buildLookaheadForOptional.bind(strategy);
  strategy.buildLookaheadForAlternation = options => onDemand(() => alternation(options));
  strategy.buildLookaheadForOptional = options => onDemand(() => optional(options));
  parser.setLaFuncCache = function (this: LookaheadBuilder, ruleIndex, key, value) {
    places.set(value, { ruleIndex, key });
    setLaFuncCache.call(this, ruleIndex, key, value);
  };
}
