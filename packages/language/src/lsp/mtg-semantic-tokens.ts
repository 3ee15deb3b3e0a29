import { findRuleReferences } from '@mtg-scenario/engine/cr';
import { AstUtils, CstUtils, type AstNode } from 'langium';
import { AbstractSemanticTokenProvider, type SemanticTokenAcceptor } from 'langium/lsp';
import { SemanticTokenModifiers, SemanticTokenTypes } from 'vscode-languageserver';
import {
  isBoardCard,
  isCard,
  isExpectIllegal,
  isExpectStep,
  isGoToAction,
  isKeywordsProperty,
  isModel,
  isPlayer,
  isSpellAlias,
  isStartDecl,
  isTokenAlias,
} from '../generated/ast.js';
import type { MtgServerCoreServices } from './services.js';
import type { RulesProvider } from '../rules/rules-provider.js';

const RULE = SemanticTokenTypes.macro;
const CARD = SemanticTokenTypes.class;
const PLAYER = SemanticTokenTypes.parameter;
const ALIAS = SemanticTokenTypes.variable;

function nameType(target: AstNode | undefined): string | undefined {
  if (isCard(target)) return CARD;
  if (isPlayer(target)) return PLAYER;
  if (isBoardCard(target) || isSpellAlias(target) || isTokenAlias(target)) return ALIAS;
  return undefined;
}

/** Cards, players and aliases (declared and referred to), rule numbers (also in comments), steps and keywords. */
export class MtgSemanticTokenProvider extends AbstractSemanticTokenProvider {
  private readonly rules: RulesProvider;

  constructor(services: MtgServerCoreServices) {
    super(services);
    this.rules = services.rules.Provider;
  }

  protected override highlightElement(node: AstNode, acceptor: SemanticTokenAcceptor): void {
    if (
      (isCard(node) || isPlayer(node) || isBoardCard(node) || isSpellAlias(node) || isTokenAlias(node)) &&
      node.name
    ) {
      acceptor({ node, property: 'name', type: nameType(node)!, modifier: SemanticTokenModifiers.declaration });
    }
    if (isModel(node)) {
      this.highlightRulesInComments(node, acceptor);
    } else if (isExpectIllegal(node) && node.rule) {
      acceptor({ node, property: 'rule', type: RULE });
    } else if (isKeywordsProperty(node)) {
      node.keywords.forEach((_, index) =>
        acceptor({ node, property: 'keywords', index, type: SemanticTokenTypes.modifier }),
      );
    } else if ((isStartDecl(node) || isGoToAction(node) || isExpectStep(node)) && node.step) {
      acceptor({ node, property: 'step', type: SemanticTokenTypes.enumMember });
    }
    for (const { reference } of AstUtils.streamReferences(node)) {
      const type = nameType('ref' in reference ? reference.ref : undefined);
      if (type && reference.$refNode) acceptor({ cst: reference.$refNode, type });
    }
  }

  private highlightRulesInComments(model: AstNode, acceptor: SemanticTokenAcceptor): void {
    if (!model.$cstNode) return;
    const text = AstUtils.getDocument(model).textDocument;
    for (const leaf of CstUtils.streamCst(model.$cstNode)) {
      if (!leaf.hidden) continue;
      for (const r of findRuleReferences(leaf.text)) {
        if (!this.rules.hasRule(r.id)) continue;
        const range = { start: text.positionAt(leaf.offset + r.start), end: text.positionAt(leaf.offset + r.end) };
        acceptor({ range, type: RULE });
      }
    }
  }
}
