import { AstUtils, URI } from 'langium';
import { expect, test } from 'vitest';
import { isCard } from '../../src/generated/ast.js';
import { createTestServices, errors } from '../helpers.js';

// The index describes a document's references when they are asked for (`MtgIndexManager`): a change to another
// document still finds the documents that use its cards, and "find references" still sees every use.
const cards = 'card "Index Bear" {\n  type Creature\n  2/2\n}\n';
const scenario =
  'scenario "s" {\n  players Alice, Bob\n  start Alice turn 4 main2\n  Alice { battlefield "Index Bear" as bear }\n  expect bear untapped\n}\n';

test('the uses of a card in another document are found, described once asked for', async () => {
  const { mtg, shared, validate } = await createTestServices();
  const cardDocument = await validate(cards, 'file:///index/cards.mtgs');
  const scenarioDocument = await validate(scenario, 'file:///index/scenario.mtgs');
  expect(errors(scenarioDocument)).toEqual([]);
  const card = AstUtils.streamAst(cardDocument.parseResult.value).find(isCard)!;
  const path = mtg.workspace.AstNodeLocator.getAstNodePath(card);
  const uses = shared.workspace.IndexManager.findAllReferences(card, path).toArray();
  expect(uses.map(u => u.sourceUri.toString())).toEqual(['file:///index/scenario.mtgs']);
  expect(scenarioDocument.textDocument.getText(uses[0]!.segment.range)).toBe('"Index Bear"');
});

test('removing the document that defines a card relinks the scenario that uses it', async () => {
  const { shared, validate } = await createTestServices();
  await validate(cards, 'file:///index/cards.mtgs');
  const scenarioDocument = await validate(scenario, 'file:///index/scenario.mtgs');
  expect(errors(scenarioDocument)).toEqual([]);
  await shared.workspace.DocumentBuilder.update([], [URI.parse('file:///index/cards.mtgs')]);
  await shared.workspace.DocumentBuilder.build([scenarioDocument], { validation: true });
  expect(
    errors(scenarioDocument)
      .map(d => d.message)
      .join('\n'),
  ).toMatch(/Index Bear/);
});
