import { clearDocuments, parseDocument } from 'langium/test';
import { beforeAll, expect, test } from 'vitest';
import { createTestServices, type TestServices } from '../helpers.js';
import { issueExample } from './fixtures.js';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});

/** The inlay hints of a document, keyed by the text of the line they follow. */
async function hints(text: string, lines?: { start: number; end: number }): Promise<Record<string, string>> {
  const document = await parseDocument(services.mtg, text);
  const range = { start: { line: lines?.start ?? 0, character: 0 }, end: { line: lines?.end ?? 10_000, character: 0 } };
  const found = await services.mtg.lsp.InlayHintProvider!.getInlayHints(document, {
    textDocument: { uri: document.uri.toString() },
    range,
  });
  await clearDocuments(services.mtg, [document]);
  const lineTexts = text.split('\n');
  return Object.fromEntries(
    (found ?? []).map(h => [lineTexts[h.position.line]!.slice(0, h.position.character).trim(), String(h.label)]),
  );
}

test('implied actions after the lines that took them', async () => {
  expect(await hints(issueExample)).toEqual({
    // all pass in succession: each resolve
    resolve: '⟵ passes: Alice, Bob (main1)',
    // declaring attackers from main1 moves the game there first
    'Alice attacks Bob with angel': '⟵ passes: Alice, Bob (main1), Alice, Bob (beginning of combat)',
    'Bob blocks angel with bears': '⟵ passes: Alice, Bob (declare attackers)',
    'Bob blocks angel with spider': '⟵ passes: Alice, Bob (declare attackers)',
    'go to end of combat': '⟵ passes: Alice, Bob (declare blockers), Alice, Bob (combat damage)',
  });
});

test('empty declarations and steps of a later turn', async () => {
  const found = await hints(`scenario "S" {
    players Alice, Bob
    start Alice turn 3 main1
    go to main2
    go to draw
  }`);
  expect(found['go to main2']).toBe(
    '⟵ passes: Alice, Bob (main1), Alice, Bob (beginning of combat); Alice declares no attackers; passes: Alice, Bob (declare attackers), Alice, Bob (end of combat)',
  );
  expect(found['go to draw']).toBe(
    "⟵ passes: Alice, Bob (main2), Alice, Bob (end), Bob, Alice (Bob's turn 3 (the game's 6th) upkeep)",
  );
});

test('only the requested lines', async () => {
  const lines = issueExample.split('\n');
  const attack = lines.findIndex(l => l.includes('Alice attacks Bob with angel'));
  expect(Object.keys(await hints(issueExample, { start: attack, end: attack }))).toEqual([
    'Alice attacks Bob with angel',
  ]);
});

test('the default cleanup discard (CR 514.1) is shown with the passes', async () => {
  const found = await hints(`scenario "S" {
    players Alice, Bob
    start Alice turn 3 end
    Alice { hand Island x8, Forest }
    go to cleanup
    expect Alice hand 7
  }`);
  expect(found['go to cleanup']).toBe(
    '⟵ passes: Alice, Bob (end); Alice discards Island, Forest (default choice, CR 514.1)',
  );
});

test('a combat damage division left to the default (CR 510.1c) is shown with the passes', async () => {
  const division = (choice: string) => `scenario "division" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Colossal Dreadmaw" as dreadmaw }
  Bob   { battlefield "Grizzly Bears" as bears }
  Alice attacks Bob with dreadmaw
  Bob blocks dreadmaw with bears
${choice}  go to end of combat
}`;
  expect((await hints(division('')))['go to end of combat']).toBe(
    "⟵ passes: Alice, Bob (declare blockers), Alice, Bob (combat damage); Alice divides Colossal Dreadmaw's damage: 2 to Grizzly Bears, 4 to Bob (default choice, CR 510.1c)",
  );
  // Written out, the choice is no default any more.
  expect(
    (await hints(division('  Alice assigns damage from dreadmaw: 2 to bears, 4 to Bob\n')))['go to end of combat'],
  ).toBe('⟵ passes: Alice, Bob (declare blockers), Alice, Bob (combat damage)');
});

test("choices the engine made by its documented default: a trigger's target (CR 603.3d), a cost's sacrifice", async () => {
  const found =
    await hints(`card "Tide Sprite" { cost {U} type Creature — Faerie 1/1 text "When this creature enters, tap target creature an opponent controls." }
card "Blood Altar" { cost {1} type Artifact text "Sacrifice a creature: You gain 2 life." }
scenario "S" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Tide Sprite" as sprite  battlefield Island, "Blood Altar" as altar, "Grizzly Bears" }
  Bob { battlefield "Grizzly Bears" }
  Alice casts sprite
  resolve
  Alice activates altar
}`);
  expect(found.resolve).toBe(
    '⟵ passes: Alice, Bob (main1); The enters trigger of Tide Sprite goes on the stack targeting Grizzly Bears (the default choice)',
  );
  expect(found['Alice activates altar']).toBe(
    '⟵ Alice sacrifices Grizzly Bears to pay the cost (the default choice: the first that fits)',
  );
});

test('choices as a permanent enters, by their documented default: paying life (614.12a), the creature copied (707.5)', async () => {
  const found =
    await hints(`card "Ember Crossing" { type Land text "As Ember Crossing enters, you may pay 2 life. If you don't, it enters tapped." }
card "Mirror Mimic" { cost {U} type Creature — Shapeshifter 0/0 text "You may have Mirror Mimic enter as a copy of any creature on the battlefield." }
scenario "S" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Ember Crossing" as crossing, "Mirror Mimic" as mimic  battlefield Island }
  Bob { battlefield "Grizzly Bears" }
  Alice plays crossing
  Alice casts mimic
  resolve
}`);
  expect(found['Alice plays crossing']).toBe('⟵ Alice pays 2 life as Ember Crossing enters (the default choice: pay)');
  expect(found.resolve).toBe(
    "⟵ passes: Alice, Bob (main1); Mirror Mimic enters as a copy of Grizzly Bears (the default choice: the first that fits an opponent controls, else one of its controller's)",
  );
});

test("divided damage left to the default (CR 601.2d) is shown on the cast; written with `dividing`, it isn't", async () => {
  const spray = (
    choice: string,
  ) => `card "Test Fire Spray" { cost {R} type Instant text "Test Fire Spray deals 3 damage divided as you choose among one, two, or three targets." }
scenario "S" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Test Fire Spray" as spray  battlefield Mountain }
  Bob { battlefield "Grizzly Bears" as bears }
  Alice casts spray targeting bears, Bob${choice}
}`;
  expect((await hints(spray('')))['Alice casts spray targeting bears, Bob']).toBe(
    '⟵ Alice divides 3 damage: 2 to Grizzly Bears, 1 to Bob (the default choice)',
  );
  expect(
    (await hints(spray(' dividing 1, 2')))['Alice casts spray targeting bears, Bob dividing 1, 2'],
  ).toBeUndefined();
});

test('a copy of a spell keeps its targets by default (CR 707.10c), shown on the line that put it on the stack', async () => {
  const found =
    await hints(`card "Mirror Cast" { cost {0} type Instant text "Copy target instant or sorcery spell. You may choose new targets for the copy." }
scenario "S" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Lightning Bolt" as bolt, "Mirror Cast" as mirror  battlefield Mountain }
  Alice casts bolt targeting Bob
  Alice casts mirror targeting bolt
  resolve
}`);
  expect(found.resolve).toBe(
    '⟵ passes: Alice, Bob (main1); Alice puts a copy of Lightning Bolt on the stack targeting Bob (the default choice, CR 707.10c: the same targets)',
  );
});

test("the order of several replacement effects on one event, by its documented default (CR 616.1); written with `applies … first`, it isn't a default", async () => {
  const troll = (
    choice: string,
  ) => `card "Iron Troll" { cost {1}{G} type Creature — Troll 2/2 indestructible text "{G}: Regenerate Iron Troll." }
scenario "S" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield "Iron Troll" as troll, Forest }
  Bob { hand Murder as murder  battlefield Swamp x3 }
  Alice activates troll
  resolve${choice}
  Alice passes
  Bob casts murder targeting troll
  resolve
}`;
  // The last `resolve` (Murder's) is the one keyed.
  expect((await hints(troll('')))['resolve']).toBe(
    '⟵ passes: Bob, Alice (main1); Alice applies indestructible first, before regeneration (the default choice, CR 616.1)',
  );
  const written = await hints(troll('\n  Alice applies regeneration first'));
  expect(written['resolve']).toBe('⟵ passes: Bob, Alice (main1)');
});

test('the legendary permanent the legend rule keeps by its documented default (CR 704.5j); written with `keeps`, it is no default', async () => {
  const legends = (choice: string) => `card "Test Hound" { cost {1}{W} type Legendary Creature — Dog 2/2 }
scenario "S" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Test Hound" as young  battlefield Plains x2, "Test Hound" as old }${choice}
  Alice casts young
  resolve
}`;
  expect((await hints(legends('')))['resolve']).toBe(
    '⟵ passes: Alice, Bob (main1); The legend rule: Alice keeps Test Hound (the default choice: the newest)',
  );
  expect((await hints(legends('\n  Alice keeps old')))['resolve']).toBe('⟵ passes: Alice, Bob (main1)');
});

test("a coin flip's result left to the default (CR 705.2) is shown on the line that flips; stated, it is no default", async () => {
  const flip = (
    stated: string,
  ) => `card "Test Coin" { cost {0} type Sorcery text "Flip a coin. If you win the flip, draw a card." }
scenario "S" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Test Coin" as coin  library 2 }
  Alice casts coin${stated}
  resolve
}`;
  expect((await hints(flip(''))).resolve).toBe(
    '⟵ passes: Alice, Bob (main1); Alice flips a coin and wins the flip (the default result; write `Alice loses the flip` to lose it)',
  );
  expect((await hints(flip('\n  Alice loses the flip'))).resolve).toBe('⟵ passes: Alice, Bob (main1)');
});

test("a commander's return to the command zone is the owner's choice: its default is a hint (CR 903.9b)", async () => {
  const found = await hints(`card "Isamaru, Hound of Konda" { cost {W} type Legendary Creature — Dog 2/2 }
  card Unsummon { cost {U} type Instant text "Return target creature to its owner's hand." }
  scenario "S" {
    variant commander
    players Alice, Bob
    start Alice turn 3 main1
    Alice { battlefield "Isamaru, Hound of Konda" as isamaru commander }
    Bob { hand Unsummon as unsummon  battlefield Island }
    Alice passes
    Bob casts unsummon targeting isamaru
    resolve
  }`);
  expect(found.resolve).toContain('goes to the command zone instead of its owner');
  expect(found.resolve).toContain('903.9b');
});
