import {
  AstUtils,
  DefaultScopeComputation,
  MultiMap,
  type AstNode,
  type AstNodeDescription,
  type LangiumDocument,
  type LocalSymbols,
} from 'langium';
import { CancellationToken } from 'vscode-languageserver-protocol';
import { forEachNode } from '../workspace/ast-walk.js';
import { isBoardCard, isCard, isModel, isPlayer, isScenario, isSpellAlias, isTokenAlias } from '../generated/ast.js';

/**
 * Cards are global: every card definition of every document is exported, so a scenario can use cards defined
 * anywhere in the workspace (and the built-in library). Players and aliases are visible in the whole scenario
 * that declares them, whichever block or line declares them.
 */
export class MtgScopeComputation extends DefaultScopeComputation {
  override async collectExportedSymbols(
    document: LangiumDocument,
    cancelToken = CancellationToken.None,
  ): Promise<AstNodeDescription[]> {
    const root = document.parseResult.value;
    if (!isModel(root)) return [];
    const cards = root.cards.filter(isCard);
    return this.collectExportedSymbolsForNode(root, document, () => cards, cancelToken).then(all =>
      all.filter(d => d.type === 'Card'),
    );
  }

  /** Langium's, walking the tree without its streams and a promise per node (see `ast-walk.ts`). */
  override async collectLocalSymbols(
    document: LangiumDocument,
    cancelToken = CancellationToken.None,
  ): Promise<LocalSymbols> {
    const symbols = new MultiMap<AstNode, AstNodeDescription>();
    await forEachNode(
      document.parseResult.value,
      cancelToken,
      node => this.addLocalSymbol(node, document, symbols),
      false,
    );
    return symbols;
  }

  protected override addLocalSymbol(
    node: AstNode,
    document: LangiumDocument,
    symbols: MultiMap<AstNode, AstNodeDescription>,
  ): void {
    if (isPlayer(node) || isBoardCard(node) || isSpellAlias(node) || isTokenAlias(node)) {
      const scenario = AstUtils.getContainerOfType(node, isScenario);
      const name = this.nameProvider.getName(node);
      if (scenario && name) symbols.add(scenario, this.descriptions.createDescription(node, name, document));
      return;
    }
    super.addLocalSymbol(node, document, symbols);
  }
}
