// Throwaway extension for proving the e2e harness (CommonJS, no build step).
// Language "e2e-fixture" (*.e2efix): every line `illegal <rule> "<text>"` is an error
// diagnostic citing the rule; hovering a rule number shows its text; completion offers
// card names; each `scenario "<name>"` is a test in the Test Explorer.
'use strict';
const vscode = require('vscode');

const RULES = {
  '702.9b': "A creature with flying can't be blocked except by creatures with flying and/or reach.",
  601.2: 'To cast a spell is to take it from where it is, put it on the stack, and pay its costs.',
};
const CARDS = ['Counterspell', 'Grizzly Bears', 'Lightning Bolt', 'Serra Angel'];
const LANG = 'e2e-fixture';

function scan(document) {
  const diagnostics = [];
  const scenarios = [];
  for (let i = 0; i < document.lineCount; i++) {
    const text = document.lineAt(i).text;
    const s = /^\s*scenario\s+"([^"]*)"/.exec(text);
    if (s) scenarios.push({ name: s[1], line: i, illegal: [] });
    const m = /illegal\s+(\d{3}\.\d+[a-z]?)\s*(?:"([^"]*)")?/.exec(text);
    if (m) {
      const start = m.index;
      const range = new vscode.Range(i, start, i, start + m[0].length);
      const d = new vscode.Diagnostic(range, `[${m[1]}] ${m[2] || 'illegal action'}`, vscode.DiagnosticSeverity.Error);
      d.source = 'e2e-fixture';
      d.code = m[1];
      diagnostics.push(d);
      if (scenarios.length) scenarios[scenarios.length - 1].illegal.push({ line: i, rule: m[1], range });
    }
  }
  return { diagnostics, scenarios };
}

function activate(context) {
  const collection = vscode.languages.createDiagnosticCollection('e2e-fixture');
  context.subscriptions.push(collection);
  const refresh = doc => {
    if (doc.languageId === LANG) collection.set(doc.uri, scan(doc).diagnostics);
  };
  vscode.workspace.textDocuments.forEach(refresh);
  context.subscriptions.push(
    vscode.workspace.onDidOpenTextDocument(refresh),
    vscode.workspace.onDidChangeTextDocument(e => refresh(e.document)),
    vscode.workspace.onDidCloseTextDocument(doc => collection.delete(doc.uri)),
  );

  context.subscriptions.push(
    vscode.languages.registerHoverProvider(LANG, {
      provideHover(document, position) {
        const range = document.getWordRangeAtPosition(position, /\d{3}\.\d+[a-z]?/);
        if (!range) return undefined;
        const rule = document.getText(range);
        const text = RULES[rule];
        if (!text) return undefined;
        return new vscode.Hover(new vscode.MarkdownString(`**${rule}** ${text}`), range);
      },
    }),
  );

  context.subscriptions.push(
    vscode.languages.registerCompletionItemProvider(LANG, {
      provideCompletionItems() {
        return CARDS.map(name => {
          const item = new vscode.CompletionItem(name, vscode.CompletionItemKind.Value);
          item.detail = 'card';
          return item;
        });
      },
    }),
  );

  context.subscriptions.push(
    vscode.commands.registerCommand('e2eFixture.hello', () => {
      vscode.window.showInformationMessage('Hello from the e2e fixture');
    }),
  );

  // Testing API: each scenario is a test; it fails at its first `illegal` line.
  const controller = vscode.tests.createTestController('e2eFixture', 'E2E Fixture');
  context.subscriptions.push(controller);
  const discover = doc => {
    if (doc.languageId !== LANG) return;
    const file = controller.createTestItem(doc.uri.toString(), vscode.workspace.asRelativePath(doc.uri), doc.uri);
    for (const s of scan(doc).scenarios) {
      const item = controller.createTestItem(`${doc.uri}#${s.name}`, s.name, doc.uri);
      item.range = new vscode.Range(s.line, 0, s.line, 0);
      file.children.add(item);
    }
    controller.items.add(file);
  };
  controller.resolveHandler = async () => {
    for (const uri of await vscode.workspace.findFiles('**/*.e2efix')) {
      discover(await vscode.workspace.openTextDocument(uri));
    }
  };
  context.subscriptions.push(vscode.workspace.onDidOpenTextDocument(discover));
  vscode.workspace.textDocuments.forEach(discover);
  controller.createRunProfile(
    'Run',
    vscode.TestRunProfileKind.Run,
    async (request, token) => {
      const run = controller.createTestRun(request);
      const queue = [];
      (request.include || [...controller.items].map(([, i]) => i)).forEach(i => queue.push(i));
      while (queue.length && !token.isCancellationRequested) {
        const item = queue.shift();
        if (item.children.size) {
          item.children.forEach(c => queue.push(c));
          continue;
        }
        const doc = await vscode.workspace.openTextDocument(item.uri);
        const s = scan(doc).scenarios.find(x => `${doc.uri}#${x.name}` === item.id);
        run.started(item);
        if (s && s.illegal.length) {
          const msg = new vscode.TestMessage(`[${s.illegal[0].rule}] ${RULES[s.illegal[0].rule] || 'illegal action'}`);
          msg.location = new vscode.Location(doc.uri, s.illegal[0].range);
          run.failed(item, msg);
        } else {
          run.passed(item);
        }
      }
      run.end();
    },
    true,
  );
}

function deactivate() {}

module.exports = { activate, deactivate };
