// Benchmark: the cost of one scenario line as the scenario and its zones grow. A scenario of N lines casts a spell
// from the hand and resolves it, over and over (the hand holds every card it casts, so it grows with the scenario);
// a second series adds an expectation naming the card to each round; a third keeps the lines and grows the hand with
// cards it never casts (the cast ones last in it, the worst case for a lookup that reads the hand in order). What the
// language adds to the engine per line should stay flat.
//
//   npm run build -w packages/language && node packages/language/bench/lines.bench.mjs [--runs 11] [--out dir]
//
// Prints, for each size, what the lines add per line to the whole build's CPU time (parse, link, validate and replay),
// to the replay's wall time (the runner's own clock), and to the CPU time of the same engine actions applied without
// the language around them: the engine's own share, which the language's should not outgrow.
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
// --out DIR: measure another build of the package (a copy of out/ from before a change, for an A/B comparison).
const OUT = option('out', undefined);
const outUrl = file => (OUT ? pathToFileURL(resolve(OUT, file)).href : new URL(`../out/${file}`, import.meta.url).href);
let createMtgServices;
try {
  await import(outUrl('base/polyfill.js'));
  ({ createMtgServices } = await import(outUrl('index.js')));
} catch (error) {
  console.error(`Can't load the compiled package (${error.message}): run "npm run build -w packages/language" first.`);
  process.exit(1);
}
const { EmptyFileSystem, TextDocument, URI } = await import('langium');
const RUNS = Number(option('runs', 11));

const CARD = 'card "Free Remedy" { cost {0} type Instant text "You gain 1 life." }\n';

/**
 * A hand of `filler` cards never cast, then `cards` that are; `rounds` rounds cast one and resolve it (2 lines each, 3
 * with `expect`: an expectation naming the card, which the graveyard then holds), and a last line checks the life
 * gained.
 */
function scenario(cards, filler, rounds, expect = false) {
  const hand = [filler > 0 ? `"Grizzly Bears" x${filler}` : '', `"Free Remedy" x${cards}`].filter(Boolean).join(', ');
  const round = `  Alice casts "Free Remedy"\n  resolve\n${expect ? `  expect "Free Remedy" in Alice's graveyard\n` : ''}`;
  return `${CARD}scenario "Lines" {\n  players Alice, Bob\n  start Alice turn 3 main1\n  Alice { hand ${hand} }\n  Bob { }\n${round.repeat(rounds)}  expect Alice life ${20 + rounds}\n}\n`;
}

const { shared, mtg } = createMtgServices(EmptyFileSystem);
await shared.workspace.WorkspaceManager.initializeWorkspace([]);
const { apply } = await import('@mtg-scenario/engine');
let documentCount = 0;

const cpuMs = since => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/**
 * The engine alone: the replay's engine actions (implied ones first) from its initial state, every state kept as the
 * replay keeps them.
 */
function engineAlone(result) {
  const kept = [];
  let state = result.initial;
  const since = process.cpuUsage();
  for (const line of result.lines)
    if (line.kind === 'action')
      for (const action of [...line.implied, ...line.actions]) {
        const applied = apply(state, action);
        if (!applied.ok) throw new Error(`the engine alone rejected ${action.type}: ${applied.violation.message}`);
        kept.push((state = applied.state));
      }
  return cpuMs(since);
}

/**
 * A fresh document (a new URI: nothing cached), built and validated: the build's CPU time (the process's: on a loaded
 * machine the wall time is mostly waiting for a core), the replay's wall time (the runner's clock) and the CPU time
 * of the same engine actions without the language around them, in ms.
 */
async function measureOnce(text) {
  const uri = URI.parse(`file:///bench/lines-${documentCount++}.mtgs`);
  const { TextDocuments, LangiumDocuments, LangiumDocumentFactory, DocumentBuilder } = shared.workspace;
  const textDocument = TextDocument.create(uri.toString(), 'mtg-scenario', 1, text);
  TextDocuments.set(textDocument);
  const document = LangiumDocumentFactory.fromTextDocument(textDocument, uri);
  LangiumDocuments.addDocument(document);
  const since = process.cpuUsage();
  await DocumentBuilder.build([document], { validation: true });
  const build = cpuMs(since);
  const [result] = mtg.scenario.Runner.runDocument(document);
  const errors = (document.diagnostics ?? []).filter(d => d.severity === 1);
  if (!result?.passed || errors.length)
    throw new Error(`the generated scenario should pass: ${errors.map(d => d.message).join(' / ') || result?.stopped}`);
  const engine = engineAlone(result);
  await DocumentBuilder.update([], [uri]);
  return { build, replay: result.seconds * 1000, engine };
}

const median = xs => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const KINDS = ['build', 'replay', 'engine'];

/**
 * What the lines add, per line: the times of the scenario less those of the same board without its lines. The runs of
 * the two alternate, so that a change in the machine's load falls on both; the fastest run of each is what an
 * uncontended core does (the median is printed for the build, to show the load).
 */
async function row(cards, filler, rounds, expect = false) {
  const runs = () => Object.fromEntries(KINDS.map(k => [k, []]));
  const full = runs();
  const board = runs();
  for (let r = 0; r < RUNS; r++)
    for (const [times, text] of [
      [full, scenario(cards, filler, rounds, expect)],
      [board, scenario(cards, filler, 0)],
    ]) {
      const m = await measureOnce(text);
      for (const k of KINDS) times[k].push(m[k]);
    }
  const lines = rounds * (expect ? 3 : 2);
  const min = xs => Math.min(...xs);
  const perLine = (kind, pick = min) =>
    (((pick(full[kind]) - pick(board[kind])) / lines) * 1000).toFixed(1).padStart(6);
  console.log(
    `  ${String(lines).padStart(5)} lines, ${String(cards + filler).padStart(5)} cards in hand: build ${perLine('build')} µs CPU per line (median ${perLine('build', median)}), replay ${perLine('replay')} µs per line; the engine alone ${perLine('engine')} µs CPU per line`,
  );
}

console.log(`Lines benchmark: Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(2)}`);
// Warm-up: V8 optimises the parser, the runner and the engine over the first builds.
for (let i = 0; i < 5; i++) for (const n of [5, 50, 500]) await measureOnce(scenario(n, 0, n, i % 2 === 0));
console.log('The hand grows with the scenario (each line casts a card from it, or resolves it):');
for (const n of [5, 25, 125, 500, 995]) await row(n, 0, n);
console.log('The same with an expectation naming the card after each resolve:');
for (const n of [5, 25, 125, 500, 663]) await row(n, 0, n, true);
console.log('10 cast + resolve pairs, the hand grows (the cards never cast first, then the 10 cast ones):');
for (const filler of [0, 90, 990]) await row(10, filler, 10);
console.log(`load average now ${loadavg()[0].toFixed(2)}`);
