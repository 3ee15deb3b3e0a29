import { watch, writeFileSync, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clockSeconds } from '@mtg-scenario/language';
import { paint, type Line, type Painted } from './colour.js';
import { ExitCode } from './exit-codes.js';
import { InputError, workersOption, type Input } from './files.js';
import { junitXml, type JUnitCase } from './junit.js';
import { checkReports, defaultWorkers, type RunCards } from './parallel.js';
import type { DiagnosticReport, FileReport, ScenarioReport } from './results.js';
import { mayDefineCards } from './workspace.js';
import type { Io } from './cli.js';

export const TEST_HELP = `Usage: mtgs test <files|folders|file.mtgs:LINE>... [options]

Runs every scenario with its expectations and prints each one's verdict:
  \u2713 passed, \u2717 failed (with the diagnostics that failed it), \u25cb skipped: a scenario
  using what the engine doesn't model is inconclusive, skipped unless --strict.
A run that finds no scenario fails. file.mtgs:LINE runs the scenario at that line.

Options:
  -t, --filter <pattern>  only the scenarios whose name matches the pattern (a
                          regular expression, case-insensitive)
  --strict                an inconclusive scenario fails instead of being skipped
  --reporter <name>       text (the default), json (one JSON object a line per
                          scenario: file, name, line, status, duration in ms, reason,
                          diagnostics) or junit (JUnit XML)
  --output <file>         write the json or junit report to <file>; the text
                          report then goes to stdout. Without it, stdout has
                          the report alone
  -w, --watch             run again the files that change; q or Ctrl-C quits
  --workers <n>           worker threads (default: one per core, for 20 files
                          or more each; 1 checks in the main thread)
  --cards <file>          a card file (MTGJSON AtomicCards, Scryfall Oracle Cards)
                          for real cards by name; else $MTGS_CARDS, else the one
                          \`mtgs cards download\` stored
  -h, --help              this help

Exit codes: 0 all passed (or skipped), 1 a scenario failed or none was found,
            2 usage or I/O error.`;

const MARK = { passed: '\u2713', failed: '\u2717', skipped: '\u25cb' } as const;
const MARK_COLOUR = { passed: 'green', failed: 'red', skipped: 'yellow' } as const;

interface Selection {
  /** A positional `file.mtgs:LINE`: the path and the line. */
  readonly lines: ReadonlyMap<string, readonly number[]>;
  readonly filter: RegExp | undefined;
}

export interface TestOptions {
  readonly strict: boolean;
  readonly reporter: 'text' | 'json' | 'junit';
  readonly output: string | undefined;
  readonly workers: number | undefined;
  readonly selection: Selection;
}

/** One selected result: a scenario, or a file's errors outside its scenarios as the case "(file checks)". */
interface Case {
  readonly file: string;
  readonly name: string;
  readonly line: number | undefined;
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly failures: readonly DiagnosticReport[];
  readonly reason: string | undefined;
  readonly seconds: number;
}

/** The positional `file.mtgs:LINE`, or undefined for a plain path. */
function atLine(arg: string): { file: string; line: number } | undefined {
  const m = /^(.+\.mtgs):(\d+)$/.exec(arg);
  return m && Number(m[2]) >= 1 ? { file: m[1]!, line: Number(m[2]) } : undefined;
}

export function parseTestArgs(
  args: readonly string[],
  cwd: string,
): { paths: string[]; options: TestOptions; watch: boolean; cards: string | undefined } {
  const { positionals, values } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      reporter: { type: 'string', default: 'text' },
      output: { type: 'string' },
      strict: { type: 'boolean', default: false },
      cards: { type: 'string' },
      filter: { type: 'string', short: 't' },
      watch: { type: 'boolean', short: 'w', default: false },
      workers: { type: 'string' },
    },
  });
  const reporter = values.reporter;
  if (reporter !== 'text' && reporter !== 'json' && reporter !== 'junit')
    throw new InputError(`unknown reporter "${reporter}" (text, json or junit)`);
  if (values.output !== undefined && reporter === 'text')
    throw new InputError('--output writes the json or junit report: add --reporter json or --reporter junit');
  const workers = workersOption(values.workers);
  let filter: RegExp | undefined;
  if (values.filter !== undefined) {
    try {
      filter = new RegExp(values.filter, 'i');
    } catch (e) {
      throw new InputError(`--filter: ${(e as Error).message}`);
    }
  }
  const lines = new Map<string, number[]>();
  const paths = positionals.map(arg => {
    const at = atLine(arg);
    if (!at) return arg;
    const file = path.resolve(cwd, at.file);
    lines.set(file, [...(lines.get(file) ?? []), at.line]);
    return at.file;
  });
  return {
    paths,
    options: { strict: values.strict, reporter, output: values.output, workers, selection: { lines, filter } },
    watch: values.watch,
    cards: values.cards,
  };
}

/** The cases of a file that the selection keeps: the scenarios asked for, and the file's own errors always. */
function cases(report: FileReport, absolute: string, options: TestOptions): Case[] {
  const { lines, filter } = options.selection;
  const at = lines.get(absolute);
  const wanted = (s: ScenarioReport) =>
    (at === undefined || at.some(line => line >= s.line && line <= s.endLine)) && (!filter || filter.test(s.name));
  const selected = report.scenarios.filter(wanted).map((s): Case => ({
    file: report.file,
    name: s.name,
    line: s.line,
    // --strict: an inconclusive scenario fails, since CI can't tell it from a scenario nobody checked.
    status: s.verdict === 'skipped' && options.strict ? 'failed' : s.verdict,
    failures: s.failures,
    reason: s.reason,
    seconds: s.seconds,
  }));
  // Errors outside any scenario (a broken card definition, a syntax error) fail the file as a whole, whatever is
  // selected: they may hide the scenario asked for.
  if (report.outside.length)
    selected.push({
      file: report.file,
      name: '(file checks)',
      line: undefined,
      status: 'failed',
      failures: report.outside,
      reason: undefined,
      seconds: report.restSeconds,
    });
  return selected;
}

/** A failed case's lines: its diagnostics, or the reason it failed without one of its own (a replay that stopped). */
function failureLines(c: Case): string[] {
  if (c.status !== 'failed') return [];
  if (c.failures.length) return c.failures.map(f => f.formatted);
  return c.reason === undefined ? [] : [`${c.file}: ${c.reason}`];
}

/** A diagnostic's line with its severity in its colour. */
function severityLine(formatted: string): readonly (string | Painted)[] {
  const m = /^(.*?: )(error|warning|info|hint)(.*)$/.exec(formatted);
  if (!m) return [formatted];
  return [m[1]!, paint(m[2] === 'error' ? 'red' : m[2] === 'warning' ? 'yellow' : 'cyan', m[2]!), m[3]!];
}

function jsonCase(c: Case): string {
  return JSON.stringify({
    file: c.file,
    name: c.name,
    ...(c.line === undefined ? {} : { line: c.line }),
    status: c.status,
    duration: Math.round(c.seconds * 1e6) / 1e3,
    ...(c.reason === undefined ? {} : { reason: c.reason }),
    diagnostics: (c.status === 'failed' ? c.failures : []).map(d => ({
      line: d.line,
      column: d.column,
      severity: d.severity,
      ...(d.rule === undefined ? {} : { rule: d.rule }),
      ...(d.code === undefined ? {} : { code: d.code }),
      message: d.message,
    })),
  });
}

/**
 * One run over `inputs`: each file's selected cases printed as it is checked (in the order of the files), then the
 * summary; the json or junit report to stdout (alone) or to --output. `only`, in watch mode, is the files to report
 * (the others are given for the cards they define).
 */
export async function runTests(
  inputs: readonly Input[],
  cards: RunCards,
  options: TestOptions,
  io: Io,
  only?: ReadonlySet<string>,
): Promise<ExitCode.Ok | ExitCode.Failures> {
  const started = clockSeconds();
  // Without --output, stdout carries the report alone, so that it can be piped into a reader of that format.
  const text = options.reporter === 'text' || options.output !== undefined;
  const out = (line: Line) => {
    if (text) io.out(line);
  };
  const all: Case[] = [];
  const json: string[] = [];
  const checked = only ? inputs.filter(input => only.has(input.path)) : inputs;
  await checkReports(
    inputs,
    cards,
    io.cwd,
    options.workers ?? defaultWorkers(inputs.length),
    io.workerScript,
    report => {
      const absolute = path.resolve(io.cwd, report.file);
      if (only && !only.has(absolute)) return;
      const kept = cases(report, absolute, options);
      if (kept.length === 0) return;
      out([paint('bold', report.file)]);
      for (const c of kept) {
        all.push(c);
        const skipped = c.status === 'skipped';
        out([
          '  ',
          paint(MARK_COLOUR[c.status], MARK[c.status]),
          ` ${c.name}`,
          ...(skipped ? [paint('dim', ' (skipped)')] : []),
        ]);
        const lines = skipped ? (c.reason === undefined ? [] : [`${c.file}: ${c.reason}`]) : failureLines(c);
        for (const l of lines) {
          out(['      ', ...(skipped ? [paint('dim', l)] : severityLine(l))]);
        }
        if (options.reporter === 'json') json.push(jsonCase(c));
      }
    },
  );
  const failed = all.filter(c => c.status === 'failed').length;
  const skipped = all.filter(c => c.status === 'skipped');
  const passed = all.length - failed - skipped.length;
  out([
    paint(passed ? 'green' : 'dim', `${passed} passed`),
    ', ',
    paint(failed ? 'red' : 'dim', `${failed} failed`),
    ', ',
    paint(skipped.length ? 'yellow' : 'dim', `${skipped.length} skipped`),
  ]);
  // Each reason already says why it was skipped ("inconclusive: ..."), so the heading doesn't repeat it.
  if (skipped.length)
    out(`Skipped (--strict fails them):\n${skipped.map(c => `  ${c.file}: ${c.name}: ${c.reason}`).join('\n')}`);
  const files = `${checked.length} file${checked.length === 1 ? '' : 's'}`;
  out([paint('dim', `(${files} in ${(clockSeconds() - started).toFixed(2)} s)`)]);
  // As a test runner that finds no test: a run that checked nothing must not pass (a wrong path, a renamed folder, a
  // filter that matches no name).
  const none = all.every(c => c.name === '(file checks)');
  if (none) io.err(`mtgs: ${noScenario(options)} in the ${files} read`);
  if (options.reporter !== 'text') {
    const report =
      options.reporter === 'junit' ? junitXml(all.map(junitCase)) : `${json.join('\n')}${json.length ? '\n' : ''}`;
    if (options.output) {
      try {
        writeFileSync(path.resolve(io.cwd, options.output), report);
      } catch (e) {
        throw new InputError(`can't write ${options.output}: ${(e as Error).message}`);
      }
    } else if (report) io.out(report.replace(/\n$/, ''));
  }
  return failed > 0 || none ? ExitCode.Failures : ExitCode.Ok;
}

function noScenario(options: TestOptions): string {
  const { lines, filter } = options.selection;
  if (lines.size && filter) return `no scenario at the lines named matches /${filter.source}/`;
  if (lines.size) return 'no scenario at the lines named';
  if (filter) return `no scenario matches /${filter.source}/`;
  return 'no scenario found';
}

function junitCase(c: Case): JUnitCase {
  const reason = c.reason === undefined ? undefined : `${c.file}: ${c.reason}`;
  return {
    name: c.name,
    file: c.file,
    seconds: c.seconds,
    failures: failureLines(c),
    ...(c.status === 'skipped' ? { skipped: reason ?? '' } : {}),
  };
}

/**
 * `mtgs test --watch`: the first run, then, whenever .mtgs files below the named paths change, a run of those files
 * (with every file that may define cards, for their cards). A changed file that may define cards, or one removed,
 * can change any other file's result: all are run again. Ends on q or Ctrl-C (or the end of stdin), with exit code 0.
 */
export async function watchTests(
  paths: readonly string[],
  read: () => { inputs: readonly Input[] } | undefined,
  cards: RunCards,
  options: TestOptions,
  io: Io,
): Promise<ExitCode> {
  const first = read();
  if (first) await runTests(first.inputs, cards, options, io);
  const hint = () => io.err('mtgs: watching for changes; press q to quit');
  const changed = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const rerun = () => {
    const files = new Set(changed);
    changed.clear();
    running = running.then(async () => {
      const current = read();
      if (!current) return;
      const known = new Set(current.inputs.map(i => i.path));
      const all = [...files].some(f => !known.has(f) || mayDefineCards(current.inputs.find(i => i.path === f)!.text));
      const inputs = all ? current.inputs : current.inputs.filter(i => files.has(i.path) || mayDefineCards(i.text));
      io.out('');
      try {
        await runTests(inputs, cards, options, io, all ? undefined : files);
      } catch (e) {
        io.err(`mtgs: ${(e as Error).message}`);
      }
      hint();
    });
  };
  const watchers: FSWatcher[] = [];
  for (const p of paths) {
    const absolute = path.resolve(io.cwd, p);
    try {
      watchers.push(
        watch(absolute, { recursive: true }, (_event, name) => {
          const file = name ? path.resolve(absolute, name.toString()) : absolute;
          // A named file's own events name it, a folder's name the entry below it.
          const target = file.endsWith('.mtgs') ? file : absolute.endsWith('.mtgs') ? absolute : undefined;
          if (!target) return;
          changed.add(target);
          // Editors write a file in several steps (truncate, write, rename): one run once they are done.
          clearTimeout(timer);
          timer = setTimeout(rerun, 100);
        }),
      );
    } catch (e) {
      io.err(`mtgs: can't watch ${p}: ${(e as Error).message}`);
    }
  }
  // Said once the files are watched: a change from then on is seen.
  hint();
  await new Promise<void>(resolve => {
    const stdin = process.stdin;
    if (stdin.isTTY) stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    const quit = () => {
      stdin.off('data', onData);
      if (stdin.isTTY) stdin.setRawMode(false);
      // Paused, a pipe would still hold the process open.
      stdin.destroy();
      process.off('SIGINT', quit);
      resolve();
    };
    // In raw mode Ctrl-C arrives as its character, not as a signal.
    const onData = (data: string) => {
      if (/[q\u0003\u0004]/i.test(data)) quit();
    };
    stdin.on('data', onData);
    stdin.once('end', quit);
    process.once('SIGINT', quit);
  });
  clearTimeout(timer);
  watchers.forEach(w => w.close());
  await running;
  return ExitCode.Ok;
}
