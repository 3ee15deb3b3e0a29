import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isModel } from '../../src/generated/ast.js';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestServices, describeDiagnostics, type TestServices } from '../helpers.js';

/**
 * "Capture state": the expectations a snapshot writes must hold where they are inserted. Expectations don't change
 * the game, so a file with the snapshot of every line inserted at once must have the same errors as before, none
 * of them on an inserted line.
 */
const repository = fileURLToPath(new URL('../../../..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.mtgs') ? [join(dir, entry.name)] : [],
  );
}

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});

/** The text with the snapshot of each scenario line inserted where the code action puts it; the inserted lines. */
async function withSnapshots(text: string): Promise<{ text: string; inserted: Set<number>; count: number }> {
  const document = await services.validate(text);
  const model = document.parseResult.value;
  const lines = text.split('\n');
  const insertions: { line: number; where: 'after' | 'before'; expectations: readonly string[] }[] = [];
  for (const scenario of isModel(model) ? model.scenarios : []) {
    for (const member of scenario.members) {
      const start = member.$cstNode?.range.start.line;
      const snapshot = start === undefined ? undefined : services.mtg.scenario.Snapshot.at(document, start);
      if (snapshot) insertions.push(snapshot);
    }
  }
  // From the bottom up, so earlier line numbers stay valid; "before" goes above an "after" of the line before.
  insertions.sort((a, b) => b.line + (b.where === 'after' ? 0.5 : 0) - (a.line + (a.where === 'after' ? 0.5 : 0)));
  const marked = lines.map(line => ({ line, inserted: false }));
  for (const { line, where, expectations } of insertions) {
    const added = expectations.map(e => ({ line: `  ${e}`, inserted: true }));
    marked.splice(where === 'after' ? line + 1 : line, 0, ...added);
  }
  const inserted = new Set(marked.flatMap((m, i) => (m.inserted ? [i] : [])));
  return { text: marked.map(m => m.line).join('\n'), inserted, count: insertions.length };
}

describe('the snapshot of every line holds there', () => {
  const all = [
    ...files(join(repository, 'examples')),
    ...files(fileURLToPath(new URL('../resources', import.meta.url))),
  ];
  for (const file of all) {
    test(relative(repository, file), async () => {
      const text = readFileSync(file, 'utf8');
      const before = (await services.validate(text)).diagnostics?.filter(d => d.severity === 1).length ?? 0;
      const snapshots = await withSnapshots(text);
      const after = await services.validate(snapshots.text);
      const onInserted = (after.diagnostics ?? []).filter(d => snapshots.inserted.has(d.range.start.line));
      expect(onInserted, describeDiagnostics(after)).toEqual([]);
      expect(after.diagnostics?.filter(d => d.severity === 1).length ?? 0).toBe(before);
    });
  }
});

test("a snapshot lists a player's emblems (CR 114.2)", async () => {
  const text = `card "Test Anthem Walker" { cost {2}{W}{W} type Legendary Planeswalker — Test loyalty 5 text "−4: You get an emblem with \\"Creatures you control get +1/+1.\\"" }
scenario "snap" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield "Test Anthem Walker" as walker }
  Alice activates walker "-4"
  resolve
}
`;
  const document = await services.validate(text);
  expect(services.mtg.scenario.Snapshot.at(document, 6)!.expectations).toContain('expect Alice emblems 1');
});

test('a snapshot lists life totals, the aliased objects, the stack, the step, the turn and priority', async () => {
  const text = `scenario "snap" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { hand "Lightning Bolt", Shock battlefield Mountain x2, "Serra Angel" as angel tapped }
  Bob   { life 12 poison 2 energy 3 battlefield "Grizzly Bears" as bears counters +1/+1 x2 damage 1, "Giant Spider" as spider }
  Alice casts "Lightning Bolt" as bolt targeting spider
  Alice casts Shock targeting Bob
}
`;
  const document = await services.validate(text);
  expect(services.mtg.scenario.Snapshot.at(document, 6)).toMatchObject({
    line: 6,
    where: 'after',
    expectations: [
      'expect Alice life 20',
      'expect Bob life 12',
      'expect Bob poison 2',
      'expect Bob energy 3',
      'expect angel on battlefield',
      'expect angel tapped',
      'expect angel 4/4',
      'expect angel damage 0',
      'expect bears on battlefield',
      'expect bears untapped',
      'expect bears 4/4',
      'expect bears damage 1',
      'expect bears counters +1/+1 2',
      'expect spider on battlefield',
      'expect spider untapped',
      'expect spider 2/4',
      'expect spider damage 0',
      'expect bolt on stack',
      'expect stack Shock, bolt',
      'expect step main1',
      'expect turn 5',
      'expect priority Alice',
    ],
  });
  // On the board, before any line: the start's state, before the first line.
  expect(services.mtg.scenario.Snapshot.at(document, 3)).toMatchObject({ line: 5, where: 'before' });
  expect(services.mtg.scenario.Snapshot.at(document, 3)!.expectations).toContain('expect stack empty');
  // Outside any scenario: nothing.
  expect(services.mtg.scenario.Snapshot.at(document, 8)).toBeUndefined();
});

test('inside a declaration of several lines, the snapshot goes after its last line (between them it would split it)', async () => {
  const text = `scenario "two attack lines" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Serra Angel" as angel, "Grizzly Bears" as bears }
  Bob { life 20 }
  Alice attacks Bob with angel
  Alice attacks Bob with bears
  go to end of combat
}
`;
  const document = await services.validate(text);
  const snapshot = services.mtg.scenario.Snapshot.at(document, 5)!;
  expect(snapshot.line).toBe(6);
  expect(snapshot.expectations).toEqual(
    expect.arrayContaining(['expect angel attacking', 'expect bears attacking', 'expect step declare attackers']),
  );
  expect(services.mtg.scenario.Snapshot.at(document, 7)!.expectations).toEqual(
    expect.arrayContaining(['expect Bob life 14', 'expect step end of combat']),
  );
});

test('the game over: winner and loser; a player with a negative life total', async () => {
  const text = `scenario "over" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { hand "Lava Axe" battlefield Mountain x5 }
  Bob { life 3 }
  Alice casts "Lava Axe" targeting Bob
  resolve
}
`;
  const document = await services.validate(text);
  expect(services.mtg.scenario.Snapshot.at(document, 6)!.expectations).toEqual(
    expect.arrayContaining(['expect Bob life -2', 'expect winner Alice', 'expect loser Bob']),
  );
});

test('no snapshot after the line where a replay stopped (here: the engine step limit)', async () => {
  const runner = services.mtg.scenario.Runner as { limits: { engineSteps: number } };
  const saved = runner.limits.engineSteps;
  runner.limits.engineSteps = 10;
  try {
    const lines = Array.from({ length: 6 }, () => '  go to upkeep').join('\n');
    const document = await services.validate(
      `scenario "long" {\n  players Alice, Bob\n  start Alice turn 3 main1\n${lines}\n}`,
    );
    // The first go to (0-based line 3) was replayed; the replay stopped at the second (line 4).
    expect(services.mtg.scenario.Snapshot.at(document, 3)?.expectations).toContain('expect step upkeep');
    expect(services.mtg.scenario.Snapshot.at(document, 4)).toBeUndefined();
    expect(services.mtg.scenario.Snapshot.at(document, 5)).toBeUndefined();
    expect(services.mtg.scenario.Snapshot.at(document, 8)).toBeUndefined();
  } finally {
    runner.limits.engineSteps = saved;
  }
});

test('while the game waits for a choice nobody has priority, and the snapshot says so', async () => {
  const document = await services.validate(`scenario "waits" {
  players Alice, Bob
  start Alice turn 2 end
  Alice { hand Island x9  maximum hand size 7 }
  go to cleanup
  Alice discards Island, Island
}
`);
  expect(services.mtg.scenario.Snapshot.at(document, 4)!.expectations).toEqual(
    expect.arrayContaining(['expect step cleanup', 'expect priority nobody']),
  );
  expect(services.mtg.scenario.Snapshot.at(document, 5)!.expectations).toEqual(
    expect.arrayContaining(['expect step upkeep', 'expect priority Bob']),
  );
});
