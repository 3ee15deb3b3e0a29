// The board view, the "Show board" code lens and the status bar item in the real editor (imported by
// mtg-scenario.e2e.mjs). The fixture is workspace/board.mtgs; line numbers below are 1-based as the editor shows them.
import assert from 'node:assert/strict';
import os from 'node:os';

/** The board panel's document: code-server puts a webview in an iframe inside an iframe. */
export function boardFrame(wb) {
  return wb.page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
}

/** Waits until the board shows document line `line` (1-based) and returns what the test needs of it. */
async function boardAt(wb, line, { timeout = 30_000 } = {}) {
  const root = boardFrame(wb).locator('#board');
  const deadline = Date.now() + timeout;
  for (;;) {
    const shown = await root.getAttribute('data-line', { timeout }).catch(() => null);
    if (shown === String(line - 1)) return root;
    if (Date.now() > deadline)
      throw new Error(`the board to show line ${line} (it shows ${shown === null ? 'nothing' : Number(shown) + 1})`);
    await new Promise(resolve => setTimeout(resolve, 50));
  }
}

/**
 * Shows a file in the first editor group: its tab when it is open there, else Quick Open (after the webview had the
 * focus, Quick Open's list can keep re-rendering under the click).
 */
async function showFile(wb, name) {
  await wb.runCommand('View: Focus First Editor Group');
  const tab = wb.page.locator(`.part.editor .editor-group-container.active .tab[data-resource-name="${name}"]`);
  if (await tab.count()) {
    await tab.first().click();
    await wb.page
      .locator(`.part.editor .editor-group-container.active .tab.active[data-resource-name="${name}"]`)
      .waitFor({ timeout: 10_000 });
  } else {
    await wb.openFile(name);
  }
}

/** The visible state's cards: [{ name, player, tapped, blocking, attacking, damage, text }]. */
async function cards(root) {
  return root.locator('.state:not([hidden]) .card').evaluateAll(els =>
    els.map(el => ({
      name: el.querySelector('.name').textContent,
      player: el.closest('[data-player]').dataset.player,
      tapped: el.classList.contains('tapped'),
      blocking: el.classList.contains('blocking'),
      attacking: el.classList.contains('attacking'),
      damage: el.querySelector('.badge.damage')?.textContent ?? '',
      label: el.getAttribute('aria-label'),
    })),
  );
}

export function boardTests(test, { illegalLine }) {
  test('Show Board draws the game at the cursor: a tapped blocker, a damaged creature and the stack', async wb => {
    await wb.openFile('board.mtgs');
    await wb.goTo(10, 3);
    await wb.runCommand('MTG Scenario: Show Board');
    const root = await boardAt(wb, 10);
    const all = await cards(root);
    const elves = all.find(c => c.name === 'Llanowar Elves');
    assert.deepEqual([elves.player, elves.tapped, elves.blocking], ['Bob', true, true], JSON.stringify(elves));
    assert.match(elves.label, /tapped, blocking Grizzly Bears/);
    const spider = all.find(c => c.name === 'Giant Spider');
    assert.equal(spider.damage, '2 damage');
    assert.ok(all.find(c => c.name === 'Grizzly Bears').attacking);
    const stack = await root.locator('.state:not([hidden]) .stack-item').allInnerTexts();
    assert.deepEqual(
      stack.map(s => s.replace(/\s+/g, ' ').trim()),
      ['top Lightning Bolt (Alice) targeting Giant Spider'],
    );
    assert.equal(
      (await root.locator('.state:not([hidden]) .timeline [aria-current="step"]').innerText()).trim(),
      'declare blockers',
    );
    assert.match(await root.locator('.line.action').innerText(), /Bob activates elves — legal/);
    // The README's picture: the whole board beside the scenario, nothing else open.
    await wb.runCommand('View: Close Primary Side Bar');
    await wb.runCommand('View: Hide Panel');
    await wb.runCommand('Notifications: Clear All Notifications');
    const viewport = wb.page.viewportSize();
    await wb.page.setViewportSize({ width: 1500, height: 1350 });
    await root.locator('.state:not([hidden]) .stack').waitFor();
    await wb.screenshot('09-board');
    await wb.page.setViewportSize(viewport);
  });

  test('the board follows the cursor (latency measured), and previous/next and before/after work', async wb => {
    await wb.focusEditor();
    const root = await boardAt(wb, 10);
    // Records when the board changes, on the same clock as this process (Date.now, not the frame's performance.now).
    await root.evaluate(el => {
      window.boardChanges = [];
      new MutationObserver(() => window.boardChanges.push({ line: el.dataset.line, at: Date.now() })).observe(el, {
        attributes: true,
        attributeFilter: ['data-line'],
        childList: true,
      });
    });
    const moves = [
      'ArrowDown',
      'ArrowDown',
      'ArrowDown',
      'ArrowUp',
      'ArrowUp',
      'ArrowUp',
      'ArrowUp',
      'ArrowUp',
      'ArrowDown',
      'ArrowDown',
    ];
    moves.push(...moves, ...moves);
    let line = 10;
    const latencies = [];
    for (const key of moves) {
      line += key === 'ArrowDown' ? 1 : -1;
      const seen = await root.evaluate(() => window.boardChanges.length);
      const started = Date.now();
      await wb.page.keyboard.press(key);
      await boardAt(wb, line);
      const change = await root.evaluate(
        (el, n) => window.boardChanges.slice(n).find(c => c.line === String(el.dataset.line)),
        seen,
      );
      latencies.push(change.at - started);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    wb.log(
      `board latency after a cursor move over ${latencies.length} moves: median ${sorted[Math.floor(sorted.length / 2)]} ms, ` +
        `p95 ${sorted[Math.ceil(sorted.length * 0.95) - 1]} ms, max ${sorted[sorted.length - 1]} ms at load ${os.loadavg()[0].toFixed(1)} (${latencies.join(', ')})`,
    );
    assert.equal(line, 10);
    // Within the line, the board (which depends on the line only) is not drawn again.
    const drawn = await root.evaluate(() => window.boardChanges.length);
    await wb.page.keyboard.press('ArrowRight');
    await wb.page.keyboard.press('End');
    await new Promise(resolve => setTimeout(resolve, 500));
    assert.equal(await root.evaluate(() => window.boardChanges.length), drawn, 'no redraw for a move within the line');
    await wb.page.keyboard.press('Home');

    await root.locator('button[data-focus="next"]').click();
    // The cursor went to the next line, and the board followed it.
    await boardAt(wb, 11);
    await root.locator('button[data-focus="previous"]').click();
    await boardAt(wb, 10);
    // By keyboard: the focus stays on the button as the board is drawn again.
    await root.locator('button[data-focus="previous"]').focus();
    await wb.page.keyboard.press('Enter');
    const at9 = await boardAt(wb, 9);
    assert.match(await at9.locator('.line.action').innerText(), /Alice passes/);
    await boardAt(wb, 9);
    await at9.locator('button[data-show="before"]').click();
    assert.equal(await at9.locator('button[data-show="before"]').getAttribute('aria-pressed'), 'true');
    const before = await cards(at9);
    assert.equal(before.length, 4);
    assert.equal(
      await at9.locator('.state:not([hidden]) .stack-item').count(),
      1,
      'the Bolt is on the stack before the pass too',
    );
    await at9.locator('button[data-show="after"]').click();
    await wb.screenshot('10-board-previous-next');
  });

  test("an illegal action: the board shows the violation and its rule; the code lens opens a scenario's start", async wb => {
    await showFile(wb, 'illegal-block.mtgs');
    await wb.goTo(illegalLine, 3);
    const root = await boardAt(wb, illegalLine);
    const line = await root.locator('.line.action.illegal').innerText();
    assert.match(line, /Grizzly Bears can't block Serra Angel/);
    assert.match(line, /CR 702\.9b/);
    await wb.screenshot('11-board-illegal');
    const lens = wb.activeEditor().locator('.codelens-decoration a', { hasText: 'Show board' });
    // Code lenses are drawn a moment after the editor is shown.
    await lens.nth(1).waitFor({ timeout: 15_000 });
    assert.equal(await lens.count(), 2, 'a code lens on each scenario');
    await lens.nth(1).click();
    const start = await boardAt(wb, 11);
    assert.match(await start.locator('.line.start').innerText(), /scenario "Bolt"/);
  });

  test("the status bar shows the file's results and opens the Test Explorer", async wb => {
    await wb.focusEditor();
    const item = wb.page.locator('.part.statusbar .statusbar-item', { hasText: '✓ 1 ✗ 1 ○ 0' });
    await item.waitFor({ timeout: 30_000 });
    await wb.screenshot('12-status-bar');
    await wb.runCommand('View: Show Explorer');
    await item.click();
    await wb.page
      .locator('.part.sidebar .composite.title', { hasText: /testing/i })
      .first()
      .waitFor({ timeout: 10_000 });
    await showFile(wb, 'board.mtgs');
    await wb.page.locator('.part.statusbar .statusbar-item', { hasText: '✓ 1 ✗ 0 ○ 0' }).waitFor({ timeout: 30_000 });
  });

  test('a built-in document: the board says to put the cursor in a scenario', async wb => {
    await wb.goTo(4, 30);
    await wb.page.keyboard.press('F12');
    await wb.page.locator('.tab.active[data-resource-name="cards.mtgs"]').first().waitFor({ timeout: 20_000 });
    const empty = boardFrame(wb).locator('#board .empty');
    await empty.waitFor({ timeout: 20_000 });
    assert.equal((await empty.innerText()).trim(), 'Put the cursor in a scenario to see its board.');
  });
}

export function restrictedBoardTests(test) {
  test('in Restricted Mode the board view works', async wb => {
    await wb.openFile('board.mtgs');
    await wb.goTo(10, 3);
    await wb.runCommand('MTG Scenario: Show Board');
    const all = await cards(await boardAt(wb, 10));
    assert.ok(all.find(c => c.name === 'Llanowar Elves').tapped);
    await wb.screenshot('03-restricted-board');
  });
}
