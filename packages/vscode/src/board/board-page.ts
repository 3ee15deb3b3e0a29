import { escapeHtml } from './board-html.js';

/**
 * The board panel's page: a strict Content-Security-Policy (nothing but its own nonce'd style and script, no network),
 * colours from the theme's CSS variables (light, dark, high contrast), and a small script that shows the HTML the
 * extension sends (`board-html.ts`, replacing only the top-level parts that changed), keeps the keyboard focus on the
 * button used, and asks for another line.
 */
export function boardPage(nonce: string, title: string, loading: string): string {
  title = escapeHtml(title);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}';">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${title}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<div id="board" role="region" aria-label="${title}"><p class="empty">${escapeHtml(loading)}</p></div>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
}

const SCRIPT = `
const vscode = acquireVsCodeApi();
const root = document.getElementById('board');
let shown = 'after';
function applyShown() {
  const states = root.querySelectorAll('[data-state]');
  if (states.length === 0) return;
  for (const s of states) s.hidden = s.dataset.state !== shown;
  for (const b of root.querySelectorAll('[data-show]')) b.setAttribute('aria-pressed', String(b.dataset.show === shown));
}
// Only the parts that changed are replaced (the header with its line, a state, the stack...): the rest of the board
// keeps its elements, and what is open or focused in them.
const template = document.createElement('template');
function patch(html) {
  template.innerHTML = html;
  const next = [...template.content.childNodes];
  const current = [...root.childNodes];
  if (next.length !== current.length) {
    root.replaceChildren(...next);
    return;
  }
  next.forEach((node, i) => {
    if (!node.isEqualNode(current[i])) root.replaceChild(node, current[i]);
  });
}
window.addEventListener('message', event => {
  const message = event.data;
  if (message.type !== 'board') return;
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.focus : undefined;
  patch(message.html);
  root.dataset.line = String(message.line);
  applyShown();
  if (focused) {
    const again = root.querySelector('[data-focus="' + focused + '"]:not([disabled])');
    if (again) again.focus();
  }
});
root.addEventListener('click', event => {
  const button = event.target.closest('button');
  if (!button) return;
  if (button.dataset.line !== undefined) vscode.postMessage({ type: 'line', line: Number(button.dataset.line) });
  if (button.dataset.show) {
    shown = button.dataset.show;
    applyShown();
  }
});
vscode.postMessage({ type: 'ready' });
`;

const STYLE = `
body { color: var(--vscode-foreground); background: var(--vscode-editor-background); font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); padding: 0 12px 16px; }
h2 { font-size: 1.2em; margin: 8px 0; } h3 { font-size: 1.05em; margin: 4px 0; } h4 { font-size: 0.9em; margin: 6px 0 2px; opacity: 0.8; }
button { color: var(--vscode-button-secondaryForeground); background: var(--vscode-button-secondaryBackground); border: 1px solid var(--vscode-contrastBorder, transparent); padding: 3px 10px; cursor: pointer; }
button:hover:not([disabled]) { background: var(--vscode-button-secondaryHoverBackground); }
button[disabled] { opacity: 0.5; cursor: default; }
button[aria-pressed="true"] { color: var(--vscode-button-foreground); background: var(--vscode-button-background); }
:focus-visible { outline: 1px solid var(--vscode-focusBorder); outline-offset: 2px; }
code { font-family: var(--vscode-editor-font-family); background: var(--vscode-textCodeBlock-background); padding: 0 3px; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.navigation, .toggle { display: flex; gap: 8px; align-items: center; margin: 6px 0; }
.line { margin: 4px 0; } .line p { margin: 4px 0; }
.violation { color: var(--vscode-errorForeground); }
.line.illegal, .line.failed { border-left: 3px solid var(--vscode-errorForeground); padding-left: 6px; }
.line.ok, .line.passed { border-left: 3px solid var(--vscode-testing-iconPassed, var(--vscode-charts-green)); padding-left: 6px; }
.line.skipped { border-left: 3px solid var(--vscode-editorWarning-foreground); padding-left: 6px; }
.rule { color: var(--vscode-textLink-foreground); font-weight: 600; }
.rule-text { margin: 4px 0; padding: 4px 8px; border-left: 3px solid var(--vscode-textBlockQuote-border); background: var(--vscode-textBlockQuote-background); }
.timeline { margin: 8px 0; } .timeline ol { display: flex; flex-wrap: wrap; gap: 2px; list-style: none; padding: 0; margin: 4px 0; }
.timeline li { padding: 1px 6px; border: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder)); font-size: 0.85em; opacity: 0.75; }
.timeline li.current { opacity: 1; font-weight: 600; color: var(--vscode-badge-foreground); background: var(--vscode-badge-background); border-color: var(--vscode-contrastActiveBorder, var(--vscode-badge-background)); }
.players { display: flex; flex-direction: column; gap: 10px; }
.player { border: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder)); padding: 6px 8px; }
.player.active { border-color: var(--vscode-focusBorder); }
.roles { font-weight: normal; opacity: 0.85; }
.stats { display: flex; flex-wrap: wrap; gap: 12px; }
.life { font-weight: 600; } .poison { color: var(--vscode-charts-green); }
.zones { display: flex; flex-wrap: wrap; gap: 12px; margin: 4px 0; } .zone ol { margin: 2px 0; padding-left: 20px; }
.cards { display: flex; flex-wrap: wrap; gap: 8px; }
.slot { width: 132px; height: 132px; display: flex; align-items: center; justify-content: center; }
.card { box-sizing: border-box; width: 96px; height: 128px; border: 1px solid var(--vscode-contrastBorder, var(--vscode-editorWidget-border, var(--vscode-panel-border))); border-radius: 6px; padding: 4px 5px; background: var(--vscode-editorWidget-background); position: relative; font-size: 0.82em; display: flex; flex-direction: column; gap: 2px; }
.card.tapped { transform: rotate(90deg); }
.card.attacking { border: 2px solid var(--vscode-charts-red); } .card.blocking { border: 2px solid var(--vscode-charts-blue); }
.card .name { font-weight: 600; } .card .type, .card .keywords { opacity: 0.8; font-size: 0.92em; }
.badges { display: flex; flex-wrap: wrap; gap: 2px; }
.badge { padding: 0 4px; border-radius: 3px; font-size: 0.9em; border: 1px solid var(--vscode-contrastBorder, transparent); }
.badge.damage { color: var(--vscode-errorForeground); border-color: var(--vscode-errorForeground); }
.badge.sick { background: var(--vscode-badge-background); color: var(--vscode-badge-foreground); }
.badge.counter { background: var(--vscode-editorInfo-foreground); color: var(--vscode-editor-background); }
.badge.combat { border-color: currentColor; }
.card.token { border-style: dashed; } .badge.token { border-color: currentColor; font-style: italic; }
.pt { position: absolute; right: 5px; bottom: 4px; font-weight: 700; }
.modified { color: var(--vscode-editorWarning-foreground); text-decoration: underline; }
.stack ol { padding-left: 20px; } .top { font-size: 0.8em; padding: 0 4px; background: var(--vscode-badge-background); color: var(--vscode-badge-foreground); }
.none, .empty, .problem { opacity: 0.8; font-style: italic; }
.result { font-weight: 600; color: var(--vscode-editorWarning-foreground); }
.text-alternative pre { white-space: pre-wrap; font-family: var(--vscode-editor-font-family); }
`;
