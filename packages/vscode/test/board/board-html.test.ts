// @vitest-environment happy-dom
import type { BoardPermanent, BoardState, BoardView } from '@mtg-scenario/language/protocol';
import { describe, expect, test } from 'vitest';
import { boardHtml, escapeHtml, permanentText, type Translate } from '../../src/board/board-html.js';
import { boardPage } from '../../src/board/board-page.js';

/** As vscode.l10n.t without a translation: the placeholders filled in. */
const t: Translate = (message, ...args) => message.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)]));

const creature = (name: string, extra: Partial<BoardPermanent> = {}): BoardPermanent => ({
  id: `#${name}`,
  name,
  typeLine: 'Creature — Test',
  owner: 'Alice',
  token: false,
  tapped: false,
  summoningSick: false,
  damage: 0,
  counters: [],
  power: { value: 2, printed: 2 },
  toughness: { value: 2, printed: 2 },
  keywords: [],
  ...extra,
});

const state = (stack: BoardState['stack'] = []): BoardState => ({
  turn: 9,
  activePlayer: 'Alice',
  activePlayersTurn: 5,
  gameTurnOrdinal: '9th',
  step: 'declareBlockers',
  priority: 'Bob',
  steps: [
    { step: 'main1', label: 'main1', current: false },
    { step: 'declareBlockers', label: 'declare blockers', current: true },
  ],
  players: [
    {
      name: 'Alice',
      life: 20,
      poison: 0,
      lost: false,
      active: true,
      priority: false,
      mana: {},
      zones: { hand: ['Shock'], library: [], graveyard: [], exile: [] },
      battlefield: {
        lands: [],
        creatures: [
          creature('Grizzly Bears', {
            power: { value: 3, printed: 2 },
            toughness: { value: 3, printed: 2 },
            counters: [{ kind: '+1/+1', count: 1 }],
            attacking: { target: 'Bob', blocked: true },
          }),
        ],
        other: [],
      },
    },
    {
      name: 'Bob',
      life: 18,
      poison: 1,
      lost: false,
      active: false,
      priority: true,
      mana: { G: 1 },
      zones: { hand: [], library: ['Forest', 'Forest'], graveyard: [], exile: [] },
      battlefield: {
        lands: [],
        creatures: [
          creature('Llanowar Elves', { tapped: true, blocking: ['Grizzly Bears'] }),
          creature('<Spider>', { damage: 2, summoningSick: true }),
        ],
        other: [],
      },
    },
  ],
  stack,
  summary: "Alice's turn 5 (the game's 9th), declare blockers · priority: Bob",
});

const view = (extra: Partial<BoardView> = {}): BoardView => ({
  scenario: 'Board',
  line: 6,
  lines: [0, 5, 6, 7],
  at: {
    kind: 'action',
    text: 'Bob blocks bears with elves',
    status: 'ok',
    events: [{ text: 'Elves blocks.', rule: '509.1', ruleText: 'The defending player declares blockers.' }],
  },
  state: state([
    { id: '#9', name: 'Lightning Bolt', kind: 'spell', controller: 'Alice', targets: ['<Spider>'] },
    { id: '#8', name: 'Shock', kind: 'spell', controller: 'Bob', targets: [] },
  ]),
  before: state(),
  ...extra,
});

/** The HTML as a document, to query as the webview would. */
function dom(html: string): Document {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

describe('the board HTML', () => {
  test('cards: tapped, damaged, summoning sick, counters, modified P/T, attacking and blocking; names escaped', () => {
    const html = boardHtml(view(), t);
    expect(html).not.toContain('<Spider>');
    const doc = dom(html);
    const after = doc.querySelector('[data-state="after"]')!;
    const elves = after.querySelector('[data-player="Bob"] .card.tapped')!;
    expect(elves.querySelector('.name')!.textContent).toBe('Llanowar Elves');
    expect(elves.classList.contains('blocking')).toBe(true);
    expect(elves.getAttribute('aria-label')).toBe('Llanowar Elves, 2/2, tapped, blocking Grizzly Bears');
    const spider = [...after.querySelectorAll('.card')].find(
      c => c.querySelector('.name')!.textContent === '<Spider>',
    )!;
    expect(spider.querySelector('.badge.damage')!.textContent).toBe('2 damage');
    expect(spider.querySelector('.badge.sick')).not.toBeNull();
    const bears = after.querySelector('[data-player="Alice"] .card.attacking')!;
    expect(bears.querySelectorAll('.pt .modified')).toHaveLength(2);
    expect(bears.querySelector('.badge.counter')!.textContent).toBe('+1/+1 ×1');
    expect(bears.textContent).toContain('→ Bob (blocked)');
  });

  test('an Aura or Equipment says what it is attached to', () => {
    const blade = { ...creature('Test Blade', {}), typeLine: 'Artifact — Equipment', attachedTo: 'Grizzly Bears' };
    const html = boardHtml(view(), t);
    const doc = dom(
      boardHtml(
        {
          ...view(),
          state: {
            ...view().state!,
            players: view().state!.players.map(p =>
              p.name === 'Alice' ? { ...p, battlefield: { ...p.battlefield, other: [blade] } } : p,
            ),
          },
        },
        t,
      ),
    );
    expect(html).not.toContain('attached to');
    const card = [...doc.querySelectorAll('.card')].find(c => c.querySelector('.name')!.textContent === 'Test Blade')!;
    expect(card.querySelector('.badge.attached')!.textContent).toBe('attached to Grizzly Bears');
    expect(card.getAttribute('aria-label')).toContain('attached to Grizzly Bears');
  });

  test('players, zones expandable, the stack top first with targets, the timeline, the text alternative', () => {
    const doc = dom(boardHtml(view(), t));
    const after = doc.querySelector('[data-state="after"]')!;
    const bob = after.querySelector('[data-player="Bob"]')!;
    expect(bob.querySelector('h3')!.textContent).toBe('Bob (has priority)');
    expect(bob.querySelector('.poison')!.textContent).toBe('Poison 1');
    expect(bob.querySelector('.pool')!.textContent).toBe('Mana pool: {G}×1');
    expect([...bob.querySelectorAll('.zone summary')].map(s => s.textContent)).toEqual([
      'Hand: 0',
      'Library: 2',
      'Graveyard: 0',
      'Exile: 0',
    ]);
    expect([...bob.querySelectorAll('[data-zone="library"] li')].map(l => l.textContent)).toEqual(['Forest', 'Forest']);
    expect([...after.querySelectorAll('.stack-item')].map(i => i.textContent)).toEqual([
      'top Lightning Bolt (Alice) targeting <Spider>',
      'Shock (Bob)',
    ]);
    expect(after.querySelector('.timeline [aria-current="step"]')!.textContent).toBe('declare blockers');
    expect(after.querySelector('.timeline .turn')!.textContent).toBe("Alice's turn 5 (the game's 9th)");
    expect(after.querySelector('.text-alternative pre')!.textContent).toContain(
      'Bob: Llanowar Elves, 2/2, tapped, blocking Grizzly Bears',
    );
    // The state before the line is there, hidden until asked for.
    expect((doc.querySelector('[data-state="before"]') as HTMLElement).hidden).toBe(true);
    expect(doc.querySelector('[data-state="before"] .stack .none')).not.toBeNull();
  });

  test('previous/next buttons go to the neighbouring lines; at the ends one is disabled', () => {
    const middle = dom(boardHtml(view(), t));
    expect(middle.querySelector('[data-focus="previous"]')!.getAttribute('data-line')).toBe('5');
    expect(middle.querySelector('[data-focus="next"]')!.getAttribute('data-line')).toBe('7');
    const start = dom(boardHtml(view({ line: 0, at: { kind: 'start', text: 'scenario "Board" {' } }), t));
    expect(start.querySelector('[data-focus="previous"]')!.hasAttribute('disabled')).toBe(true);
    expect(start.querySelector('.position')!.textContent).toBe('Line 1 · 1 of 4');
    const end = dom(boardHtml(view({ line: 7 }), t));
    expect(end.querySelector('[data-focus="next"]')!.hasAttribute('disabled')).toBe(true);
  });

  test('an illegal action: the violation, its rule and the rule text', () => {
    const doc = dom(
      boardHtml(
        view({
          at: {
            kind: 'action',
            text: 'Bob blocks angel with bears',
            status: 'illegal',
            events: [],
            violation: { message: "Grizzly Bears can't block Serra Angel.", rule: '702.9b', ruleText: 'Flying text.' },
          },
        }),
        t,
      ),
    );
    expect(doc.querySelector('.line.illegal .violation')!.textContent).toBe(
      "Grizzly Bears can't block Serra Angel. CR 702.9b",
    );
    expect(doc.querySelector('.rule-text')!.textContent).toBe('702.9b Flying text.');
  });

  test('an expectation shows the state there without before/after; no scenario, or one that could not start', () => {
    const doc = dom(
      boardHtml(
        view({
          at: {
            kind: 'expectation',
            text: 'expect Bob life 17',
            status: 'failed',
            expected: 'life 17',
            actual: 'life 18',
          },
          before: undefined,
        }),
        t,
      ),
    );
    expect(doc.querySelector('.toggle')).toBeNull();
    expect(doc.querySelector('.line.failed .violation')!.textContent).toBe('expected life 17, actual life 18');
    expect(dom(boardHtml(null, t)).body.textContent).toBe('Put the cursor in a scenario to see its board.');
    const problem = dom(
      boardHtml(
        {
          scenario: 'Empty',
          line: 0,
          lines: [0],
          at: { kind: 'start', text: 'scenario "Empty" {' },
          problem: 'The scenario needs players and a start.',
        },
        t,
      ),
    );
    expect(problem.querySelector('.problem')!.textContent).toBe('The scenario needs players and a start.');
  });

  test('permanentText and escapeHtml', () => {
    expect(permanentText(creature('Soldier', { token: true }), t)).toBe('Soldier, token, 2/2');
    const token = dom(
      boardHtml(
        view({
          state: {
            ...state(),
            players: [
              {
                ...state().players[0]!,
                battlefield: { lands: [], creatures: [creature('Soldier', { token: true })], other: [] },
              },
            ],
          },
        }),
        t,
      ),
    );
    expect(token.querySelector('[data-state="after"] .card.token .badge.token')!.textContent).toBe('token');
    expect(
      permanentText(
        creature('X', { counters: [{ kind: '-1/-1', count: 2 }], attacking: { target: 'Bob', blocked: false } }),
        t,
      ),
    ).toBe('X, 2/2, 2 -1/-1 counters, attacking Bob');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});

describe('the board page', () => {
  test("a strict Content-Security-Policy: only the nonce'd style and script, nothing from the network", () => {
    const page = boardPage('abc123', 'MTG <Board>', 'Loading…');
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')).toBe(
      "default-src 'none'; style-src 'nonce-abc123'; script-src 'nonce-abc123';",
    );
    expect([...doc.querySelectorAll('script')].map(s => s.getAttribute('nonce'))).toEqual(['abc123']);
    expect([...doc.querySelectorAll('style')].map(s => s.getAttribute('nonce'))).toEqual(['abc123']);
    expect(doc.title).toBe('MTG <Board>');
    expect(page).not.toMatch(/https?:\/\//);
    // Colours come from the theme only.
    expect(page).not.toMatch(/#[0-9a-f]{3,6}\b|rgb\(/i);
  });

  test('the page replaces only the parts of the board that changed, and says which line it shows', () => {
    const page = new DOMParser().parseFromString(boardPage('abc123', 'MTG Board', 'Loading…'), 'text/html');
    document.body.innerHTML = page.body.innerHTML;
    const posted: unknown[] = [];
    // The page's own script, run as the webview runs it.
    new Function('acquireVsCodeApi', page.querySelector('script')!.textContent!)(() => ({
      postMessage: (m: unknown) => posted.push(m),
    }));
    expect(posted).toEqual([{ type: 'ready' }]);
    const root = document.getElementById('board')!;
    const show = (line: number, html: string) =>
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'board', line, html } }));

    show(6, boardHtml(view(), t));
    expect(root.dataset.line).toBe('6');
    const [header, , , after, before] = [...root.children];
    expect(after!.getAttribute('data-state')).toBe('after');
    expect(before!.hidden).toBe(true);
    // Another line with the same game after it: the header is new, the states are the same elements.
    show(7, boardHtml(view({ line: 7, at: { kind: 'action', text: 'Alice passes', status: 'ok', events: [] } }), t));
    expect(root.dataset.line).toBe('7');
    expect(root.children[0]).not.toBe(header);
    expect(root.querySelector('.line.action')!.textContent).toMatch(/Alice passes/);
    expect(root.children[3]).toBe(after);
    expect(root.children[4]).toBe(before);
    // A game that changed is drawn again.
    show(7, boardHtml(view({ line: 7, state: state() }), t));
    expect(root.children[3]).not.toBe(after);
    expect(root.querySelectorAll('.state:not([hidden]) .stack-item')).toHaveLength(0);
    // Outside any scenario: the whole board is replaced.
    show(-1, boardHtml(null, t));
    expect(root.children).toHaveLength(1);
    expect(root.textContent).toMatch(/Put the cursor in a scenario/);
  });
});
