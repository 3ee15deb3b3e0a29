import { AstUtils, CstUtils, GrammarUtils, type LangiumDocument, type MaybePromise } from 'langium';
import type { CodeActionProvider } from 'langium/lsp';
import { CodeActionKind, type CodeAction, type CodeActionParams, type Diagnostic, type TextEdit } from 'vscode-languageserver';
import { isExpectSubject } from '../generated/ast.js';
import type { MtgServices } from '../mtg-scenario-module.js';
import { Codes } from '../validation/codes.js';
import type { NameText } from './name-text.js';

/** What the diagnostics carry for their fixes (see the document validator and the scenario replay). */
interface FixData {
  /** Unknown names: the "did you mean" candidates, and the name as written. */
  readonly suggestions?: readonly string[];
  readonly refText?: string;
  /** Illegal actions: the rule cited and the (0-based) line the action ends on. */
  readonly engineCode?: string;
  readonly rule?: string;
  readonly actionEndLine?: number;
  /** Failed expectations: the check's value as it is. */
  readonly actualValue?: string;
}

/** Quick fixes for the diagnostics whose fix is clear from the diagnostic itself. */
export class MtgCodeActionProvider implements CodeActionProvider {
  private readonly names: NameText;

  constructor(services: MtgServices) {
    this.names = services.lsp.NameText;
  }

  getCodeActions(document: LangiumDocument, params: CodeActionParams): MaybePromise<CodeAction[]> {
    return params.context.diagnostics.flatMap(diagnostic => this.fixes(document, diagnostic));
  }

  private fixes(document: LangiumDocument, diagnostic: Diagnostic): CodeAction[] {
    const data = (diagnostic.data ?? {}) as FixData;
    const fixes: CodeAction[] = [];
    const candidates = data.suggestions ?? [];
    for (const name of candidates) {
      const written = this.names.write(name);
      fixes.push(this.fix(document, diagnostic, `Change to ${written}`, { range: diagnostic.range, newText: written }, candidates.length === 1));
    }
    if (diagnostic.code === Codes.unknownCard && data.refText !== undefined) fixes.push(this.defineCard(document, diagnostic, data.refText, candidates.length === 0));
    if (data.engineCode !== undefined && data.rule !== undefined && data.actionEndLine !== undefined) {
      fixes.push(this.expectIllegal(document, diagnostic, data.rule, data.actionEndLine));
    }
    if (diagnostic.code === Codes.expectationFailed && data.actualValue !== undefined) {
      const edit = this.updateExpectation(document, diagnostic, data.actualValue);
      if (edit) fixes.push(this.fix(document, diagnostic, `Update expectation to the actual value (${data.actualValue})`, edit, true));
    }
    return fixes;
  }

  /** A stub at the end of the file; a creature, the commonest kind in scenarios, to be edited. */
  private defineCard(document: LangiumDocument, diagnostic: Diagnostic, name: string, preferred: boolean): CodeAction {
    const text = document.textDocument.getText();
    const end = document.textDocument.positionAt(text.length);
    const separator = text.length === 0 ? '' : text.endsWith('\n') ? '\n' : '\n\n';
    const stub = `${separator}card ${JSON.stringify(name)} {\n  type Creature\n  1/1\n}\n`;
    return this.fix(document, diagnostic, `Define card ${JSON.stringify(name)}`, { range: { start: end, end }, newText: stub }, preferred);
  }

  /** `expect illegal <rule>` on a line of its own after the action, indented as the action's last line. */
  private expectIllegal(document: LangiumDocument, diagnostic: Diagnostic, rule: string, line: number): CodeAction {
    const lineText = document.textDocument.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).replace(/\r?\n$/, '');
    const indent = /^\s*/.exec(lineText)![0];
    const at = { line, character: lineText.length };
    return this.fix(document, diagnostic, `Expect this to be illegal (${rule})`, { range: { start: at, end: at }, newText: `\n${indent}expect illegal ${rule}` }, true);
  }

  /** Replaces the check's value (`life 17` → `life 20`), or the whole check when it has none (`tapped`, `3/3`). */
  private updateExpectation(document: LangiumDocument, diagnostic: Diagnostic, actualValue: string): TextEdit | undefined {
    const root = document.parseResult.value.$cstNode;
    const leaf = root && CstUtils.findLeafNodeAtOffset(root, document.textDocument.offsetAt(diagnostic.range.start));
    const expectation = leaf && AstUtils.getContainerOfType(leaf.astNode, isExpectSubject);
    const check = expectation?.check?.$cstNode;
    if (!check) return undefined;
    const target = GrammarUtils.findNodeForProperty(check, 'value') ?? check;
    return { range: target.range, newText: actualValue };
  }

  private fix(document: LangiumDocument, diagnostic: Diagnostic, title: string, edit: TextEdit, isPreferred: boolean): CodeAction {
    return {
      title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred,
      edit: { changes: { [document.uri.toString()]: [edit] } },
    };
  }
}
