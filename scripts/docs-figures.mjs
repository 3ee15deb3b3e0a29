#!/usr/bin/env node
// Writes the card coverage figures into docs/card-coverage.md and the README's summary line, from
// `mtgs cards coverage` on the card corpus (MTGS_CORPUS_FILE, else ../shared/corpus/oracle-cards-2019.json). Run it
// after `npm run build` whenever the engine reads more; `--check` changes nothing and exits 1 when the docs' figures
// differ from the corpus' (the docs test runs it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS, missing, repoRoot, sharedPath } from './shared-data.mjs';

const n = x => x.toLocaleString('en-US');
const pct = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;
const share = g => `${n(g.fullyUnderstood)} (${pct(g.fullyUnderstood, g.cards)})`;

/** A table row of groups side by side: their names, their sizes, and what of each is fully understood. */
function row(label, groups) {
  return `| ${label} | ${groups.map(g => n(g.cards)).join(' / ')} | ${groups.map(share).join(' / ')} |`;
}

/** The figures of a coverage report, as the two generated blocks. */
export function coverageBlocks(report) {
  const type = t => report.byType.find(g => g.type === t);
  const format = f => report.byFormat.find(g => g.name === f);
  const rarity = r => report.byRarity.find(g => g.name === r);
  const partly = report.keywords
    .filter(k => k.read < k.cards)
    .sort((a, b) => b.cards - b.read - (a.cards - a.read) || a.keyword.localeCompare(b.keyword));
  const shapes = report.shapes
    .slice(0, 3)
    .map(s => `\`${s.shape}\` (${n(s.cards)} cards, ${n(s.unlocks)} unlocked by it alone)`);
  const all = { cards: report.total, fullyUnderstood: report.fullyUnderstood };
  const doc = [
    '| | cards | fully understood |',
    '| --- | --- | --- |',
    row('all', [all]),
    row('creatures / planeswalkers / lands', ['creature', 'planeswalker', 'land'].map(type)),
    row('instants / sorceries', ['instant', 'sorcery'].map(type)),
    row('artifacts / enchantments', ['artifact', 'enchantment'].map(type)),
    row('legal in Pauper / Modern / Commander', ['pauper', 'modern', 'commander'].map(format)),
    row('common / uncommon / rare / mythic', ['common', 'uncommon', 'rare', 'mythic'].map(rarity)),
    '',
    `Of the ${n(report.keywords.length)} keywords on the pool's keyword lines, ${n(report.keywords.length - partly.length)} ` +
      `are read on every card that has them; those left on the most cards are ` +
      `${partly
        .slice(0, 5)
        .map(k => `${k.keyword} (${n(k.cards - k.read)} of ${n(k.cards)})`)
        .join(', ')}. ` +
      `The most frequent shapes not understood: ${shapes.join(', ')}.`,
  ].join('\n');
  const pauper = format('pauper');
  const summary =
    `The engine fully understands ${n(report.fullyUnderstood)} of ${n(report.total)} real cards ` +
    `(${pct(report.fullyUnderstood, report.total)}), and ${pct(pauper.fullyUnderstood, pauper.cards)} of the cards legal ` +
    `in Pauper.`;
  return { doc, summary };
}

const TARGETS = [
  { file: 'docs/card-coverage.md', marker: 'coverage', block: 'doc' },
  { file: 'README.md', marker: 'coverage-summary', block: 'summary' },
];

/** `text` with the block between its markers replaced; undefined without the markers. */
export function withBlock(text, marker, block) {
  const re = new RegExp(`(<!-- ${marker}:begin[^>]*-->\\n)[\\s\\S]*?(<!-- ${marker}:end -->)`);
  return re.test(text) ? text.replace(re, (_, begin, end) => `${begin}${block}\n${end}`) : undefined;
}

function main(check) {
  const corpus = sharedPath(CORPUS);
  if (!existsSync(corpus)) {
    console.error(`docs-figures: ${missing(CORPUS)}.`);
    return 2;
  }
  const cli = path.join(repoRoot, 'packages/cli/dist/mtgs.js');
  const run = spawnSync(process.execPath, [cli, 'cards', 'coverage', corpus, '--json'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (run.status !== 0) {
    console.error(`docs-figures: mtgs cards coverage failed (run npm run build first): ${run.stderr}`);
    return 2;
  }
  const blocks = coverageBlocks(JSON.parse(run.stdout));
  let stale = 0;
  for (const { file, marker, block } of TARGETS) {
    const full = path.join(repoRoot, file);
    const text = readFileSync(full, 'utf8');
    const updated = withBlock(text, marker, blocks[block]);
    if (updated === undefined) {
      console.error(`docs-figures: ${file} has no <!-- ${marker}:begin --> … <!-- ${marker}:end --> block`);
      return 2;
    }
    if (updated === text) continue;
    stale++;
    if (check) console.error(`docs-figures: ${file}'s coverage figures differ from the corpus':\n${blocks[block]}`);
    else writeFileSync(full, updated);
  }
  if (!check) console.log(stale ? `docs-figures: updated ${stale} file(s)` : 'docs-figures: the figures are current');
  return check && stale ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(repoRoot, 'scripts/docs-figures.mjs'))
  process.exitCode = main(process.argv.includes('--check'));
