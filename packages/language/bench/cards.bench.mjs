// Benchmark: card names from a database of 30,000 synthetic cards — completion of a card name (the language server's
// whole completion request, prefix search included), "did you mean" for an unknown name (one validation), and
// linking a database card the first time (its document is generated then).
//
//   npm run build -w packages/language && node bench/cards.bench.mjs [--cards 30000] [--runs 50]
//
// Needs the compiled package (out/). The target for completion is 20 ms. A Map-backed database stands in for a loaded
// index (the engine's own benchmark measures importing and loading): what is measured here is the language's part.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};
const CARDS = option('cards', 30_000);
const RUNS = option('runs', 50);

await import('../out/base/polyfill.js');
const { createMtgServices } = await import('../out/index.js');
const { EmptyFileSystem, URI } = await import('langium');

// Names like real ones: two or three words from small vocabularies, unique.
const FIRST = [
  'Ash',
  'Brine',
  'Cinder',
  'Dusk',
  'Ember',
  'Frost',
  'Gloom',
  'Hollow',
  'Iron',
  'Jade',
  'Kindle',
  'Lumen',
  'Moss',
  'Night',
  'Onyx',
  'Pale',
  'Quill',
  'Rust',
  'Storm',
  'Thorn',
  'Umber',
  'Vale',
  'Wild',
  'Yew',
  'Zeal',
];
const SECOND = ['back', 'born', 'caller', 'fang', 'heart', 'hide', 'mane', 'shaper', 'song', 'tide', 'ward', 'wing'];
const THIRD = [
  'Adept',
  'Bear',
  'Colossus',
  'Drake',
  'Elemental',
  'Familiar',
  'Giant',
  'Hound',
  'Idol',
  'Jackal',
  'Knight',
  'Lurker',
  'Mystic',
  'Nomad',
  'Oracle',
  'Pilgrim',
  'Reader',
  'Sprite',
  'Titan',
  'Warden',
];
const names = [];
for (let i = 0; names.length < CARDS; i++) {
  const a = FIRST[i % FIRST.length],
    b = SECOND[Math.floor(i / FIRST.length) % SECOND.length];
  const c = THIRD[Math.floor(i / (FIRST.length * SECOND.length)) % THIRD.length];
  const n = Math.floor(i / (FIRST.length * SECOND.length * THIRD.length));
  names.push(`${a}${b} ${c}${n ? ` ${['of', 'the'][n % 2]} ${FIRST[n % FIRST.length]}${n}` : ''}`);
}
names.sort();
const record = name => ({
  name,
  layout: 'normal',
  faces: [
    {
      name,
      manaCost: '{1}{G}',
      typeLine: 'Creature — Bear',
      supertypes: [],
      types: ['Creature'],
      subtypes: ['Bear'],
      power: '2',
      toughness: '2',
      text: `When ${name} enters, you gain 2 life.`,
    },
  ],
});
const known = new Set(names);
const database = {
  source: { format: 'mtgjson-atomic', path: 'synthetic.json', bytes: 0, sha256: '', cards: names.length },
  names,
  has: name => known.has(name),
  get: name => (known.has(name) ? record(name) : undefined),
};

const { shared, mtg } = createMtgServices(EmptyFileSystem);
await shared.workspace.WorkspaceManager.initializeWorkspace([]);
const loadStarted = performance.now();
await shared.cards.Database.replace(database);
const indexMs = performance.now() - loadStarted;

const median = xs => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = async (fn, runs = RUNS) => {
  const ms = [];
  // The first run (cold code, first document) is reported apart from the median of the rest.
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    ms.push(performance.now() - t);
  }
  return { first: ms[0], median: median(ms.slice(1)), max: Math.max(...ms.slice(1)) };
};

const uri = URI.parse('file:///bench/cards.mtgs');
const prefixText = prefix => `scenario "S" { players Alice, Bob start Alice turn 3 main1 Alice { hand "${prefix}`;
const documentFor = async text => {
  const documents = shared.workspace.LangiumDocuments;
  if (documents.hasDocument(uri)) documents.deleteDocument(uri);
  const document = shared.workspace.LangiumDocumentFactory.fromString(text, uri);
  documents.addDocument(document);
  await shared.workspace.DocumentBuilder.build([document], { validation: true });
  return document;
};

const results = {};
for (const prefix of ['', 'C', 'Cinder', 'Cinderheart G']) {
  const text = prefixText(prefix);
  const document = await documentFor(text);
  const position = document.textDocument.positionAt(text.length);
  let items = 0;
  results[`completion "${prefix}"`] = await time(async () => {
    const list = await mtg.lsp.CompletionProvider.getCompletion(document, {
      textDocument: { uri: uri.toString() },
      position,
    });
    items = list.items.length;
  });
  results[`completion "${prefix}"`].items = items;
}
results['prefix search alone'] = await time(
  i => shared.cards.Database.withPrefix(FIRST[i % FIRST.length].slice(0, 3), 100),
  1000,
);
results['did you mean (suggest alone)'] = await time(
  i => shared.cards.Database.suggest(`${FIRST[i % FIRST.length]}hart Bera`),
  200,
);
results['validate a board with an unknown name'] = await time(
  () => documentFor(`scenario "S" { players Alice, Bob start Alice turn 3 main1 Alice { hand "Cinderhart Mystc" } }`),
  20,
);
results['link a database card (first use: its document made)'] = await time(
  i => documentFor(`scenario "S" { players Alice, Bob start Alice turn 3 main1 Alice { hand "${names[i * 97]}" } }`),
  20,
);

console.log(
  `${names.length} database names, ${cpus().length} CPUs, load ${loadavg()[0].toFixed(1)}; name index built in ${indexMs.toFixed(1)} ms`,
);
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name.padEnd(56)} first ${r.first.toFixed(2)} ms, then median ${r.median.toFixed(2)} ms, max ${r.max.toFixed(2)} ms${r.items !== undefined ? ` (${r.items} items)` : ''}`,
  );
}
