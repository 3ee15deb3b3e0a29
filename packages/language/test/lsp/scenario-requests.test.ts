import type { LangiumDocument } from 'langium';
import { clearDocuments } from 'langium/test';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createTestServices, type TestServices } from '../helpers.js';
import { CR_PATH, crRuleText, illegalBlock, issueExample, noCR } from './fixtures.js';

let services: TestServices;
const opened: LangiumDocument[] = [];
beforeAll(async () => {
  services = await createTestServices();
});
afterEach(async () => {
  services.mtg.rules.Provider.configure({ rulesFile: undefined });
  await clearDocuments(services.mtg, opened.splice(0));
});

async function open(text: string, name: string, validation = true): Promise<LangiumDocument> {
  const document = await (validation ? services.validate : services.parse)(text, `file:///requests/${name}`);
  opened.push(document);
  return document;
}

const failingExpectation = `scenario "Bolt" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield Mountain hand "Lightning Bolt" }
  Alice casts "Lightning Bolt" targeting Bob
  resolve
  expect Bob life 18
}
`;

describe('mtgs/scenarios and mtgs/runScenarios', () => {
  test('the scenarios of a document with their ranges', async () => {
    const document = await open(issueExample, 'example.mtgs', false);
    const { scenarios } = await services.mtg.lsp.ScenarioRequests.scenarios({ uri: document.uri.toString() });
    expect(scenarios.map(s => s.name)).toEqual([
      'Dispel saves Lightning Bolt from Counterspell',
      'Flying can only be blocked by flying or reach',
    ]);
    expect(document.textDocument.getText(scenarios[1]!.range)).toMatch(
      /^scenario "Flying can only be blocked by flying or reach" \{[\s\S]*\}$/,
    );
  });

  test.skipIf(noCR)(
    'passing scenarios, and an illegal action with its rule and the rule text from the CR file',
    async () => {
      services.mtg.rules.Provider.configure({ rulesFile: CR_PATH });
      const document = await open(issueExample + illegalBlock, 'flying.mtgs');
      const { outcomes } = await services.mtg.lsp.ScenarioRequests.runScenarios({ uri: document.uri.toString() });
      expect(outcomes.map(o => [o.name, o.verdict])).toEqual([
        ['Dispel saves Lightning Bolt from Counterspell', 'passed'],
        ['Flying can only be blocked by flying or reach', 'passed'],
        ["Bears can't block the angel", 'failed'],
      ]);
      const [failure] = outcomes[2]!.failures;
      expect(failure).toMatchObject({ rule: '702.9b', ruleText: crRuleText('702.9b') });
      expect(failure!.message).toMatch(/^Grizzly Bears can't block Serra Angel/);
      expect(document.textDocument.getText(failure!.range)).toBe('bears');
    },
  );

  test('only the scenarios asked for; a failed expectation with expected and actual; summaries without a CR file', async () => {
    const document = await open(failingExpectation + illegalBlock, 'unvalidated.mtgs', false);
    const { outcomes } = await services.mtg.lsp.ScenarioRequests.runScenarios({
      uri: document.uri.toString(),
      names: ['Bolt'],
    });
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]!.failures).toEqual([
      {
        message: "Expected Bob's life total to be 18, but it is 17.",
        range: expect.anything(),
        expected: "Bob's life total is 18",
        actual: "Bob's life total is 17",
      },
    ]);
    const all = await services.mtg.lsp.ScenarioRequests.runScenarios({ uri: document.uri.toString() });
    expect(all.outcomes[1]!.failures[0]).toMatchObject({
      rule: '702.9b',
      ruleText: "Flying: can't be blocked except by creatures with flying or reach.",
    });
  });

  test('an unknown name fails the scenario', async () => {
    const document = await open(
      failingExpectation.replace('"Lightning Bolt" targeting', '"Lightnig Bolt" targeting'),
      'unknown.mtgs',
    );
    const { outcomes } = await services.mtg.lsp.ScenarioRequests.runScenarios({ uri: document.uri.toString() });
    expect(outcomes[0]!.verdict).toBe('failed');
    expect(outcomes[0]!.failures.map(f => f.message)).toContainEqual(
      expect.stringContaining('Did you mean "Lightning Bolt"?'),
    );
  });

  test('a scenario using a card whose text is not understood is skipped with the reason, not passed', async () => {
    const card =
      'card "Seer\'s Bolt" { cost {R} type Instant text "Seer\'s Bolt deals 2 damage to any target. Venture into the dungeon." }\n';
    const document = await open(
      card + failingExpectation.replace(/Lightning Bolt/g, "Seer's Bolt").replace('life 18', 'life 17'),
      'inconclusive.mtgs',
    );
    const { outcomes } = await services.mtg.lsp.ScenarioRequests.runScenarios({ uri: document.uri.toString() });
    expect(outcomes).toEqual([
      expect.objectContaining({
        name: 'Bolt',
        verdict: 'skipped',
        failures: [],
        reason: `inconclusive: the engine doesn't model the sentence "Venture into the dungeon" of Seer's Bolt (line 6)`,
      }),
    ]);
  });

  test('a document that does not exist is an error, not a hang', async () => {
    await expect(
      services.mtg.lsp.ScenarioRequests.runScenarios({ uri: 'file:///no/such/file.mtgs' }),
    ).rejects.toThrow();
  });
});
