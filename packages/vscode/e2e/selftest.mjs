#!/usr/bin/env node
// Proves the e2e infrastructure on a throwaway extension (fixture-extension/: a tiny
// language with a TextMate grammar, diagnostics, hover, completion, a command and a test
// controller), packaged with @vscode/vsce 3 into a .vsix, installed into code-server and
// driven in headless Chromium.
//
//   bash scripts/e2e/setup.sh && node packages/vscode/e2e/selftest.mjs
//
// Prints `N passed, N failed` last; exit code 1 when a test failed. Screenshots go to
// test-output/e2e/screenshots/selftest/.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { outputDir, repoRoot } from '../../../scripts/e2e/tools.mjs';
import { runE2E } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const VSCE = process.env.E2E_VSCE || '@vscode/vsce@3.9.2'; // vsce 4 needs Node 22

/** Packages fixture-extension/ (copied to a temp dir) into a .vsix; returns its path. */
function buildFixtureVsix() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-fixture-'));
  const outDir = path.join(outputDir, 'fixture');
  fs.mkdirSync(outDir, { recursive: true });
  const vsix = path.join(outDir, 'e2e-fixture.vsix');
  try {
    fs.cpSync(path.join(here, 'fixture-extension'), tmp, { recursive: true });
    const local = path.join(repoRoot, 'node_modules', '.bin', 'vsce');
    const [cmd, args] = fs.existsSync(local) ? [local, []] : ['npx', ['--yes', VSCE]];
    const t0 = Date.now();
    execFileSync(cmd, [...args, 'package', '--no-dependencies', '--out', vsix], {
      cwd: tmp,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    console.log(
      `[selftest] packaged ${path.relative(process.cwd(), vsix)} (${fs.statSync(vsix).size} bytes) in ${Date.now() - t0} ms`,
    );
    return vsix;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function makeWorkspace() {
  const dir = path.join(outputDir, 'selftest-workspace');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'more'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'demo.e2efix'),
    [
      '# a throwaway scenario file',
      'scenario "flying blocked"',
      '  cast "Serra Angel"',
      '  illegal 702.9b "Grizzly Bears cannot block Serra Angel"',
      '',
      'scenario "clean"',
      '  cast "Lightning Bolt"',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dir, 'more', 'other.e2efix'), 'scenario "other"\n  cast "Counterspell"\n');
  return dir;
}

const vsix = buildFixtureVsix();
const workspace = makeWorkspace();

process.exitCode = await runE2E([
  {
    name: 'selftest',
    workspace,
    vsix: [vsix],
    screenshotsDir: path.join(outputDir, 'screenshots', 'selftest'),
    tests: test => {
      test('Quick Open opens the file and the language is recognised', async wb => {
        await wb.openFile('demo.e2efix');
        const status = await wb.page.locator('.part.statusbar').innerText();
        assert.match(status, /E2E Fixture/, 'language mode in the status bar');
        await wb.screenshot('01-opened');
      });

      test('the TextMate grammar colours keywords, strings and rule numbers differently', async wb => {
        const colours = await wb.activeEditor().evaluate(editor => {
          const colourOf = text => {
            const span = [...editor.querySelectorAll('.view-line span span')].find(s =>
              s.textContent.replace(/\u00a0/g, ' ').includes(text),
            );
            return span ? getComputedStyle(span).color : null;
          };
          return {
            keyword: colourOf('illegal'),
            rule: colourOf('702.9b'),
            string: colourOf('Serra Angel'),
            comment: colourOf('# a throwaway'),
          };
        });
        for (const [k, v] of Object.entries(colours)) assert.ok(v, `a token "${k}" is rendered`);
        assert.equal(new Set(Object.values(colours)).size, 4, `four distinct colours: ${JSON.stringify(colours)}`);
      });

      test('the illegal line is underlined', async wb => {
        const squiggles = await (async () => {
          for (let i = 0; i < 50; i++) {
            const s = await wb.squiggles();
            if (s.length) return s;
            await new Promise(r => setTimeout(r, 200));
          }
          return [];
        })();
        assert.deepEqual(
          squiggles.filter(s => s.severity === 'error').map(s => s.line),
          [4],
        );
      });

      test('the diagnostic is in the Problems panel with its rule number', async wb => {
        const problems = await wb.waitForProblems(p => p.some(x => x.code === '702.9b'));
        assert.deepEqual(problems, [
          {
            file: 'demo.e2efix',
            severity: 'error',
            message: '[702.9b] Grizzly Bears cannot block Serra Angel',
            source: 'e2e-fixture',
            code: '702.9b',
            line: 4,
            column: 3,
          },
        ]);
        await wb.screenshot('02-problems');
      });

      test('hovering the rule number shows the rule text', async wb => {
        const text = await wb.hoverAt(4, '702.9b');
        assert.match(
          text,
          /702\.9b A creature with flying can't be blocked except by creatures with flying and\/or reach\./,
        );
        await wb.screenshot('03-hover');
        await wb.dismiss();
      });

      test('hover by column works too', async wb => {
        const text = await wb.hoverAt(4, 11);
        assert.match(text, /can't be blocked/);
        await wb.dismiss();
      });

      test('completion offers the card names', async wb => {
        await wb.goTo(7, 24);
        await wb.page.keyboard.press('End');
        await wb.page.keyboard.press('Enter');
        const labels = await wb.triggerCompletion({ type: 'cast ', keepOpen: true });
        await wb.screenshot('04-completion');
        await wb.page.keyboard.press('Escape');
        assert.deepEqual(labels, ['Counterspell', 'Grizzly Bears', 'Lightning Bolt', 'Serra Angel']);
        await wb.runCommand('File: Revert File');
      });

      test('a contributed command runs from the command palette', async wb => {
        await wb.runCommand('E2E Fixture: Say Hello');
        assert.equal(await wb.waitForNotification('Hello from the e2e fixture'), 'Hello from the e2e fixture');
        await wb.screenshot('05-command');
      });

      test('a file in a subfolder opens by relative path', async wb => {
        await wb.openFile('more/other.e2efix');
        assert.equal(await wb.lineText(2), '  cast "Counterspell"');
      });

      test('the Test Explorer runs the scenarios', async wb => {
        const tree = await wb.runAllTests();
        const state = Object.fromEntries(tree.map(t => [t.label, t.state]));
        assert.equal(state['flying blocked'], 'Failed', JSON.stringify(tree));
        assert.equal(state.clean, 'Passed', JSON.stringify(tree));
        assert.equal(state.other, 'Passed', JSON.stringify(tree));
        await wb.screenshot('06-test-explorer');
        const results = await wb.testResults();
        const failed = results.find(r => r.name === 'flying blocked');
        assert.equal(failed?.state, 'failed', JSON.stringify(results));
        assert.match(failed.description, /^\[702\.9b\] A creature with flying can't be blocked/);
      });
    },
  },
  {
    name: 'selftest (restricted mode)',
    workspace,
    vsix: [vsix],
    workspaceTrust: 'restricted', // answers "No, I don't trust the authors"
    screenshotsDir: path.join(outputDir, 'screenshots', 'selftest-restricted'),
    tests: test => {
      test('an untrusted workspace still gets diagnostics', async wb => {
        await wb.openFile('demo.e2efix');
        const problems = await wb.waitForProblems(p => p.some(x => x.code === '702.9b'));
        assert.equal(problems.length, 1);
        assert.match(await wb.page.locator('.part.statusbar').innerText(), /Restricted Mode/);
        await wb.screenshot('01-restricted-problems');
      });
    },
  },
]);
