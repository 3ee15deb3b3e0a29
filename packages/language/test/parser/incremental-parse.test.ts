import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import {
  CompositeCstNodeImpl,
  EmptyFileSystem,
  isAstNode,
  isReference,
  TextDocument,
  URI,
  type AstNode,
  type CstNode,
  type LangiumParser,
  type ParseResult,
} from 'langium';
import { createMtgServices } from '../../src/index.js';
import { reparseEditedElement } from '../../src/parser/incremental-parse.js';
import { describeDiagnostics } from '../helpers.js';

const services = createMtgServices(EmptyFileSystem).mtg;
const parser: LangiumParser = services.parser.LangiumParser;

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

/** Fails the test (`expect` per node would make the comparisons slow). */
function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`broken link: ${what}`);
}

/** Grammar elements by identity: both trees must point to the same ones. */
const grammarIds = new Map<unknown, number>();
const grammarId = (element: unknown): number | undefined => {
  if (!element) return undefined;
  if (!grammarIds.has(element)) grammarIds.set(element, grammarIds.size);
  return grammarIds.get(element);
};

/** A syntax tree as plain data: every node's text, offsets, range, grammar element, and the AST node it makes. */
function dumpCst(node: CstNode): unknown {
  const own = node instanceof CompositeCstNodeImpl ? (node as unknown as { _astNode?: AstNode })._astNode : undefined;
  if (own) check(own.$cstNode === node, 'AST node → CST node');
  return {
    text: node.text,
    offset: node.offset,
    end: node.end,
    range: node.range,
    hidden: node.hidden,
    grammar: grammarId(node.grammarSource),
    ast: own?.$type,
    ...(node instanceof CompositeCstNodeImpl
      ? {
          content: node.content.map(child => {
            check(child.container === node, 'CST container');
            return dumpCst(child);
          }),
        }
      : {}),
  };
}

/** An AST as plain data, checking each node's container links. */
function dumpAst(value: unknown, container?: AstNode, property?: string, index?: number): unknown {
  if (isReference(value)) return { ref: value.$refText, at: value.$refNode?.range };
  if (Array.isArray(value)) return value.map((item, i) => dumpAst(item, container, property, i));
  if (!isAstNode(value)) return value;
  check(
    value.$container === container && value.$containerProperty === property && value.$containerIndex === index,
    `container of ${value.$type}`,
  );
  const out: Record<string, unknown> = { $type: value.$type, $range: value.$cstNode?.range };
  for (const [key, v] of Object.entries(value)) if (!key.startsWith('$')) out[key] = dumpAst(v, value, key);
  return out;
}

function dump(result: ParseResult): unknown {
  const cst = result.value.$cstNode!;
  check(cst.astNode === result.value, 'root');
  return {
    ast: dumpAst(result.value),
    cst: dumpCst(cst),
    fullText: cst.root.fullText,
    errors: result.parserErrors.length + result.lexerErrors.length,
  };
}

/** A small deterministic random number generator, so that a failure can be reproduced. */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const SNIPPETS = [
  ' ',
  'x',
  '2',
  '\n',
  '\n\n',
  '// note\n',
  '/* a\nb */',
  '}',
  '{',
  '"',
  ',',
  'expect',
  'expect Bob life 3\n',
  ' x3',
  '{G}',
  'Alice passes\n',
];

/** An edit of `text`: a snippet inserted, characters deleted, a digit changed, a line repeated or deleted. */
function edit(text: string, next: () => number): string {
  const at = Math.floor(next() * text.length);
  const kind = next();
  if (kind < 0.25) return text.slice(0, at) + SNIPPETS[Math.floor(next() * SNIPPETS.length)] + text.slice(at);
  if (kind < 0.4) return text.slice(0, at) + text.slice(at + 1 + Math.floor(next() * 5));
  if (kind < 0.6)
    return text.replace(/\d/g, (digit, offset: number) =>
      offset >= at && offset < at + 40 ? String((Number(digit) + 1) % 10) : digit,
    );
  const lines = text.split('\n');
  const line = Math.floor(next() * lines.length);
  lines.splice(line, 1, ...(kind < 0.8 ? [lines[line]!, lines[line]!] : []));
  return lines.join('\n');
}

/**
 * Edits each text again and again (an edit that breaks the text is undone: the next edit of a broken text is parsed in
 * full), comparing each incremental parse with a full one; how many edits there were and how many were reparsed.
 */
function chainedEdits(
  originals: readonly string[],
  seed: number,
  count: number,
  lineEnds = (text: string) => text,
): { edits: number; reparsed: number } {
  let reparsed = 0;
  let edits = 0;
  originals.forEach((original, n) => {
    const next = random(seed + n);
    let text = original;
    let previous = parser.parse(text);
    for (let i = 0; i < count; i++) {
      const changed = lineEnds(edit(text, next));
      const incremental = reparseEditedElement(parser, previous, changed);
      const full = parser.parse(changed);
      edits++;
      if (incremental) {
        reparsed++;
        expect(dump(incremental), `edit ${i} of text ${n}`).toEqual(dump(full));
      }
      if (full.parserErrors.length + full.lexerErrors.length > 0) continue;
      text = changed;
      previous = incremental ?? full;
    }
  });
  return { edits, reparsed };
}

describe('parsing only the edited element', () => {
  test('gives the tree a full parse gives, edit after edit, or leaves it to the full parse', () => {
    const clean = texts.filter(text => parser.parse(text).parserErrors.length === 0);
    expect(clean.length).toBeGreaterThan(10);
    const { edits, reparsed } = chainedEdits(clean, 1, 25);
    // The test means something only if the incremental path is taken often.
    expect(reparsed).toBeGreaterThan(edits / 4);
  });

  test('the same with Windows line ends (CR LF), which count as one line break', () => {
    const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
    const clean = texts
      .map(crlf)
      .filter(text => parser.parse(text).parserErrors.length === 0)
      .slice(0, 12);
    const { edits, reparsed } = chainedEdits(clean, 100, 15, crlf);
    expect(reparsed).toBeGreaterThan(edits / 4);
  });

  test("moves what shares a line with the edited element, and an element that doesn't begin a line", () => {
    const text = '  card "A" { 2/2 } card "B" { 1/1 } /* c */ card "C" {\n 3/3 }\n';
    expect(parser.parse(text).parserErrors).toEqual([]);
    for (const changed of [
      text.replace('2/2', '12/2'),
      text.replace('2/2', '2/2\n  deathtouch'),
      text.replace('1/1', '1/1\n'),
      text.replace('3/3', '3/13'),
    ]) {
      // The previous tree is taken apart (its other elements move to the new one): a fresh one for each edit.
      const incremental = reparseEditedElement(parser, parser.parse(text), changed);
      expect(incremental, changed).toBeDefined();
      expect(dump(incremental!)).toEqual(dump(parser.parse(changed)));
    }
  });

  test("parses everything when the edit isn't strictly inside one element, or the element doesn't parse alone", () => {
    const text = 'card "A" {\n  2/2\n}\n\n// between\nscenario "S" {\n  players Alice, Bob\n}\n';
    const previous = parser.parse(text);
    expect(previous.parserErrors).toEqual([]);
    const scenario = text.indexOf('scenario');
    const cases = [
      text.replace('// between', '// in between'), // between elements
      text.slice(0, scenario) + 'x' + text.slice(scenario), // before the element's first character
      text.replace('Bob\n}', 'Bob\n}}'), // after its last
      text.replace('players', 'players }'), // the element no longer parses alone
      text.replace('2/2', '2/2 /* open'), // a comment left open
      text.replace('card "A" {\n  2/2\n}', 'card "A" {\n  2/2\n} card "B" {\n  1/1\n}'), // one element becomes two
    ];
    for (const changed of cases) expect(reparseEditedElement(parser, previous, changed), changed).toBeUndefined();
    // After a syntax error anywhere, the next edit is parsed in full too: errors elsewhere would keep old offsets.
    const broken = parser.parse(text.replace('2/2', '2/'));
    expect(broken.parserErrors.length).toBeGreaterThan(0);
    expect(reparseEditedElement(parser, broken, text.replace('2/2', '2/').replace('Bob', 'Bobby'))).toBeUndefined();
    expect(reparseEditedElement(parser, previous, text.replace('Bob', 'Bobby'))).toBeDefined();
  });

  test('an edited document gets the diagnostics a freshly opened one gets', async () => {
    const text = texts.find(t => (t.match(/^scenario /gm) ?? []).length >= 3 && /^card /m.test(t))!;
    const uri = 'file:///incremental.mtgs';
    const diagnostics = async (changed: string, edited: boolean) => {
      const { shared, mtg } = createMtgServices(EmptyFileSystem);
      await shared.workspace.WorkspaceManager.initializeWorkspace([]);
      const { TextDocuments, LangiumDocuments, LangiumDocumentFactory, DocumentBuilder } = shared.workspace;
      const first = TextDocument.create(uri, 'mtg-scenario', 1, edited ? text : changed);
      TextDocuments.set(first);
      const document = LangiumDocumentFactory.fromTextDocument(first, URI.parse(uri));
      LangiumDocuments.addDocument(document);
      await DocumentBuilder.build([document], { validation: true });
      if (edited) {
        TextDocuments.set(TextDocument.create(uri, 'mtg-scenario', 2, changed));
        const parse = vi.spyOn(mtg.parser.LangiumParser, 'parse');
        await DocumentBuilder.update([document.uri], []);
        // Parsed alone: the edited card or scenario.
        expect(parse.mock.calls.map(call => call[1]?.rule)).toEqual([expect.stringMatching(/^(Card|Scenario)$/)]);
      }
      return describeDiagnostics(LangiumDocuments.getDocument(document.uri)!);
    };
    // A number in the last expectation that ends in one (it fails now), and a card's power.
    const [last] = text.match(/expect [^\n]* \d+$/gm)!.slice(-1);
    const changes = [
      text.replace(
        last!,
        last!.replace(/\d+$/, n => `${Number(n) + 1}`),
      ),
      text.replace(/^( {2}\d+)\/(\d+)$/m, '$1/9$2'),
    ];
    for (const changed of changes) {
      expect(changed).not.toBe(text);
      expect(await diagnostics(changed, true)).toBe(await diagnostics(changed, false));
    }
  });
});
