import type { BoardLine, BoardPermanent, BoardPlayer, BoardResult, BoardState } from '@mtg-scenario/language/protocol';

/**
 * The board view's HTML, from the language server's view model (`mtgs/board`). Pure, so it is tested without VS Code;
 * `t` translates (vscode.l10n.t in the extension: `{0}` placeholders). Everything from the model is escaped: the
 * panel's Content-Security-Policy allows no inline script or style besides the page's own nonce'd ones.
 */
export type Translate = (message: string, ...args: (string | number)[]) => string;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`);
}

const ZONES = ['hand', 'library', 'graveyard', 'exile', 'command'] as const;
const MANA = ['W', 'U', 'B', 'R', 'G', 'C'] as const;

function zoneName(zone: (typeof ZONES)[number], t: Translate): string {
  return {
    hand: t('Hand'),
    library: t('Library'),
    graveyard: t('Graveyard'),
    exile: t('Exile'),
    command: t('Command zone'),
  }[zone];
}

/** The card's state in words: its label for screen readers and the text summary. */
export function permanentText(p: BoardPermanent, t: Translate): string {
  const parts = [p.name];
  if (p.token) parts.push(t('token'));
  if (p.power && p.toughness) parts.push(`${p.power.value}/${p.toughness.value}`);
  if (p.tapped) parts.push(t('tapped'));
  if (p.summoningSick) parts.push(t('summoning sick'));
  if (p.damage > 0) parts.push(t('{0} damage', p.damage));
  for (const c of p.counters) parts.push(t('{0} {1} counters', c.count, c.kind));
  if (p.attacking)
    parts.push(
      p.attacking.blocked ? t('attacking {0}, blocked', p.attacking.target) : t('attacking {0}', p.attacking.target),
    );
  if (p.blocking) parts.push(t('blocking {0}', p.blocking.join(', ')));
  if (p.attachedTo) parts.push(t('attached to {0}', p.attachedTo));
  return parts.join(', ');
}

function stat(value: { value: number; printed: number }, t: Translate): string {
  const modified = value.value !== value.printed;
  return `<span class="${modified ? 'modified' : ''}"${modified ? ` title="${escapeHtml(t('printed {0}', value.printed))}"` : ''}>${value.value}</span>`;
}

function card(p: BoardPermanent, t: Translate): string {
  const classes = [
    'card',
    p.token ? 'token' : '',
    p.tapped ? 'tapped' : '',
    p.attacking ? 'attacking' : '',
    p.blocking ? 'blocking' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const badges: string[] = [];
  if (p.token) badges.push(`<span class="badge token">${escapeHtml(t('token'))}</span>`);
  if (p.summoningSick) badges.push(`<span class="badge sick">${escapeHtml(t('summoning sick'))}</span>`);
  if (p.damage > 0) badges.push(`<span class="badge damage">${escapeHtml(t('{0} damage', p.damage))}</span>`);
  for (const c of p.counters) badges.push(`<span class="badge counter">${escapeHtml(`${c.kind} ×${c.count}`)}</span>`);
  if (p.attacking)
    badges.push(
      `<span class="badge combat">${escapeHtml(t('→ {0}', p.attacking.target))}${p.attacking.blocked ? ` ${escapeHtml(t('(blocked)'))}` : ''}</span>`,
    );
  if (p.blocking)
    badges.push(`<span class="badge combat">${escapeHtml(t('blocks {0}', p.blocking.join(', ')))}</span>`);
  if (p.attachedTo)
    badges.push(`<span class="badge attached">${escapeHtml(t('attached to {0}', p.attachedTo))}</span>`);
  const pt = p.power && p.toughness ? `<span class="pt">${stat(p.power, t)}/${stat(p.toughness, t)}</span>` : '';
  return (
    `<div class="slot"><article class="${classes}" tabindex="0" data-id="${escapeHtml(p.id)}" aria-label="${escapeHtml(permanentText(p, t))}">` +
    `<header class="name">${escapeHtml(p.name)}</header><div class="type">${escapeHtml(p.typeLine)}</div>` +
    (p.keywords.length ? `<div class="keywords">${escapeHtml(p.keywords.join(', '))}</div>` : '') +
    `<div class="badges">${badges.join('')}</div>${pt}</article></div>`
  );
}

function player(p: BoardPlayer, t: Translate): string {
  const roles = [
    p.active ? t('active player') : '',
    p.priority ? t('has priority') : '',
    p.lost ? t('lost') : '',
  ].filter(Boolean);
  const mana = MANA.filter(m => p.mana[m])
    .map(m => `<span class="mana mana-${m}">{${m}}×${p.mana[m]}</span>`)
    .join(' ');
  // The command zone only where it holds something: most games have none (CR 903.6).
  const zones = ZONES.filter(zone => zone !== 'command' || p.zones.command?.length)
    .map(zone => {
      const cards = p.zones[zone] ?? [];
      const list = cards.length ? `<ol>${cards.map(c => `<li>${escapeHtml(c)}</li>`).join('')}</ol>` : '';
      return `<details class="zone" data-zone="${zone}"><summary>${escapeHtml(zoneName(zone, t))}: ${cards.length}</summary>${list}</details>`;
    })
    .join('');
  const rows = (
    [
      ['lands', t('Lands')],
      ['creatures', t('Creatures')],
      ['other', t('Other permanents')],
    ] as const
  )
    .map(([key, title]) => {
      const cards = p.battlefield[key];
      return cards.length
        ? `<div class="row" data-row="${key}"><h4>${escapeHtml(title)}</h4><div class="cards">${cards.map(c => card(c, t)).join('')}</div></div>`
        : '';
    })
    .join('');
  return (
    `<section class="player${p.active ? ' active' : ''}" data-player="${escapeHtml(p.name)}" aria-label="${escapeHtml(p.name)}">` +
    `<h3>${escapeHtml(p.name)}${roles.length ? ` <span class="roles">(${escapeHtml(roles.join(', '))})</span>` : ''}</h3>` +
    `<div class="stats"><span class="life">${escapeHtml(t('Life {0}', p.life))}</span>` +
    (p.poison ? ` <span class="poison">${escapeHtml(t('Poison {0}', p.poison))}</span>` : '') +
    ` <span class="pool">${escapeHtml(t('Mana pool'))}: ${mana || escapeHtml(t('empty'))}</span></div>` +
    `<div class="zones">${zones}</div><div class="battlefield">${rows || `<p class="none">${escapeHtml(t('No permanents'))}</p>`}</div></section>`
  );
}

function stack(state: BoardState, t: Translate): string {
  const items = state.stack
    .map(
      (item, i) =>
        `<li class="stack-item" tabindex="0">${i === 0 ? `<span class="top">${escapeHtml(t('top'))}</span> ` : ''}` +
        `<strong>${escapeHtml(item.name)}</strong> (${escapeHtml(item.controller)})` +
        (item.targets.length ? ` ${escapeHtml(t('targeting {0}', item.targets.join(', ')))}` : '') +
        '</li>',
    )
    .join('');
  return (
    `<section class="stack" aria-label="${escapeHtml(t('Stack'))}"><h3>${escapeHtml(t('Stack'))}</h3>` +
    (items ? `<ol>${items}</ol>` : `<p class="none">${escapeHtml(t('empty'))}</p>`) +
    '</section>'
  );
}

/** The game's turn as an ordinal ("9th", German "9."): the suffix the language chose, translated. */
function gameTurn(state: BoardState, t: Translate): string {
  const suffix = state.gameTurnOrdinal.slice(String(state.turn).length);
  if (suffix === 'st') return t('{0}st', state.turn);
  if (suffix === 'nd') return t('{0}nd', state.turn);
  if (suffix === 'rd') return t('{0}rd', state.turn);
  return t('{0}th', state.turn);
}

function timeline(state: BoardState, t: Translate): string {
  const steps = state.steps
    .map(
      s =>
        `<li class="${s.current ? 'current' : ''}"${s.current ? ' aria-current="step"' : ''}>${escapeHtml(s.label)}</li>`,
    )
    .join('');
  return (
    `<nav class="timeline" aria-label="${escapeHtml(t("{0}'s turn {1} (the game's {2})", state.activePlayer, state.activePlayersTurn, gameTurn(state, t)))}">` +
    `<span class="turn">${escapeHtml(t("{0}'s turn {1} (the game's {2})", state.activePlayer, state.activePlayersTurn, gameTurn(state, t)))}</span><ol>${steps}</ol></nav>`
  );
}

/** The game, drawn: timeline, players with their zones and battlefields, the stack, and its text alternative. */
export function stateHtml(state: BoardState, t: Translate): string {
  const text = [
    state.summary,
    ...state.players.flatMap(p =>
      [...p.battlefield.lands, ...p.battlefield.creatures, ...p.battlefield.other].map(
        c => `${p.name}: ${permanentText(c, t)}`,
      ),
    ),
  ].join('\n');
  return (
    timeline(state, t) +
    (state.result ? `<p class="result">${escapeHtml(t('Game over: {0}', state.result))}</p>` : '') +
    `<div class="players">${state.players.map(p => player(p, t)).join('')}</div>${stack(state, t)}` +
    `<details class="text-alternative"><summary>${escapeHtml(t('Text summary'))}</summary><pre>${escapeHtml(text)}</pre></details>`
  );
}

function rule(r: { rule?: string; ruleText?: string }): string {
  if (!r.rule) return '';
  return ` <span class="rule" title="${escapeHtml(r.ruleText ?? '')}">CR ${escapeHtml(r.rule)}</span>`;
}

function lineHtml(at: BoardLine, t: Translate): string {
  const text = `<code>${escapeHtml(at.text)}</code>`;
  if (at.kind === 'start') return `<p class="line start">${escapeHtml(t('Start of the scenario'))}: ${text}</p>`;
  if (at.kind === 'expectation') {
    const status = { passed: t('passed'), failed: t('failed'), skipped: t('not checked') }[at.status];
    const detail =
      at.status === 'failed'
        ? `<p class="violation">${escapeHtml(at.message ?? t('expected {0}, actual {1}', at.expected ?? '?', at.actual ?? '?'))}</p>`
        : '';
    return `<div class="line expectation ${at.status}"><p>${text} — ${escapeHtml(status)}</p>${detail}</div>`;
  }
  const status = {
    ok: t('legal'),
    illegal: t('illegal'),
    skipped: t('not replayed'),
    merged: t('part of the next declaration'),
  }[at.status];
  const violation = at.violation
    ? `<p class="violation" role="alert">${escapeHtml(at.violation.message)}${rule(at.violation)}</p>` +
      (at.violation.ruleText
        ? `<blockquote class="rule-text">${escapeHtml(at.violation.rule)} ${escapeHtml(at.violation.ruleText)}</blockquote>`
        : '')
    : '';
  const reason = at.reason ? `<p class="reason">${escapeHtml(at.reason)}</p>` : '';
  const events = at.events.length
    ? `<details class="events"><summary>${escapeHtml(t('What happened ({0})', at.events.length))}</summary><ol>${at.events.map(e => `<li>${escapeHtml(e.text)}${rule(e)}</li>`).join('')}</ol></details>`
    : '';
  return `<div class="line action ${at.status}"><p>${text} — ${escapeHtml(status)}</p>${violation}${reason}${events}</div>`;
}

/** The panel's content for a request's result; null: the cursor is not in a scenario. */
export function boardHtml(view: BoardResult, t: Translate): string {
  if (!view) return `<p class="empty">${escapeHtml(t('Put the cursor in a scenario to see its board.'))}</p>`;
  const index = view.lines.indexOf(view.line);
  const previous = index > 0 ? view.lines[index - 1] : undefined;
  const next = index >= 0 && index < view.lines.length - 1 ? view.lines[index + 1] : undefined;
  const button = (key: string, label: string, line: number | undefined) =>
    `<button type="button" data-focus="${key}" ${line === undefined ? 'disabled' : `data-line="${line}"`}>${escapeHtml(label)}</button>`;
  const nav =
    `<div class="navigation">${button('previous', t('◀ Previous line'), previous)}` +
    `<span class="position">${escapeHtml(t('Line {0} · {1} of {2}', view.line + 1, index + 1, view.lines.length))}</span>${button('next', t('Next line ▶'), next)}</div>`;
  const header = `<header class="scenario"><h2>${escapeHtml(view.scenario)}</h2>${nav}${lineHtml(view.at, t)}</header>`;
  if (!view.state) return `${header}<p class="problem">${escapeHtml(view.problem ?? '')}</p>`;
  const summary = `<p class="sr-only" aria-live="polite">${escapeHtml(view.state.summary)}</p>`;
  if (!view.before) return `${header}${summary}<div class="state">${stateHtml(view.state, t)}</div>`;
  const toggle =
    `<div class="toggle" role="group" aria-label="${escapeHtml(t('Before or after the line'))}">` +
    `<button type="button" data-focus="before" data-show="before" aria-pressed="false">${escapeHtml(t('Before'))}</button>` +
    `<button type="button" data-focus="after" data-show="after" aria-pressed="true">${escapeHtml(t('After'))}</button></div>`;
  return (
    `${header}${summary}${toggle}<div class="state" data-state="after">${stateHtml(view.state, t)}</div>` +
    `<div class="state" data-state="before" hidden>${stateHtml(view.before, t)}</div>`
  );
}
