import * as vscode from 'vscode';
import { groupByScenario, type FileGroup, type ScenarioGroup } from './problem-groups.js';

type Node =
  | { readonly kind: 'file'; readonly group: FileGroup<vscode.Uri, vscode.Diagnostic> }
  | { readonly kind: 'scenario'; readonly uri: vscode.Uri; readonly group: ScenarioGroup<vscode.Diagnostic> }
  | { readonly kind: 'problem'; readonly uri: vscode.Uri; readonly problem: vscode.Diagnostic };

const ICONS: Record<vscode.DiagnosticSeverity, vscode.ThemeIcon> = {
  [vscode.DiagnosticSeverity.Error]: new vscode.ThemeIcon(
    'error',
    new vscode.ThemeColor('problemsErrorIcon.foreground'),
  ),
  [vscode.DiagnosticSeverity.Warning]: new vscode.ThemeIcon(
    'warning',
    new vscode.ThemeColor('problemsWarningIcon.foreground'),
  ),
  [vscode.DiagnosticSeverity.Information]: new vscode.ThemeIcon(
    'info',
    new vscode.ThemeColor('problemsInfoIcon.foreground'),
  ),
  [vscode.DiagnosticSeverity.Hint]: new vscode.ThemeIcon('lightbulb'),
};

/**
 * "Scenario Problems" beside the Test Explorer: the Problems panel groups by file only, this view by file and then by
 * scenario (from each diagnostic's source, `mtgs · <scenario>`), in the order of the file. A problem opens its place.
 */
class ScenarioProblemsProvider implements vscode.TreeDataProvider<Node> {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeTreeData = this.changed.event;

  refresh(): void {
    this.changed.fire();
  }

  getChildren(node?: Node): Node[] {
    if (!node) {
      const files = vscode.languages.getDiagnostics().sort(([a], [b]) => a.toString().localeCompare(b.toString()));
      return groupByScenario(files).map(group => ({ kind: 'file', group }));
    }
    if (node.kind === 'file')
      return node.group.scenarios.map(group => ({ kind: 'scenario', uri: node.group.file, group }));
    if (node.kind === 'scenario')
      return node.group.problems.map(problem => ({ kind: 'problem', uri: node.uri, problem }));
    return [];
  }

  getTreeItem(node: Node): vscode.TreeItem {
    const expanded = vscode.TreeItemCollapsibleState.Expanded;
    if (node.kind === 'file') {
      const item = new vscode.TreeItem(node.group.file, expanded);
      // The folder, as the Problems panel shows it (the name is the label).
      const folder = vscode.workspace.asRelativePath(node.group.file, false).split('/').slice(0, -1).join('/');
      item.description = folder || undefined;
      return item;
    }
    if (node.kind === 'scenario') {
      const item = new vscode.TreeItem(node.group.name ?? vscode.l10n.t('Outside any scenario'), expanded);
      item.iconPath = new vscode.ThemeIcon('beaker');
      const count = node.group.problems.length;
      item.description = count === 1 ? vscode.l10n.t('1 problem') : vscode.l10n.t('{0} problems', count);
      return item;
    }
    const { problem } = node;
    const item = new vscode.TreeItem(problem.message.split('\n')[0]!, vscode.TreeItemCollapsibleState.None);
    item.iconPath = ICONS[problem.severity];
    const code = typeof problem.code === 'object' ? problem.code.value : problem.code;
    item.description = `${code !== undefined ? `${code} ` : ''}[${vscode.l10n.t('Ln {0}, Col {1}', problem.range.start.line + 1, problem.range.start.character + 1)}]`;
    item.tooltip = problem.message;
    item.command = {
      command: 'vscode.open',
      title: vscode.l10n.t('Go to the problem'),
      arguments: [node.uri, { selection: new vscode.Range(problem.range.start, problem.range.start) }],
    };
    return item;
  }
}

export function registerScenarioProblems(context: vscode.ExtensionContext): void {
  const provider = new ScenarioProblemsProvider();
  context.subscriptions.push(
    vscode.window.createTreeView('mtgScenario.problems', { treeDataProvider: provider, showCollapseAll: true }),
    vscode.languages.onDidChangeDiagnostics(() => provider.refresh()),
  );
}
