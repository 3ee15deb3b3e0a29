import { quoted } from '@mtg-scenario/engine';
import {
  AstUtils,
  CstUtils,
  GrammarAST,
  GrammarUtils,
  ValueConverter,
  type AstNode,
  type LangiumDocument,
  type MaybePromise,
} from 'langium';
import { DefaultRenameProvider } from 'langium/lsp';
import {
  ErrorCodes,
  ResponseError,
  type Range,
  type RenameParams,
  type TextDocumentPositionParams,
  type WorkspaceEdit,
} from 'vscode-languageserver';
import { isCardsUri } from '../cards/card-database.js';
import { isPlayer } from '../generated/ast.js';
import type { MtgServerCoreServices } from './services.js';
import { isBuiltinUri } from '../workspace/builtin-library.js';
import type { NameText } from '../scenario/name-text.js';

/**
 * Langium's rename (the declaration and every reference, in every file), with the new name written as the grammar
 * reads it: `Big Bear` becomes `"Big Bear"`. A player's name can't be quoted, so it must be a bare name; built-in
 * and database cards are not renamed. The editor's rename box shows the name without its quotes, and a new name typed
 * with quotes (`"Big Bear"`) means the name inside them.
 */
export class MtgRenameProvider extends DefaultRenameProvider {
  private readonly names: NameText;
  /** A whole quoted name, as the grammar's STRING terminal reads it. */
  private readonly quoted: RegExp;

  constructor(services: MtgServerCoreServices) {
    super(services);
    this.names = services.scenario.NameText;
    const string = services.Grammar.rules.find(
      r => GrammarAST.isTerminalRule(r) && r.name === 'STRING',
    ) as GrammarAST.TerminalRule;
    this.quoted = new RegExp(`^(?:${GrammarUtils.terminalRegex(string).source})$`);
  }

  override async rename(document: LangiumDocument, params: RenameParams): Promise<WorkspaceEdit | undefined> {
    const declaration = this.declarationAt(document, params);
    const home = declaration && AstUtils.getDocument(declaration).uri;
    if (home && (isBuiltinUri(home) || isCardsUri(home))) {
      // Their documents are read-only: an edit there would make the whole rename fail in the editor.
      throw new ResponseError(
        ErrorCodes.InvalidParams,
        "A built-in or database card can't be renamed: its definition is read-only.",
      );
    }
    const name = params.newName.trim();
    const written = this.names.write(this.quoted.test(name) ? ValueConverter.convertString(name) : name);
    if (written !== name && isPlayer(declaration)) {
      throw new ResponseError(
        ErrorCodes.InvalidParams,
        `A player's name is a single word of letters, digits and _ (not a keyword): ${quoted(name)} can't be one.`,
      );
    }
    return super.rename(document, { ...params, newName: written });
  }

  /** The name's range without its quotes: the editor fills its rename box with that text. */
  override prepareRename(
    document: LangiumDocument,
    params: TextDocumentPositionParams,
  ): MaybePromise<Range | undefined> {
    const range = this.renameNodeRange(document, params.position);
    if (!range || !this.quoted.test(document.textDocument.getText(range))) return range;
    return {
      start: { ...range.start, character: range.start.character + 1 },
      end: { ...range.end, character: range.end.character - 1 },
    };
  }

  private declarationAt(document: LangiumDocument, params: RenameParams): AstNode | undefined {
    const root = document.parseResult.value.$cstNode;
    const leaf =
      root &&
      CstUtils.findDeclarationNodeAtOffset(
        root,
        document.textDocument.offsetAt(params.position),
        this.grammarConfig.nameRegexp,
      );
    return leaf && this.references.findDeclarations(leaf)[0];
  }
}
