#!/usr/bin/env node
// The extension in a real VS Code: code-server (VS Code 1.139) in headless Chromium, with the .vsix that
// `npm run package` built installed. Checks what a user sees: the illegal block underlined and in the Problems
// panel with its rule, hover with the official rule text, completion of card names, go to definition into the
// built-in library, the Test Explorer, the first-run walkthrough, the CR and card data download commands, the board view and the status bar item
// (board.e2e-tests.mjs), and restricted (untrusted) mode.
//
//   bash scripts/e2e/setup.sh && npm run package && node packages/vscode/e2e/mtg-scenario.e2e.mjs
//
// Prints `N passed, N failed` last; exit code 1 when a test failed. Screenshots: test-output/e2e/screenshots/.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { outputDir, repoRoot } from '../../../scripts/e2e/tools.mjs';
import { missing, RULES, sharedPath } from '../../../scripts/shared-data.mjs';
import { boardTests, restrictedBoardTests } from './board.e2e-tests.mjs';
import { runE2E } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const vsix = path.join(repoRoot, 'mtg-scenario.vsix');
const rulesFile = sharedPath(RULES);
if (!fs.existsSync(vsix)) throw new Error(`${vsix} is missing: run npm run package first`);
// The hover checks need the official text: without it the e2e can't run (CI has it).
if (!fs.existsSync(rulesFile)) throw new Error(`The e2e test reads ${RULES.what}: ${missing(RULES)}.`);
const cr = fs.readFileSync(rulesFile, 'utf8');
/** The official text of a rule, read at run time (the project never copies the CR). */
const ruleText = id =>
  cr
    .split('\n')
    .find(l => l.startsWith(`${id} `))
    .slice(id.length + 1)
    .trim();

function workspace(name) {
  const dir = path.join(outputDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(here, 'workspace'), dir, { recursive: true });
  return dir;
}

// Invented cards in MTGJSON's AtomicCards layout (card text is Wizards of the Coast's: never copied).
const cards = JSON.stringify({
  meta: { date: '2030-01-02', version: '5.9.9' },
  data: {
    'Fixture Golem': [
      {
        name: 'Fixture Golem',
        manaCost: '{4}',
        type: 'Artifact Creature — Golem',
        types: ['Artifact', 'Creature'],
        subtypes: ['Golem'],
        power: '3',
        toughness: '3',
        layout: 'normal',
      },
    ],
    'Testwood Sprite': [
      {
        name: 'Testwood Sprite',
        manaCost: '{G}',
        type: 'Creature — Faerie',
        types: ['Creature'],
        subtypes: ['Faerie'],
        power: '1',
        toughness: '1',
        text: 'Flying',
        keywords: ['Flying'],
        layout: 'normal',
      },
    ],
  },
});

// The download commands fetch from a local server: the e2e run never touches the internet.
const server = http.createServer((req, res) => {
  if (req.url === '/MagicCompRules.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end(cr);
  else if (req.url === '/AtomicCards.json') res.writeHead(200, { 'content-type': 'application/json' }).end(cards);
  else res.writeHead(404).end();
});
await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
const rulesUrl = `http://127.0.0.1:${server.address().port}/MagicCompRules.txt`;
const cardsUrl = `http://127.0.0.1:${server.address().port}/AtomicCards.json`;

const BLOCK_LINE = 8;

try {
  process.exitCode = await runE2E([
    {
      name: 'mtg-scenario',
      workspace: workspace('mtg-workspace'),
      vsix: [vsix],
      settings: {
        'mtgScenario.rulesFile': rulesFile,
        'mtgScenario.rulesUrl': rulesUrl,
        'mtgScenario.cardsUrl': cardsUrl,
      },
      screenshotsDir: path.join(outputDir, 'screenshots', 'mtg-scenario'),
      tests: test => {
        test('the first activation offers the walkthrough once, and it opens with its five steps', async wb => {
          await wb.waitForNotification(/MTG Scenario: new here\? A short walkthrough/, { timeout: 60_000 });
          await wb.page
            .locator('.notifications-toasts .monaco-button', { hasText: 'Open the walkthrough' })
            .first()
            .click();
          const page = wb.page.locator('.gettingStartedContainer');
          await page.getByText('Get started with MTG Scenario').first().waitFor({ timeout: 30_000 });
          for (const step of [
            'Write a first scenario',
            'Get the Comprehensive Rules',
            'Get card data',
            'Open the board view',
            'Run the Test Explorer',
          ])
            assert.ok(await page.getByText(step, { exact: true }).first().isVisible(), `the step "${step}"`);
          await wb.screenshot('00-walkthrough');
          await wb.runCommand('View: Close All Editors');
        });

        test('the illegal block is underlined and listed in Problems with its rule number', async wb => {
          await wb.openFile('illegal-block.mtgs');
          const problems = await wb.waitForProblems(p => p.some(x => x.code === '702.9b'), { timeout: 60_000 });
          const block = problems.find(x => x.code === '702.9b');
          assert.equal(block.line, BLOCK_LINE);
          assert.equal(block.severity, 'error');
          assert.match(
            block.message,
            /Grizzly Bears can't block Serra Angel: Serra Angel has flying and Grizzly Bears has neither flying nor reach \(CR 702\.9b\)/,
          );
          assert.equal(problems.filter(x => x.severity === 'error').length, 1, 'only the block is an error');
          await wb.waitForSquiggle(BLOCK_LINE);
          await wb.screenshot('01-problems');
        });

        test('hover on the blocker shows the violation and the official text of 702.9b', async wb => {
          const text = await wb.hoverAt(BLOCK_LINE, 'bears');
          assert.match(text, /702\.9b/);
          assert.ok(text.includes(ruleText('702.9b').slice(0, 60)), `hover shows the CR text: ${text}`);
          await wb.screenshot('02-hover-illegal-block');
          await wb.dismiss();
        });

        test('hover on a rule number in a comment shows that rule', async wb => {
          const text = await wb.hoverAt(1, '702.9b');
          assert.ok(text.includes(ruleText('702.9b').slice(0, 60)), `hover: ${text}`);
          await wb.screenshot('03-hover-comment');
          await wb.dismiss();
        });

        test('completion offers card names, built-in ones included', async wb => {
          const labels = await wb.triggerCompletion({ at: [15, 15], type: ' ' });
          await wb.screenshot('04-completion');
          await wb.dismiss();
          await wb.page.keyboard.press('Control+Z');
          for (const card of ['"Lightning Bolt"', 'Counterspell', '"Serra Angel"']) {
            assert.ok(
              labels.some(l => l === card || l === card.replace(/"/g, '')),
              `${card} among ${labels.slice(0, 20).join(', ')}`,
            );
          }
        });

        test('go to definition on a built-in card opens the read-only built-in library', async wb => {
          await wb.goTo(5, 25);
          await wb.page.keyboard.press('F12');
          await wb.page.locator('.tab[data-resource-name="cards.mtgs"]').first().waitFor({ timeout: 20_000 });
          await wb.screenshot('05-builtin-definition');
        });

        test('the Test Explorer runs the scenarios: Flying fails, Bolt passes', async wb => {
          await wb.openFile('illegal-block.mtgs');
          const tree = await wb.runAllTests();
          const state = label => tree.find(r => r.label === label)?.state;
          assert.equal(state('Flying'), 'Failed', JSON.stringify(tree));
          assert.equal(state('Bolt'), 'Passed', JSON.stringify(tree));
          await wb.screenshot('06-test-explorer');
        });

        test('"Download the Comprehensive Rules" fetches the text and reports its edition', async wb => {
          await wb.runCommand('MTG Scenario: Download the Comprehensive Rules');
          await wb.waitForNotification(/loaded the Comprehensive Rules effective April 17, 2026/, { timeout: 30_000 });
          await wb.screenshot('07-download');
        });

        test('"Download card data" fetches and imports a card file', async wb => {
          // The CR download's toasts go first: VS Code shows only a few at a time.
          await wb.runCommand('Notifications: Clear All Notifications');
          await wb.runCommand('MTG Scenario: Download card data');
          await wb.waitForNotification(/imported 2 cards \(MTGJSON AtomicCards\)/, { timeout: 30_000 });
          await wb.screenshot('08-download-cards');
        });

        boardTests(test, { illegalLine: BLOCK_LINE });
      },
    },
    {
      name: 'mtg-scenario-restricted',
      workspace: workspace('mtg-workspace-restricted'),
      vsix: [vsix],
      workspaceTrust: 'restricted',
      screenshotsDir: path.join(outputDir, 'screenshots', 'mtg-scenario-restricted'),
      tests: test => {
        test('in an untrusted workspace the checks still run', async wb => {
          await wb.openFile('illegal-block.mtgs');
          const problems = await wb.waitForProblems(p => p.some(x => x.code === '702.9b'), { timeout: 60_000 });
          assert.equal(problems.find(x => x.code === '702.9b').line, BLOCK_LINE);
          await wb.screenshot('01-restricted-problems');
        });

        test("without a CR file, hover shows the project's summary and how to load the official text", async wb => {
          const text = await wb.hoverAt(BLOCK_LINE, 'bears');
          assert.match(text, /Flying: can't be blocked except by creatures with flying or reach/);
          assert.match(text, /Download the Comprehensive Rules/);
          await wb.screenshot('02-hover-summary');
        });

        restrictedBoardTests(test);
      },
    },
  ]);
} finally {
  server.close();
}
