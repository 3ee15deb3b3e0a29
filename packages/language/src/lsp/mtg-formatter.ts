import type { IToken } from 'chevrotain';
import { AstUtils, GrammarUtils, type AstNode, type LangiumDocument } from 'langium';
import type { Formatter } from 'langium/lsp';
import type {
  DocumentFormattingParams,
  DocumentOnTypeFormattingOptions,
  DocumentRangeFormattingParams,
  FormattingOptions,
  Range,
  TextEdit,
} from 'vscode-languageserver';
import { isBoard, isCard, isModel, isScenario } from '../generated/ast.js';
import type { MtgServerCoreServices } from './services.js';

/** A `{ … }` of a card, a scenario or a player's board. */
interface Block {
  /** Expanded: one declaration per line, the braces ending and starting lines. Else kept on one line. */
  readonly expanded: boolean;
  readonly close: number;
}

interface Token {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly comment: boolean;
}

/**
 * The document formatter. It changes only the whitespace between tokens — never a token, never joins two — so the
 * text means what it did: each declaration (a card, a scenario, a card property, a scenario member, a board item) on
 * a line of its own, indented by its depth, a declaration's continuation lines one level deeper, at most one blank
 * line in a row, single spaces within a line, and the trailing `//` comments of the lines of one block (up to a blank
 * line) aligned two spaces after the longest line's code. A block written on one line with at most one declaration
 * (`Bob { library 5 }`) stays on one line. A document with syntax errors is left alone: what it means is unclear.
 */
export class MtgFormatter implements Formatter {
  private readonly services: MtgServerCoreServices;

  constructor(services: MtgServerCoreServices) {
    this.services = services;
  }

  formatDocument(document: LangiumDocument, params: DocumentFormattingParams): TextEdit[] {
    return this.edits(document, params.options);
  }

  formatDocumentRange(document: LangiumDocument, params: DocumentRangeFormattingParams): TextEdit[] {
    // Whole lines: a selection rarely starts and ends exactly at tokens.
    const text = document.textDocument;
    const start = text.offsetAt({ line: params.range.start.line, character: 0 });
    const end = text.offsetAt({ line: params.range.end.line + 1, character: 0 });
    return this.edits(document, params.options).filter(
      e => text.offsetAt(e.range.start) >= start && text.offsetAt(e.range.end) <= end,
    );
  }

  formatDocumentOnType(): TextEdit[] {
    return [];
  }

  get formatOnTypeOptions(): DocumentOnTypeFormattingOptions | undefined {
    return undefined;
  }

  private edits(document: LangiumDocument, options: FormattingOptions): TextEdit[] {
    const parsed = document.parseResult;
    if (parsed.lexerErrors.length > 0 || parsed.parserErrors.length > 0 || !isModel(parsed.value)) return [];
    const text = document.textDocument.getText();
    const gaps = layout(text, this.tokens(text), parsed.value, options);
    const edits: TextEdit[] = [];
    for (const gap of gaps) {
      const old = text.slice(gap.start, gap.end);
      if (old === gap.text) continue;
      // Only what differs: a new indentation is an edit on its own line (range formatting keeps edits in its lines).
      let prefix = 0;
      while (prefix < old.length && prefix < gap.text.length && old[prefix] === gap.text[prefix]) prefix++;
      let suffix = 0;
      while (
        suffix < old.length - prefix &&
        suffix < gap.text.length - prefix &&
        old[old.length - 1 - suffix] === gap.text[gap.text.length - 1 - suffix]
      )
        suffix++;
      const range: Range = {
        start: document.textDocument.positionAt(gap.start + prefix),
        end: document.textDocument.positionAt(gap.end - suffix),
      };
      edits.push({ range, newText: gap.text.slice(prefix, gap.text.length - suffix) });
    }
    return edits;
  }

  /** The document's tokens and comments, in order. */
  private tokens(text: string): Token[] {
    const lexed = this.services.parser.Lexer.tokenize(text);
    const token = (t: IToken, comment: boolean): Token => ({
      start: t.startOffset,
      end: t.startOffset + t.image.length,
      text: t.image,
      comment,
    });
    return [...lexed.tokens.map(t => token(t, false)), ...lexed.hidden.map(t => token(t, true))].sort(
      (a, b) => a.start - b.start,
    );
  }
}

/** The whitespace that goes in each gap: before each token, and after the last one. */
interface Gap {
  readonly start: number;
  readonly end: number;
  text: string;
}

function layout(text: string, tokens: readonly Token[], model: AstNode, options: FormattingOptions): Gap[] {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const unit = options.insertSpaces === false ? '\t' : ' '.repeat(options.tabSize > 0 ? options.tabSize : 2);
  const { blocks, declarations } = structure(text, tokens, model);
  const gaps: Gap[] = [];
  /** Trailing `//` comments to align: the gap before each, by output line. */
  const trailing: { gap: Gap; line: number; width: number }[] = [];
  /** Per output line: the block its first token is in (-1 at the top), undefined for a blank line. */
  const lineBlock: (number | undefined)[] = [];
  const open: number[] = [];
  let line = 0;
  let column = 0;
  const lineBreak = (count: number, depth: number) => {
    for (let i = 1; i < count; i++) lineBlock[line + i] = undefined;
    line += count;
    return eol.repeat(count) + unit.repeat(depth);
  };
  tokens.forEach((token, k) => {
    const previous = tokens[k - 1];
    const original = previous ? text.slice(previous.end, token.start) : text.slice(0, token.start);
    const newlines = original.split('\n').length - 1;
    const closing =
      blocks.get(open[open.length - 1] ?? -1)?.close === token.start ? blocks.get(open[open.length - 1]!) : undefined;
    const opened = previous && blocks.get(previous.start);
    const depth = open.length - (closing ? 1 : 0);
    const space = original === '' ? '' : ' ';
    const within = declarations.get(token.start);
    let gap: string;
    if (!previous) {
      gap = '';
    } else if (closing) {
      gap = closing.expanded ? lineBreak(1, depth) : space;
    } else if (opened?.expanded) {
      gap = token.comment && newlines === 0 ? ' ' : lineBreak(1, depth);
    } else if (isLineComment(previous)) {
      gap = lineBreak(Math.min(Math.max(newlines, 1), 2), within !== undefined || token.comment ? depth : depth + 1);
    } else if (token.comment) {
      gap = newlines > 0 ? lineBreak(Math.min(newlines, 2), depth) : ' ';
    } else if (within !== undefined && (within < 0 || blocks.get(within)!.expanded)) {
      gap = lineBreak(Math.min(Math.max(newlines, 1), 2), depth);
    } else if (blocks.get(token.start)?.expanded) {
      gap = ' '; // an expanded block's `{` ends its header's line
    } else {
      gap = newlines > 0 ? lineBreak(Math.min(newlines, 2), depth + 1) : space;
    }
    const entry: Gap = { start: previous ? previous.end : 0, end: token.start, text: gap };
    gaps.push(entry);
    if (gap.includes('\n') || !previous) lineBlock[line] = open[open.length - 1] ?? -1;
    if (token.comment && isLineComment(token) && !gap.includes('\n') && previous)
      trailing.push({ gap: entry, line, width: column });
    column = gap.includes('\n') ? gap.length - gap.lastIndexOf('\n') - 1 : column + gap.length;
    // A comment may span lines: its lines belong to the block it is in.
    const inside = token.text.split('\n');
    for (let i = 1; i < inside.length; i++) lineBlock[line + i] = open[open.length - 1] ?? -1;
    line += inside.length - 1;
    column = inside.length > 1 ? inside[inside.length - 1]!.length : column + token.text.length;
    if (closing) open.pop();
    if (blocks.has(token.start)) open.push(token.start);
  });
  const last = tokens[tokens.length - 1];
  if (last) gaps.push({ start: last.end, end: text.length, text: eol });
  align(trailing, lineBlock);
  return gaps;
}

/**
 * Trailing comments of consecutive lines of one block (no blank line between) line up two spaces after the longest
 * code; `width` is the code's, before the comment's gap.
 */
function align(
  trailing: readonly { gap: Gap; line: number; width: number }[],
  lineBlock: readonly (number | undefined)[],
): void {
  let group: (typeof trailing)[number][] = [];
  const flush = () => {
    const column = Math.max(...group.map(t => t.width)) + 2;
    for (const t of group) t.gap.text = ' '.repeat(column - t.width);
    group = [];
  };
  for (const t of trailing) {
    const previous = group[group.length - 1];
    if (previous) {
      let same = true;
      for (let l = previous.line; l <= t.line; l++)
        same &&= lineBlock[l] !== undefined && lineBlock[l] === lineBlock[t.line];
      if (!same) flush();
    }
    group.push(t);
  }
  if (group.length) flush();
}

function isLineComment(token: Token): boolean {
  return token.comment && token.text.startsWith('//');
}

/**
 * The blocks by the offset of their `{`, and where declarations start: the offset of a declaration's first token →
 * the `{` of the block it is in (-1 at the top level).
 */
function structure(
  text: string,
  tokens: readonly Token[],
  model: AstNode,
): { blocks: Map<number, Block>; declarations: Map<number, number> } {
  const blocks = new Map<number, Block>();
  const declarations = new Map<number, number>();
  const code = tokens.filter(t => !t.comment);
  const firstToken = (node: AstNode): number | undefined => {
    const offset = node.$cstNode?.offset;
    if (offset === undefined) return undefined;
    let low = 0;
    let high = code.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (code[mid]!.start < offset) low = mid + 1;
      else high = mid;
    }
    return code[low]?.start;
  };
  const declare = (nodes: readonly AstNode[], block: number) => {
    for (const node of nodes) {
      const start = firstToken(node);
      if (start !== undefined) declarations.set(start, block);
    }
  };
  if (!isModel(model)) return { blocks, declarations };
  declare([...model.cards, ...model.scenarios], -1);
  for (const node of AstUtils.streamAllContents(model)) {
    const items = isScenario(node)
      ? node.members
      : isCard(node)
        ? node.properties
        : isBoard(node)
          ? node.items
          : undefined;
    if (!items) continue;
    const open = GrammarUtils.findNodeForKeyword(node.$cstNode, '{');
    const close = GrammarUtils.findNodeForKeyword(node.$cstNode, '}');
    if (!open || !close) continue;
    const expanded = isScenario(node) || items.length > 1 || text.slice(open.offset, close.offset).includes('\n');
    blocks.set(open.offset, { expanded, close: close.offset });
    declare(items, open.offset);
  }
  return { blocks, declarations };
}
