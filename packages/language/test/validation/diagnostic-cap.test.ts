import { clearDocuments } from 'langium/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { diagnosticsNotListedMessage, MAX_DIAGNOSTICS } from '../../src/base/limits.js';
import { Codes } from '../../src/base/codes.js';
import { omittedErrors } from '../../src/workspace/document-factory.js';
import { createTestServices, type TestServices } from '../helpers.js';

let services: TestServices;
beforeAll(async () => void (services = await createTestServices()));
afterAll(() => clearDocuments(services.mtg, services.shared.workspace.LangiumDocuments.all.toArray()));

/** A scenario that passes, named `name`. */
const passing = (name: string) => `scenario "${name}" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield Mountain  hand "Lightning Bolt" }
  Alice casts "Lightning Bolt" targeting Bob
  resolve
  expect Bob life 17
}
`;

/** Text the lexer can't read, one error per line. */
const garbage = (lines: number) => '@@@@@\n'.repeat(lines);

describe(`a file lists at most ${MAX_DIAGNOSTICS} diagnostics`, () => {
  test('the first ones in the text, then one error that counts the others from where the list stops', async () => {
    const document = await services.validate(garbage(MAX_DIAGNOSTICS + 2_500), 'file:///cap/lexing.mtgs');
    const diagnostics = document.diagnostics ?? [];
    expect(diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(diagnostics.slice(0, -1).map(d => d.range.start.line)).toEqual(
      Array.from({ length: MAX_DIAGNOSTICS }, (_, i) => i),
    );
    expect(diagnostics.at(-1)).toMatchObject({
      severity: 1,
      code: Codes.problemsNotListed,
      message: diagnosticsNotListedMessage(2_500),
      range: { start: { line: MAX_DIAGNOSTICS, character: 0 }, end: { line: MAX_DIAGNOSTICS, character: 0 } },
    });
  });

  test("the parse result keeps no more errors than that, lexing's or the parser's, and counts the others", async () => {
    const lexing = await services.parse(garbage(5_000), 'file:///cap/lexing-kept.mtgs');
    expect(lexing.parseResult.lexerErrors).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(omittedErrors(lexing.parseResult)).toBe(5_000 - MAX_DIAGNOSTICS - 1);
    // Each half-typed card is three syntax errors.
    const parsing = await services.validate('card {\n'.repeat(2_000), 'file:///cap/parsing.mtgs');
    expect(parsing.parseResult.parserErrors).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(parsing.diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(parsing.diagnostics!.at(-1)!.message).toBe(diagnosticsNotListedMessage(6_000 - MAX_DIAGNOSTICS));
  });

  test('exactly that many are all listed, with nothing after them', async () => {
    const document = await services.validate(garbage(MAX_DIAGNOSTICS), 'file:///cap/exact.mtgs');
    expect(document.diagnostics).toHaveLength(MAX_DIAGNOSTICS);
    expect(document.diagnostics!.some(d => d.code === Codes.problemsNotListed)).toBe(false);
  });

  test('a scenario past the point where the list stops fails, as its errors may be among those not listed', async () => {
    const broken = `scenario "Broken" {\n  players Alice, Bob\n${garbage(MAX_DIAGNOSTICS + 10)}}\n`;
    const document = await services.validate(
      `${passing('Before')}${broken}${passing('After')}`,
      'file:///cap/scenarios.mtgs',
    );
    const { scenarios } = services.mtg.scenario.Outcomes.outcomes(document);
    expect(scenarios.map(s => [s.name, s.verdict])).toEqual([
      ['Before', 'passed'],
      ['Broken', 'failed'],
      ['After', 'failed'],
    ]);
    expect(scenarios[2]!.failures.map(d => d.code)).toEqual([Codes.problemsNotListed]);
  });
});
