// End-to-end harness: a real VS Code (code-server) in headless Chromium, driven by
// playwright-core. No test framework: `runE2E()` starts everything, runs the tests in
// order in one workbench, prints `N passed, N failed` last and returns the exit code.
//
//   import { runE2E } from './harness.mjs';
//   process.exitCode = await runE2E({
//     name: 'mtg-scenario',
//     workspace: 'examples',                 // folder opened in VS Code
//     vsix: ['mtg-scenario-0.1.0.vsix'],     // installed before code-server starts
//     tests: (test) => {
//       test('opens a scenario', async (wb) => { await wb.openFile('flying.mtgs'); });
//       test('hover', async (wb) => { assert.match(await wb.hoverAt(3, '702.9b'), /flying/); });
//     },
//   });
//
// runE2E also takes an array of such sessions (each its own code-server), e.g. one more
// with `workspaceTrust: 'restricted'` to test an untrusted workspace; the summary line
// then counts them all.
//
// Workbench helpers (see the class below): openFile, goTo, lineText, hoverAt, problems,
// waitForProblems, squiggles, triggerCompletion, runCommand, notifications,
// waitForNotification, testExplorer, runAllTests, testResults, answerWorkspaceTrust,
// screenshot; `wb.page` is the Playwright page for anything else. DOM selectors are those
// of VS Code 1.139 (code-server 4.139.1).
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath, loadPlaywright, outputDir } from '../../../scripts/e2e/tools.mjs';
import { startCodeServer } from '../../../scripts/e2e/code-server.mjs';

// playwright adds --headless itself (headless: true below).
export const CHROMIUM_ARGS = [
  '--no-sandbox', // root
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--disable-features=Translate,OptimizationHints,MediaRouter',
];

const sleep = ms => new Promise(r => setTimeout(r, ms));
const isMac = process.platform === 'darwin';
const MOD = isMac ? 'Meta' : 'Control';

/** Polls `fn` until it returns a truthy value; throws `message` after `timeout` ms. */
export async function waitUntil(fn, { timeout = 10_000, interval = 200, message = 'condition' } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await fn();
      if (last) return last;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) {
      const detail =
        last instanceof Error
          ? `: ${last.message}`
          : last !== undefined
            ? ` (last value: ${JSON.stringify(last)})`
            : '';
      throw new Error(`timed out after ${timeout} ms waiting for ${message}${detail}`);
    }
    await sleep(interval);
  }
}

function slug(name) {
  return (
    String(name)
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'shot'
  );
}

export class Workbench {
  constructor({ browser, context, page, screenshotsDir, log }) {
    this.browser = browser;
    this.context = context;
    this.page = page;
    this.screenshotsDir = screenshotsDir;
    this.log = log;
    this.screenshots = [];
  }

  // ------------------------------------------------------------------ basics
  /** Waits for the workbench, the explorer of the workspace folder and the extension host. */
  async waitForWorkbench({ timeout = 90_000 } = {}) {
    const { page } = this;
    await page.waitForSelector('.monaco-workbench .part.editor', { timeout });
    await page.waitForSelector('.monaco-workbench .part.statusbar', { timeout });
    // The explorer lists the workspace folder once the remote file system is connected.
    await page.waitForSelector('.explorer-folders-view .monaco-list-row', { timeout }).catch(() => {
      throw new Error(
        'the Explorer never listed the workspace folder (is the folder empty, or did the connection fail?)',
      );
    });
    // "Activating Extensions..." in the status bar goes away once startup activation ends.
    await waitUntil(
      async () => !(await page.locator('.part.statusbar').innerText()).includes('Activating Extensions'),
      {
        timeout,
        message: 'extension activation to finish',
      },
    ).catch(() => this.log('warning: status bar still says "Activating Extensions..."'));
  }

  /**
   * Answers the "Do you trust the authors of the files in this folder?" dialog (shown when
   * code-server runs with workspace trust on): `trust` false = restricted mode.
   */
  async answerWorkspaceTrust(trust, { timeout = 30_000 } = {}) {
    const dialog = this.page.locator('.monaco-dialog-box').filter({ hasText: 'Do you trust the authors' });
    await dialog.waitFor({ state: 'visible', timeout });
    const label = trust ? 'Yes, I trust the authors' : "No, I don't trust the authors";
    await dialog.locator('.monaco-button').filter({ hasText: label }).first().click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    if (!trust) {
      await waitUntil(
        async () =>
          (await this.page.locator('.part.statusbar, .part.titlebar, .part.banner').allInnerTexts())
            .join(' ')
            .includes('Restricted'),
        { timeout: 10_000, message: 'the Restricted Mode indicator' },
      ).catch(() => this.log('warning: no "Restricted Mode" indicator seen'));
    }
  }

  /** Presses a key (playwright syntax; `Mod` = Ctrl, or Cmd on macOS). */
  async press(keys) {
    await this.page.keyboard.press(keys.replace(/\bMod\b/g, MOD));
  }

  async quickInputVisible() {
    return this.page.locator('.quick-input-widget').isVisible();
  }

  async closeQuickInput() {
    if (await this.quickInputVisible()) {
      await this.page.keyboard.press('Escape');
      await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 5000 });
    }
  }

  /** Opens a quick input with `keys`, types `text`, returns the input locator. */
  async quickInput(keys, text) {
    await this.closeQuickInput();
    await this.press(keys);
    const input = this.page.locator('.quick-input-widget .quick-input-box input');
    await input.waitFor({ state: 'visible', timeout: 10_000 });
    if (text !== undefined) {
      await input.fill(text);
    }
    return input;
  }

  /** Rows of the open quick input, as { label, description, ariaLabel, locator }. */
  async quickInputRows() {
    // One evaluateAll: per-row locator calls would each auto-wait for missing parts.
    const rows = this.page.locator('.quick-input-widget .quick-input-list .monaco-list-row');
    const data = await rows.evaluateAll(els =>
      els.map(el => ({
        label: (el.querySelector('.label-name')?.textContent || '').trim(),
        description: (el.querySelector('.label-description')?.textContent || '').trim(),
        ariaLabel: el.getAttribute('aria-label') || '',
      })),
    );
    return data.map((d, i) => ({ ...d, locator: rows.nth(i) }));
  }

  /** File name of the active editor tab ('' when none). */
  async activeTab() {
    return this.page.evaluate(
      () =>
        document
          .querySelector('.part.editor .editor-group-container.active .tab.active')
          ?.getAttribute('data-resource-name') || '',
    );
  }

  /** Saves a PNG under the screenshots dir; returns its path. */
  async screenshot(name, { fullPage = false } = {}) {
    fs.mkdirSync(this.screenshotsDir, { recursive: true });
    const file = path.join(this.screenshotsDir, `${slug(name)}.png`);
    await this.page.screenshot({ path: file, fullPage });
    this.screenshots.push(file);
    this.log(`screenshot ${path.relative(process.cwd(), file)}`);
    return file;
  }

  // ------------------------------------------------------------------ editor
  /** Opens a workspace file through Quick Open (Ctrl+P) and waits for its editor. */
  async openFile(name, { timeout = 30_000 } = {}) {
    const base = path.basename(name);
    await this.quickInput('Mod+P', name);
    // File search results arrive asynchronously (ripgrep on the server), and may replace the rows under the click:
    // the row is looked up again until a click lands.
    await waitUntil(
      async () => {
        const rows = await this.quickInputRows();
        const row =
          rows.find(
            r =>
              r.label === base && (name === base || `${r.description}/${r.label}`.endsWith(name.replace(/^\.?\//, ''))),
          ) || rows.find(r => r.label === base);
        return row && row.locator.click({ timeout: 2000 }).then(() => true);
      },
      { timeout, message: `Quick Open to list ${name}` },
    );
    await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 5000 });
    await waitUntil(async () => (await this.activeTab()) === base, { timeout, message: `the editor tab of ${base}` });
    await this.page
      .locator('.part.editor .editor-instance .monaco-editor .view-lines')
      .first()
      .waitFor({ state: 'visible', timeout });
    await this.focusEditor();
  }

  /** The active text editor (the one in the active editor group). */
  activeEditor() {
    return this.page.locator('.part.editor .editor-group-container.active .editor-instance .monaco-editor').first();
  }

  async focusEditor() {
    const editor = this.activeEditor();
    if (!(await editor.evaluate(el => el.classList.contains('focused')))) {
      await this.closeQuickInput();
      await this.runCommand('View: Focus Active Editor Group');
    }
  }

  /** Moves the cursor with Go to Line (Ctrl+G) and checks the status bar says so. */
  async goTo(line, column = 1) {
    await this.focusEditor();
    await this.quickInput('Control+G', `:${line}:${column}`);
    await this.page.keyboard.press('Enter');
    await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 5000 });
    await waitUntil(
      async () => {
        const text = await this.page.locator('.part.statusbar').innerText();
        return new RegExp(`Ln ${line}, Col ${column}\\b`).test(text);
      },
      { timeout: 5000, message: `the cursor at Ln ${line}, Col ${column}` },
    );
  }

  /** The text of `line` as rendered in the active editor (reveals the line first). */
  async lineText(line) {
    await this.goTo(line, 1);
    const text = await this.activeEditor().evaluate((editor, n) => {
      const num = [...editor.querySelectorAll('.margin-view-overlays .line-numbers')].find(
        e => e.textContent.trim() === String(n),
      );
      if (!num) return null;
      const top = num.closest('[style*="top"]')?.style.top;
      const view = [...editor.querySelectorAll('.view-lines .view-line')].find(e => e.style.top === top);
      return view ? view.textContent.replace(/\u00a0/g, ' ') : null;
    }, line);
    if (text === null) throw new Error(`line ${line} is not rendered in the active editor`);
    return text;
  }

  /**
   * Hovers the mouse over (line, column) or over the first occurrence of `text` on `line`
   * (1-based), waits for the hover widget and returns its text (all sections: problem,
   * provider hover...). `occurrence` picks the n-th match of `text`.
   */
  async hoverAt(line, columnOrText, { timeout = 15_000, occurrence = 1 } = {}) {
    let column = columnOrText;
    if (typeof columnOrText === 'string') {
      const lineText = await this.lineText(line);
      let idx = -1;
      for (let i = 0; i < occurrence; i++) idx = lineText.indexOf(columnOrText, idx + 1);
      if (idx < 0) throw new Error(`"${columnOrText}" not found on line ${line}: ${JSON.stringify(lineText)}`);
      column = idx + 1 + Math.floor(columnOrText.length / 2);
    }
    await this.page.mouse.move(1, 1); // leave any previous hover
    await this.page.keyboard.press('Escape');
    await this.goTo(line, column);
    const cursor = await this.activeEditor().locator('.cursors-layer .cursor').first().boundingBox();
    if (!cursor) throw new Error('no cursor in the active editor');
    // The cursor sits on the left edge of the character at `column`: hover a few pixels right of it.
    await this.page.mouse.move(cursor.x + 3, cursor.y + cursor.height / 2, { steps: 3 });
    const hover = this.page.locator('.monaco-hover:not(.hidden)').filter({ hasText: /\S/ }).first();
    await hover.waitFor({ state: 'visible', timeout });
    // Contents may arrive in parts ("Loading..." first): wait until stable.
    let previous = '';
    const text = await waitUntil(
      async () => {
        const now = (await hover.innerText()).trim();
        const stable = now && now === previous && !/^Loading\.\.\.$/m.test(now);
        previous = now;
        return stable ? now : false;
      },
      { timeout, interval: 300, message: 'the hover text to settle' },
    );
    return text;
  }

  /** Closes hovers and widgets (Escape) and moves the mouse away. */
  async dismiss() {
    await this.page.mouse.move(1, 1);
    await this.page.keyboard.press('Escape');
  }

  /**
   * Squiggles drawn in the active editor: [{ severity: 'error'|'warning'|'info'|'hint', line }].
   * Only the rendered (visible) lines are seen.
   */
  async squiggles() {
    return this.activeEditor().evaluate(editor => {
      const lineAt = new Map();
      for (const n of editor.querySelectorAll('.margin-view-overlays .line-numbers')) {
        const holder = n.closest('[style*="top"]');
        if (holder) lineAt.set(holder.style.top, Number(n.textContent.trim()));
      }
      const out = [];
      for (const s of editor.querySelectorAll('.view-overlays [class*="squiggly-"]')) {
        const m = /squiggly-(error|warning|info|hint)/.exec(s.className);
        if (!m) continue;
        const holder = s.closest('.view-overlays > div');
        out.push({ severity: m[1], line: holder ? (lineAt.get(holder.style.top) ?? null) : null });
      }
      return out;
    });
  }

  /** Waits until the editor draws a squiggle of `severity` on `line`: the Problems panel can list a problem before the editor paints it. */
  async waitForSquiggle(line, { severity = 'error', timeout = 15_000 } = {}) {
    return waitUntil(async () => (await this.squiggles()).some(s => s.severity === severity && s.line === line), {
      timeout,
      message: `a ${severity} squiggle on line ${line}`,
    });
  }

  /**
   * Opens the suggest widget (Ctrl+Space) at the cursor, after optionally moving to
   * `at: [line, column]` and typing `type`; returns every suggestion label (scrolling
   * through the list), then closes the widget unless `keepOpen`.
   */
  async triggerCompletion({ at, type, timeout = 15_000, keepOpen = false } = {}) {
    if (at) await this.goTo(at[0], at[1]);
    else await this.focusEditor();
    if (type) await this.page.keyboard.type(type, { delay: 20 });
    await this.page.keyboard.press('Control+Space');
    const widget = this.page.locator('.editor-widget.suggest-widget.visible').first();
    await widget.waitFor({ state: 'visible', timeout });
    const rows = widget.locator('.monaco-list-row');
    await waitUntil(async () => (await rows.count()) > 0 || (await widget.innerText()).includes('No suggestions'), {
      timeout,
      message: 'suggestions',
    });
    const labels = new Map();
    let total = 0;
    for (let i = 0; i < 200; i++) {
      const seen = await rows.evaluateAll(els =>
        els.map(el => ({
          index: Number(el.dataset.index),
          size: Number(el.getAttribute('aria-setsize')),
          label: (el.querySelector('.label-name')?.textContent || '').trim(),
        })),
      );
      for (const s of seen) {
        labels.set(s.index, s.label);
        total = s.size;
      }
      if (labels.size >= total) break;
      await this.page.keyboard.press('PageDown');
      await sleep(50);
    }
    if (!keepOpen) {
      await this.page.keyboard.press('Escape');
      await widget.waitFor({ state: 'hidden', timeout: 5000 }).catch(() => {});
    }
    return [...labels.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l);
  }

  // ------------------------------------------------------------------ workbench
  /** Runs a command by its palette title (e.g. 'MTG Scenario: Download the Comprehensive Rules'). */
  async runCommand(title, { timeout = 15_000 } = {}) {
    await this.quickInput('F1', `>${title}`);
    const row = await waitUntil(
      async () => {
        const rows = await this.quickInputRows();
        return rows.find(r => r.label === title || r.ariaLabel === title || r.ariaLabel.startsWith(`${title}, `));
      },
      { timeout, message: `the command "${title}" in the palette` },
    ).catch(async err => {
      const offered = (await this.quickInputRows()).map(r => r.label).slice(0, 10);
      await this.closeQuickInput();
      err.message += `; the palette offered: ${JSON.stringify(offered)}`;
      throw err;
    });
    await row.locator.click();
    await this.page
      .locator('.quick-input-widget')
      .waitFor({ state: 'hidden', timeout: 5000 })
      .catch(() => {});
  }

  /**
   * Entries of the Problems panel (opened with Ctrl+Shift+M when hidden):
   * [{ file, severity, message, source, code, line, column }].
   */
  async problems() {
    const panel = this.page.locator('.markers-panel');
    if (!(await panel.isVisible())) {
      await this.press('Mod+Shift+M');
      await panel.waitFor({ state: 'visible', timeout: 10_000 });
    }
    const list = panel.locator('.monaco-list').first();
    const rows = new Map();
    const read = () =>
      list.locator('.monaco-list-row').evaluateAll(els =>
        els.map(el => {
          const text = sel => (el.querySelector(sel)?.textContent || '').trim();
          const icon = el.querySelector('.marker-icon');
          return {
            index: Number(el.dataset.index),
            level: Number(el.getAttribute('aria-level')),
            ariaLabel: el.getAttribute('aria-label') || '',
            label: text('.label-name'),
            severity: icon ? (/(error|warning|info)/.exec(icon.className) || [])[1] || 'unknown' : null,
            message: text('.marker-message'),
            source: text('.marker-source'),
            code: text('.marker-code'),
            position: text('.marker-line'),
          };
        }),
      );
    if (await list.count()) {
      // The list is virtual: scroll through it to see every row.
      for (let i = 0; i < 100; i++) {
        const before = rows.size;
        for (const r of await read()) rows.set(r.index, r);
        if (rows.size === before && i > 0) break;
        await list.hover();
        await this.page.mouse.wheel(0, 300);
        await sleep(60);
      }
      if (rows.size > 0) {
        await list.hover();
        await this.page.mouse.wheel(0, -100_000);
      }
    }
    const out = [];
    let file = null;
    for (const [, r] of [...rows.entries()].sort((a, b) => a[0] - b[0])) {
      if (r.severity === null) {
        file = r.label || r.ariaLabel;
        continue;
      }
      const pos = /Ln (\d+), Col (\d+)/.exec(r.position) || [];
      out.push({
        file,
        severity: r.severity,
        message: r.message,
        source: r.source,
        code: r.code,
        line: pos[1] ? Number(pos[1]) : null,
        column: pos[2] ? Number(pos[2]) : null,
      });
    }
    return out;
  }

  /** Polls the Problems panel until `predicate(problems)` holds; returns the problems. */
  async waitForProblems(predicate = p => p.length > 0, { timeout = 30_000 } = {}) {
    let last = [];
    try {
      return await waitUntil(
        async () => {
          last = await this.problems();
          return predicate(last) ? last : false;
        },
        { timeout, interval: 500, message: 'the expected problems' },
      );
    } catch (err) {
      err.message += `; the Problems panel shows ${JSON.stringify(last)}`;
      throw err;
    }
  }

  /** Messages of the notification toasts on screen. */
  async notifications() {
    return (await this.page.locator('.notifications-toasts .notification-list-item-message').allInnerTexts()).map(t =>
      t.trim(),
    );
  }

  async waitForNotification(pattern, { timeout = 15_000 } = {}) {
    return waitUntil(
      async () =>
        (await this.notifications()).find(m => (pattern instanceof RegExp ? pattern.test(m) : m.includes(pattern))),
      { timeout, message: `a notification matching ${pattern}` },
    );
  }

  /**
   * The Test Explorer tree, fully expanded: [{ label, state, level }] where state is
   * 'Passed', 'Failed', 'Errored', 'Skipped', 'Queued', 'Running' or '' (not run).
   */
  async testExplorer({ timeout = 30_000 } = {}) {
    await this.runCommand('Testing: Focus on Test Explorer View');
    // Only the Test Explorer's pane: an extension may add views (e.g. MTG Scenario's Scenario Problems) to the container.
    const view = this.page
      .locator('.part.sidebar .pane')
      .filter({ hasNot: this.page.locator('.pane-header', { hasNotText: 'Test Explorer' }) })
      .first();
    // Either the tree, or the "No tests have been found in this workspace yet." welcome view.
    const found = await waitUntil(
      async () => {
        if (await view.locator('.monaco-list-row').count()) return 'tests';
        return (await view.innerText()).includes('No tests have been found') ? 'none' : false;
      },
      { timeout, message: 'the Test Explorer' },
    );
    if (found === 'none') return [];
    for (let i = 0; i < 50; i++) {
      const collapsed = view.locator('.monaco-list-row[aria-expanded="false"]');
      if (!(await collapsed.count())) break;
      await collapsed.first().click();
      await this.page.keyboard.press('ArrowRight');
      await sleep(100);
    }
    const rows = await view.locator('.monaco-list-row').evaluateAll(els =>
      els.map(el => ({
        ariaLabel: el.getAttribute('aria-label') || '',
        level: Number(el.getAttribute('aria-level')),
      })),
    );
    return rows.map(r => {
      const m = /^(.*) \((Passed|Failed|Errored|Skipped|Queued|Running|Unset)\)(?:, .*)?$/.exec(r.ariaLabel); // VS Code 1.139 appends ", in 2.0ms"
      return { label: m ? m[1] : r.ariaLabel, state: m && m[2] !== 'Unset' ? m[2] : '', level: r.level };
    });
  }

  /** Runs "Test: Run All Tests" and returns the Test Explorer once nothing is queued or running. */
  async runAllTests({ timeout = 120_000 } = {}) {
    const before = await this.testExplorer(); // lets the test controllers discover the workspace first
    if (!before.length)
      throw new Error('the Test Explorer shows no tests ("No tests have been found in this workspace yet.")');
    await this.runCommand('Test: Run All Tests');
    let last = [];
    return waitUntil(
      async () => {
        last = await this.testExplorer();
        const leaves = last.filter((r, i) => !(last[i + 1] && last[i + 1].level > r.level));
        return leaves.length && leaves.every(r => r.state && r.state !== 'Queued' && r.state !== 'Running')
          ? last
          : false;
      },
      { timeout, interval: 1000, message: 'every test to finish' },
    );
  }

  /**
   * The Test Results tree of the last run (panel): [{ name, state, description, level }],
   * state 'passed'|'failed'|'errored'|'skipped'|'' and description the failure message
   * ("[702.9b] ... @ file") or the file of a passed test.
   */
  async testResults() {
    const tree = this.page.locator('.test-output-peek-tree');
    if (!(await tree.isVisible())) {
      await this.runCommand('Testing: Focus on Test Results View');
      await tree.waitFor({ state: 'visible', timeout: 10_000 });
    }
    return tree.locator('.monaco-list-row').evaluateAll(els =>
      els.map(el => {
        const label = el.querySelector('.label');
        const description = (label?.querySelector('.test-label-description')?.textContent || '').trim();
        const name = (label?.textContent || '').trim();
        const state =
          (/testing-(passed|failed|errored|skipped)-icon/.exec(el.querySelector('.computed-state')?.className || '') ||
            [])[1] || '';
        return {
          name: description && name.endsWith(description) ? name.slice(0, -description.length).trim() : name,
          state,
          description,
          level: Number(el.getAttribute('aria-level')),
        };
      }),
    );
  }

  async close() {
    await this.browser.close().catch(() => {});
  }
}

/** Launches headless Chromium on `url` and waits for the workbench. */
export async function launchWorkbench({
  url,
  screenshotsDir = path.join(outputDir, 'screenshots'),
  viewport = { width: 1400, height: 900 },
  consoleLog = path.join(outputDir, 'browser-console.log'),
  log = msg => console.log(`[e2e] ${msg}`),
  timeout = 90_000,
} = {}) {
  const pw = await loadPlaywright();
  fs.mkdirSync(outputDir, { recursive: true });
  const chromium = pw.chromium || pw.default?.chromium;
  // A fresh profile each run (wiped here too, in case a killed run left one behind).
  const userDataDir = path.join(outputDir, 'chromium-profile');
  fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  fs.mkdirSync(userDataDir, { recursive: true });
  fs.mkdirSync(path.dirname(consoleLog), { recursive: true });
  const consoleStream = fs.createWriteStream(consoleLog, { flags: 'w' });
  // A persistent context is how playwright takes a fresh --user-data-dir.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    locale: 'en-US',
    timezoneId: 'UTC',
    // Chromium keeps its crashpad database in $XDG_CONFIG_HOME/chromium whatever the profile:
    // keep that in the throwaway profile too.
    env: {
      ...process.env,
      XDG_CONFIG_HOME: path.join(userDataDir, 'xdg-config'),
      XDG_CACHE_HOME: path.join(userDataDir, 'xdg-cache'),
    },
  });
  const browser = {
    close: async () => {
      await context.close();
      consoleStream.end();
      try {
        fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        /* wiped next run */
      }
    },
  };
  try {
    // Nothing leaves the machine: every request not to loopback is aborted (and logged).
    await context.route(
      u => !/^(https?|wss?):\/\/(127\.0\.0\.1|localhost)([:/]|$)/.test(u.href) && !/^(data|blob):/.test(u.href),
      route => {
        consoleStream.write(`[blocked] ${route.request().url()}\n`);
        return route.abort();
      },
    );
    const page = context.pages()[0] || (await context.newPage());
    page.on('console', m => consoleStream.write(`[${m.type()}] ${m.text()}\n`));
    page.on('pageerror', e => consoleStream.write(`[pageerror] ${e.stack || e}\n`));
    page.setDefaultTimeout(30_000);
    const wb = new Workbench({ browser, context, page, screenshotsDir, log });
    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
    await wb.waitForWorkbench({ timeout });
    log(`workbench ready in ${Date.now() - t0} ms`);
    return wb;
  } catch (err) {
    await browser.close();
    throw err;
  }
}

/**
 * One session: starts code-server with `vsix` installed and `workspace` open, launches the
 * browser, answers the workspace-trust prompt if `workspaceTrust` is 'trusted' or
 * 'restricted' (false, the default, disables workspace trust), runs the tests registered
 * by `tests(test)` in order and stops everything, whatever happens. A failing test saves
 * `FAILED-<test>.png`. Returns { passed, failed }.
 */
export async function runSession({
  name = 'e2e',
  workspace,
  vsix = [],
  settings = {},
  workspaceTrust = false,
  screenshotsDir = path.join(outputDir, 'screenshots'),
  tests,
  log = msg => console.log(`[e2e] ${msg}`),
}) {
  if (![false, 'trusted', 'restricted'].includes(workspaceTrust)) {
    throw new Error(`workspaceTrust must be false, 'trusted' or 'restricted', not ${JSON.stringify(workspaceTrust)}`);
  }
  const registered = [];
  tests((title, fn) => registered.push({ title, fn }));
  let passed = 0;
  let failed = 0;
  let cs = null;
  let wb = null;
  const t0 = Date.now();
  console.log(`${name}:`);
  fs.rmSync(screenshotsDir, { recursive: true, force: true }); // no stale FAILED-*.png from an earlier run
  try {
    cs = await startCodeServer({
      workspace,
      vsix,
      settings,
      workspaceTrust: Boolean(workspaceTrust),
      runDir: path.join(outputDir, 'code-server', slug(name)),
    });
    wb = await launchWorkbench({ url: cs.url, screenshotsDir, log });
    if (workspaceTrust) await wb.answerWorkspaceTrust(workspaceTrust === 'trusted');
    for (const { title, fn } of registered) {
      const t = Date.now();
      try {
        await fn(wb);
        passed++;
        console.log(`  ✓ ${title} (${Date.now() - t} ms)`);
      } catch (err) {
        failed++;
        console.log(`  ✗ ${title} (${Date.now() - t} ms)\n${String(err.stack || err).replace(/^/gm, '      ')}`);
        await wb.screenshot(`FAILED-${title}`).catch(() => {});
        await wb.dismiss().catch(() => {});
        await wb.closeQuickInput().catch(() => {});
      }
    }
  } catch (err) {
    failed += Math.max(1, registered.length - passed - failed);
    console.log(`  ✗ ${name}: setup failed\n${String(err.stack || err).replace(/^/gm, '      ')}`);
    if (wb) await wb.screenshot('FAILED-setup').catch(() => {});
  } finally {
    if (wb) await wb.close();
    if (cs) await cs.stop();
  }
  log(
    `${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s; screenshots in ${path.relative(process.cwd(), screenshotsDir)}`,
  );
  return { passed, failed };
}

/**
 * Runs one session (an options object, see runSession) or several in order (an array),
 * prints `N passed, N failed` over all of them as the last line and returns the exit code
 * (0 when all passed).
 */
export async function runE2E(sessions) {
  let passed = 0;
  let failed = 0;
  for (const session of Array.isArray(sessions) ? sessions : [sessions]) {
    const r = await runSession(session);
    passed += r.passed;
    failed += r.failed;
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}
