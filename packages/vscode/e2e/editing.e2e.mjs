#!/usr/bin/env node
// Editing in a real VS Code: code-server (VS Code 1.139) in headless Chromium, with the .vsix that `npm run package`
// built. A quick fix applied from the light bulb menu (Ctrl+.) and its error gone; "Insert expectations for the
// current state" and the scenario passing in the Test Explorer; Format Document giving the formatted text, and the
// same text again when run twice.
//
//   bash scripts/e2e/setup.sh && npm run package && node packages/vscode/e2e/editing.e2e.mjs
//
// Prints `N passed, N failed` last; exit code 1 when a test failed. Screenshots: test-output/e2e/screenshots/editing/.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { outputDir, repoRoot } from '../../../scripts/e2e/tools.mjs';
import { runE2E, waitUntil } from './harness.mjs';

const vsix = path.join(repoRoot, 'mtg-scenario.vsix');
if (!fs.existsSync(vsix)) throw new Error(`${vsix} is missing: run npm run package first`);

const FILES = {
  'update.mtgs': `scenario "Update" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { hand "Lightning Bolt"  battlefield Mountain }
  Alice casts "Lightning Bolt" targeting Bob
  resolve
  expect Bob life 18
}
`,
  'capture.mtgs': `scenario "Capture" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { hand Shock  battlefield Mountain, "Serra Angel" as angel }
  Bob   { battlefield "Grizzly Bears" as bears, "Giant Spider" as spider }
  Alice casts Shock as shock targeting bears
  resolve
  Alice attacks Bob with angel
  Bob blocks angel with spider
  go to end of combat
}
`,
  'format.mtgs': `scenario "Format" { players Alice, Bob
      start Alice turn 5 main1
 Alice { hand "Lightning Bolt"  battlefield Mountain }
   Alice casts "Lightning Bolt" targeting Bob // three damage
      resolve
 expect Bob life 17    // 20 - 3
}
`,
};

const FORMATTED = `scenario "Format" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice {
    hand "Lightning Bolt"
    battlefield Mountain
  }
  Alice casts "Lightning Bolt" targeting Bob  // three damage
  resolve
  expect Bob life 17                          // 20 - 3
}
`;

const dir = path.join(outputDir, 'editing-workspace');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(FILES)) fs.writeFileSync(path.join(dir, name), text);

/** Opens the code action menu (Ctrl+.) with the cursor at (line, column) and picks the action titled `title`. */
async function codeAction(wb, line, column, title) {
  await wb.goTo(line, column);
  await wb.press('Control+.');
  const rows = wb.page.locator('.action-widget .monaco-list-row');
  const row = await waitUntil(async () => {
    const labels = await rows.evaluateAll(els => els.map(el => el.getAttribute('aria-label') || el.textContent || ''));
    const index = labels.findIndex(l => l.includes(title));
    return index >= 0 ? rows.nth(index) : false;
  }, { timeout: 20_000, message: `the code action "${title}"` });
  await row.click();
  await wb.page.locator('.action-widget').waitFor({ state: 'hidden', timeout: 5000 }).catch(() => {});
}

/** The file's errors in the Problems panel. */
const errorsIn = (problems, file) => problems.filter(p => p.file === file && p.severity === 'error');

/** Waits until the active editor draws no error squiggle (the Problems panel helper needs a problem to list). */
const noErrorSquiggles = wb => waitUntil(async () => !(await wb.squiggles()).some(s => s.severity === 'error'), { timeout: 30_000, message: 'no error squiggles' });

/** Saves the active editor and returns the file's text on disk. */
async function saved(wb, name) {
  await wb.press('Mod+S');
  return waitUntil(() => {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    return text !== FILES[name] ? text : false;
  }, { timeout: 10_000, message: `${name} saved` });
}

process.exitCode = await runE2E({
  name: 'editing',
  workspace: dir,
  vsix: [vsix],
  // The formatter indents by the editor's tab size; VS Code would guess it from the messy file's indentation.
  settings: { 'editor.detectIndentation': false, 'editor.tabSize': 2 },
  screenshotsDir: path.join(outputDir, 'screenshots', 'editing'),
  tests: test => {
    test('a quick fix from the light bulb menu updates a failed expectation, and the error is gone', async wb => {
      await wb.openFile('update.mtgs');
      const problems = await wb.waitForProblems(p => errorsIn(p, 'update.mtgs').length > 0, { timeout: 60_000 });
      assert.match(errorsIn(problems, 'update.mtgs')[0].message, /Expected Bob's life total to be 18, but it is 17/);
      assert.ok((await wb.squiggles()).some(s => s.severity === 'error' && s.line === 7));
      await wb.screenshot('01-failed-expectation');
      await codeAction(wb, 7, 19, 'Update expectation to the actual value (17)');
      await waitUntil(async () => (await wb.lineText(7)).trim() === 'expect Bob life 17', { timeout: 10_000, message: 'the fixed line' });
      await noErrorSquiggles(wb);
      await wb.screenshot('02-fixed');
    });

    test('"Insert expectations for the current state" writes the state after the line, and the scenario passes', async wb => {
      await wb.openFile('capture.mtgs');
      await codeAction(wb, 10, 3, 'Insert expectations for the current state');
      await waitUntil(async () => (await wb.lineText(11)).trim() === 'expect Alice life 20', { timeout: 10_000, message: 'the inserted expectations' });
      const inserted = [];
      for (let line = 11; ; line++) {
        const text = (await wb.lineText(line)).trim();
        if (!text.startsWith('expect')) break;
        inserted.push(text);
      }
      for (const expected of ["expect bears in Bob's graveyard", "expect spider in Bob's graveyard", 'expect angel damage 2', "expect shock in Alice's graveyard", 'expect step end of combat', 'expect priority Alice']) {
        assert.ok(inserted.includes(expected), `${expected} among ${inserted.join(' | ')}`);
      }
      await wb.screenshot('03-snapshot-inserted');
      const tree = await wb.runAllTests();
      assert.equal(tree.find(r => r.label === 'Capture')?.state, 'Passed', JSON.stringify(tree));
      await wb.openFile('capture.mtgs');
      await noErrorSquiggles(wb);
      await wb.screenshot('04-snapshot-passes');
    });

    test('Format Document lays the scenario out, and formatting again changes nothing', async wb => {
      await wb.openFile('format.mtgs');
      await wb.runCommand('Format Document');
      const once = await saved(wb, 'format.mtgs');
      assert.equal(once, FORMATTED);
      await wb.screenshot('05-formatted');
      await wb.runCommand('Format Document');
      await wb.press('Mod+S');
      // Saved again; formatting had nothing to change.
      await new Promise(resolve => setTimeout(resolve, 1500));
      assert.equal(fs.readFileSync(path.join(dir, 'format.mtgs'), 'utf8'), FORMATTED);
      assert.ok(!(await wb.page.locator('.tab.active.dirty').count()), 'the editor has no unsaved changes');
    });
  },
});
