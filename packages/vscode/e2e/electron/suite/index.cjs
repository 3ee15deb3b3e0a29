// Test entry run INSIDE VS Code's extension host by @vscode/test-electron (no mocha):
// `run()` opens an .mtgs file and checks the extension's diagnostics. Configured by the
// environment that ../run.mjs passes (extensionTestsEnv):
//   E2E_EXTENSION_ID       default mtg-scenario.mtg-scenario
//   E2E_MTGS_FILE          absolute path of the file to open (default: first **/*.mtgs in the workspace)
//   E2E_EXPECT_DIAGNOSTIC  regex that at least one diagnostic (message or code) must match;
//                          default a rule number such as 702.9b. 'none' expects no errors.
//   E2E_TIMEOUT_MS         how long to wait for diagnostics (default 60000)
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');

const EXTENSION_ID = process.env.E2E_EXTENSION_ID || 'mtg-scenario.mtg-scenario';
const EXPECT = process.env.E2E_EXPECT_DIAGNOSTIC || '\\b\\d{3}\\.\\d+[a-z]?\\b';
const TIMEOUT = Number(process.env.E2E_TIMEOUT_MS || 60000);

const sleep = ms => new Promise(r => setTimeout(r, ms));

async function findFile() {
  if (process.env.E2E_MTGS_FILE) return vscode.Uri.file(process.env.E2E_MTGS_FILE);
  const files = await vscode.workspace.findFiles('**/*.mtgs', '**/node_modules/**', 100);
  assert.ok(files.length, 'no .mtgs file in the workspace');
  files.sort((a, b) => a.fsPath.localeCompare(b.fsPath));
  return files[0];
}

async function waitForDiagnostics(uri, predicate) {
  const deadline = Date.now() + TIMEOUT;
  let last = [];
  while (Date.now() < deadline) {
    last = vscode.languages.getDiagnostics(uri);
    if (predicate(last)) return last;
    await sleep(250);
  }
  throw new Error(`diagnostics of ${uri.fsPath} after ${TIMEOUT} ms: ${JSON.stringify(last.map(describe))}`);
}

function describe(d) {
  const code = typeof d.code === 'object' && d.code ? d.code.value : d.code;
  return { line: d.range.start.line + 1, severity: vscode.DiagnosticSeverity[d.severity], code, message: d.message };
}

const tests = [];
const test = (name, fn) => tests.push({ name, fn });
const state = {};

test(`extension ${EXTENSION_ID} is installed`, async () => {
  state.ext = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(
    state.ext,
    `extension ${EXTENSION_ID} not found; installed: ${vscode.extensions.all
      .filter(e => !e.id.startsWith('vscode.'))
      .map(e => e.id)
      .join(', ')}`,
  );
});

test('an .mtgs file opens in the mtg-scenario language and activates the extension', async () => {
  state.uri = await findFile();
  const doc = await vscode.workspace.openTextDocument(state.uri);
  await vscode.window.showTextDocument(doc);
  assert.equal(doc.languageId, 'mtg-scenario');
  const deadline = Date.now() + TIMEOUT;
  while (!state.ext.isActive && Date.now() < deadline) await sleep(100);
  assert.ok(state.ext.isActive, 'extension not active after opening the file');
});

test('diagnostics appear and cite a rule', async () => {
  if (EXPECT === 'none') {
    await sleep(3000);
    const errors = vscode.languages
      .getDiagnostics(state.uri)
      .filter(d => d.severity === vscode.DiagnosticSeverity.Error);
    assert.deepEqual(errors.map(describe), []);
    return;
  }
  const re = new RegExp(EXPECT);
  const diags = await waitForDiagnostics(state.uri, ds =>
    ds.some(d => re.test(d.message) || re.test(String(describe(d).code ?? ''))),
  );
  console.log(`    ${diags.length} diagnostic(s): ${JSON.stringify(diags.map(describe))}`);
});

async function run() {
  let passed = 0;
  let failed = 0;
  for (const { name, fn } of tests) {
    try {
      await fn();
      passed++;
      console.log(`  ✓ ${name}`);
    } catch (err) {
      failed++;
      console.log(`  ✗ ${name}\n${String((err && err.stack) || err).replace(/^/gm, '      ')}`);
      break; // later tests depend on earlier ones
    }
  }
  const skipped = tests.length - passed - failed;
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (failed) throw new Error(`${failed} test(s) failed`);
}

module.exports = { run };
