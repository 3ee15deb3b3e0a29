import type { CardDatabase, CardRecord } from '@mtg-scenario/engine/cards';
import { clearDocuments, expectHover, parseDocument, replaceIndices, textDocumentPositionParams } from 'langium/test';
import { MarkupContent } from 'vscode-languageserver';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestServices, type TestServices } from '../helpers.js';
import { CR_PATH, crRuleText, literally, noCR } from './fixtures.js';

let services: TestServices;
let hover: ReturnType<typeof expectHover>;
beforeAll(async () => {
  services = await createTestServices();
  hover = expectHover(services.mtg);
});
beforeEach(() => {
  services.mtg.rules.Provider.configure({ rulesFile: undefined, language: 'en' });
});

const flying = (cursorLine: string) => `
card "Serra Angel" {
  cost {3}{W}{W}
  type Creature — Angel
  4/4
  flying, vigilance
}
scenario "Flying" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Serra Angel" as angel }
  Bob   { battlefield "Grizzly Bears" as bears, "Giant Spider" as spider }
  Alice attacks Bob with angel
  Bob blocks angel with bears
  ${cursorLine}
}`;

/** The hover's markdown at the `<|>` in `text` ('' for none). */
async function hoverText(text: string): Promise<string> {
  const { output, indices } = replaceIndices({ text });
  const document = await parseDocument(services.mtg, output);
  try {
    const result = await services.mtg.lsp.HoverProvider!.getHoverContent(
      document,
      textDocumentPositionParams(document, indices[0]!),
    );
    return result && MarkupContent.is(result.contents) ? result.contents.value : '';
  } finally {
    await clearDocuments(services.mtg, [document]);
  }
}

describe('hover on a rule number', () => {
  test.skipIf(noCR)('in expect illegal: the official text from the configured CR file', async () => {
    services.mtg.rules.Provider.configure({ rulesFile: CR_PATH });
    await hover({
      text: flying('expect illegal 70<|>2.9b'),
      index: 0,
      disposeAfterCheck: true,
      hover: literally(crRuleText('702.9b')),
    });
  });

  test.skipIf(noCR)('in a comment: the rule with its subrules', async () => {
    services.mtg.rules.Provider.configure({ rulesFile: CR_PATH });
    const text = await hoverText(flying('// the block is illegal, see 5<|>09.1h and 702.9'));
    expect(text).toContain(crRuleText('509.1h'));
    expect(await hoverText(flying('// see 702.<|>9'))).toContain(crRuleText('702.9a'));
  });

  test('without a CR file: the built-in summary and how to get the official text', async () => {
    const text = await hoverText(flying('expect illegal 702.9<|>b'));
    expect(text).toContain("**702.9b** Flying: can't be blocked except by creatures with flying or reach.");
    expect(text).toContain('`mtgScenario.rulesFile`');
    expect(text).toContain('MTG Scenario: Download the Comprehensive Rules');
  });

  test('in German when the client speaks German', async () => {
    services.mtg.rules.Provider.configure({ language: 'de' });
    const text = await hoverText(flying('expect illegal 702.9<|>b'));
    expect(text).toContain('Kann nur von Kreaturen mit Flugfähigkeit oder Reichweite geblockt werden.');
    expect(text).toContain('Einstellung `mtgScenario.rulesFile`');
  });

  test('a CR file that cannot be loaded is named, and the summary shown', async () => {
    services.mtg.rules.Provider.configure({ rulesFile: '/no/such/MagicCompRules.txt' });
    const text = await hoverText(flying('expect illegal 702.9<|>b'));
    expect(text).toContain("can't be blocked except by creatures with flying or reach");
    expect(text).toContain('could not be loaded: Comprehensive Rules file not found: /no/such/MagicCompRules.txt');
  });

  test.skipIf(noCR)('a number in a comment that is not a rule of the CR file has no hover', async () => {
    services.mtg.rules.Provider.configure({ rulesFile: CR_PATH });
    expect(await hoverText(flying('// version 9<|>99.1'))).toBe('');
  });
});

describe('hover on the language', () => {
  test.skipIf(noCR)('a keyword in a card definition shows its rule (702.9 for flying)', async () => {
    services.mtg.rules.Provider.configure({ rulesFile: CR_PATH });
    const text = await hoverText(flying('').replace('  flying, vigilance', '  fly<|>ing, vigilance'));
    expect(text).toContain('**702.9.** Flying');
    expect(text).toContain(crRuleText('702.9b'));
  });

  test.skipIf(noCR)('a step name shows its section and rule (508 for declare attackers)', async () => {
    services.mtg.rules.Provider.configure({ rulesFile: CR_PATH });
    const text = await hoverText(flying('go to decl<|>are attackers'));
    expect(text).toContain('**declare attackers** — CR 508 Declare Attackers Step');
    expect(text).toContain(crRuleText('508.1'));
  });

  test('a card reference shows the card', async () => {
    const text = await hoverText(flying('').replace('"Grizzly Bears" as bears', '"Grizzly <|>Bears" as bears'));
    expect(text).toBe('**Grizzly Bears** {1}{G}\n\nCreature — Bear · 2/2\n\n_Built-in card_');
    const angel = await hoverText(flying('').replace('"Serra Angel" as angel', '"Serra <|>Angel" as angel'));
    expect(angel).toContain('**Serra Angel** {3}{W}{W}\n\nCreature — Angel · 4/4\n\nFlying, vigilance');
  });

  test('an alias shows where it points and the card', async () => {
    const text = await hoverText(flying('expect an<|>gel damage 0'));
    expect(text).toMatch(/^`angel`: on Alice's battlefield\n\n---\n\n\*\*Serra Angel\*\*/);
  });

  test('a spell alias declared again after a rejected cast names the cast that was accepted', async () => {
    const text = await hoverText(`scenario "S" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield Mountain hand "Lightning Bolt" }
  Bob { battlefield Island x2 hand Counterspell }
  Alice casts "Lightning Bolt" as bolt targeting Mountain
  expect illegal
  Alice casts "Lightning Bolt" as bolt targeting Bob
  Alice passes
  Bob casts Counterspell targeting b<|>olt
}`);
    expect(text).toMatch(/^`bolt`: the spell cast by Alice on line 8\b/);
  });

  test('an action line shows the implied actions, the state and the rules it was checked against', async () => {
    const text = await hoverText(flying('').replace('Alice attacks Bob', 'Alice att<|>acks Bob'));
    expect(text).toContain('**Implied:** passes: Alice, Bob (main1), Alice, Bob (beginning of combat)');
    expect(text).toContain(
      `**Before:** Alice's turn 5 (the game's 9th), main1 · priority: Alice · stack: empty · life: Alice 20, Bob 20`,
    );
    expect(text).toContain(`**After:** Alice's turn 5 (the game's 9th), declare attackers · priority: Alice`);
    expect(text).toMatch(/- \*\*508\.1\*\* Declare attackers/);
  });

  test.skipIf(noCR)(
    "the name a diagnostic underlines shows the violation's rule first, not its message again",
    async () => {
      services.mtg.rules.Provider.configure({ rulesFile: CR_PATH });
      const text = await hoverText(flying('').replace('blocks angel with bears', 'blocks angel with be<|>ars'));
      // The editor shows the diagnostic's message right above the hover.
      expect(text).toMatch(/^\*\*Illegal\*\* \(CR 702\.9b\)\n\n/);
      expect(text).not.toContain("Grizzly Bears can't block Serra Angel");
      expect(text).toContain(crRuleText('702.9b'));
      expect(text).toContain('**Grizzly Bears** {1}{G}');
      // Elsewhere on the line, away from the diagnostic: the line's hover, which names the violation.
      const line = await hoverText(flying('').replace('Bob blocks angel', 'Bob blo<|>cks angel'));
      expect(line).toMatch(/^\*\*Illegal\*\* \(CR 702\.9b\): Grizzly Bears can't block Serra Angel/);
      expect(line).toContain(`**Before:** Alice's turn 5 (the game's 9th), declare attackers`);
    },
  );

  test('a `keeps` line shows the legend rule it is a choice for (CR 704.5j)', async () => {
    const text = await hoverText(`card "Test Hound" { cost {1}{W} type Legendary Creature — Dog 2/2 }
scenario "S" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Test Hound" as young  battlefield Plains x2, "Test Hound" as old }
  Alice ke<|>eps old
  Alice casts young
}`);
    expect(text).toContain(`**Before:** Alice's turn 3 (the game's 5th), main1`);
    expect(text).toMatch(/- \*\*704\.5j\*\* Legend rule/);
  });

  test('an expectation shows whether it holds and the state at that point', async () => {
    const text = await hoverText(flying('exp<|>ect Bob life 20'));
    expect(text).toBe(
      "**Holds**: Bob's life total is 20\n\n**State:** Alice's turn 5 (the game's 9th), declare attackers · priority: Alice · stack: empty · life: Alice 20, Bob 20",
    );
  });
});

describe('hover on a permanent in a line: its characteristics, effect by effect (CR 613)', () => {
  test('an alias after a line shows each effect with its layer, source and timestamp', async () => {
    const text = await hoverText(`card "Test Banner" { cost {0} type Artifact text "Creatures you control get +1/+1." }
scenario "layers" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Giant Growth" battlefield Forest, "Test Banner", "Grizzly Bears" as bears }
  Bob { }
  Alice casts "Giant Growth" targeting bears
  resolve
  expect be<|>ars 6/6
}`);
    expect(text).toContain("**Grizzly Bears** after this line: Alice's green Creature — Bear, 6/6");
    expect(text).toMatch(
      /- layer 7c \(CR 613\.4c\): gets \+1\/\+1 — Test Banner, static ability, timestamp \d+\n- layer 7c \(CR 613\.4c\): gets \+3\/\+3 — Giant Growth, resolved, timestamp \d+/,
    );
  });
});

/**
 * Markup a hover shows is its own (`**`, `_`, `` ` ``, lists, rules): none of a file's text may start an image, a link
 * or HTML. An unescaped `[`, `<` or `://` would be one.
 */
function expectNoMarkupFromText(markdown: string): void {
  expect(markdown).not.toMatch(/(?<!\\)[[\]<]/);
  expect(markdown).not.toMatch(/(?<!\\):\/\/|www\./);
}

describe('hover shows a file’s text as text: no image, link or HTML from it is rendered', () => {
  const hostile = '![p](https://host/p.png) <img src=https://host/i.png> www.host.example';

  test('a card written in .mtgs: its name and rules text, line by line', async () => {
    const text = await hoverText(`card "Pixel ${hostile}" {
  cost {1}
  type Creature — Spy
  1/1
  text "**bold** [link](https://host/l)\\n# Heading\\n- item\\n1. first\\n\\n    code"
}
scenario "S" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield "Pixel ${hostile}<|>" }
}`);
    expectNoMarkupFromText(text);
    // Test documents are named 1.mtgs, 2.mtgs, …
    expect(text.replace(/_Defined in \d+\\?\.mtgs_$/, '_Defined in N.mtgs_')).toBe(
      [
        '**Pixel !\\[p\\](https\\://host/p.png) \\<img src=https\\://host/i.png\\> www\\.host.example** {1}',
        'Creature — Spy · 1/1',
        '> \\*\\*bold\\*\\* \\[link\\](https\\://host/l)\\\n\\# Heading\\\n\\- item\\\n1\\. first\\\ncode',
        '_Defined in N.mtgs_',
      ].join('\n\n'),
    );
  });

  test('a database card: name, type line, text and the file it came from', async () => {
    const name = `Tracker ${hostile}`;
    const record: CardRecord = {
      name,
      layout: 'normal',
      faces: [
        {
          name,
          manaCost: '{1}',
          typeLine: 'Creature — <b>Spy</b>',
          supertypes: [],
          types: ['Creature'],
          subtypes: ['Spy'],
          power: '1',
          toughness: '1',
          text: 'Draw _everything_ from [this] <img src=x> www.host.example.\nWhen this creature enters, frobnicate it.',
        },
      ],
    };
    const database: CardDatabase = {
      source: { format: 'mtgjson-atomic', path: '/cards/![s](x.png) <b>.json', bytes: 1, sha256: '', cards: 1 },
      names: [name],
      has: n => n === name,
      get: n => (n === name ? record : undefined),
    };
    await services.shared.cards.Database.replace(database);
    try {
      const text = await hoverText(`scenario "S" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield "${name}<|>" }
}`);
      expectNoMarkupFromText(text);
      expect(text).toContain('**Tracker !\\[p\\](https\\://host/p.png)');
      expect(text).toContain('Creature — \\<b\\>Spy\\</b\\> · 1/1');
      expect(text).toContain(
        '- ✗ Draw \\_everything\\_ from \\[this\\] \\<img src=x\\> www\\.host.example — _not understood',
      );
      // A sentence read in part says where the reader stopped.
      expect(text).toContain(
        '- ✗ When this creature enters, frobnicate it — _understood only up to "frobnicate it": ignored_',
      );
      expect(text).toContain('_From the card database (!\\[s\\](x.png) \\<b\\>.json)_');
    } finally {
      await services.shared.cards.Database.replace(undefined);
    }
  });

  test('a message naming such a card, and the state line, are text too', async () => {
    const text = await hoverText(`card "${hostile}" { cost {5} type Instant text "Draw a card." }
scenario "S" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "${hostile}" }
  Alice ca<|>sts "${hostile}"
}`);
    expect(text).toMatch(/^\*\*Illegal\*\* \(CR 601\.2h\): Alice can't cast !\\\[p\\\]/);
    expectNoMarkupFromText(text);
  });
});
