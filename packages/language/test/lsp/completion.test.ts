import { expectCompletion } from 'langium/test';
import { beforeAll, describe, expect, test } from 'vitest';
import type { CompletionItem, CompletionList, TextEdit } from 'vscode-languageserver';
import { createTestServices, type TestServices } from '../helpers.js';

let services: TestServices;
let complete: ReturnType<typeof expectCompletion>;
beforeAll(async () => {
  services = await createTestServices();
  complete = expectCompletion(services.mtg);
});

const scenario = (body: string) => `
card "Serra Angel" { cost {3}{W}{W} type Creature — Angel 4/4 flying }
scenario "S" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Serra Angel" as angel }
  Bob   { battlefield "Grizzly Bears" as bears, "Giant Spider" as spider }
  ${body}
}`;

/** The completion items at the `<|>` in `text`. */
async function itemsAt(text: string): Promise<CompletionItem[]> {
  let items: CompletionItem[] = [];
  await complete({
    text,
    index: 0,
    disposeAfterCheck: true,
    assert: (list: CompletionList) => {
      items = list.items;
    },
  });
  return items;
}

const labels = (items: CompletionItem[]) => items.map(i => i.label);
const inserted = (items: CompletionItem[], label: string) =>
  (items.find(i => i.label === label)?.textEdit as TextEdit | undefined)?.newText;

describe('completion', () => {
  test('card names: built-in and workspace, quoted when they need it', async () => {
    const items = await itemsAt(scenario('').replace('battlefield "Grizzly Bears"', 'battlefield <|>"Grizzly Bears"'));
    expect(labels(items)).toEqual(expect.arrayContaining(['Serra Angel', 'Grizzly Bears', 'Counterspell', 'Island']));
    expect(inserted(items, 'Serra Angel')).toBe('"Serra Angel"');
    expect(inserted(items, 'Counterspell')).toBe('Counterspell');
    expect(items.find(i => i.label === 'Grizzly Bears')?.detail).toBe('Creature — Bear');
    // Only cards: no players or aliases where a card is defined on the board.
    expect(labels(items)).not.toContain('Alice');
    expect(labels(items)).not.toContain('angel');
  });

  test('after an opening quote, the quoted name replaces it', async () => {
    const text = scenario('Alice casts "Ser<|>');
    const items = await itemsAt(text);
    const edit = items.find(i => i.label === 'Serra Angel')?.textEdit as TextEdit | undefined;
    expect(edit?.newText).toBe('"Serra Angel"');
    expect(edit?.range.start.character).toBe('  Alice casts '.length);
  });

  test.each([
    ['without a space', 'Alice casts "Serra An<|>'],
    ['with a space, at the end of the line', 'Alice casts "Serra An<|>\n  Alice passes'],
  ])('after an opening quote not closed on its line, %s: the card names, the quote replaced', async (_, body) => {
    const items = await itemsAt(scenario(body));
    expect(labels(items)).toContain('Serra Angel');
    const edit = items.find(i => i.label === 'Serra Angel')?.textEdit as TextEdit | undefined;
    expect(edit?.newText).toBe('"Serra Angel"');
    expect(edit?.range.start.character).toBe('  Alice casts '.length);
  });

  test('after an opening quote, a name that needs no quotes is quoted too', async () => {
    const items = await itemsAt(scenario('Alice casts "Counter<|>'));
    expect(inserted(items, 'Counterspell')).toBe('"Counterspell"');
  });

  test.each([
    ['a stray token', '  expect Bob life 20 20\n'],
    ['a misspelt verb', '  Alice castz "x"\n'],
  ])('after thousands of lines with %s: what a line starts with, and the names after a verb', async (_, bad) => {
    const broken = bad.repeat(3_000);
    expect(labels(await itemsAt(scenario(`${broken}  <|>`)))).toEqual(
      expect.arrayContaining(['Alice', 'Bob', 'resolve', 'go', 'expect']),
    );
    expect(labels(await itemsAt(scenario(`${broken}  Alice casts <|>`)))).toEqual(
      expect.arrayContaining(['Serra Angel', 'Lightning Bolt', 'angel']),
    );
  });

  test('aliases and players in an action', async () => {
    const items = await itemsAt(scenario('Bob blocks <|>'));
    expect(labels(items)).toEqual(expect.arrayContaining(['angel', 'bears', 'spider', 'Alice', 'Bob', 'Serra Angel']));
    expect(items.find(i => i.label === 'angel')?.detail).toBe('alias: Serra Angel');
  });

  test('players and statements at the start of a line', async () => {
    const items = await itemsAt(scenario('<|>'));
    expect(labels(items)).toEqual(expect.arrayContaining(['Alice', 'Bob', 'resolve', 'go', 'expect']));
  });

  test('after "activates <name>": the costs of its activated abilities, to pick one (CR 602, 606)', async () => {
    const text = `card "Test Walker" { cost {2}{U} type Legendary Planeswalker — Test loyalty 3 text "+1: Draw a card.\\n−2: Tap target creature." }
${scenario('Alice activates walker <|>').replace('battlefield "Serra Angel" as angel', 'battlefield "Serra Angel" as angel, "Test Walker" as walker')}`;
    const items = await itemsAt(text);
    expect(labels(items)).toEqual(expect.arrayContaining(['"+1"', '"−2"']));
    expect(items.find(i => i.label === '"−2"')?.detail).toBe('loyalty ability (CR 606)');
  });

  test('after "keeps": the aliases and cards, to name the legendary permanent the legend rule keeps (CR 704.5j)', async () => {
    const items = await itemsAt(scenario('Alice keeps <|>'));
    expect(labels(items)).toEqual(expect.arrayContaining(['angel', 'Serra Angel']));
    expect(items.find(i => i.label === 'angel')?.detail).toBe('alias: Serra Angel');
  });

  test('action verbs after a player', async () => {
    const items = await itemsAt(scenario('Alice <|>'));
    expect(labels(items)).toEqual([
      'casts',
      'plays',
      'suspends',
      'turns',
      'activates',
      'taps',
      'targets',
      'stacks',
      'declines',
      'wins',
      'loses',
      'chooses',
      'applies',
      'keeps',
      'attacks',
      'declares',
      'blocks',
      'assigns',
      'passes',
      'discards',
      'concedes',
    ]);
  });

  test.each([['go to <|>'], ['expect step <|>']])('step names after "%s"', async body => {
    const items = await itemsAt(scenario(body));
    expect(labels(items)).toEqual(
      expect.arrayContaining(['declare attackers', 'declare blockers', 'end of combat', 'end', 'main2', 'cleanup']),
    );
    expect(items.find(i => i.label === 'declare attackers')?.detail).toBe('CR 508');
  });

  test('step names after "start P turn N"', async () => {
    const items = await itemsAt('scenario "S" { players Alice, Bob start Alice turn 3 <|> }');
    expect(labels(items)).toEqual(expect.arrayContaining(['untap', 'upkeep', 'main1', 'beginning of combat']));
  });

  test('the rest of a step name', async () => {
    expect(labels(await itemsAt(scenario('go to declare <|>')))).toEqual(['attackers', 'blockers']);
  });

  test('keyword abilities in a card body', async () => {
    const items = await itemsAt('card "Wind Drake" { cost {2}{U} type Creature — Drake 2/2 <|> }');
    expect(labels(items)).toEqual(
      expect.arrayContaining(['flying', 'first strike', 'protection from red', 'islandwalk']),
    );
    expect(items.find(i => i.label === 'flying')?.detail).toBe('CR 702.9');
  });

  test('rule numbers after expect illegal, in numeric order', async () => {
    const items = await itemsAt(scenario('Bob blocks angel with bears\n  expect illegal <|>'));
    const rules = labels(items).filter(l => /^\d{3}\./.test(l));
    expect(rules).toContain('702.9b');
    expect(rules.indexOf('702.9b')).toBeLessThan(rules.indexOf('702.10'));
    expect(items.find(i => i.label === '702.9b')?.detail).toBe(
      "Flying: can't be blocked except by creatures with flying or reach.",
    );
  });

  test('Commander: the variant, the command zone, the commander modifier and its damage', async () => {
    const variant = await itemsAt('scenario "S" {\n  <|>\n}');
    expect(labels(variant)).toContain('variant');
    const zone = await itemsAt(scenario('').replace('Alice { battlefield', 'Alice { <|> battlefield'));
    expect(labels(zone)).toEqual(expect.arrayContaining(['command', 'commander']));
    const modifier = await itemsAt(scenario('').replace('as angel }', 'as angel <|>}'));
    expect(labels(modifier)).toContain('commander');
    const check = await itemsAt(scenario('expect Bob <|>'));
    expect(labels(check)).toContain('commander');
  });
});
