import { expect, test } from 'vitest';
import { groupByScenario, type Problem } from '../../src/problems/problem-groups.js';

const at = (line: number, source: string | undefined, character = 0): Problem & { id: string } => ({
  id: `${line}:${character}`,
  source,
  range: { start: { line, character } },
});

test("problems grouped by file, then by scenario in the order they appear; others' diagnostics left out", () => {
  const groups = groupByScenario([
    [
      'a.mtgs',
      [
        at(11, 'mtgs · Second'),
        at(4, 'mtgs · First', 5),
        at(1, 'mtgs'),
        at(4, 'mtgs · First', 2),
        at(2, 'spell-check'),
      ],
    ],
    ['b.mtgs', [at(3, 'eslint')]],
    ['c.mtgs', [at(0, 'mtgs · Only')]],
  ]);
  expect(
    groups.map(g => ({
      file: g.file,
      scenarios: g.scenarios.map(s => [s.name, s.problems.map(p => (p as { id: string }).id)]),
    })),
  ).toEqual([
    {
      file: 'a.mtgs',
      scenarios: [
        [undefined, ['1:0']],
        ['First', ['4:2', '4:5']],
        ['Second', ['11:0']],
      ],
    },
    { file: 'c.mtgs', scenarios: [['Only', ['0:0']]] },
  ]);
});

test('a scenario whose name contains the separator keeps its whole name', () => {
  expect(groupByScenario([['x.mtgs', [at(0, 'mtgs · A · B')]]])[0]!.scenarios[0]!.name).toBe('A · B');
});
