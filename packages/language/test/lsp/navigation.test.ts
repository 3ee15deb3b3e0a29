import {
  clearDocuments,
  expectFindReferences,
  expectGoToDefinition,
  expectSemanticToken,
  expectSymbols,
  highlightHelper,
  parseDocument,
  replaceIndices,
  textDocumentPositionParams,
} from 'langium/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { SemanticTokenTypes, SymbolKind } from 'vscode-languageserver';
import { BUILTIN_CARDS_URI } from '../../src/workspace/builtin-library.js';
import { createTestServices, type TestServices } from '../helpers.js';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});

describe('go to definition', () => {
  test('of an alias: its "as"', async () => {
    await expectGoToDefinition(services.mtg)({
      text: `scenario "S" {
        players Alice, Bob
        start Alice turn 5 main1
        Alice { battlefield "Serra Angel" as <|angel|> }
        Alice attacks Bob with an<|>gel
      }`,
      index: 0,
      rangeIndex: 0,
      disposeAfterCheck: true,
    });
  });

  test('of a spell alias: the cast that names it', async () => {
    await expectGoToDefinition(services.mtg)({
      text: `scenario "S" {
        players Alice, Bob
        start Alice turn 3 main1
        Alice { battlefield Mountain hand "Lightning Bolt" }
        Bob { battlefield Island x2 hand Counterspell }
        Alice casts "Lightning Bolt" as <|bolt|> targeting Bob
        Alice passes
        Bob casts Counterspell targeting b<|>olt
      }`,
      index: 0,
      rangeIndex: 0,
      disposeAfterCheck: true,
    });
  });

  test('of a spell alias declared again after a rejected cast: the cast that was accepted', async () => {
    await expectGoToDefinition(services.mtg)({
      text: `scenario "S" {
        players Alice, Bob
        start Alice turn 3 main1
        Alice { battlefield Mountain hand "Lightning Bolt" }
        Bob { battlefield Island x2 hand Counterspell }
        Alice casts "Lightning Bolt" as bolt targeting Mountain
        expect illegal
        Alice casts "Lightning Bolt" as <|bolt|> targeting Bob
        Alice passes
        Bob casts Counterspell targeting b<|>olt
      }`,
      index: 0,
      rangeIndex: 0,
      disposeAfterCheck: true,
    });
  });

  test('of a card defined in the workspace', async () => {
    await expectGoToDefinition(services.mtg)({
      text: `card <|"Serra Angel"|> { cost {3}{W}{W} type Creature — Angel 4/4 flying }
      scenario "S" { players Alice, Bob start Alice turn 5 main1 Alice { battlefield "Serra <|>Angel" } }`,
      index: 0,
      rangeIndex: 0,
      disposeAfterCheck: true,
    });
  });

  test('of a built-in card: the built-in library', async () => {
    const { output, indices } = replaceIndices({
      text: 'scenario "S" { players Alice, Bob start Alice turn 3 main1 Bob { hand Counter<|>spell } }',
    });
    const document = await parseDocument(services.mtg, output);
    const links = await services.mtg.lsp.DefinitionProvider!.getDefinition(
      document,
      textDocumentPositionParams(document, indices[0]!),
    );
    expect(links?.map(l => l.targetUri)).toEqual([BUILTIN_CARDS_URI.toString()]);
    const library = services.shared.workspace.LangiumDocuments.getDocument(BUILTIN_CARDS_URI)!;
    expect(library.textDocument.getText(links![0]!.targetSelectionRange)).toBe('Counterspell');
    await clearDocuments(services.mtg, [document]);
  });
});

describe('find references', () => {
  test('of an alias, with its declaration', async () => {
    await expectFindReferences(services.mtg)({
      text: `scenario "S" {
        players Alice, Bob
        start Alice turn 5 main1
        Alice { battlefield "Serra Angel" as <|an<|>gel|> }
        Bob { battlefield "Grizzly Bears" as bears }
        Alice attacks Bob with <|angel|>
        Bob blocks <|an<|>gel|> with bears
        expect <|angel|> damage 0
      }`,
      includeDeclaration: true,
      disposeAfterCheck: true,
    });
  });

  test('of a built-in card, from any of its uses', async () => {
    await expectFindReferences(services.mtg)({
      text: `scenario "S" {
        players Alice, Bob
        start Alice turn 3 main1
        Alice { hand "Lightning Bolt" battlefield Mountain }
        Bob { hand <|Counter<|>spell|> battlefield Island x2 }
        Alice casts "Lightning Bolt" targeting Bob
        Alice passes
        Bob casts <|Counterspell|> targeting "Lightning Bolt"
        resolve
        expect <|Counterspell|> in Bob's graveyard
      }`,
      includeDeclaration: false,
      disposeAfterCheck: true,
    });
  });
});

test('document symbols: cards and scenarios for the outline', async () => {
  await expectSymbols(services.mtg)({
    text: `card "Serra Angel" { cost {3}{W}{W} type Creature — Angel 4/4 flying }
    scenario "Flying" {
      players Alice, Bob
      start Alice turn 5 main1
      Alice { battlefield "Serra Angel" as angel }
    }`,
    disposeAfterCheck: true,
    assert: symbols => {
      expect(symbols.map(s => [s.name, s.kind])).toEqual([
        ['Serra Angel', SymbolKind.Class],
        ['Flying', SymbolKind.Method],
      ]);
      expect(symbols[1]!.children?.map(s => [s.name, s.kind])).toEqual([
        ['Alice', SymbolKind.Constant],
        ['Bob', SymbolKind.Constant],
        ['angel', SymbolKind.Variable],
      ]);
    },
  });
});

test('semantic highlighting: cards, players, aliases and rule numbers', async () => {
  const tokens = await highlightHelper(
    services.mtg,
  )(`card <|"Serra Angel"|> { cost {3}{W}{W} type Creature — Angel 4/4 <|flying|> }
    scenario "S" {
      players <|Alice|>, Bob
      start Alice turn 5 <|main1|>
      Alice { battlefield <|"Serra Angel"|> as <|angel|> }
      Bob { battlefield "Grizzly Bears" as bears }
      <|Alice|> attacks Bob with <|angel|>
      Bob blocks angel with bears
      expect illegal <|702.9b|>      // see <|509.1h|>
    }`);
  const expected: [number, string][] = [
    [0, SemanticTokenTypes.class],
    [1, SemanticTokenTypes.modifier],
    [2, SemanticTokenTypes.parameter],
    [3, SemanticTokenTypes.enumMember],
    [4, SemanticTokenTypes.class],
    [5, SemanticTokenTypes.variable],
    [6, SemanticTokenTypes.parameter],
    [7, SemanticTokenTypes.variable],
    [8, SemanticTokenTypes.macro],
    [9, SemanticTokenTypes.macro],
  ];
  for (const [rangeIndex, tokenType] of expected)
    expectSemanticToken(tokens, { rangeIndex, tokenType: tokenType as SemanticTokenTypes });
});
