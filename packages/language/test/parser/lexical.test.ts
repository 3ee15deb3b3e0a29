import { clearDocuments } from 'langium/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { isModel } from '../../src/generated/ast.js';
import { createTestServices, type TestServices } from '../helpers.js';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});

/** The diagnostics of `text`: line (from 0), column, code, message. */
async function diagnostics(text: string) {
  const document = await services.validate(text);
  const found = (document.diagnostics ?? []).map(d => ({
    line: d.range.start.line,
    column: d.range.start.character,
    severity: d.severity,
    code: String(d.code ?? ''),
    message: d.message,
  }));
  const root = document.parseResult.value;
  const scenarios = isModel(root) ? root.scenarios.length : 0;
  await clearDocuments(services.mtg, [document]);
  return { found, scenarios };
}

const BODY = ['scenario "s" {', '  players Alice, Bob', '  start Alice turn 3 main1', '  expect Bob life 20', '}'];

describe('line separators', () => {
  test.each([
    ['U+2028 LINE SEPARATOR', '\u2028'],
    ['U+2029 PARAGRAPH SEPARATOR', '\u2029'],
    ['U+0085 NEXT LINE', '\u0085'],
  ])(
    '%s ends a comment and separates words, with a warning on each: editors break no line there',
    async (name, separator) => {
      const { found, scenarios } = await diagnostics(['// a comment', ...BODY].join(separator));
      expect(scenarios).toBe(1);
      // All on one line, as the editor shows it: a warning at each separator.
      let column = -1;
      const columns = ['// a comment', ...BODY].slice(0, -1).map(part => (column += part.length + 1));
      expect(found.map(d => [d.line, d.column, d.severity])).toEqual(columns.map(c => [0, c, 2]));
      expect(found[0]!.message.startsWith(`${name} is not a line break for editors`)).toBe(true);
    },
  );

  test('line numbers stay the lines of line breaks (LF, CR LF, CR)', async () => {
    const text = `// one\n// two\r\n// three\r  scenario "s" {\u2028  players Alice, Bob\u2028  start Alice turn 3 main1\n}\n`;
    const { found } = await diagnostics(text);
    expect(found.map(d => [d.line, d.column])).toEqual([
      [3, 16],
      [3, 37],
    ]);
  });
});

describe('numbers', () => {
  const at = (check: string) => `${BODY.slice(0, 3).join('\n')}\n  Bob { life 20 }\n  expect Bob ${check}\n}\n`;

  test.each([
    ['life 1e309', '`1e309` is not a whole number: write numbers in digits, up to 1,000,000.'],
    ['life 1e3', '`1e3` is not a whole number: write numbers in digits, up to 1,000,000.'],
    ['life 99999999999', '99999999999 is out of range: numbers go up to 1,000,000.'],
    ['life 1.5', 'Expected a whole number but found `1.5`.'],
  ])('`expect Bob %s`: one error on the number, and the expectation is not checked', async (check, message) => {
    const { found } = await diagnostics(at(check));
    expect(found.map(d => [d.line, d.column, d.message])).toEqual([
      [4, 2 + `expect Bob ${check}`.indexOf(check.split(' ')[1]!), message],
    ]);
  });

  test('a number with an exponent on the board: the error, and the scenario is not replayed', async () => {
    const { found } = await diagnostics(
      `${BODY.slice(0, 3).join('\n')}\n  Bob { life 1e309 }\n  expect Bob life 1\n}\n`,
    );
    expect(found.map(d => [d.line, d.code])).toEqual([
      [3, 'number/out-of-range'],
      [4, 'scenario/not-replayed-invalid-board'],
    ]);
  });
});
