import { QUOTED_LENGTH } from '@mtg-scenario/engine';
import { clearDocuments } from 'langium/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { Codes } from '../../src/base/codes.js';
import { createTestServices, type TestServices } from '../helpers.js';

/** A file's text in a message is quoted short, with its control characters visible, wherever the message comes from. */
let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});

const HEAD = 'scenario "s" {\n  players Alice, Bob\n  start Alice turn 3 main1\n';
/** Longer than any message quoting 60 characters (with each shown as a 4-character escape) and its own words. */
const BOUND = 500;

async function messages(text: string): Promise<{ code: string; message: string }[]> {
  const document = await services.validate(text, 'file:///quoted/test.mtgs');
  const found = (document.diagnostics ?? []).map(d => ({ code: String(d.code ?? ''), message: d.message }));
  await clearDocuments(services.mtg, [document]);
  return found;
}

const long = 'A'.repeat(100_000);
const nuls = '\0'.repeat(65_536);

describe('messages quote a file’s text short', () => {
  test.each([
    ['a scenario named twice', `scenario "${long}" {}\nscenario "${long}" {}\n`, Codes.scenarioNameDuplicate],
    ['an unknown card', `${HEAD}  Alice { hand "${'B'.repeat(190)}" }\n}\n`, Codes.unknownCard],
    ['an unknown keyword', `card "X" {\n  type Creature\n  1/1\n  keywords ${long}\n}\n`, Codes.cardKeywordUnknown],
    ['an unknown type word', `card "X" {\n  type ${long}\n}\n`, Codes.cardTypeUnknown],
    [
      'a word after `has`',
      `${HEAD}  Alice { battlefield "Grizzly Bears" as b }\n  expect b has ${long}\n}\n`,
      Codes.cardKeywordUnknown,
    ],
    ['a syntax error', `card "X" {\n  cost ${long}\n  type Instant\n}\n`, ''],
    [
      'an activation cost from card text',
      `card "Gizmo" {\n  cost {1}\n  type Artifact\n  text "${'{1}'.repeat(30_000)}, {T}: Draw a card."\n}\n${HEAD}  Alice { battlefield Gizmo as g }\n  Alice activates g\n}\n`,
      '601.2h',
    ],
    [
      'an activation cost written in the action',
      `card "Gizmo" {\n  type Artifact\n  text "{T}: Draw a card."\n}\n${HEAD}  Alice { battlefield Gizmo as g }\n  Alice activates g "${long}"\n}\n`,
      Codes.abilityNotFound,
    ],
  ])('%s', async (_, text, code) => {
    const found = await messages(text);
    const quoting = found.filter(d => d.code === code && d.message.includes('…'));
    expect(quoting.length, JSON.stringify(found.map(d => [d.code, d.message.slice(0, 120)]))).toBeGreaterThan(0);
    for (const d of found) expect(d.message.length, d.message.slice(0, 200)).toBeLessThan(BOUND);
  });

  test('a long player name is refused and the scenario not replayed: no game message quotes it', async () => {
    const name = 'P'.repeat(100_000);
    const found = await messages(
      `scenario "s" {\n  players ${name}, Bob\n  start ${name} turn 3 main1\n  ${name} { hand "Lightning Bolt" }\n  ${name} casts "Lightning Bolt" targeting Bob\n}\n`,
    );
    expect(found.map(d => d.code).sort()).toEqual([Codes.nameTooLong, Codes.notReplayedBoard]);
  });

  test('NULs and other control characters are shown as escapes, and cut like any text', async () => {
    const twice = await messages(`scenario "${nuls}" {}\nscenario "${nuls}" {}\n`);
    const duplicate = twice.find(d => d.code === Codes.scenarioNameDuplicate)!;
    expect(duplicate.message).toBe(`A scenario named "${'\\x00'.repeat(QUOTED_LENGTH)}…" already exists on line 1.`);
    const bare = await messages(`${HEAD}${nuls}\n}\n`);
    expect(bare.map(d => d.message)).toContain(
      `Unexpected characters \`${'\\x00'.repeat(QUOTED_LENGTH)}…\`: they are skipped.`,
    );
    const named = await messages(`${HEAD}  Alice { hand "Bolt\u001b[2J\u202e" }\n}\n`);
    expect(named.find(d => d.code === Codes.unknownCard)?.message).toMatch(/^Unknown card "Bolt\\x1B\[2J\\u202E": /);
    for (const d of [...twice, ...bare, ...named]) expect(d.message).not.toMatch(/[\u0000-\u001f\u202a-\u202e]/);
  });
});
