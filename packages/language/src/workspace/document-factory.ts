import {
  DefaultLangiumDocumentFactory,
  type AstNode,
  type Cancellation,
  type LangiumDocument,
  type Mutable,
  type ParseResult,
  type ParserOptions,
  type URI,
} from 'langium';
import { documentTooLargeMessage, MAX_DOCUMENT_BYTES } from '../base/limits.js';
import { reparseEditedElement } from '../parser/incremental-parse.js';

/**
 * Every text Langium turns into a document (an editor's, a workspace file's, the CLI's) is parsed here. A text larger
 * than `MAX_DOCUMENT_BYTES` is not parsed: its document is empty, with the size as its one diagnostic (a lexing
 * error, which the validator reports as it is); an edit that brings it under the limit parses it normally.
 * An edit of an open document inside one card or scenario parses that element alone (`reparseEditedElement`).
 */
export class MtgDocumentFactory extends DefaultLangiumDocumentFactory {
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
    return super.update(document, cancellationToken);
  }

  protected override parse<T extends AstNode>(uri: URI, text: string, options?: ParserOptions): ParseResult<T> {
    return this.tooLarge<T>(uri, text) ?? super.parse<T>(uri, text, options);
  }

  protected override async parseAsync<T extends AstNode>(
    uri: URI,
    text: string,
    cancellationToken: Cancellation.CancellationToken,
  ): Promise<ParseResult<T>> {
    return this.tooLarge<T>(uri, text) ?? super.parseAsync<T>(uri, text, cancellationToken);
  }

  private tooLarge<T extends AstNode>(uri: URI, text: string): ParseResult<T> | undefined {
    const bytes = Buffer.byteLength(text);
    if (bytes <= MAX_DOCUMENT_BYTES) return undefined;
    // The empty document's AST without a syntax tree, like a document made from a model: the editor features have no
    // text to look at (Langium's completion would lex all of it), and the next edit is parsed again whatever it is.
    const { value } = super.parse<T>(uri, '');
    delete (value as Mutable<AstNode>).$cstNode;
    return {
      value,
      parserErrors: [],
      lexerErrors: [{ offset: 0, length: 0, line: 1, column: 1, message: documentTooLargeMessage(bytes) }],
    };
  }
}
