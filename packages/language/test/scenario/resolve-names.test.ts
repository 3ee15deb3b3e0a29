import { beforeAll, expect, test } from 'vitest';
import { clearDocuments } from 'langium/test';
import type { GameState, ObjectId } from '@mtg-scenario/engine';
import type { ActionResult, ScenarioResult } from '../../src/scenario/result.js';
import { createTestServices, errors, type TestServices } from '../helpers.js';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});

async function replay(body: string, board: string): Promise<{ result: ScenarioResult; problems: string[] }> {
  const text = `scenario "names" {\n  players Alice, Bob\n  start Alice turn 3 main1\n${board}\n${body}\n}\n`;
  const doc = await services.validate(text);
  try {
    const result = services.mtg.scenario.Runner.runDocument(doc)[0]!;
    return { result, problems: errors(doc).map(d => `line ${d.range.start.line + 1}: ${d.message}`) };
  } finally {
    await clearDocuments(services.mtg, [doc]);
  }
}

function actionAt(result: ScenarioResult, index: number): ActionResult {
  const line = result.lines[index];
  if (line?.kind !== 'action') throw new Error(`line ${index} is not an action`);
  return line;
}

const zoneOfIn = (state: GameState, id: ObjectId) =>
  state.battlefield.includes(id) ? 'battlefield' : state.players.find(p => p.hand.includes(id)) ? 'hand' : 'other';

test('a cast card is the first copy in the hand, before copies in other zones', async () => {
  const { result, problems } = await replay(
    '  Alice casts Shock targeting Bob\n  resolve\n  Alice casts Shock targeting Bob',
    '  Alice { hand "Grizzly Bears", Shock x2  graveyard Shock  battlefield Mountain x2 }',
  );
  expect(problems).toEqual([]);
  const first = actionAt(result, 0);
  const cast = first.actions.find(a => a.type === 'cast');
  const hand = result.initial!.players[0]!.hand;
  // The hand holds Grizzly Bears, then the two Shocks: the first Shock in it is cast first, then the other.
  expect(cast && 'card' in cast && cast.card).toBe(hand[1]);
  const second = actionAt(result, 2).actions.find(a => a.type === 'cast');
  expect(second && 'card' in second && second.card).toBe(hand[2]);
});

test('a card found nowhere it may be is an error naming where it was looked for', async () => {
  const { problems } = await replay('  Alice casts Shock targeting Bob', '  Alice { battlefield Mountain }');
  expect(problems).toEqual(["line 5: There is no Shock in Alice's hand at this point."]);
});

test("an attacker named by its card is the attacker's own untapped one, and one creature is named once in a line", async () => {
  const { result, problems } = await replay(
    '  Alice attacks Bob with "Grizzly Bears", "Grizzly Bears"',
    '  Alice { battlefield "Grizzly Bears" tapped, "Grizzly Bears", "Grizzly Bears" }\n  Bob { battlefield "Grizzly Bears" }',
  );
  expect(problems).toEqual([]);
  const declared = actionAt(result, 0).actions.find(a => a.type === 'declareAttackers');
  const attackers = declared && 'attackers' in declared ? declared.attackers.map(a => a.attacker) : [];
  const alices = result.initial!.battlefield.slice(0, 3);
  expect(attackers).toEqual([alices[1], alices[2]]);
  expect(attackers.map(id => zoneOfIn(result.initial!, id))).toEqual(['battlefield', 'battlefield']);
});

test('an expectation naming a card passes when any copy is there, and a failure lists where the copies are', async () => {
  const { result, problems } = await replay(
    '  expect Shock in Alice\'s graveyard\n  expect Shock in Alice\'s exile\n  expect "Grizzly Bears" tapped',
    '  Alice { hand Shock  graveyard Shock  library Shock  battlefield "Grizzly Bears" }',
  );
  expect(result.lines.map(l => l.status)).toEqual(['passed', 'failed', 'failed']);
  expect(problems).toEqual([
    "line 6: Expected Shock in Alice's exile, but the Shock cards are in Alice's hand, in Alice's graveyard and in Alice's library.",
    'line 7: Expected Grizzly Bears to be tapped, but it is untapped.',
  ]);
});
