import path from 'node:path';
import { parseArgs } from 'node:util';
import { quoted } from '@mtg-scenario/engine';
import { coverageOf, readCardFile, type CardSource } from '@mtg-scenario/engine/cards';
import { coverageReadings, defaultCoverageThreads } from './coverage-parallel.js';
import { ExitCode } from './exit-codes.js';
import { InputError, workersOption } from './files.js';
import type { Io } from './cli.js';

export const CARDS_COVERAGE_HELP = `Usage: mtgs cards coverage <AtomicCards.json[.gz] | oracle-cards-*.json> [--json]

How much of a card file the engine fully understands, by card type, format and
rarity, its keywords, and the most frequent sentence shapes it doesn't, with the
cards each would unlock.

Options:
  --json         the report as JSON, with every card, by name, and what of it
                 isn't understood
  --workers <n>  threads reading the cards (default: one per core, for 2,000
                 cards each at least); 1 reads them on the main thread alone
  -h, --help     this help`;

/** `mtgs cards coverage`: how much of a card file the engine understands (issue 9). */
export async function cardsCoverage(rest: readonly string[], io: Io): Promise<ExitCode> {
  const { positionals, values } = parseArgs({
    args: [...rest],
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false }, workers: { type: 'string' } },
  });
  if (positionals.length !== 1)
    throw new InputError('name exactly one card file, e.g. mtgs cards coverage AtomicCards.json');
  const workers = workersOption(values.workers);
  const file = path.resolve(io.cwd, positionals[0]!);
  const read = await readCardFile(file);
  if (!read.ok) {
    io.err(`mtgs: ${read.error}`);
    return ExitCode.UsageOrIo;
  }
  const cards = read.value.cards;
  const report = coverageOf(
    await coverageReadings(file, cards, workers ?? defaultCoverageThreads(cards.length), io.workerScript),
  );
  const skipped = read.value.skipped;
  if (values.json) {
    io.out(
      JSON.stringify(
        { file: positionals[0], format: read.value.source.format, skipped: skipped.length, ...report },
        null,
        2,
      ),
    );
    return ExitCode.Ok;
  }
  const percent = (n: number, of: number) => (of === 0 ? '0.0' : ((100 * n) / of).toFixed(1));
  io.out(
    `${positionals[0]} (${read.value.source.format}): ${report.total} card${report.total === 1 ? '' : 's'}${skipped.length ? `, ${skipped.length} skipped as malformed` : ''}`,
  );
  io.out(
    `Fully understood: ${report.fullyUnderstood} of ${report.total} (${percent(report.fullyUnderstood, report.total)}%)`,
  );
  io.out('\nBy card type (a card counts under the first of its types in this order):');
  for (const t of report.byType)
    io.out(
      `  ${t.type.padEnd(13)}${String(t.cards).padStart(7)}  fully understood ${String(t.fullyUnderstood).padStart(6)} (${percent(t.fullyUnderstood, t.cards)}%)`,
    );
  const groups = (title: string, list: readonly { name: string; cards: number; fullyUnderstood: number }[]) => {
    if (!list.length) return;
    io.out(`\n${title}`);
    for (const g of list)
      io.out(
        `  ${g.name.padEnd(13)}${String(g.cards).padStart(7)}  fully understood ${String(g.fullyUnderstood).padStart(6)} (${percent(g.fullyUnderstood, g.cards)}%)`,
      );
  };
  groups('By format (the cards legal in it):', report.byFormat);
  groups('By rarity:', report.byRarity);
  if (report.keywords.length) {
    const read = report.keywords.filter(k => k.read === k.cards);
    io.out(
      `\nKeywords on the cards' keyword lines: ${read.length} of ${report.keywords.length} read on every card that has them; the others (cards with it; cards where it isn't read):`,
    );
    for (const k of report.keywords.filter(k => k.read < k.cards).slice(0, 15))
      io.out(`  ${String(k.cards).padStart(6)} ${String(k.cards - k.read).padStart(6)}  ${k.keyword}`);
  }
  if (report.shapes.length) {
    io.out(`\nMost frequent not-understood shapes (cards with it; cards it alone would unlock):`);
    for (const s of report.shapes)
      io.out(`  ${String(s.cards).padStart(6)} ${String(s.unlocks).padStart(6)}  ${s.shape}`);
  }
  reportSkipped(read.value.source, io);
  return ExitCode.Ok;
}

/** The cards a card file's reading left out as malformed: the first few with their reasons, one line each. */
export function reportSkipped(source: CardSource, io: Io): void {
  const { count, first } = source.skipped ?? { count: 0, first: [] };
  for (const s of first) io.err(`mtgs: skipped ${quoted(s.name)}: ${s.reason}`);
  if (count > first.length) io.err(`mtgs: … and ${count - first.length} more skipped`);
}
