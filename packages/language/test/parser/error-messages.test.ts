import { describe, expect, test } from 'vitest';
import { createTestServices } from '../helpers.js';

const HEAD =
  'scenario "typos" {\n  players Alice, Bob\n  start Alice turn 3 main1\n  Alice { hand "Lightning Bolt"  battlefield Mountain }\n';

describe('syntax errors say what could come there, once per bad word', () => {
  async function errors(text: string) {
    const services = await createTestServices();
    const document = await services.validate(text);
    return (document.diagnostics ?? []).filter(d => d.severity === 1).map(d => [d.range.start.line, d.message]);
  }

  test('a misspelt check: the keywords that could come there, by what is written, and the closest', async () => {
    const found = await errors(`${HEAD}  expect Bob lfe 20\n}\n`);
    expect(found).toHaveLength(1);
    expect(found[0]![0]).toBe(4);
    expect(found[0]![1]).toMatch(
      /^Expected `life`, `poison`, .*, or \d+ others but found `lfe`\. Did you mean `life`\?$/,
    );
  });

  test("a misspelt action after a player's name: the keyword it should be, and the word written", async () => {
    const found = await errors(`${HEAD}  Alice castz "Lightning Bolt" targeting Bob\n}\n`);
    expect(found).toHaveLength(1);
    expect(found[0]![1]).toMatch(/ a name `casts`, .* but found `Alice`\. Did you mean `casts` instead of `castz`\?$/);
  });

  test('a bad line right after another bad line has its own error; a continuation of the bad line has none', async () => {
    const found = await errors(
      `${HEAD}  Alice castz "Lightning Bolt"\n    targeting Bob\n  Alice plaz Mountain\n  expect Alice lfe 20\n}\n`,
    );
    expect(found.map(([line]) => line)).toEqual([4, 6, 7]);
    expect(found[1]![1]).toMatch(/Did you mean `plays` instead of `plaz`\?$/);
    expect(found[2]![1]).toMatch(/but found `lfe`\. Did you mean `life`\?$/);
  });

  test('terminals are named by what to write: a number, a name', async () => {
    const found = (await errors(`${HEAD}  expect Bob life twenty\n}\n`)) as [number, string][];
    const [, message] = found.find(([, m]) => m.includes('twenty'))!;
    expect(message).toContain('a number');
    expect(message).not.toMatch(/\bINT\b|\bID\b/);
  });

  test('a file that ends early says so', async () => {
    const found = await errors('card "Bear" {\n  cost {1}{G}\n');
    expect(found.map(([, message]) => message)).toContain('Expected `}` but found the end of the file.');
  });

  test('a character no token starts with, and a quote not closed on its line, said plainly', async () => {
    const found = await errors(`${HEAD}  expect Bob life 20 §\n  expect "Lightning Bolt in Alice hand\n}\n`);
    expect(found.map(([, message]) => message)).toEqual(
      expect.arrayContaining([
        'Unexpected character `§`: it is skipped.',
        'A quoted name must end on the line it starts on: this `"` is not closed, and is skipped.',
      ]),
    );
  });

  test('a word no keyword is close to gets no suggestion', async () => {
    const [[, message]] = (await errors(`${HEAD}  expect Bob zzzzzz 20\n}\n`)) as [number, string][];
    expect(message).toMatch(/but found `zzzzzz`\.$/);
  });
});
