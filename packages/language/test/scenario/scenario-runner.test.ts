import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { clearDocuments } from 'langium/test';
import { isBlockAction, isCastAction, isExpectation, type Model } from '../../src/generated/ast.js';
import { TextDocument, URI, type LangiumDocument } from 'langium';
import { createTestServices, describeDiagnostics, errors, type TestServices } from '../helpers.js';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});

const example = readFileSync(new URL('../resources/valid/issue-4-example.mtgs', import.meta.url), 'utf8');

async function withDocument<T>(
  text: string,
  uri: string | undefined,
  use: (doc: LangiumDocument<Model>) => T | Promise<T>,
): Promise<T> {
  const doc = await services.validate(text, uri);
  try {
    return await use(doc);
  } finally {
    await clearDocuments(services.mtg, [doc]);
  }
}

describe('ScenarioRunner', () => {
  test('a result per scenario and per line', async () => {
    await withDocument(example, undefined, doc => {
      const [counter, flying] = services.mtg.scenario.Runner.runDocument(doc);
      expect(counter!.name).toBe('Dispel saves Lightning Bolt from Counterspell');
      expect(counter!.passed).toBe(true);
      expect(counter!.lines.map(s => s.status)).toEqual([
        'ok',
        'ok',
        'ok',
        'ok',
        'ok',
        'ok',
        'ok',
        'passed',
        'passed',
        'passed',
      ]);
      expect(counter!.initial?.players.find(p => p.id === 'Bob')?.life).toBe(20);
      expect(counter!.final?.players.find(p => p.id === 'Bob')?.life).toBe(17);

      expect(flying!.passed).toBe(true);
      const [attack, badBlock, expectIllegal] = flying!.lines;
      // Declaring attackers from main1 first moves the game there: those passes are implied.
      expect(attack!.kind === 'action' && attack!.implied.map(a => a.type)).toEqual(['pass', 'pass', 'pass', 'pass']);
      expect(attack!.kind === 'action' && attack!.actions).toEqual([
        { type: 'declareAttackers', player: 'Alice', attackers: [{ attacker: 'angel', target: { player: 'Bob' } }] },
      ]);
      expect(badBlock!.status).toBe('illegal');
      expect(badBlock!.kind === 'action' && badBlock!.violation?.rule).toBe('702.9b');
      expect(badBlock!.kind === 'action' && badBlock!.after).toBe(badBlock!.kind === 'action' && badBlock!.before);
      expect(expectIllegal!.kind === 'expectation' && [expectIllegal!.status, expectIllegal!.about]).toEqual([
        'passed',
        1,
      ]);
    });
  });

  test('hover can ask for the state before and after a line', async () => {
    await withDocument(example, undefined, doc => {
      const scenario = doc.parseResult.value.scenarios[0]!;
      const cast = scenario.members.filter(isCastAction)[0]!;
      const result = services.mtg.scenario.Runner.resultFor(cast);
      expect(result?.kind).toBe('action');
      if (result?.kind !== 'action') return;
      expect(result.before.stack).toHaveLength(0);
      expect(result.after.stack).toHaveLength(1);
      // Any node inside the line finds the line's result.
      const inner = cast.clauses[0]!;
      expect(services.mtg.scenario.Runner.resultFor(inner)).toBe(result);
      const expectation = scenario.members.filter(isExpectation)[0]!;
      const checked = services.mtg.scenario.Runner.resultFor(expectation);
      expect(checked?.kind === 'expectation' && [checked.expected, checked.actual]).toEqual([
        "Bob's life total is 17",
        "Bob's life total is 17",
      ]);
    });
  });

  test('the result is cached per document version and unchanged lines are reused after an edit', async () => {
    const uri = 'file:///runner/reuse.mtgs';
    const runner = services.mtg.scenario.Runner;
    const first = await withDocument(example, uri, doc => runner.runDocument(doc));
    expect(first.map(r => r.reused)).toEqual([0, 0]);
    const edited = example.replace('expect angel damage 2', 'expect angel damage 3');
    await withDocument(edited, uri, doc => {
      const [counter, flying] = runner.runDocument(doc);
      expect(runner.runDocument(doc)[0]).toBe(counter); // same AST, same result
      expect(counter!.reused).toBe(counter!.lines.length);
      expect(flying!.reused).toBe(flying!.lines.length - 1);
      expect(errors(doc).map(d => d.message)).toEqual(["Expected angel's damage to be 3, but it is 2."]);
    });
  });

  test('a go to line is replayed again when the discards line after it comes or goes (CR 514.1 default discard)', async () => {
    const uri = 'file:///runner/cleanup.mtgs';
    const runner = services.mtg.scenario.Runner;
    const text = (next: string) => `scenario "cleanup" {
  players Alice, Bob
  start Alice turn 3 main2
  Alice { hand Island x8, Forest  library Island }
  Bob { library Island }
  go to cleanup
  ${next}
  expect Alice hand 7
}`;
    const chosen = await withDocument(text('Alice discards Island, Island'), uri, doc => runner.runDocument(doc)[0]!);
    expect(chosen.passed).toBe(true);
    // The discards line is replaced by an expectation: the go to line before it now discards by default.
    await withDocument(text('expect Forest in Alice graveyard'), uri, doc => {
      const [result] = runner.runDocument(doc);
      expect(errors(doc)).toEqual([]);
      expect(result!.passed).toBe(true);
      expect(result!.reused).toBe(0);
    });
  });

  test('consecutive blocks lines form one declaration; the result is on the last line', async () => {
    const text = `scenario "menace" {
      players Alice, Bob
      start Alice turn 3 main1
      Alice { battlefield "Boggart Brute" as brute }
      Bob { battlefield "Grizzly Bears" as bears, "Giant Spider" as spider }
      Alice attacks Bob with brute
      Bob blocks brute with bears
      Bob blocks brute with spider
    }`;
    await withDocument(text, undefined, doc => {
      const result = services.mtg.scenario.Runner.runDocument(doc)[0]!;
      const blocks = result.lines.filter(s => isBlockAction(s.node));
      expect(blocks.map(b => b.status)).toEqual(['merged', 'ok']);
      expect(blocks.map(b => b.kind === 'action' && b.groupEnd)).toEqual([2, 2]);
      const declared = blocks[1]!.kind === 'action' ? blocks[1]!.actions : [];
      expect(declared).toEqual([
        {
          type: 'declareBlockers',
          player: 'Bob',
          blocks: [
            { blocker: 'bears', attacker: 'brute' },
            { blocker: 'spider', attacker: 'brute' },
          ],
        },
      ]);
    });
  });

  test('a replay that takes too many engine steps stops with a clear error', async () => {
    const runner = services.mtg.scenario.Runner;
    const saved = runner.limits.engineSteps;
    runner.limits.engineSteps = 10;
    try {
      const lines = Array.from({ length: 6 }, () => '  go to upkeep').join('\n');
      await withDocument(
        `scenario "long" {\n  players Alice, Bob\n  start Alice turn 3 main1\n${lines}\n}`,
        'file:///runner/limit.mtgs',
        doc => {
          const result = runner.runDocument(doc)[0]!;
          expect(result.stopped).toMatch(/more than 10 engine steps/);
          expect(result.passed).toBe(false);
          expect(errors(doc).map(d => [d.code, d.range.start.line])).toEqual([['scenario/step-limit', 4]]);
        },
      );
    } finally {
      runner.limits.engineSteps = saved;
    }
  });

  /** Runs `use` with the runner's clock a fake one, which every reading moves on by a second. */
  async function withTicking<T>(limits: { timeMs: number; fileTimeMs: number }, use: () => Promise<T>): Promise<T> {
    const runner = services.mtg.scenario.Runner;
    const saved = { clock: runner.clock, timeMs: runner.limits.timeMs, fileTimeMs: runner.limits.fileTimeMs };
    let now = 0;
    runner.clock = () => now++;
    Object.assign(runner.limits, limits);
    try {
      return await use();
    } finally {
      runner.clock = saved.clock;
      Object.assign(runner.limits, { timeMs: saved.timeMs, fileTimeMs: saved.fileTimeMs });
    }
  }

  const slow = (name: string) =>
    `scenario "${name}" {\n  players Alice, Bob\n  start Alice turn 3 main1\n  expect turn 3\n  go to upkeep\n  expect turn 3\n}\n`;

  test('the time limit holds inside a line: the clock is read as the engine works through it', async () => {
    // A second a reading: `go to upkeep` reads it before each of its passes, and passes 10 s on its way.
    await withTicking({ timeMs: 10_000, fileTimeMs: 60_000 }, () =>
      withDocument(slow('slow'), 'file:///runner/slow.mtgs', doc => {
        const result = services.mtg.scenario.Runner.runDocument(doc)[0]!;
        expect(result.lines.map(l => l.status)).toEqual(['passed']);
        expect(result.stopped).toBe('Replay stopped here: the scenario took longer than 10 s to replay.');
        expect(errors(doc).map(d => [d.code, d.range.start.line])).toEqual([['scenario/time-limit', 4]]);
      }),
    );
  });

  test('the time limit holds while the game is set up: the clock is read as the engine works out the layers', async () => {
    const text = `card "Test Banner" {\n  cost {0}\n  type Artifact\n  text "Creatures you control get +1/+1."\n}\n${slow('banners').replace('  expect turn 3\n  go to', '  Alice { battlefield "Test Banner" x3, "Grizzly Bears" }\n  expect turn 3\n  go to')}`;
    await withTicking({ timeMs: 2_000, fileTimeMs: 60_000 }, () =>
      withDocument(text, 'file:///runner/slow-setup.mtgs', doc => {
        const result = services.mtg.scenario.Runner.runDocument(doc)[0]!;
        // Stopped inside the setup: no game to start from.
        expect(result.initial).toBeUndefined();
        expect(result.lines).toEqual([]);
        expect(errors(doc).map(d => [d.code, doc.textDocument.getText(d.range)])).toEqual([
          ['scenario/time-limit', 'expect turn 3'],
        ]);
      }),
    );
  });

  test("a file's scenarios replay within the file's time: the replay that passes it stops, the later ones are not replayed", async () => {
    const quick = 'scenario "quick" {\n  players Alice, Bob\n  start Alice turn 3 main1\n  expect turn 3\n}\n';
    await withTicking({ timeMs: 10_000, fileTimeMs: 10_500 }, () =>
      withDocument(`${quick}${slow('second')}${slow('third')}`, 'file:///runner/file-limit.mtgs', doc => {
        const [first, second, third] = services.mtg.scenario.Runner.runDocument(doc);
        expect(first!.passed).toBe(true);
        expect(second!.stopped).toMatch(
          /^Replay stopped here: this file's scenarios took longer than 10.5 s to replay together/,
        );
        expect(third!.lines).toEqual([]);
        expect(third!.stopped).toMatch(/^Not replayed: this file's scenarios before this one took longer than 10.5 s/);
        expect(errors(doc).map(d => [d.code, d.range.start.line, doc.textDocument.getText(d.range)])).toEqual([
          ['scenario/file-time-limit', 9, 'go to upkeep'],
          ['scenario/file-time-limit', 12, '"third"'],
        ]);
      }),
    );
  });

  test('a scenario without players or start is not replayed, and says why', async () => {
    await withDocument('scenario "empty" { }', undefined, doc => {
      const result = services.mtg.scenario.Runner.runDocument(doc)[0]!;
      expect(result.lines).toEqual([]);
      expect(result.stopped).toBeDefined();
      expect(
        errors(doc)
          .map(d => d.code)
          .sort(),
        describeDiagnostics(doc),
      ).toEqual(['scenario/missing-players', 'scenario/missing-start']);
    });
  });

  test('the engine rejecting a setup is an error on the offending board entry', async () => {
    const text = `scenario "mid-combat" {
      players Alice, Bob
      start Alice turn 3 main1
      Alice { battlefield "Grizzly Bears" as bears attacking Bob }
    }`;
    await withDocument(text, undefined, doc => {
      const problems = errors(doc).map(d => [d.code, doc.textDocument.getText(d.range)]);
      expect(problems).toEqual([['setup/rejected', '"Grizzly Bears" as bears attacking Bob']]);
    });
  });

  test("an edit in another scenario keeps a scenario's result, unless it moved: its messages name lines", async () => {
    const { shared } = services;
    const runner = services.mtg.scenario.Runner;
    const { TextDocuments, LangiumDocuments, LangiumDocumentFactory, DocumentBuilder } = shared.workspace;
    const uri = 'file:///runner/kept.mtgs';
    const text = `scenario "edited" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand Forest }
  Alice plays Forest
}

scenario "other" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand Forest }
  Alice passes
  expect illegal
}
`;
    let version = 1;
    TextDocuments.set(TextDocument.create(uri, 'mtg-scenario', version, text));
    const document = LangiumDocumentFactory.fromTextDocument(TextDocuments.get(uri)!, URI.parse(uri));
    LangiumDocuments.addDocument(document);
    const edit = async (changed: string) => {
      TextDocuments.set(TextDocument.create(uri, 'mtg-scenario', ++version, changed));
      await DocumentBuilder.update([document.uri], []);
      return runner.runDocument(LangiumDocuments.getDocument(document.uri)!);
    };
    try {
      await DocumentBuilder.build([document], { validation: true });
      const [, other] = runner.runDocument(document);
      expect(other!.problems.map(p => p.message)).toEqual([
        'Expected the action on line 12 to be illegal, but the engine accepted it.',
      ]);
      // The first scenario is edited: the other one's result is kept as it was.
      const [edited, kept] = await edit(text.replace('Alice plays Forest', 'Alice passes'));
      expect(edited!.reused).toBe(0);
      expect(kept!.lines).toBe(other!.lines);
      expect(kept!.reused).toBe(other!.lines.length);
      // A line added to the first scenario moves the other one: attached again, its message names the new line.
      const [, moved] = await edit(text.replace('Alice plays Forest', 'Alice passes\n  Alice passes'));
      expect(moved!.lines).not.toBe(other!.lines);
      expect(moved!.problems.map(p => p.message)).toEqual([
        'Expected the action on line 13 to be illegal, but the engine accepted it.',
      ]);
    } finally {
      await clearDocuments(services.mtg, [LangiumDocuments.getDocument(document.uri)!]);
      TextDocuments.delete(uri);
    }
  });
});
