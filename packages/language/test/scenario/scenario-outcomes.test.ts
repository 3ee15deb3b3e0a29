import { beforeAll, describe, expect, test } from 'vitest';
import { clearDocuments } from 'langium/test';
import { createTestServices, type TestServices } from '../helpers.js';

const CARDS = `
card "Seer's Bolt" { cost {R} type Instant text "Seer's Bolt deals 2 damage to any target. Venture into the dungeon." }
card "Hybrid Goblin" { cost {2/R} type Creature — Goblin 2/2 }
`;

const scenario = (name: string, body: string) => `
scenario "${name}" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Seer's Bolt", "Hybrid Goblin"  battlefield Mountain x2 }
${body}
}`;

describe('ScenarioOutcomes: passed, failed or skipped, one decision for the validator, mtgs and the Test Explorer', () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices();
  });

  async function outcomes(text: string) {
    const document = await services.validate(text);
    const result = services.mtg.scenario.Outcomes.outcomes(document);
    await clearDocuments(services.mtg, [document]);
    return result;
  }

  test('a scenario that uses a card with a sentence the engine does not understand is skipped, naming the sentence', async () => {
    const { scenarios } = await outcomes(
      CARDS +
        scenario(
          'bolt',
          `
  Alice casts "Seer's Bolt" targeting Bob
  resolve
  expect Bob life 18`,
        ),
    );
    expect(scenarios.map(s => [s.verdict, s.reason])).toEqual([
      [
        'skipped',
        `inconclusive: the engine doesn't model the sentence "Venture into the dungeon" of Seer's Bolt (line 10)`,
      ],
    ]);
  });

  test('a sentence read in part: the inconclusive reason says where the reader stopped', async () => {
    const { scenarios } = await outcomes(`
card "Test Insight" { cost {U} type Instant text "Draw a card, then frobnicate a widget." }
scenario "insight" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Test Insight"  battlefield Island }
  Alice casts "Test Insight"
  resolve
}`);
    expect(scenarios.map(s => s.reason)).toEqual([
      `inconclusive: the engine doesn't model the sentence "Draw a card, then frobnicate a widget" (understood only up to "then frobnicate a widget") of Test Insight (line 7)`,
    ]);
  });

  test("a Siege's last defense counter removed: inconclusive from the line its ability resolves (CR 310.11b)", async () => {
    // The engine models no back face, so "you may cast it transformed" can't be replayed: said plainly, never passed.
    const siege = (name: string, defense: number, body: string) => `
scenario "${name}" {
  players Alice, Bob
  start Alice turn 3 declare attackers
  Alice { battlefield "Test Giant" as giant, "Test Outpost ${defense}" as outpost }
  Alice attacks with giant -> outpost
  Bob declares no blockers
${body}
}`;
    const { scenarios } = await outcomes(`
card "Test Giant" { cost {2}{R} type Creature — Giant 3/3 }
card "Test Outpost 3" { cost {1}{R} type Battle — Siege defense 3 }
card "Test Outpost 4" { cost {1}{R} type Battle — Siege defense 4 }
${siege('defeated', 3, '  go to combat damage\n  expect outpost counters defense 0\n  resolve\n  expect Alice exile 1')}
${siege('damaged', 4, '  go to end of combat\n  expect outpost counters defense 1')}`);
    expect(scenarios.map(s => s.verdict)).toEqual(['skipped', 'passed']);
    expect(scenarios[0]!.reason).toBe(
      "inconclusive: Test Outpost 3 may now be cast transformed without paying its mana cost, which the engine doesn't model (it models no back face): it stays in exile (line 14)",
    );
  });

  test('"a source of your choice" with no source written: inconclusive from the line it resolves (CR 609.7a)', async () => {
    const palm = (name: string, choice: string) => `
scenario "${name}" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Test Palm" as palm }
  Bob { hand "Lightning Bolt" as bolt  battlefield Mountain }
  Alice passes
  Bob casts bolt targeting Alice
  Bob passes
  Alice casts palm
${choice}
  resolve x2
  expect Alice life 20
}`;
    const { scenarios } = await outcomes(`
card "Test Palm" { cost {0} type Instant text "The next time a source of your choice would deal damage to you this turn, prevent that damage." }
${palm('chosen', '  Alice chooses bolt for palm')}
${palm('unwritten', '')}`);
    expect(scenarios.map(s => s.verdict)).toEqual(['passed', 'skipped']);
    expect(scenarios[1]!.reason).toBe(
      "inconclusive: Alice chooses a source as Test Palm resolves, and the scenario doesn't say which (`Alice chooses <source> for <card>`): no default choice would be faithful (line 28)",
    );
  });

  test('an error after the first use is inconclusive too; an error before it fails the scenario', async () => {
    const after = await outcomes(
      CARDS +
        scenario(
          'after',
          `
  Alice casts "Seer's Bolt" targeting Bob
  resolve
  expect Bob life 17`,
        ),
    );
    expect(after.scenarios[0]).toMatchObject({ verdict: 'skipped', failures: [] });

    const before = await outcomes(
      CARDS +
        scenario(
          'before',
          `
  expect Bob life 19
  Alice casts "Seer's Bolt" targeting Bob`,
        ),
    );
    expect(before.scenarios[0]!.verdict).toBe('failed');
    expect(before.scenarios[0]!.failures.map(d => d.message)).toEqual([
      "Expected Bob's life total to be 19, but it is 20.",
    ]);
  });

  test("a syntax error in a scenario's body fails that scenario, though the parser's recovery ends the scenario before it", async () => {
    const text = `${scenario(
      'typo',
      `
  expect Bob life 20
  expect Bob lfe 18`,
    )}
${scenario('fine', '  expect Bob life 20')}
${CARDS}`;
    const { scenarios, outside } = await outcomes(text);
    expect(scenarios.map(s => [s.name, s.verdict])).toEqual([
      ['typo', 'failed'],
      ['fine', 'passed'],
    ]);
    const typoLine = text.split('\n').findIndex(line => line.includes('lfe'));
    expect(scenarios[0]!.failures.length).toBeGreaterThan(0);
    expect(scenarios[0]!.failures.map(d => d.range.start.line)).toEqual(scenarios[0]!.failures.map(() => typoLine));
    // What stays outside is the hybrid card's own error, not the typo.
    expect(outside.map(d => d.range.start.line)).not.toContain(typoLine);
  });

  test('casting a card with a hybrid cost is a warning that says so, and the scenario is skipped, not failed or passed', async () => {
    const document = await services.validate(CARDS + scenario('hybrid', '  Alice casts "Hybrid Goblin"'));
    const cast = (document.diagnostics ?? []).filter(d => d.code === 'scenario/unsupported-cost');
    expect(cast.map(d => [d.severity, d.message])).toEqual([
      [2, "Hybrid Goblin can't be cast: its mana cost {2/R} isn't supported by the engine yet."],
    ]);
    const { scenarios, outside } = services.mtg.scenario.Outcomes.outcomes(document);
    await clearDocuments(services.mtg, [document]);
    expect(scenarios[0]).toMatchObject({
      verdict: 'skipped',
      reason: expect.stringContaining('the mana cost {2/R} of Hybrid Goblin'),
    });
    // The card's own definition error is outside every scenario.
    expect(outside.map(d => d.code)).toEqual(['card/unsupported-mana-cost']);
  });

  test('a scenario that holds such a card without using it is judged as usual', async () => {
    const { scenarios } = await outcomes(
      CARDS + scenario('held', '  expect Alice hand 2') + scenario('wrong', '  expect Alice hand 3'),
    );
    expect(scenarios.map(s => s.verdict)).toEqual(['passed', 'failed']);
  });

  const game = (name: string, board: string, body: string) => `
scenario "${name}" {
  players Alice, Bob
  start Alice turn 3 main1
${board}
${body}
}`;

  test('122.1b: a keyword counter on the board ("counters flying 1") is inconclusive, said on the counter', async () => {
    const { scenarios } = await outcomes(
      game('flying counter', '  Bob { battlefield "Grizzly Bears" as bears counters flying 1 }', '  expect bears 2/2'),
    );
    expect(scenarios.map(s => [s.verdict, s.reason])).toEqual([
      [
        'skipped',
        "inconclusive: the engine doesn't model the rules meaning of a flying counter (CR 122.1b) on Grizzly Bears (line 5)",
      ],
    ]);
  });

  test('122.1c: a shield counter is modelled — "destroy" removes it instead, and the scenario is judged', async () => {
    const board = `  Alice { hand Murder  battlefield Swamp x3 }
  Bob { battlefield "Grizzly Bears" as bears counters shield 1 }`;
    const body = (where: string) => `  Alice casts Murder targeting bears
  resolve
  expect bears ${where}`;
    const { scenarios } = await outcomes(
      game(
        'kept',
        board,
        `${body('on battlefield')}
  expect bears counters shield 0`,
      ) + game('destroyed', board, body("in Bob's graveyard")),
    );
    expect(scenarios.map(s => s.verdict)).toEqual(['passed', 'failed']);
  });

  test('113.6b: a card off the battlefield whose sentence not understood works in its zone ("if ~ is in your graveyard", "return ~ from your graveyard") is inconclusive from the start', async () => {
    const cards = `
card "Test Grave Caller" { cost {2}{B} type Creature — Zombie 2/2 text "Whenever a nontoken creature is put into your graveyard from the battlefield, if Test Grave Caller is in your graveyard, venture into the dungeon." }
card "Test Ember Echo" { cost {1}{R} type Creature — Elemental 2/1 text "Whenever an opponent is dealt damage by a red instant or sorcery spell you control, return Test Ember Echo from your graveyard to your hand." }
card "Test Far Seer" { cost {1}{U} type Creature — Human 1/1 text "Venture into the dungeon." }
`;
    const { scenarios } = await outcomes(
      cards +
        game(
          'zombies',
          `  Alice { graveyard "Test Grave Caller"  hand Murder  battlefield Swamp x3, "Grizzly Bears" as bears }`,
          `  Alice casts Murder targeting bears
  resolve
  expect 0 Zombie tokens on Alice's battlefield`,
        ) +
        game('echo', `  Alice { library "Test Ember Echo", 5 }`, '  expect Alice hand 0') +
        game('no zone named', `  Alice { graveyard "Test Far Seer" }`, '  expect Alice hand 0'),
    );
    expect(scenarios.map(s => [s.verdict, s.reason])).toEqual([
      [
        'skipped',
        'inconclusive: the engine doesn\'t model the sentence "Whenever a nontoken creature is put into your graveyard from the battlefield, if Test Grave Caller is in your graveyard, venture into the dungeon" (understood only up to "venture into the dungeon") of Test Grave Caller, which starts in the graveyard and works off the battlefield (CR 113.6) (line 9)',
      ],
      [
        'skipped',
        'inconclusive: the engine doesn\'t model the sentence "Whenever an opponent is dealt damage by a red instant or sorcery spell you control, return Test Ember Echo from your graveyard to your hand" of Test Ember Echo, which starts in the library and works off the battlefield (CR 113.6) (line 17)',
      ],
      ['passed', undefined],
    ]);
  });

  test('"Tap target creature an opponent controls. It loses all abilities until end of turn." — both happen', async () => {
    const cards = `card "Test Frost Snare" { cost {U} type Instant text "Tap target creature an opponent controls. It loses all abilities until end of turn." }`;
    const { scenarios } = await outcomes(
      cards +
        game(
          'snare',
          `  Alice { hand "Test Frost Snare"  battlefield Island }
  Bob { battlefield "Serra Angel" as angel }`,
          `  Alice casts "Test Frost Snare" targeting angel
  resolve
  expect angel tapped
  expect angel has not flying`,
        ),
    );
    expect(scenarios.map(s => s.verdict)).toEqual(['passed']);
  });

  test("601.2c: a spell whose targets can't be checked (the sentence with them isn't understood) isn't cast, and its line says so", async () => {
    const cards = `card "Test Odd Toll" { cost {R} type Instant text "Venture into the dungeon unless target player pays 2 life." }`;
    const document = await services.validate(
      cards +
        game(
          'toll',
          `  Alice { hand "Test Odd Toll" x2  battlefield Mountain x2 }`,
          `  Alice casts "Test Odd Toll" targeting Bob
  Alice casts "Test Odd Toll" targeting Bob`,
        ),
    );
    const unchecked = (document.diagnostics ?? []).filter(d => d.code === 'scenario/targets-unchecked');
    await clearDocuments(services.mtg, [document]);
    expect(unchecked.map(d => [d.severity, d.range.start.line, d.message])).toEqual(
      [5, 6].map(line => [
        2,
        line,
        "Test Odd Toll isn't cast: its targets can't be checked against its text, part of which the engine doesn't understand (CR 601.2c). The lines after this one are replayed without it.",
      ]),
    );
  });
});
