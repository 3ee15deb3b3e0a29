import type { AstNode, AstNodeDescription } from 'langium';
import { DefaultNodeKindProvider } from 'langium/lsp';
import { CompletionItemKind, SymbolKind } from 'vscode-languageserver';

const KINDS: Readonly<Record<string, readonly [SymbolKind, CompletionItemKind]>> = {
  Scenario: [SymbolKind.Method, CompletionItemKind.Method],
  Card: [SymbolKind.Class, CompletionItemKind.Class],
  Player: [SymbolKind.Constant, CompletionItemKind.Constant],
  BoardCard: [SymbolKind.Variable, CompletionItemKind.Variable],
  SpellAlias: [SymbolKind.Variable, CompletionItemKind.Variable],
};

/** Symbol and completion kinds for the outline and completion: scenarios, cards, players, aliases. */
export class MtgNodeKindProvider extends DefaultNodeKindProvider {
  override getSymbolKind(node: AstNode | AstNodeDescription): SymbolKind {
    return KINDS[typeOf(node)]?.[0] ?? super.getSymbolKind(node);
  }

  override getCompletionItemKind(node: AstNode | AstNodeDescription): CompletionItemKind {
    return KINDS[typeOf(node)]?.[1] ?? super.getCompletionItemKind(node);
  }
}

function typeOf(node: AstNode | AstNodeDescription): string {
  return '$type' in node ? node.$type : node.type;
}
