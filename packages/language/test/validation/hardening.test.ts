import { clearDocuments } from 'langium/test';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  diagnosticsNotListedMessage,
  MAX_DIAGNOSTICS,
  MAX_NAME_LENGTH,
  MAX_SCENARIO_LINES,
} from '../../src/base/limits.js';
import { Codes } from '../../src/base/codes.js';
import { createTestServices, type TestServices } from '../helpers.js';

/**
 * Regression tests for what a hostile or simply half-typed input broke (issue 13). Each input used to crash a check,
 * abort validation (Langium then drops every diagnostic of the document), overflow the stack or take seconds.
 */
let services: TestServices;
const logged: unknown[][] = [];
beforeAll(async () => {
  services = await createTestServices();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

const HEAD = 'scenario "s" {\n  players Alice, Bob\n  start Alice turn 3 main1\n';

async function diagnostics(text: string, uri = 'file:///hardening/test.mtgs') {
  logged.length = 0;
  const document = await services.validate(text, uri);
  const found = (document.diagnostics ?? []).map(d => ({
    line: d.range.start.line,
    code: String(d.code ?? ''),
    message: d.message,
    severity: d.severity,
    text: document.textDocument.getText(d.range),
  }));
  await clearDocuments(services.mtg, [document]);
  expect(logged, 'validation must not abort').toEqual([]);
  expect(found.filter(d => d.code === Codes.internalError || /internal error/i.test(d.message))).toEqual([]);
  return found;
}

const parseErrors = (ds: { code: string; severity?: number }[]) => ds.filter(d => d.code === '' && d.severity === 1);

describe('half-typed text', () => {
  test('a card whose cost has nothing after it yet: the scenarios using it keep their diagnostics', async () => {
    const cards = await services.validate(
      'card "Half" {\n  cost\n  type Creature\n  2/2\n}\n',
      'file:///hardening/cards.mtgs',
    );
    const found = await diagnostics(
      `${HEAD}  Alice { battlefield Half as half }\n  Bob { battlefield "Grizzly Bears" as bears tapped }\n  Alice attacks Bob with half\n  Bob blocks half with bears\n}\n`,
    );
    expect(found.map(d => d.code)).toEqual(['509.1a']);
    await clearDocuments(services.mtg, [cards]);
  });

  test('a bug while reading a card stays with that card', async () => {
    const definitions = services.mtg.cards.Definitions as unknown as { compile: (card: unknown) => unknown };
    const compile = vi.spyOn(definitions, 'compile').mockImplementation(() => {
      throw new Error('planted');
    });
    try {
      const document = await services.validate(
        `card "Planted" { type Creature 1/1 }\n${HEAD}  Alice { battlefield Planted }\n  Bob passes\n}\n`,
        'file:///hardening/planted.mtgs',
      );
      const found = (document.diagnostics ?? []).map(d => [d.range.start.line, d.code, d.message]);
      await clearDocuments(services.mtg, [document]);
      expect(found).toEqual([
        [0, Codes.internalError, 'Internal error while reading this card: planted'],
        [5, expect.any(String), expect.stringContaining('Bob')], // Bob has no priority: the replay went on
      ]);
    } finally {
      compile.mockRestore();
    }
  });

  test('an expectation before its zone is typed is a syntax error only', async () => {
    const found = await diagnostics(
      `${HEAD}  Bob { battlefield "Grizzly Bears" as bears }\n  expect bears in Bob's\n}\n`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/^Expected /);
  });
});

describe('the parser, at any length', () => {
  test.each([1_300, 20_000])(
    '%i lines with a stray token each: one syntax error per line, no stack overflow',
    async lines => {
      const found = await diagnostics(`${HEAD}${'  expect Bob life 20 20\n'.repeat(lines)}}\n`);
      // One per line, the first MAX_DIAGNOSTICS listed, then one that counts the others (and the replay's line limit).
      expect(parseErrors(found).map(d => d.line)).toEqual(Array.from({ length: MAX_DIAGNOSTICS }, (_, i) => 3 + i));
      expect(found.at(-1)).toMatchObject({
        line: 3 + MAX_DIAGNOSTICS,
        code: Codes.problemsNotListed,
        message: diagnosticsNotListedMessage(lines - MAX_DIAGNOSTICS + (lines > MAX_SCENARIO_LINES ? 1 : 0)),
      });
      expect(found.filter(d => d.code === Codes.expectationFailed)).toEqual([]);
    },
  );

  test('the document after such a file gets its diagnostics where they belong', async () => {
    await diagnostics(`${'garbage 1 2 ) card "x" { 1/1 }\n'.repeat(5_000)}`);
    const found = await diagnostics(
      `${HEAD}  Alice { battlefield "Serra Angel" as angel }\n  Bob { battlefield "Grizzly Bears" as bears }\n  Alice attacks Bob with angel\n  Bob blocks angel with bears\n}\n`,
    );
    expect(found.map(d => [d.line, d.code, d.text])).toEqual([[6, '702.9b', 'bears']]);
  });
});

describe('long names', () => {
  test('a name over the limit is one error, wherever it is', async () => {
    const long = 'a'.repeat(40_000);
    const found = await diagnostics(
      `card "${long}" { type Instant }\n${HEAD}  Bob { battlefield "${long}x" }\n  expect ${long}y tapped\n}\n`,
    );
    expect(found.map(d => d.code).sort()).toEqual([
      Codes.nameTooLong,
      Codes.nameTooLong,
      Codes.nameTooLong,
      Codes.notReplayedBoard,
    ]);
    expect(found.every(d => d.message.length < 300)).toBe(true);
  });

  test(`a name of ${MAX_NAME_LENGTH} characters is fine`, async () => {
    const name = 'b'.repeat(MAX_NAME_LENGTH);
    expect(
      await diagnostics(`${HEAD}  Bob { battlefield "Grizzly Bears" as ${name} }\n  expect ${name} untapped\n}\n`),
    ).toEqual([]);
  });
});

describe('no cascades', () => {
  test('a rejected board line gives its error and one warning, not an error per later line', async () => {
    const found = await diagnostics(
      `${HEAD}  Alice { battlefield Mountain x2000  hand "Lightning Bolt" }\n  Bob { battlefield "Grizzly Bears" as bears }\n${'  Alice casts "Lightning Bolt" targeting bears\n  resolve\n  expect bears in Bob\'s graveyard\n'.repeat(300)}}\n`,
    );
    expect(found.map(d => [d.line, d.code]).sort()).toEqual([
      [3, Codes.numberOutOfRange],
      [5, Codes.notReplayedBoard],
    ]);
  });
});

describe('big inputs stay linear', () => {
  test(`a scenario replays at most ${MAX_SCENARIO_LINES.toLocaleString('en')} lines, then stops with one error`, async () => {
    const found = await diagnostics(`${HEAD}${'  expect Alice life 20\n'.repeat(MAX_SCENARIO_LINES + 50)}}\n`);
    expect(found.map(d => [d.line, d.code])).toEqual([[3 + MAX_SCENARIO_LINES, Codes.lineLimit]]);
  });

  test('10,000 aliases in one scenario link', async () => {
    const board = Array.from({ length: 10_000 }, (_, i) => `"Grizzly Bears" as b${i}`).join(', ');
    const expectations = Array.from({ length: 1_000 }, (_, i) => `  expect b${i * 10} untapped\n`).join('');
    expect(await diagnostics(`${HEAD}  Bob { battlefield ${board} }\n${expectations}}\n`)).toEqual([]);
  });

  test('4,000 unknown keywords: a warning on each, at its keyword', async () => {
    const found = await diagnostics(
      `card "K" {\n  cost {1}\n  type Creature\n  1/1\n${'  flyng,\n'.repeat(4_000)}  flying\n}\n`,
    );
    const listed = found.slice(0, MAX_DIAGNOSTICS);
    expect(listed.every((d, i) => d.code === Codes.cardKeywordUnknown && d.line === 4 + i && d.text === 'flyng')).toBe(
      true,
    );
    expect(found.slice(MAX_DIAGNOSTICS)).toEqual([
      expect.objectContaining({
        code: Codes.problemsNotListed,
        severity: 2,
        message: diagnosticsNotListedMessage(3_000),
      }),
    ]);
  });
});
