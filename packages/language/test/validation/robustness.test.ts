import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { clearDocuments } from 'langium/test';
import { createTestServices, type TestServices } from '../helpers.js';

/** The server must never crash or hang on bad input: every check is guarded and replays are bounded. */
let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});

const example = readFileSync(new URL('../resources/valid/issue-4-example.mtgs', import.meta.url), 'utf8');
const tour = readFileSync(new URL('../resources/valid/syntax-tour.mtgs', import.meta.url), 'utf8');

async function validateQuietly(text: string): Promise<number> {
  const doc = await services.validate(text);
  const count = doc.diagnostics?.length ?? 0;
  await clearDocuments(services.mtg, [doc]);
  return count;
}

describe('robustness', () => {
  test.each([
    ['an empty file', ''],
    ['only comments', '// nothing\n/* here */'],
    ['an unterminated string', 'card "Bolt { type Instant }'],
    ['an unterminated block', 'scenario "s" { players Alice, Bob start Alice turn 3 main1 Alice { hand Shock '],
    [
      'absurd numbers',
      'scenario "s" { players Alice, Bob start Alice turn 99999999999999999999 main1 Alice { life 99999999999999999999 library 99999999999 } expect Alice life 1 }',
    ],
    [
      'an absurd multiplicity',
      'scenario "s" { players Alice, Bob start Alice turn 3 main1 Alice { battlefield Forest x99999999 } }',
    ],
    ['stray tokens', '{ } } { x2 702.9b +1/+1 -> : = \'s {R} "" scenario card'],
    [
      'a resolve all with nothing to resolve',
      'scenario "s" { players Alice start Alice turn 1 main1 resolve all resolve x99999 }',
    ],
  ])('%s', async (_label, text) => {
    await expect(validateQuietly(text)).resolves.toBeGreaterThanOrEqual(0);
  });

  test('random edits of valid scenarios never throw', async () => {
    const sources = [example, tour];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: sources.length - 1 }),
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 12 }), fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 4 }),
        async (which, edits) => {
          let text = sources[which]!;
          for (const [at, remove, insert] of edits) {
            const i = at % (text.length + 1);
            text = text.slice(0, i) + insert + text.slice(i + remove);
          }
          await validateQuietly(text);
        },
      ),
      { numRuns: 60, seed: 4 },
    );
  }, 60_000);

  test('random token soup never throws', async () => {
    const words = [
      'scenario',
      '"s"',
      '{',
      '}',
      'players',
      'Alice',
      'Bob',
      ',',
      'start',
      'turn',
      '3',
      'main1',
      'casts',
      'Shock',
      'targeting',
      'as',
      'x2',
      'blocks',
      'with',
      'attacks',
      'expect',
      'illegal',
      '702.9b',
      'life',
      'battlefield',
      'hand',
      'resolve',
      'go',
      'to',
      'end',
      'of',
      'combat',
      'card',
      'type',
      'Creature',
      '—',
      '2/2',
      '-1',
      'counters',
      '+1/+1',
      "'s",
      'in',
      'graveyard',
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...words), { maxLength: 60 }), async tokens => {
        await validateQuietly(tokens.join(' '));
      }),
      { numRuns: 80, seed: 7 },
    );
  }, 60_000);
});
