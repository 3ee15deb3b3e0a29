import { AstUtils, CstUtils, type AstNode, type LangiumDocument } from 'langium';
import { DefaultRenameProvider } from 'langium/lsp';
import { ErrorCodes, ResponseError, type RenameParams, type WorkspaceEdit } from 'vscode-languageserver';
import { isCardsUri } from '../cards/card-database.js';
import { isPlayer } from '../generated/ast.js';
import type { MtgServices } from '../mtg-scenario-module.js';
import { isBuiltinUri } from '../workspace/builtin-library.js';
import type { NameText } from './name-text.js';

/**
 * Langium's rename (the declaration and every reference, in every file), with the new name written as the grammar
 * reads it: `Big Bear` becomes `"Big Bear"`. A player's name can't be quoted, so it must be a bare name; built-in
 * and database cards are not renamed.
 */
export class MtgRenameProvider extends DefaultRenameProvider {
  private readonly names: NameText;

  constructor(services: MtgServices) {
    super(services);
    this.names = services.lsp.NameText;
  }

  override async rename(document: LangiumDocument, params: RenameParams): Promise<WorkspaceEdit | undefined> {
    const declaration = this.declarationAt(document, params);
    const home = declaration && AstUtils.getDocument(declaration).uri;
    if (home && (isBuiltinUri(home) || isCardsUri(home))) {
      // Their documents are read-only: an edit there would make the whole rename fail in the editor.
      throw new ResponseError(ErrorCodes.InvalidParams, 'A built-in or database card can\'t be renamed: its definition is read-only.');
    }
    const written = this.names.write(params.newName);
    if (written !== params.newName && isPlayer(declaration)) {
      throw new ResponseError(ErrorCodes.InvalidParams, `A player's name is a single word of letters, digits and _ (not a keyword): "${params.newName}" can't be one.`);
    }
    return super.rename(document, { ...params, newName: written });
  }

  private declarationAt(document: LangiumDocument, params: RenameParams): AstNode | undefined {
    const root = document.parseResult.value.$cstNode;
    const leaf = root && CstUtils.findDeclarationNodeAtOffset(root, document.textDocument.offsetAt(params.position), this.grammarConfig.nameRegexp);
    return leaf && this.references.findDeclarations(leaf)[0];
  }
}
