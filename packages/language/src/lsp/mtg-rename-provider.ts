import { CstUtils, type LangiumDocument } from 'langium';
import { DefaultRenameProvider } from 'langium/lsp';
import { ErrorCodes, ResponseError, type RenameParams, type WorkspaceEdit } from 'vscode-languageserver';
import { isPlayer } from '../generated/ast.js';
import type { MtgServices } from '../mtg-scenario-module.js';
import type { NameText } from './name-text.js';

/**
 * Langium's rename (the declaration and every reference, in every file), with the new name written as the grammar
 * reads it: `Big Bear` becomes `"Big Bear"`. A player's name can't be quoted, so it must be a bare name.
 */
export class MtgRenameProvider extends DefaultRenameProvider {
  private readonly names: NameText;

  constructor(services: MtgServices) {
    super(services);
    this.names = services.lsp.NameText;
  }

  override async rename(document: LangiumDocument, params: RenameParams): Promise<WorkspaceEdit | undefined> {
    const written = this.names.write(params.newName);
    if (written !== params.newName && this.renamesPlayer(document, params)) {
      throw new ResponseError(ErrorCodes.InvalidParams, `A player's name is a single word of letters, digits and _ (not a keyword): "${params.newName}" can't be one.`);
    }
    return super.rename(document, { ...params, newName: written });
  }

  private renamesPlayer(document: LangiumDocument, params: RenameParams): boolean {
    const root = document.parseResult.value.$cstNode;
    const leaf = root && CstUtils.findDeclarationNodeAtOffset(root, document.textDocument.offsetAt(params.position), this.grammarConfig.nameRegexp);
    return !!leaf && (isPlayer(leaf.astNode) || this.references.findDeclarations(leaf).some(isPlayer));
  }
}
