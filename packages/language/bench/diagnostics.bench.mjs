// Benchmark: diagnostics for a generated 2,000-line .mtgs file, cold (first build) and after one-line edits made the
// way the language server makes them (the text document changes, then DocumentBuilder.update), median of several runs.
//
//   npm run build -w packages/language && npm run bench -w packages/language
//   node bench/diagnostics.bench.mjs [--runs 15] [--cold-runs 5] [--warm-edits 10] [--lines 2000] [--write file.mtgs] [--out dir] [--json]
//
// Then error-dense files just under the 512 KB limit (the same syntax error everywhere): their parse, and an edit
// at the end of each through the DocumentBuilder (a file with syntax errors is parsed whole after every edit).
//
// Needs the compiled package (out/). The target is under 100 ms after an edit. Wall-clock times depend on the
// machine's load (printed with the results); the time of each build phase shows what the edit cost where: Langium's
// parsing, scoping, linking and reference indexing, and the validation (which replays the scenarios).
import { loadavg, cpus } from 'node:os';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
// --out DIR: measure another build of the package (e.g. a copy of out/ from before a change, for an A/B comparison).
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
const { DocumentState, EmptyFileSystem, TextDocument, URI } = await import('langium');
const RUNS = Number(option('runs', 15));
const COLD_RUNS = Number(option('cold-runs', 5));
const WARM_EDITS = Number(option('warm-edits', 10));
const LINES = Number(option('lines', 2000));
const TARGET_MS = 100;
const ERROR_DENSE_RUNS = Number(option('error-dense-runs', 3));

// ---------------------------------------------------------------------------------------------- the generated file

const CARDS = `// Generated for the diagnostics benchmark: cards, then scenarios with long action sequences and expectations.

card "Hill Giant" {
  cost {3}{R}
  type Creature — Giant
  3/3
}

card "Venom Behemoth" {
  cost {3}{B}{G}
  type Creature — Beast
  4/4
  deathtouch, trample
}

card "Sparring Planeswalker" {
  cost {2}{W}
  type Legendary Planeswalker — Ajani
  loyalty 5
}

card "Vigilant Druid" {
  cost {1}{G}
  type Creature — Elf Druid
  2/2
  vigilance
  text "{T}: Add {G}."
}

card "Healing Touch" {
  cost {W}
  type Instant
  text "You gain 3 life."
}

card "Fireball Lite" {
  cost {2}{R}
  type Sorcery
  text "Fireball Lite deals 4 damage to any target."
}
`;

/** A stack walk-through with expectations after every step. */
function stackScenario(i) {
  return `
scenario "Stack walk-through ${i}" {
  players Alice, Bob
  start Alice turn ${3 + (i % 5)} main1
  Alice { hand "Lightning Bolt", Dispel  battlefield Mountain, Island }
  Bob   { hand Counterspell  battlefield Island x2 }

  Alice casts "Lightning Bolt" as bolt${i} targeting Bob
  expect stack bolt${i}
  Alice passes
  expect priority Bob
  Bob casts Counterspell targeting bolt${i}
  expect stack Counterspell, bolt${i}
  Bob passes
  Alice casts Dispel targeting Counterspell
  expect stack Dispel, Counterspell, bolt${i}
  resolve
  expect Counterspell in Bob's graveyard
  expect stack bolt${i}
  resolve
  expect Bob life 17
  expect stack empty
}
`;
}

/** Combat with keywords, a damage assignment and expectations mid-combat. */
function combatScenario(i) {
  return `
scenario "Combat ${i}" {
  players Alice, Bob
  start Alice turn ${4 + (i % 3)} main1
  Alice { battlefield "Colossal Dreadmaw" as dreadmaw${i}, "Serra Angel" as angel${i}, "Youthful Knight" as knight${i} }
  Bob   { battlefield "Grizzly Bears" as bears${i}, "Giant Spider" as spider${i}, "Wall of Wood" as wall${i}  library 5 }

  Alice attacks Bob with dreadmaw${i}, angel${i}, knight${i}
  expect angel${i} untapped
  expect dreadmaw${i} tapped
  Bob blocks dreadmaw${i} with bears${i}
  Bob blocks angel${i} with spider${i}
  Bob blocks knight${i} with wall${i}
  Alice assigns damage from dreadmaw${i}: 2 to bears${i}, 4 to Bob
  go to first strike damage
  expect wall${i} damage 2
  go to combat damage
  expect bears${i} in Bob's graveyard
  expect spider${i} in Bob's graveyard
  expect angel${i} damage 2
  expect Bob life 16
  go to end
  expect angel${i} damage 2
  go to upkeep
  expect angel${i} damage 0
  expect turn ${4 + (i % 3)}
}
`;
}

/** Timing mistakes, each expected to be illegal. */
function timingScenario(i) {
  return `
scenario "Timing ${i}" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand Shock, Divination, Forest, Island  battlefield Mountain, Island x3  library 5 }
  Bob   { hand "Lightning Bolt"  battlefield Mountain }

  Bob casts "Lightning Bolt" targeting Alice
  expect illegal 117
  Alice plays Forest
  Alice plays Island
  expect illegal 305.2
  Alice casts Shock targeting Bob
  Alice casts Divination
  expect illegal 307.1
  Alice passes
  Bob casts "Lightning Bolt" targeting Alice
  resolve x2
  expect Alice life 17
  expect Bob life 18
  Alice casts Divination
  resolve
  expect Alice hand 3
}
`;
}

/** Deathtouch and trample with cards defined in the file. */
function trampleScenario(i) {
  return `
scenario "Deathtouch and trample ${i}" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield "Venom Behemoth" as behemoth${i}, "Hill Giant" as giant${i} }
  Bob   { battlefield "Grizzly Bears" as big${i} counters +1/+1 x3, "Wall of Wood" as wall${i} }

  expect big${i} 5/5
  Alice attacks Bob with behemoth${i}, giant${i}
  Bob blocks behemoth${i} with big${i}
  Bob blocks giant${i} with wall${i}
  expect big${i} blocking
  go to combat damage
  expect Bob life 17
  expect big${i} in Bob's graveyard
  expect behemoth${i} in Alice's graveyard
  expect wall${i} in Bob's graveyard
  go to end of combat
  expect giant${i} damage 0
}
`;
}

/** A game over many turns: every turn burn, an attack and a block, with expectations throughout. */
function longGame(i, rounds) {
  const out = [
    `
scenario "A long game ${i}" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice {
    life 200
    hand Shock x2
    library Shock x${rounds + 2}
    battlefield Mountain x2, "Grizzly Bears" as aliceBears${i}, "Wall of Wood" as aliceWall${i}
  }
  Bob {
    life 200
    hand "Lightning Bolt" x2
    library "Lightning Bolt" x${rounds + 2}
    battlefield Mountain x2, "Walking Corpse" as bobCorpse${i}, "Wall of Wood" as bobWall${i}
  }
`,
  ];
  let alice = 200;
  let bob = 200;
  let turn = 3;
  for (let r = 0; r < rounds; r++) {
    bob -= 2;
    alice -= 3;
    out.push(`
  // round ${r + 1}: Alice's turn ${turn}
  expect turn ${turn}
  expect priority Alice
  Alice casts Shock targeting Bob
  Alice passes
  Bob casts "Lightning Bolt" targeting Alice
  expect stack "Lightning Bolt", Shock
  resolve x2
  expect Alice life ${alice}
  expect Bob life ${bob}
  Alice attacks Bob with aliceBears${i}
  Bob blocks aliceBears${i} with bobWall${i}
  go to end of combat
  expect bobWall${i} damage 2
  expect aliceBears${i} attacking
  go to upkeep
  // Bob's turn ${turn}
  expect bobWall${i} damage 0
  Bob attacks Alice with bobCorpse${i}
  Alice blocks bobCorpse${i} with aliceWall${i}
  go to end of combat
  expect aliceWall${i} damage 2
  expect Alice life ${alice}
  go to upkeep
`);
    turn += 1; // turns count per player: Alice's next turn
  }
  out.push('}\n');
  return out.join('');
}

/** `lines` lines: the cards, three long games, then short scenarios of every kind (a few comment lines pad the end). */
export function generate(lines) {
  const parts = [CARDS, longGame(1, 12), longGame(2, 12), longGame(3, 12)];
  const makers = [stackScenario, combatScenario, timingScenario, trampleScenario];
  const size = part => part.split('\n').length - 1;
  let count = parts.reduce((n, p) => n + size(p), 0);
  for (let i = 1; ; i++) {
    const part = makers[i % makers.length](i);
    if (count + size(part) > lines) break;
    parts.push(part);
    count += size(part);
  }
  for (; count < lines; count++) parts.push('// (padding)\n');
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------- measuring

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

const fmt = ms => `${ms.toFixed(1)} ms`;

async function freshServices() {
  const { shared, mtg } = createMtgServices(EmptyFileSystem);
  await shared.workspace.WorkspaceManager.initializeWorkspace([]);
  return { shared, mtg };
}

const URI_TEXT = 'file:///bench/generated.mtgs';

/** Opens the file as the language server does (a text document) and builds it; returns the time and the document. */
async function openAndBuild(services, text) {
  const { TextDocuments, LangiumDocuments, LangiumDocumentFactory, DocumentBuilder } = services.shared.workspace;
  const uri = URI.parse(URI_TEXT);
  const textDocument = TextDocument.create(URI_TEXT, 'mtg-scenario', 1, text);
  const start = performance.now();
  const cpu = process.cpuUsage();
  TextDocuments.set(textDocument);
  const document = LangiumDocumentFactory.fromTextDocument(textDocument, uri);
  LangiumDocuments.addDocument(document);
  await DocumentBuilder.build([document], { validation: true });
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpu: (used.user + used.system) / 1000, document };
}

/** The build phases, in order, and the time each took in the last build (filled by `watchPhases`). */
const PHASES = [
  ['parse', 'Parsed'],
  ['index', 'IndexedContent'],
  ['scopes', 'ComputedScopes'],
  ['link', 'Linked'],
  ['index refs', 'IndexedReferences'],
  ['validate', 'Validated'],
];
let marks = {};

function watchPhases(services) {
  for (const [name, state] of PHASES)
    services.shared.workspace.DocumentBuilder.onBuildPhase(DocumentState[state], () => {
      marks[name] = performance.now();
    });
}

function phaseTimes(start) {
  const out = {};
  let previous = start;
  for (const [name] of PHASES) {
    if (marks[name] === undefined) continue;
    out[name] = marks[name] - previous;
    previous = marks[name];
  }
  return out;
}

/** One didChange: a text document with the new version, then the incremental update the server runs. */
async function edit(services, document, lineIndex, newLine) {
  const { TextDocuments, DocumentBuilder, LangiumDocuments } = services.shared.workspace;
  const old = TextDocuments.get(URI_TEXT);
  const line = old
    .getText({ start: { line: lineIndex, character: 0 }, end: { line: lineIndex + 1, character: 0 } })
    .replace(/\r?\n$/, '');
  const changed = TextDocument.update(
    old,
    [
      {
        range: { start: { line: lineIndex, character: 0 }, end: { line: lineIndex, character: line.length } },
        text: newLine,
      },
    ],
    old.version + 1,
  );
  marks = {};
  const start = performance.now();
  const cpu = process.cpuUsage();
  TextDocuments.set(changed);
  await DocumentBuilder.update([document.uri], []);
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return {
    ms,
    cpu: (used.user + used.system) / 1000,
    phases: phaseTimes(start),
    document: LangiumDocuments.getDocument(document.uri),
  };
}

function errorCount(document) {
  return (document.diagnostics ?? []).filter(d => d.severity === 1).length;
}

function findLine(text, pattern, from = 0) {
  const lines = text.split('\n');
  for (let i = from; i < lines.length; i++) if (pattern.test(lines[i])) return { index: i, text: lines[i] };
  throw new Error(`no line matches ${pattern}`);
}

/**
 * Edit kinds. Each edit alternates between two versions of one line (the second changes the diagnostics, which is
 * checked) and adds a counter in a comment, so that every edit makes a text never seen before: nothing can come from
 * a cache of an earlier text of the scenario, as when typing.
 */
function edits(text) {
  const lines = text.split('\n');
  const lastGame = lines.findIndex(l => l.startsWith('scenario "A long game 3"'));
  const combat = lines.findIndex(l => l.startsWith('scenario "Combat 29"'));
  const lastShort = lines
    .map((l, i) => [l, i])
    .filter(([l]) => l.startsWith('scenario '))
    .pop()[1];
  const exp = findLine(text, /expect Bob life/, lastShort);
  const lifeInGame = findLine(text, /expect Alice life/, lastGame + 120);
  const attack = findLine(text, /Alice attacks Bob with dreadmaw29/, combat);
  const behemoth = lines.findIndex(l => l.startsWith('card "Venom Behemoth"'));
  const usedCard = findLine(text, /^ {2}4\/4$/, behemoth);
  const unusedCard = findLine(
    text,
    /^ {2}loyalty 5$/,
    lines.findIndex(l => l.startsWith('card "Sparring Planeswalker"')),
  );
  const plusOne = line => line.replace(/\d+$/, n => String(Number(n) + 1));
  return [
    { name: 'an expectation in the last scenario', line: exp.index, a: exp.text, b: plusOne(exp.text) },
    {
      name: 'an expectation in the middle of a 300-line scenario',
      line: lifeInGame.index,
      a: lifeInGame.text,
      b: plusOne(lifeInGame.text),
    },
    {
      name: 'an action in a scenario mid-file',
      line: attack.index,
      a: attack.text,
      b: attack.text.replace(/, knight29$/, ''),
    },
    {
      name: 'a card definition no scenario uses',
      line: unusedCard.index,
      a: unusedCard.text,
      b: '  loyalty 6',
      silent: true,
    },
    { name: 'a card definition 11 scenarios use', line: usedCard.index, a: usedCard.text, b: '  5/5' },
  ];
}

async function main() {
  const text = generate(LINES);
  const out = option('write', undefined);
  if (out) writeFileSync(out, text);
  const lineCount = text.split('\n').length - 1;
  const scenarios = (text.match(/^scenario /gm) ?? []).length;
  const load = loadavg()
    .map(x => x.toFixed(2))
    .join(', ');
  console.log(
    `Diagnostics benchmark: ${lineCount} lines, ${scenarios} scenarios; Node ${process.version}, ${cpus().length} CPUs, load average ${load}`,
  );

  // Cold: fresh services each time, the document opened and built (parse, link, validate and replay everything).
  const cold = [];
  const coldCpu = [];
  let reference;
  for (let r = 0; r < COLD_RUNS; r++) {
    const services = await freshServices();
    const { ms, cpu, document } = await openAndBuild(services, text);
    cold.push(ms);
    coldCpu.push(cpu);
    reference ??= { services, document };
    const serious = (document.diagnostics ?? []).filter(d => d.severity === 1 || d.severity === 2);
    if (serious.length)
      throw new Error(
        `the generated file should be clean, but has ${serious.length} problems: ${serious
          .slice(0, 3)
          .map(d => d.message)
          .join(' / ')}`,
      );
  }
  console.log(
    `cold (first build): first ${fmt(cold[0])}, median ${fmt(median(cold))} of ${COLD_RUNS} (CPU time: median ${fmt(median(coldCpu))})`,
  );

  // After an edit: the warm server, one line changed, the incremental update through the DocumentBuilder.
  const { services } = reference;
  watchPhases(services);
  let { document } = reference;
  // A server that has been edited a while: V8 still optimises the parser and the validator during the first edits
  // after the cold builds, and without these untimed ones the first edit kind measured would pay for it.
  for (const e of edits(text)) {
    const original = document.textDocument.getText().split('\n')[e.line];
    for (let r = 0; r < WARM_EDITS; r++)
      document = (await edit(services, document, e.line, `${r % 2 === 0 ? e.b : e.a}  // warm-up ${r + 1}`)).document;
    document = (await edit(services, document, e.line, original)).document;
  }
  const results = [];
  for (const e of edits(text)) {
    const times = [];
    const cpuTimes = [];
    const phases = {};
    const baseline = errorCount(document);
    const original = document.textDocument.getText().split('\n')[e.line];
    for (let r = 0; r < RUNS * 2; r++) {
      const toB = r % 2 === 0;
      const result = await edit(services, document, e.line, `${toB ? e.b : e.a}  // edit ${r + 1}`);
      document = result.document;
      times.push(result.ms);
      cpuTimes.push(result.cpu);
      for (const [name, ms] of Object.entries(result.phases)) (phases[name] ??= []).push(ms);
      const errors = errorCount(document);
      if (toB && !e.silent && errors === baseline)
        throw new Error(`the edit "${e.name}" didn't change the diagnostics`);
      if (!toB && errors !== baseline) throw new Error(`undoing the edit "${e.name}" left ${errors} errors`);
    }
    {
      const result = await edit(services, document, e.line, original);
      document = result.document;
    }
    const m = median(times);
    const phaseMedians = Object.fromEntries(Object.entries(phases).map(([name, xs]) => [name, median(xs)]));
    results.push({
      edit: e.name,
      median: m,
      min: Math.min(...times),
      max: Math.max(...times),
      cpuMedian: median(cpuTimes),
      phases: phaseMedians,
    });
    console.log(`after editing ${e.name}:`);
    console.log(
      `    median ${fmt(m)} (min ${fmt(Math.min(...times))}, max ${fmt(Math.max(...times))}, ${times.length} edits; CPU time median ${fmt(median(cpuTimes))})${m < TARGET_MS ? '' : `  ABOVE the ${TARGET_MS} ms target`}`,
    );
    console.log(
      `    phases (medians): ${Object.entries(phaseMedians)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(', ')} ms`,
    );
  }
  console.log(
    `load average now ${loadavg()
      .map(x => x.toFixed(2))
      .join(', ')}`,
  );
  const dense = await errorDense();
  if (args.includes('--json'))
    console.log(
      JSON.stringify({
        lines: lineCount,
        scenarios,
        load,
        cold: { first: cold[0], median: median(cold), cpuMedian: median(coldCpu) },
        edits: results,
        errorDense: dense,
      }),
    );
}

// ---------------------------------------------------------------------------------------------- error-dense files

const HEAD = 'scenario "s" {\n  players Alice, Bob\n  start Alice turn 3 main1\n';
/** Repeats `unit` after `head` up to just under 512 KB (the edits add a few bytes). */
const fill = (head, unit) => head + unit.repeat(Math.floor((512 * 1024 - 64 - head.length) / unit.length));
const ERROR_DENSE = [
  { name: 'boards nested without closing braces (` Alice {` on one line)', text: fill('scenario "s" {', ' Alice {') },
  { name: 'the same misspelt action on every line (`Alice castz "x"`)', text: `${fill(HEAD, '  Alice castz "x"\n')}}` },
  {
    name: 'a stray token on every line (`expect Bob life 20 20`)',
    text: `${fill(HEAD, '  expect Bob life 20 20\n')}}`,
  },
];

/** The parse of each error-dense file, and an edit at its end (appending to its last line), medians. */
async function errorDense() {
  const out = [];
  for (const { name, text } of ERROR_DENSE) {
    const services = await freshServices();
    const parser = services.mtg.parser.LangiumParser;
    const parses = [];
    let errors = 0;
    for (let r = 0; r < ERROR_DENSE_RUNS; r++) {
      const start = performance.now();
      errors = parser.parse(text).parserErrors.length;
      parses.push(performance.now() - start);
    }
    let { document } = await openAndBuild(services, text);
    const lastLine = text.split('\n').length - 1;
    const editTimes = [];
    for (let r = 0; r < ERROR_DENSE_RUNS; r++) {
      const line = document.textDocument.getText().split('\n')[lastLine];
      const result = await edit(services, document, lastLine, `${line} x`);
      document = result.document;
      editTimes.push(result.ms);
    }
    const row = { file: name, bytes: text.length, errors, parse: median(parses), edit: median(editTimes) };
    out.push(row);
    console.log(
      `error-dense, ${name}: ${(row.bytes / 1024).toFixed(0)} KB, ${errors.toLocaleString('en')} syntax errors; parse median ${fmt(row.parse)}, an edit at the end median ${fmt(row.edit)} (${ERROR_DENSE_RUNS} runs)`,
    );
  }
  return out;
}

// The generated file is also what lsp.bench.mjs edits: importing this module only makes it.
if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
