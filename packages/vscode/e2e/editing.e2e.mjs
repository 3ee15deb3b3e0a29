#!/usr/bin/env node
// Editing in a real VS Code: code-server (VS Code 1.139) in headless Chromium, with the .vsix that `npm run package`
// built. A quick fix applied from the light bulb menu (Ctrl+.) and its error gone; "Insert expectations for the
// current state" and the scenario passing in the Test Explorer; Format Document giving the formatted text, and the
// same text again when run twice; Rename (F2) of a card defined in another file and of an alias, both files changed;
// the Problems panel naming each problem's scenario.
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
  'deck.mtgs': `card "Test Bear" {
  type Creature
  2/2
}
`,
  'rename.mtgs': `scenario "Rename" {
  players Alice, Bob
  start Alice turn 4 main2
  Alice { battlefield "Test Bear" as bear }
  Bob   { battlefield Forest }
  expect bear untapped
  expect "Test Bear" on battlefield
}
`,
  'two-scenarios.mtgs': `scenario "First" {
  players Alice, Bob
  start Alice turn 5 main1
  expect Alice life 19
  expect Bob life 19
}

scenario "Second" {
  players Alice, Bob
  start Alice turn 5 main1
  expect Alice life 18
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
  const rows = wb.page.locator('.action-widget .monaco-list-row');
  const find = async () => {
    const labels = await rows.evaluateAll(els => els.map(el => el.getAttribute('aria-label') || el.textContent || ''));
    const index = labels.findIndex(l => l.includes(title));
    return index >= 0 ? rows.nth(index) : false;
  };
  // A menu opened before the server has the document's diagnostics lists no fixes, and stays so: ask again.
  let row = false;
  for (let attempt = 0; attempt < 5 && !row; attempt++) {
    await wb.press('Control+.');
    row = await waitUntil(find, { timeout: 4000, message: `the code action "${title}"` }).catch(() => false);
    if (!row) await wb.press('Escape');
  }
  if (!row)
    row = await (async () => {
      await wb.press('Control+.');
      return waitUntil(find, { timeout: 10_000, message: `the code action "${title}"` });
    })();
  await row.click();
  await wb.page
    .locator('.action-widget')
    .waitFor({ state: 'hidden', timeout: 5000 })
    .catch(() => {});
}

/** Renames the name at (line, column) with F2: checks what the rename box offers, types `newName` and applies it. */
async function rename(wb, line, column, { offered, newName }) {
  await wb.goTo(line, column);
  await wb.press('F2');
  const widget = wb.page.locator('[widgetid="__renameInputWidget"]');
  const input = widget.locator('input, textarea').first();
  await input.waitFor({ state: 'visible', timeout: 10_000 });
  await waitUntil(async () => (await input.inputValue()) === offered, {
    timeout: 10_000,
    message: `the rename box to offer ${offered}`,
  });
  await input.fill(newName);
  await wb.press('Enter');
  await widget.waitFor({ state: 'hidden', timeout: 10_000 });
}

/** Waits until the file's text on disk satisfies `predicate`; returns it. */
const onDisk = (name, predicate) =>
  waitUntil(
    () => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      return predicate(text) ? text : false;
    },
    { timeout: 15_000, message: `${name} on disk` },
  );

/** The file's errors in the Problems panel. */
const errorsIn = (problems, file) => problems.filter(p => p.file === file && p.severity === 'error');

/** Waits until the active editor draws no error squiggle (the Problems panel helper needs a problem to list). */
const noErrorSquiggles = wb =>
  waitUntil(async () => !(await wb.squiggles()).some(s => s.severity === 'error'), {
    timeout: 30_000,
    message: 'no error squiggles',
  });

/** Saves the active editor and returns the file's text on disk. */
async function saved(wb, name) {
  await wb.press('Mod+S');
  return waitUntil(
    () => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      return text !== FILES[name] ? text : false;
    },
    { timeout: 10_000, message: `${name} saved` },
  );
}

process.exitCode = await runE2E({
  name: 'editing',
  workspace: dir,
  vsix: [vsix],
  // The formatter indents by the editor's tab size; VS Code would guess it from the messy file's indentation.
  // Problems sorted by position, as the README suggests: a scenario's problems are one run of rows.
  settings: { 'editor.detectIndentation': false, 'editor.tabSize': 2, 'problems.sortOrder': 'position' },
  screenshotsDir: path.join(outputDir, 'screenshots', 'editing'),
  tests: test => {
    test('a quick fix from the light bulb menu updates a failed expectation, and the error is gone', async wb => {
      await wb.openFile('update.mtgs');
      const problems = await wb.waitForProblems(p => errorsIn(p, 'update.mtgs').length > 0, { timeout: 60_000 });
      assert.match(errorsIn(problems, 'update.mtgs')[0].message, /Expected Bob's life total to be 18, but it is 17/);
      await wb.waitForSquiggle(7);
      await wb.screenshot('01-failed-expectation');
      await codeAction(wb, 7, 19, 'Update expectation to the actual value (17)');
      await waitUntil(async () => (await wb.lineText(7)).trim() === 'expect Bob life 17', {
        timeout: 10_000,
        message: 'the fixed line',
      });
      await noErrorSquiggles(wb);
      await wb.screenshot('02-fixed');
    });

    test('"Insert expectations for the current state" writes the state after the line, and the scenario passes', async wb => {
      await wb.openFile('capture.mtgs');
      await codeAction(wb, 10, 3, 'Insert expectations for the current state');
      await waitUntil(async () => (await wb.lineText(11)).trim() === 'expect Alice life 20', {
        timeout: 10_000,
        message: 'the inserted expectations',
      });
      const inserted = [];
      for (let line = 11; ; line++) {
        const text = (await wb.lineText(line)).trim();
        if (!text.startsWith('expect')) break;
        inserted.push(text);
      }
      for (const expected of [
        "expect bears in Bob's graveyard",
        "expect spider in Bob's graveyard",
        'expect angel damage 2',
        "expect shock in Alice's graveyard",
        'expect step end of combat',
        'expect priority Alice',
      ]) {
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

    test('Rename (F2) of a card defined in another file changes both files; an alias is renamed in its scenario', async wb => {
      await wb.openFile('rename.mtgs');
      // The file's results in the status bar: the server has checked it, and knows deck.mtgs's card.
      await wb.page.locator('.part.statusbar .statusbar-item', { hasText: '✓ 1 ✗ 0 ○ 0' }).waitFor({ timeout: 60_000 });
      // The rename box offers the name without its quotes; the new name needs them, and gets them.
      await rename(wb, 4, 27, { offered: 'Test Bear', newName: 'Big Bear' });
      await waitUntil(async () => (await wb.lineText(4)).includes('battlefield "Big Bear" as bear'), {
        timeout: 10_000,
        message: 'the renamed card in rename.mtgs',
      });
      assert.equal((await wb.lineText(7)).trim(), 'expect "Big Bear" on battlefield');
      await wb.screenshot('06-renamed-card');
      await wb.runCommand('File: Save All Files');
      const deck = await onDisk('deck.mtgs', t => t !== FILES['deck.mtgs']);
      assert.equal(deck, FILES['deck.mtgs'].replace('"Test Bear"', '"Big Bear"'));
      await onDisk('rename.mtgs', t => t === FILES['rename.mtgs'].replaceAll('"Test Bear"', '"Big Bear"'));

      await rename(wb, 6, 10, { offered: 'bear', newName: 'cub' });
      await waitUntil(async () => (await wb.lineText(6)).trim() === 'expect cub untapped', {
        timeout: 10_000,
        message: 'the renamed alias',
      });
      await wb.runCommand('File: Save All Files');
      await onDisk('rename.mtgs', t => t.includes('"Big Bear" as cub }') && t.includes('expect cub untapped'));
      await noErrorSquiggles(wb);
      // The other file, opened: its definition has the new name.
      await wb.openFile('deck.mtgs');
      assert.equal((await wb.lineText(1)).trim(), 'card "Big Bear" {');
      await wb.screenshot('07-renamed-definition');
    });

    test("the Problems panel names each problem's scenario; sorted by position, a scenario's problems are together", async wb => {
      await wb.openFile('two-scenarios.mtgs');
      const problems = await wb.waitForProblems(p => errorsIn(p, 'two-scenarios.mtgs').length === 3, {
        timeout: 60_000,
      });
      const rows = problems.filter(p => p.file === 'two-scenarios.mtgs');
      assert.deepEqual(
        rows.map(p => [p.source, p.line]),
        [
          ['mtgs · First', 4],
          ['mtgs · First', 5],
          ['mtgs · Second', 11],
        ],
        JSON.stringify(rows),
      );
      await wb.screenshot('08-problems-by-scenario');
    });

    test("the Scenario Problems view groups the file's problems by scenario, and a problem opens its line", async wb => {
      await wb.runCommand('Testing: Focus on Scenario Problems View');
      const pane = wb.page.locator('.part.sidebar .pane', {
        has: wb.page.locator('.pane-header', { hasText: 'Scenario Problems' }),
      });
      const tree = () =>
        pane.locator('.monaco-list-row').evaluateAll(els =>
          els.map(el => ({
            level: Number(el.getAttribute('aria-level')),
            label: (el.querySelector('.label-name')?.textContent || '').trim(),
            description: (el.querySelector('.label-description')?.textContent || '').trim(),
          })),
        );
      const rows = await waitUntil(
        async () => {
          const now = await tree();
          const file = now.findIndex(r => r.level === 1 && r.label === 'two-scenarios.mtgs');
          return file >= 0 && now[file + 5] ? now.slice(file, file + 6) : false;
        },
        { timeout: 20_000, message: 'two-scenarios.mtgs in the Scenario Problems view' },
      );
      assert.deepEqual(
        rows.map(r => [r.level, r.label, r.description]),
        [
          [1, 'two-scenarios.mtgs', ''],
          [2, 'First', '2 problems'],
          [3, "Expected Alice's life total to be 19, but it is 20.", 'scenario/expectation-failed [Ln 4, Col 3]'],
          [3, "Expected Bob's life total to be 19, but it is 20.", 'scenario/expectation-failed [Ln 5, Col 3]'],
          [2, 'Second', '1 problem'],
          [3, "Expected Alice's life total to be 18, but it is 20.", 'scenario/expectation-failed [Ln 11, Col 3]'],
        ],
        JSON.stringify(rows),
      );
      await wb.screenshot('09-scenario-problems-view');
      await pane.locator('.monaco-list-row', { hasText: 'to be 18' }).click();
      await wb.page.locator('.part.statusbar', { hasText: 'Ln 11, Col 3' }).waitFor({ timeout: 10_000 });
    });
  },
});
