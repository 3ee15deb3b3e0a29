import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isCitedRule, visible, type Language } from '@mtg-scenario/engine';
import { normalizeRuleId } from '@mtg-scenario/engine/cr';
import type { CardDatabase } from '@mtg-scenario/engine/cards';
import { RulesProvider, clockSeconds, defaultCardsCacheDir, loadCardFile, type Snapshot } from '@mtg-scenario/language';
import { CARDS_USAGE, cards, reportSkipped } from './cards.js';
import { ExitCode } from './exit-codes.js';
import { InputError, readInputs, type Input } from './files.js';
import { junitXml, type JUnitCase } from './junit.js';
import { formatDiagnostic, isError } from './report.js';
import { checkFiles } from './workspace.js';

export interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly cwd: string;
  /** Print the stack of an internal error (env MTGS_DEBUG=1). */
  readonly debug?: boolean;
}

const USAGE = `mtgs — check and run MTG Scenario rules test cases

Usage:
  mtgs check <files|folders>... [--cards FILE]  print diagnostics: file:line:col: severity [rule] message
  mtgs test <files|folders>... [--strict] [--reporter junit] [--output report.xml] [--cards FILE]
                                                run every scenario with its expectations; a scenario
                                                using what the engine doesn't model is skipped
                                                (inconclusive), or failed with --strict
                                                --cards (or env MTGS_CARDS): a card file (MTGJSON
                                                AtomicCards, Scryfall Oracle Cards) for real cards by
                                                name, imported once into $MTGS_CACHE_DIR, else
                                                $XDG_CACHE_HOME/mtgs or ~/.cache/mtgs
  mtgs snapshot <file>:<line> [--cards FILE]    print the expectations that hold after that line of a
                                                scenario (life, aliased objects, stack, step, priority),
                                                as the editor's "Insert expectations for the current state"
  mtgs rule <number> [--rules <CR .txt file>] [--lang en|de]
                                                print a Comprehensive Rules rule with its subrules
${CARDS_USAGE}

Exit codes: 0 clean / all passed / rule found, 1 errors / failures / rule not found,
            2 usage or I/O error (files that can't be read are reported, the others still checked).`;

const MARK = { passed: '✓', failed: '✗', skipped: '○' } as const;

export async function runCli(argv: readonly string[], raw: Io): Promise<ExitCode> {
  // Control characters from a file (ESC, BEL, a bidirectional override) would drive the terminal or reorder a line.
  const io: Io = { ...raw, out: line => raw.out(visible(line, true)), err: line => raw.err(visible(line, true)) };
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'check':
        return await check(rest, io);
      case 'test':
        return await test(rest, io);
      case 'snapshot':
        return await snapshot(rest, io);
      case 'rule':
        return rule(rest, io);
      case 'cards':
        return await cards(rest, io);
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        io.out(USAGE);
        return command === undefined ? ExitCode.UsageOrIo : ExitCode.Ok;
      default:
        io.err(`mtgs: unknown command "${command}"\n\n${USAGE}`);
        return ExitCode.UsageOrIo;
    }
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
function readFiles(positionals: readonly string[], io: Io): { inputs: readonly Input[]; unreadable: boolean } {
  if (positionals.length === 0) throw new InputError('name at least one .mtgs file or folder');
  const read = readInputs(positionals, io.cwd);
  for (const p of read.problems) io.err(`mtgs: ${p.path}: ${p.reason}`);
  if (read.inputs.length === 0 && read.problems.length === 0)
    throw new InputError(`no .mtgs files in ${positionals.join(', ')}`);
  return { inputs: read.inputs, unreadable: read.problems.length > 0 };
}

/** The card database of `--cards FILE`, else of the environment's `MTGS_CARDS`; a file that can't be loaded is an input error. */
async function cardDatabase(file: string | undefined, io: Io): Promise<CardDatabase | undefined> {
  const chosen = file ?? (process.env['MTGS_CARDS'] || undefined);
  if (chosen === undefined) return undefined;
  const loaded = await loadCardFile(path.resolve(io.cwd, chosen), defaultCardsCacheDir());
  if (!loaded.ok) throw new InputError(`${chosen}: ${loaded.error}`);
  const skipped = loaded.value.source.skipped?.count ?? 0;
  if (skipped) io.err(`mtgs: ${chosen}: ${skipped} card${skipped === 1 ? '' : 's'} skipped as malformed`);
  reportSkipped(loaded.value.source, io);
  return loaded.value;
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
  const { positionals, values } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      reporter: { type: 'string' },
      output: { type: 'string' },
      strict: { type: 'boolean', default: false },
      cards: { type: 'string' },
    },
  });
  if (values.reporter !== undefined && values.reporter !== 'junit')
    throw new InputError(`unknown reporter "${values.reporter}" (the only one is junit)`);
  const started = clockSeconds();
  const read = readFiles(positionals, io);
  if (read.inputs.length === 0) return ExitCode.UsageOrIo;
  const cases: JUnitCase[] = [];
  const skipped: string[] = [];
  let scenarios = 0;
  await checkFiles(read.inputs, await cardDatabase(values.cards, io), ({ services, document, seconds }) => {
    const file = path.relative(io.cwd, document.uri.fsPath) || document.uri.fsPath;
    io.out(file);
    // The document's time less its scenarios' (reported with them) is the time of its other checks.
    let rest = seconds;
    const outcomes = services.scenario.Outcomes.outcomes(document);
    scenarios += outcomes.scenarios.length;
    for (const outcome of outcomes.scenarios) {
      rest -= outcome.seconds;
      // --strict: an inconclusive scenario fails, since CI can't tell it from a scenario nobody checked.
      const verdict = outcome.verdict === 'skipped' && values.strict ? 'failed' : outcome.verdict;
      const reason = outcome.reason === undefined ? [] : [`${file}: ${outcome.reason}`];
      const failures =
        verdict !== 'failed'
          ? []
          : outcome.failures.length
            ? outcome.failures.map(d => formatDiagnostic(document, d, io.cwd))
            : reason;
      cases.push({
        name: outcome.name,
        file,
        seconds: outcome.seconds,
        failures,
        ...(verdict === 'skipped' ? { skipped: reason[0] } : {}),
      });
      if (verdict === 'skipped') skipped.push(`  ${file}: ${outcome.name}: ${outcome.reason}`);
      io.out(`  ${MARK[verdict]} ${outcome.name}${verdict === 'skipped' ? ' (skipped)' : ''}`);
      (verdict === 'failed' ? failures : verdict === 'skipped' ? reason : []).forEach(f => io.out(`      ${f}`));
    }
    // Errors outside any scenario (a broken card definition, a syntax error) fail the file as a whole.
    if (outcomes.outside.length) {
      const failures = outcomes.outside.map(d => formatDiagnostic(document, d, io.cwd));
      cases.push({ name: '(file checks)', file, seconds: Math.max(0, rest), failures });
      io.out('  ✗ (file checks)');
      failures.forEach(f => io.out(`      ${f}`));
    }
  });
  const failed = cases.filter(c => c.failures.length).length;
  io.out(`${cases.length - failed - skipped.length} passed, ${failed} failed, ${skipped.length} skipped`);
  // Each reason already says why it was skipped ("inconclusive: …"), so the heading doesn't repeat it.
  if (skipped.length) io.out(`Skipped (--strict fails them):\n${skipped.join('\n')}`);
  const files = `${read.inputs.length} file${read.inputs.length === 1 ? '' : 's'}`;
  io.out(`(${files} in ${(clockSeconds() - started).toFixed(2)} s)`);
  // As a test runner that finds no test: a run that checked nothing must not pass (a wrong path, a renamed folder).
  if (scenarios === 0) io.err(`mtgs: no scenario found in the ${files} read`);
  if (values.reporter === 'junit') {
    const xml = junitXml(cases);
    if (values.output) {
      try {
        writeFileSync(path.resolve(io.cwd, values.output), xml);
      } catch (e) {
        throw new InputError(`can't write ${values.output}: ${(e as Error).message}`);
      }
    } else io.out(xml);
  }
  return read.unreadable ? ExitCode.UsageOrIo : failed > 0 || scenarios === 0 ? ExitCode.Failures : ExitCode.Ok;
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
  // The hover's rules provider: the CR file when given (read only now), else the engine's summaries.
  const rules = new RulesProvider();
  rules.configure({ rulesFile: values.rules && path.resolve(io.cwd, values.rules), language });
  const doc = values.rules ? rules.rules : undefined;
  if (values.rules && !doc) throw new InputError(rules.problem ?? `can't read ${values.rules}`);
  const text = rules.ruleText(id, 'plain');
  if (doc && text?.source !== 'cr') {
    io.err(`mtgs: rule ${id} is not in ${values.rules}${doc.effectiveDate ? ` (effective ${doc.effectiveDate})` : ''}`);
    return ExitCode.Failures;
  }
  if (!text || (!doc && !isCitedRule(id))) {
    io.err(
      `mtgs: ${id} is not one of the rules the engine cites; pass --rules <file> with the official Comprehensive Rules text to look up any rule`,
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
