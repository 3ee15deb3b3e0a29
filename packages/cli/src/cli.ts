import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isCitedRule, type Language } from '@mtg-scenario/engine';
import { normalizeRuleId } from '@mtg-scenario/engine/cr';
import type { CardDatabase } from '@mtg-scenario/engine/cards';
import { RulesProvider, defaultCardsCacheDir, loadCardFile, suggestNames, type Snapshot } from '@mtg-scenario/language';
import { CARDS_COVERAGE_HELP, cardsCoverage, reportSkipped } from './cards.js';
import { render, type Line } from './colour.js';
import {
  CARDS_DOWNLOAD_HELP,
  RULES_DOWNLOAD_HELP,
  cardsDownload,
  downloaded,
  downloadedCardIndexes,
  downloadedCardsFile,
  downloadedRulesFile,
  rulesDownload,
} from './downloads.js';
import { ExitCode } from './exit-codes.js';
import { InputError, readInputs, type Input } from './files.js';
import type { RunCards } from './parallel.js';
import { formatDiagnostic, isError } from './report.js';
import { TEST_HELP, parseTestArgs, runTests, watchTests } from './test-command.js';
import { checkFiles } from './workspace.js';

/** The process's output as `runCli` gets it: lines of plain text. */
export interface RawIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly cwd: string;
  /** Print the stack of an internal error (env MTGS_DEBUG=1). */
  readonly debug?: boolean;
  /** Colour stdout's lines (a terminal, FORCE_COLOR; see useColour). */
  readonly colour?: boolean;
  /** The CLI's entry script, which a worker thread of `mtgs test` runs; without it, every file is checked here. */
  readonly workerScript?: string;
}

/** What the commands write to: lines that may have coloured parts, printed with their control characters escaped. */
export interface Io extends Omit<RawIo, 'out' | 'err'> {
  readonly out: (line: Line) => void;
  readonly err: (line: Line) => void;
}

interface Command {
  /** Its line in `mtgs --help`. */
  readonly summary: string;
  readonly help: string;
  readonly run: (args: readonly string[], io: Io) => Promise<ExitCode> | ExitCode;
}

const CHECK_HELP = `Usage: mtgs check <files|folders>... [--cards FILE]

Prints every diagnostic as file:line:col: severity [rule] message, and a summary.

Options:
  --cards <file>  a card file (MTGJSON AtomicCards, Scryfall Oracle Cards) for real
                  cards by name, imported once into the cache folder; else
                  $MTGS_CARDS, else the one \`mtgs cards download\` stored
  -h, --help      this help

Exit codes: 0 no errors, 1 errors, 2 usage or I/O error (files that can't be read
            are reported, the others still checked).`;

const SNAPSHOT_HELP = `Usage: mtgs snapshot <file>:<line> [--cards FILE]

Prints the expectations that hold after that line of a scenario (life, aliased
objects, stack, step, priority), as the editor's "Insert expectations for the
current state".

Options:
  --cards <file>  a card file for real cards by name (as for mtgs check)
  -h, --help      this help`;

const RULE_HELP = `Usage: mtgs rule <number> [--rules FILE] [--lang en|de]

Prints a Comprehensive Rules rule with its subrules: from the official text when
there is one (--rules, else $MTGS_RULES, else the file \`mtgs rules download\`
stored), else the project's own summary of the rules the engine cites.

Options:
  --rules <file>  the official Comprehensive Rules .txt file
  --lang <en|de>  the language of the summaries (default en)
  -h, --help      this help

Exit codes: 0 found, 1 not found, 2 usage or I/O error.`;

const COMMANDS: Record<string, Command> = {
  check: { summary: 'print diagnostics: file:line:col: severity [rule] message', help: CHECK_HELP, run: check },
  test: {
    summary: 'run every scenario with its expectations (--watch, -t, --reporter json|junit)',
    help: TEST_HELP,
    run: test,
  },
  snapshot: {
    summary: 'print the expectations that hold after a line of a scenario',
    help: SNAPSHOT_HELP,
    run: snapshot,
  },
  rule: { summary: 'print a Comprehensive Rules rule with its subrules', help: RULE_HELP, run: rule },
  'cards coverage': {
    summary: 'how much of a card file the engine fully understands',
    help: CARDS_COVERAGE_HELP,
    run: cardsCoverage,
  },
  'cards download': {
    summary: 'download and import card data (MTGJSON)',
    help: CARDS_DOWNLOAD_HELP,
    run: cardsDownload,
  },
  'rules download': {
    summary: 'download the official Comprehensive Rules text',
    help: RULES_DOWNLOAD_HELP,
    run: rulesDownload,
  },
};

/** The commands with a subcommand (`mtgs cards coverage`): the word before it. */
const GROUPS = new Set(Object.keys(COMMANDS).flatMap(name => (name.includes(' ') ? [name.split(' ')[0]!] : [])));

const USAGE = `mtgs: check and run MTG Scenario rules test cases

Usage: mtgs <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(16)}${c.summary}`)
  .join('\n')}

Options:
  -h, --help       this help; mtgs <command> --help for a command's
  -v, --version    the version

Environment: MTGS_CARDS (a card file), MTGS_RULES (the Comprehensive Rules file),
MTGS_CACHE_DIR (where card files are imported and downloads stored), NO_COLOR and
FORCE_COLOR (colours, which are on for a terminal).

Exit codes: 0 clean / all passed / found, 1 errors / failures / not found,
            2 usage or I/O error.`;

/** The CLI's version, from its package.json (one folder up from out/ and from dist/ alike). */
function version(): string {
  try {
    const json = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
    return json.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** An unknown command in one line, with the closest one when there is one, as git says it. */
function unknown(what: string, name: string, candidates: readonly string[]): InputError {
  const [closest] = suggestNames(name, candidates, 1);
  return new InputError(`unknown ${what} '${name}'.${closest ? ` Did you mean '${closest}'?` : ''} See 'mtgs --help'.`);
}

/** The command named by the first words of `argv`, and the rest. */
function command(argv: readonly string[]): { name: string; args: readonly string[] } {
  const [first, ...rest] = argv;
  const groups = [...GROUPS];
  if (first === undefined) return { name: '', args: [] };
  if (GROUPS.has(first)) {
    const [second, ...args] = rest;
    const name = `${first} ${second ?? ''}`;
    if (COMMANDS[name]) return { name, args };
    const subcommands = Object.keys(COMMANDS).flatMap(n =>
      n.startsWith(`${first} `) ? [n.slice(first.length + 1)] : [],
    );
    if (second === undefined || second === '-h' || second === '--help' || second === 'help')
      return { name: first, args: rest };
    throw unknown(`${first} command`, second, subcommands);
  }
  if (COMMANDS[first]) return { name: first, args: rest };
  throw unknown('command', first, [...Object.keys(COMMANDS).filter(n => !n.includes(' ')), ...groups, 'help']);
}

function groupHelp(group: string): string {
  return `Usage: mtgs ${group} <command> [options]\n\nCommands:\n${Object.entries(COMMANDS)
    .filter(([name]) => name.startsWith(`${group} `))
    .map(([name, c]) => `  mtgs ${name.padEnd(18)}${c.summary}`)
    .join('\n')}\n\nmtgs ${group} <command> --help for a command's options.`;
}

export async function runCli(argv: readonly string[], raw: RawIo): Promise<ExitCode> {
  // Control characters from a file (ESC, BEL, a bidirectional override) would drive the terminal or reorder a line:
  // every line is escaped, colours added after (colour.ts). stderr's lines are never coloured.
  const io: Io = {
    ...raw,
    out: line => raw.out(render(line, raw.colour ?? false)),
    err: line => raw.err(render(line, false)),
  };
  try {
    const [first] = argv;
    if (first === undefined || first === '-h' || first === '--help') {
      io.out(USAGE);
      return first === undefined ? ExitCode.UsageOrIo : ExitCode.Ok;
    }
    if (first === '-v' || first === '--version') {
      io.out(version());
      return ExitCode.Ok;
    }
    if (first === 'help') {
      const asked = argv.slice(1);
      if (asked.length === 0) {
        io.out(USAGE);
        return ExitCode.Ok;
      }
      const { name } = command(asked);
      io.out(COMMANDS[name]?.help ?? groupHelp(name));
      return ExitCode.Ok;
    }
    const { name, args } = command(argv);
    const chosen = COMMANDS[name];
    // A command's help, wherever the flag is, as other tools have it: `mtgs test --help`, `mtgs test x -h`.
    if (!chosen || args.some(a => a === '-h' || a === '--help')) {
      io.out(chosen?.help ?? groupHelp(name));
      return chosen || args.some(a => a === '-h' || a === '--help') ? ExitCode.Ok : ExitCode.UsageOrIo;
    }
    return await chosen.run(args, io);
  } catch (e) {
    if (e instanceof InputError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`mtgs: ${(e as Error).message}`);
      return ExitCode.UsageOrIo;
    }
    // The last guard, not a fix: CI reads any other exit code (a crash's 1) as a test result.
    io.err(`mtgs: internal error: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`);
    if (io.debug && e instanceof Error && e.stack) io.err(e.stack);
    return ExitCode.UsageOrIo;
  }
}

/**
 * The files to check, after reporting each named path or found entry that can't be read. The run still checks the
 * rest; `unreadable` then turns its exit code into 2, as its result covers less than was asked for.
 */
function readFiles(
  positionals: readonly string[],
  io: Io,
  watching = false,
): { inputs: readonly Input[]; unreadable: boolean } {
  if (positionals.length === 0) throw new InputError('name at least one .mtgs file or folder');
  const read = readInputs(positionals, io.cwd);
  for (const p of read.problems) io.err(`mtgs: ${p.path}: ${p.reason}`);
  // While watching, an emptied folder waits for files.
  if (read.inputs.length === 0 && read.problems.length === 0 && !watching)
    throw new InputError(`no .mtgs files in ${positionals.join(', ')}`);
  return { inputs: read.inputs, unreadable: read.problems.length > 0 };
}

/**
 * The card file of `--cards FILE`, else of the environment's `MTGS_CARDS`, else the one `mtgs cards download` stored,
 * and its database; a file that can't be loaded is an input error.
 */
async function runCards(file: string | undefined, io: Io): Promise<RunCards> {
  const named = file ?? (process.env['MTGS_CARDS'] || undefined);
  const stored = named === undefined ? downloaded(downloadedCardsFile()) : undefined;
  const chosen = named ?? stored;
  if (chosen === undefined) return { database: undefined, file: undefined };
  const absolute = path.resolve(io.cwd, chosen);
  // The downloaded file's indexes are the download's, apart from the cache that it prunes.
  const loaded = await loadCardFile(absolute, stored ? downloadedCardIndexes() : defaultCardsCacheDir());
  if (!loaded.ok) throw new InputError(`${chosen}: ${loaded.error}`);
  const skipped = loaded.value.source.skipped?.count ?? 0;
  if (skipped) io.err(`mtgs: ${chosen}: ${skipped} card${skipped === 1 ? '' : 's'} skipped as malformed`);
  reportSkipped(loaded.value.source, io);
  return { database: loaded.value, file: absolute };
}

async function cardDatabase(file: string | undefined, io: Io): Promise<CardDatabase | undefined> {
  return (await runCards(file, io)).database;
}

async function check(args: readonly string[], io: Io): Promise<ExitCode> {
  const { positionals, values } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { cards: { type: 'string' } },
  });
  const read = readFiles(positionals, io);
  if (read.inputs.length === 0) return ExitCode.UsageOrIo;
  let errors = 0;
  let warnings = 0;
  await checkFiles(read.inputs, await cardDatabase(values.cards, io), ({ document }) => {
    for (const d of document.diagnostics ?? []) {
      io.out(formatDiagnostic(document, d, io.cwd));
      if (isError(d)) errors++;
      else if (d.severity === 2) warnings++;
    }
  });
  const files = read.inputs.length;
  io.out(
    `${files} file${files === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`,
  );
  return read.unreadable ? ExitCode.UsageOrIo : errors > 0 ? ExitCode.Failures : ExitCode.Ok;
}

async function test(args: readonly string[], io: Io): Promise<ExitCode> {
  const parsed = parseTestArgs(args, io.cwd);
  const cards = await runCards(parsed.cards, io);
  if (parsed.watch) {
    return watchTests(
      parsed.paths,
      () => {
        const read = readFiles(parsed.paths, io, true);
        return read.inputs.length ? read : undefined;
      },
      cards,
      parsed.options,
      io,
    );
  }
  const read = readFiles(parsed.paths, io);
  if (read.inputs.length === 0) return ExitCode.UsageOrIo;
  const code = await runTests(read.inputs, cards, parsed.options, io);
  return read.unreadable ? ExitCode.UsageOrIo : code;
}

async function snapshot(args: readonly string[], io: Io): Promise<ExitCode> {
  const { positionals, values } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { cards: { type: 'string' } },
  });
  const at = positionals.length === 1 ? /^(.+):(\d+)$/.exec(positionals[0]!) : null;
  if (!at || Number(at[2]) < 1) throw new InputError('name one file and a line: mtgs snapshot file.mtgs:12');
  const read = readFiles([at[1]!], io);
  if (read.inputs.length !== 1) return ExitCode.UsageOrIo;
  let taken = undefined as Snapshot | undefined;
  await checkFiles(read.inputs, await cardDatabase(values.cards, io), ({ services, document }) => {
    taken = services.scenario.Snapshot.at(document, Number(at[2]) - 1);
  });
  if (!taken) {
    io.err(
      `mtgs: ${positionals[0]}: no replayed scenario line there (outside a scenario, or the replay stopped before it)`,
    );
    return ExitCode.Failures;
  }
  taken.expectations.forEach(line => io.out(line));
  return ExitCode.Ok;
}

function rule(args: readonly string[], io: Io): ExitCode {
  const { positionals, values } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { rules: { type: 'string' }, lang: { type: 'string', default: 'en' } },
  });
  if (positionals.length !== 1) throw new InputError('name exactly one rule number, e.g. mtgs rule 509.1');
  const language = values.lang as Language;
  if (language !== 'en' && language !== 'de') throw new InputError(`unknown language "${values.lang}" (en or de)`);
  const id = normalizeRuleId(positionals[0]!);
  // --rules, else MTGS_RULES (as --cards and MTGS_CARDS), else what `mtgs rules download` stored.
  const file = values.rules ?? (process.env['MTGS_RULES'] || undefined) ?? downloaded(downloadedRulesFile());
  // The hover's rules provider: the CR file when given (read only now), else the engine's summaries.
  const rules = new RulesProvider();
  rules.configure({ rulesFile: file && path.resolve(io.cwd, file), language });
  const doc = file ? rules.rules : undefined;
  if (file && !doc) throw new InputError(rules.problem ?? `can't read ${file}`);
  const text = rules.ruleText(id, 'plain');
  if (doc && text?.source !== 'cr') {
    io.err(`mtgs: rule ${id} is not in ${file}${doc.effectiveDate ? ` (effective ${doc.effectiveDate})` : ''}`);
    return ExitCode.Failures;
  }
  if (!text || (!doc && !isCitedRule(id))) {
    io.err(
      `mtgs: ${id} is not one of the rules the engine cites; pass --rules <file> (or set MTGS_RULES, or run mtgs rules download) with the official Comprehensive Rules text to look up any rule`,
    );
    return ExitCode.Failures;
  }
  io.out(text.markdown);
  if (text.source === 'summary') {
    io.out(
      language === 'de'
        ? '(Kurzfassung des Projekts; den offiziellen Text zeigt --rules <Datei>.)'
        : "(the project's own summary; --rules <file> shows the official text)",
    );
  }
  return ExitCode.Ok;
}
