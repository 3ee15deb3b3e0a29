import {
  DefaultLangiumDocumentFactory,
  DocumentState,
  type AstNode,
  type Cancellation,
  type LangiumDocument,
  type Mutable,
  type ParseResult,
  type ParserOptions,
  type TextDocument,
  type URI,
} from 'langium';
import type { IRecognitionException, IToken } from 'chevrotain';
import { documentTooLargeMessage, MAX_DIAGNOSTICS, MAX_DOCUMENT_BYTES } from '../base/limits.js';
import { reparseEditedElement } from '../parser/incremental-parse.js';
import { readScenarioFile } from './file-reading.js';

/** A parse result that kept only the first of its errors: how many it dropped (see `boundErrors`). */
export interface BoundedParseResult<T extends AstNode = AstNode> extends ParseResult<T> {
  readonly omittedErrors?: number;
}

/** Parse errors dropped by the parse that made `result`: they are counted among the diagnostics not listed. */
export function omittedErrors(result: ParseResult): number {
  return (result as BoundedParseResult).omittedErrors ?? 0;
}

/** A file that is not read (too large, or unreadable): its document has `message` as its one diagnostic. */
class FileNotRead extends Error {}

/**
 * Every text Langium turns into a document (an editor's, a workspace file's, the CLI's) is parsed here. A text larger
 * than `MAX_DOCUMENT_BYTES` is not parsed: its document is empty, with the size as its one diagnostic (a lexing
 * error, which the validator reports as it is); an edit that brings it under the limit parses it normally. A
 * workspace file is measured before it is read, and one that can't be read (permissions, a FIFO) is such a document
 * too: one file never stops the workspace from loading.
 * An edit of an open document inside one card or scenario parses that element alone (`reparseEditedElement`).
 */
export class MtgDocumentFactory extends DefaultLangiumDocumentFactory {
  override async fromUri<T extends AstNode = AstNode>(
    uri: URI,
    cancellationToken?: Cancellation.CancellationToken,
  ): Promise<LangiumDocument<T>> {
    try {
      return await super.fromUri<T>(uri, cancellationToken);
    } catch (error) {
      if (!(error instanceof FileNotRead)) throw error;
      return this.createLangiumDocument(this.notParsed<T>(uri, error.message), uri, undefined, '');
    }
  }

  override async update<T extends AstNode = AstNode>(
    document: Mutable<LangiumDocument<T>>,
    cancellationToken: Cancellation.CancellationToken,
  ): Promise<LangiumDocument<T>> {
    const text = this.textDocuments?.get(document.uri.toString())?.getText();
    if (text !== undefined && Buffer.byteLength(text) <= MAX_DOCUMENT_BYTES) {
      const parser = this.serviceRegistry.getServices(document.uri).parser.LangiumParser;
      const reparsed = reparseEditedElement(parser, document.parseResult, text);
      // The text is now the parsed one: Langium's update keeps the result and does the rest.
      if (reparsed) {
        document.parseResult = reparsed as ParseResult<T>;
        (reparsed.value as Mutable<AstNode>).$document = document;
      }
    }
    try {
      return await super.update(document, cancellationToken);
    } catch (error) {
      if (!(error instanceof FileNotRead)) throw error;
      document.parseResult = this.notParsed<T>(document.uri, error.message);
      (document.parseResult.value as Mutable<AstNode>).$document = document;
      Object.defineProperty(document, 'textDocument', { get: this.createTextDocumentGetter(document.uri, '') });
      document.state = DocumentState.Parsed;
      return document;
    }
  }

  protected override getInitialText(uri: URI): Promise<string> {
    return this.readText(uri);
  }

  protected override getUpdatedText<T extends AstNode>(
    document: Mutable<LangiumDocument<T>>,
    textDocument: TextDocument | undefined,
  ): Promise<string> {
    return textDocument ? Promise.resolve(textDocument.getText()) : this.readText(document.uri);
  }

  /**
   * A file's text, read here rather than by the file system provider, whose `readFile` reads a file whole before
   * anything can look at its size: a 600 MB file failed with "Invalid string length" and aborted the workspace's loading.
   */
  private async readText(uri: URI): Promise<string> {
    if (uri.scheme !== 'file') return this.fileSystemProvider.readFile(uri);
    const read = readScenarioFile(uri.fsPath);
    if (read.ok) return read.text;
    throw new FileNotRead(
      read.tooLarge !== undefined ? documentTooLargeMessage(read.tooLarge) : `This file can't be read: ${read.reason}.`,
    );
  }

  protected override parse<T extends AstNode>(uri: URI, text: string, options?: ParserOptions): ParseResult<T> {
    return this.tooLarge<T>(uri, text) ?? boundErrors(super.parse<T>(uri, text, options));
  }

  protected override async parseAsync<T extends AstNode>(
    uri: URI,
    text: string,
    cancellationToken: Cancellation.CancellationToken,
  ): Promise<ParseResult<T>> {
    return this.tooLarge<T>(uri, text) ?? boundErrors(await super.parseAsync<T>(uri, text, cancellationToken));
  }

  private tooLarge<T extends AstNode>(uri: URI, text: string): ParseResult<T> | undefined {
    const bytes = Buffer.byteLength(text);
    return bytes <= MAX_DOCUMENT_BYTES ? undefined : this.notParsed<T>(uri, documentTooLargeMessage(bytes));
  }

  /**
   * The empty document's AST without a syntax tree, like a document made from a model, with `message` as a lexing
   * error: the editor features have no text to look at (Langium's completion would lex all of it), and the next edit
   * is parsed again whatever it is.
   */
  private notParsed<T extends AstNode>(uri: URI, message: string): ParseResult<T> {
    const { value } = super.parse<T>(uri, '');
    delete (value as Mutable<AstNode>).$cstNode;
    return { value, parserErrors: [], lexerErrors: [{ offset: 0, length: 0, line: 1, column: 1, message }] };
  }
}

/**
 * Keeps the first `MAX_DIAGNOSTICS + 1` lexing errors and syntax errors in the text (one past the cap, so that the
 * validator sees where the diagnostics not listed begin), and counts the others. A document keeps its parse result as
 * long as it is open or in the workspace, and the errors were most of it: 66,669 lexing errors (a message each) held
 * 18 MB, 114,000 syntax errors (with the tokens and rule stacks of Chevrotain's recovery) 93 MB.
 *
 * Chevrotain's recovery also reports one bad token several times, once for each rule it leaves ("Expected `life` …",
 * then the scenario line's alternatives, then `}`): only the first, innermost, is kept, which says what could come there.
 */
function boundErrors<T extends AstNode>(result: ParseResult<T>): ParseResult<T> {
  // The first error at each offset, with the tokens every recovery from there skipped (completion reads those).
  const first = new Map<number, (typeof result.parserErrors)[number]>();
  const parserErrors = result.parserErrors
    .filter(error => {
      const offset = error.token.startOffset;
      if (!validOffset(offset)) return true;
      const kept = first.get(offset);
      if (!kept) {
        first.set(offset, error);
        return true;
      }
      if (error.resyncedTokens?.length) kept.resyncedTokens = [...(kept.resyncedTokens ?? []), ...error.resyncedTokens];
      return false;
    })
    .sort((a, b) => errorOffset(a) - errorOffset(b));
  const kept = MAX_DIAGNOSTICS + 1;
  const omitted = Math.max(0, result.lexerErrors.length - kept) + Math.max(0, parserErrors.length - kept);
  const bounded: BoundedParseResult<T> = {
    ...result,
    lexerErrors: result.lexerErrors.slice(0, kept),
    parserErrors: parserErrors.slice(0, kept),
    ...(omitted > 0 ? { omittedErrors: omitted } : {}),
  };
  return bounded;
}

function validOffset(offset: number | undefined): offset is number {
  return offset !== undefined && !Number.isNaN(offset) && offset >= 0;
}

/** Where the validator places a syntax error: at its token, else after the token before it (an inserted token). */
function errorOffset(error: IRecognitionException): number {
  if (validOffset(error.token.startOffset)) return error.token.startOffset;
  const previous = (error as IRecognitionException & { previousToken?: IToken }).previousToken;
  return previous && validOffset(previous.endOffset) ? previous.endOffset + 1 : 0;
}
