import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import {
  createLangiumParser,
  EmptyFileSystem,
  isAstNode,
  isReference,
  prepareLangiumParser,
  type LangiumParser,
} from 'langium';
import { createMtgServices } from '../../src/index.js';
import { buildLookaheadOnDemand, type LookaheadBuilder } from '../../src/parser/lazy-lookahead.js';

const services = createMtgServices(EmptyFileSystem).mtg;

/** An AST as plain data: types, values and reference texts, without containers or CST nodes. */
function dump(value: unknown): unknown {
  if (isReference(value)) return { ref: value.$refText };
  if (Array.isArray(value)) return value.map(dump);
  if (!isAstNode(value)) return value;
  const out: Record<string, unknown> = { $type: value.$type };
  for (const [key, v] of Object.entries(value)) if (!key.startsWith('$')) out[key] = dump(v);
  return out;
}

function parsed(parser: LangiumParser, text: string): unknown {
  const result = parser.parse(text);
  return {
    value: dump(result.value),
    parserErrors: result.parserErrors.map(e => [e.message, e.token.startOffset]),
    lexerErrors: result.lexerErrors.length,
  };
}

const root = join(import.meta.dirname, '..', '..', '..', '..');
const texts = [
  ...['valid', 'invalid'].flatMap(dir =>
    readdirSync(join(import.meta.dirname, '..', 'resources', dir))
      .filter(f => f.endsWith('.mtgs'))
      .map(f => join(import.meta.dirname, '..', 'resources', dir, f)),
  ),
  ...readdirSync(join(root, 'examples'))
    .filter(f => f.endsWith('.mtgs'))
    .map(f => join(root, 'examples', f)),
].map(file => readFileSync(file, 'utf8'));

describe('lookahead built on demand', () => {
  test('parses every example and test resource as the parser with all lookahead built up front does', () => {
    const eager = createLangiumParser(services);
    const lazy = services.parser.LangiumParser;
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) expect(parsed(lazy, text)).toEqual(parsed(eager, text));
    // Broken input too: error recovery asks lookahead functions as well.
    for (const text of texts) {
      const broken = text.replace(/targeting|blocks|expect/g, (m, offset: number) => (offset % 3 === 0 ? '}' : m));
      expect(parsed(lazy, broken)).toEqual(parsed(eager, broken));
    }
  });

  test("builds a decision's lookahead function when a parse first reaches it, once", () => {
    const parser = prepareLangiumParser(services);
    const wrapper = (parser as unknown as { wrapper: LookaheadBuilder }).wrapper;
    const alternation = vi.spyOn(wrapper.lookaheadStrategy, 'buildLookaheadForAlternation');
    const optional = vi.spyOn(wrapper.lookaheadStrategy, 'buildLookaheadForOptional');
    const decisions = vi.spyOn(wrapper, 'setLaFuncCache');
    buildLookaheadOnDemand(wrapper);
    parser.finalize();
    const built = () => alternation.mock.calls.length + optional.mock.calls.length;
    expect(decisions.mock.calls.length).toBeGreaterThan(50);
    expect(built()).toBe(0);
    const text = 'card "Bear" { cost {1}{G}  type Creature — Bear  2/2 }';
    parser.parse(text);
    const first = built();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(decisions.mock.calls.length / 2);
    parser.parse(text);
    expect(built()).toBe(first);
  });
});

/** The language's services with another parser configuration (`ParserConfig`), for building a parser to compare. */
function withParserConfig(config: object | undefined): typeof services {
  const parser = new Proxy(services.parser, {
    get: (target, key) => (key === 'ParserConfig' ? config : Reflect.get(target, key)),
  });
  return new Proxy(services, { get: (target, key) => (key === 'parser' ? parser : Reflect.get(target, key)) });
}

describe("LL(k) lookahead (the module's ParserConfig)", () => {
  test("parses every example and test resource as Langium's default ALL(*) lookahead does", () => {
    const allStar = createLangiumParser(withParserConfig(undefined));
    // Which strategy each parser has: the comparison is between two.
    const strategy = (parser: LangiumParser) =>
      (parser as unknown as { wrapper: LookaheadBuilder }).wrapper.lookaheadStrategy.constructor.name;
    expect(strategy(services.parser.LangiumParser)).toBe('LLkLookaheadStrategy');
    expect(strategy(allStar)).toBe('LLStarLookaheadStrategy');
    for (const text of texts) expect(parsed(services.parser.LangiumParser, text)).toEqual(parsed(allStar, text));
    // Broken input may be recovered from differently: after "go to end of", LL(2) expects "combat" where ALL(*) saw
    // the step "end" and then an unexpected "of". Both report the line.
  });

  test("a decision the lookahead can't make within its tokens fails the parser's construction (tests build it in development mode)", () => {
    expect(services.LanguageMetaData.mode).toBe('development');
    expect(() => createLangiumParser(withParserConfig({ maxLookahead: 1 }))).toThrow(/Ambiguous Alternatives/);
  });
});
