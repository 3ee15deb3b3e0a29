import type { LangiumDocument } from 'langium';
import { clearDocuments } from 'langium/test';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { BoardPermanent, BoardView } from '../../src/base/protocol.js';
import type { GameEvent } from '@mtg-scenario/engine';
import { eventList, MAX_BOARD_EVENTS } from '../../src/lsp/board-state.js';
import { createTestServices, type TestServices } from '../helpers.js';
import { boardScenario } from './board-fixtures.js';
import { CR_PATH, crRuleText, illegalBlock, noCR } from './fixtures.js';

let services: TestServices;
const opened: LangiumDocument[] = [];
beforeAll(async () => {
  services = await createTestServices();
});
afterEach(async () => {
  services.mtg.rules.Provider.configure({ rulesFile: undefined });
  await clearDocuments(services.mtg, opened.splice(0));
});

async function boardAt(text: string, line: number, name = 'board.mtgs'): Promise<BoardView | null> {
  const document = await services.validate(text, `file:///board/${name}`);
  opened.push(document);
  return services.mtg.lsp.BoardRequests.board({ uri: document.uri.toString(), position: { line, character: 2 } });
}

function permanent(view: BoardView | null, player: string, name: string): BoardPermanent | undefined {
  const board = view?.state?.players.find(p => p.name === player)?.battlefield;
  return board && [...board.lands, ...board.creatures, ...board.other].find(p => p.name === name);
}

describe('the board view model (mtgs/board)', () => {
  test('on the header and the setup: the start, with every line of the scenario to step through', async () => {
    const view = await boardAt(boardScenario, 3);
    expect(view).toMatchObject({
      scenario: 'Board',
      line: 0,
      lines: [0, 5, 6, 7, 8, 9, 10, 11, 12],
      at: { kind: 'start', text: 'scenario "Board" {' },
    });
    const state = view!.state!;
    expect(state).toMatchObject({
      turn: 9,
      activePlayer: 'Alice',
      activePlayersTurn: 5,
      step: 'main1',
      priority: 'Alice',
      stack: [],
    });
    expect(state.steps.filter(s => s.current).map(s => s.label)).toEqual(['main1']);
    expect(state.steps).toHaveLength(13);
    const [alice, bob] = state.players;
    expect(alice).toMatchObject({
      name: 'Alice',
      life: 20,
      poison: 0,
      active: true,
      priority: true,
      mana: {},
      zones: { hand: ['Lightning Bolt'], library: [] },
    });
    expect(alice!.battlefield.lands.map(p => p.name)).toEqual(['Mountain']);
    expect(alice!.battlefield.creatures.map(p => p.name)).toEqual(['Grizzly Bears']);
    expect(bob).toMatchObject({ active: false, priority: false, zones: { library: expect.arrayContaining([]) } });
    expect(bob!.zones.library).toHaveLength(5);
    // The counter makes the bears 3/3: the printed 2/2 is kept to mark the difference.
    expect(permanent(view, 'Alice', 'Grizzly Bears')).toMatchObject({
      power: { value: 3, printed: 2 },
      toughness: { value: 3, printed: 2 },
      counters: [{ kind: '+1/+1', count: 1 }],
      tapped: false,
      summoningSick: false,
    });
    expect(permanent(view, 'Bob', 'Giant Spider')).toMatchObject({ damage: 2, keywords: ['reach'] });
    expect(permanent(view, 'Alice', 'Mountain')).not.toHaveProperty('power');
    expect(state.summary).toMatch(/^Alice's turn 5 \(the game's 9th\), main1 · priority: Alice/);
  });

  test('on an action line: before and after, the events with their rules; the stack top first with targets', async () => {
    const blocks = await boardAt(boardScenario, 6);
    expect(blocks!.at).toMatchObject({ kind: 'action', text: 'Bob blocks bears with elves', status: 'ok' });
    expect(permanent(blocks, 'Alice', 'Grizzly Bears')!.attacking).toEqual({ target: 'Bob', blocked: true });
    expect(permanent(blocks, 'Bob', 'Llanowar Elves')!.blocking).toEqual(['Grizzly Bears']);
    expect(blocks!.before!.players[1]!.battlefield.creatures.find(c => c.name === 'Llanowar Elves')).not.toHaveProperty(
      'blocking',
    );
    expect(blocks!.state!.step).toBe('declareBlockers');
    const activated = await boardAt(boardScenario, 9, 'board2.mtgs');
    expect(activated!.line).toBe(9);
    expect(permanent(activated, 'Bob', 'Llanowar Elves')).toMatchObject({ tapped: true, blocking: ['Grizzly Bears'] });
    expect(activated!.state!.players[1]!.mana).toEqual({ G: 1 });
    expect(activated!.state!.stack).toEqual([
      { id: expect.any(String), name: 'Lightning Bolt', kind: 'spell', controller: 'Alice', targets: ['Giant Spider'] },
    ]);
    const cast = await boardAt(boardScenario, 7, 'board3.mtgs');
    expect(cast!.before!.stack).toEqual([]);
    expect(
      cast!.at.kind === 'action' && cast!.at.events.some(e => e.rule !== undefined && e.ruleText !== undefined),
    ).toBe(true);
  });

  test('an expectation line and a blank line show the state there; the game over is told', async () => {
    const expectation = await boardAt(boardScenario, 12);
    expect(expectation!.at).toMatchObject({
      kind: 'expectation',
      text: "expect spider in Bob's graveyard",
      status: 'passed',
    });
    expect(expectation!.state!.players[1]!.zones.graveyard).toEqual(['Giant Spider']);
    const failing = await boardAt(
      boardScenario.replace('expect elves tapped', 'expect elves untapped'),
      10,
      'failing.mtgs',
    );
    expect(failing!.at).toMatchObject({
      kind: 'expectation',
      status: 'failed',
      expected: expect.any(String),
      actual: expect.any(String),
    });
    const blank = await boardAt(
      'scenario "Lava" {\n  players Alice, Bob\n  start Alice turn 1 main1\n  Alice { battlefield Mountain x5  hand "Lava Axe" }\n  Bob { life 5 }\n  Alice casts "Lava Axe" targeting Bob\n\n  resolve\n\n}\n',
      8,
      'lava.mtgs',
    );
    expect(blank).toMatchObject({ line: 7, at: { kind: 'action', text: 'resolve' } });
    expect(blank!.state!.result).toBe('Alice won');
  });

  test.skipIf(noCR)(
    'an illegal action shows the violation with its rule and the CR text; the game is unchanged',
    async () => {
      services.mtg.rules.Provider.configure({ rulesFile: CR_PATH });
      const view = await boardAt(illegalBlock, 6);
      expect(view!.at).toMatchObject({
        kind: 'action',
        status: 'illegal',
        violation: {
          rule: '702.9b',
          ruleText: crRuleText('702.9b'),
          message: expect.stringMatching(/^Grizzly Bears can't block Serra Angel/),
        },
      });
      expect(view!.state).toEqual(view!.before);
    },
  );

  test("summoning sickness (CR 302.6): a creature that came under its controller's control this turn, unless it has haste", async () => {
    const view = await boardAt(
      'scenario "Sick" {\n  players Alice, Bob\n  start Alice turn 2 main1\n  Alice { battlefield "Grizzly Bears" sick, "Raging Goblin" sick, Forest sick }\n}\n',
      2,
      'sick.mtgs',
    );
    expect(permanent(view, 'Alice', 'Grizzly Bears')!.summoningSick).toBe(true);
    expect(permanent(view, 'Alice', 'Raging Goblin')).toMatchObject({ summoningSick: false, keywords: ['haste'] });
    expect(permanent(view, 'Alice', 'Forest')!.summoningSick).toBe(false);
  });

  test('tokens are marked (CR 111.1)', async () => {
    const text =
      'card "Test Recruiter" { cost {1}{W} type Sorcery text "Create two 1/1 white Soldier creature tokens." }\n' +
      'scenario "Tokens" {\n  players Alice, Bob\n  start Alice turn 3 main1\n  Alice { hand "Test Recruiter"  battlefield Plains x2 }\n  Alice casts "Test Recruiter"\n  resolve\n}\n';
    const view = await boardAt(text, 6, 'tokens.mtgs');
    const creatures = view!.state!.players[0]!.battlefield.creatures;
    expect(creatures.map(c => [c.name, c.token, c.power?.value])).toEqual([
      ['Soldier Token', true, 1],
      ['Soldier Token', true, 1],
    ]);
    expect(view!.state!.players[0]!.battlefield.lands.every(l => !l.token)).toBe(true);
  });

  test('outside a scenario, in an unknown document, and in a scenario that cannot start', async () => {
    expect(await boardAt(`// nothing\n${boardScenario}`, 0)).toBeNull();
    expect(
      await services.mtg.lsp.BoardRequests.board({
        uri: 'file:///board/none.mtgs',
        position: { line: 0, character: 0 },
      }),
    ).toBeNull();
    const view = await boardAt('scenario "Empty" {\n}\n', 0, 'empty.mtgs');
    expect(view).toMatchObject({ scenario: 'Empty', lines: [0], problem: expect.any(String) });
    expect(view).not.toHaveProperty('state');
  });

  test('at most MAX_BOARD_EVENTS events are listed, the last counting the rest', () => {
    const event = (n: number): GameEvent => ({
      kind: 'draw',
      text: `event ${n}`,
      turn: 1,
      step: 'draw',
      ...(n === 0 ? { rule: '504.1' } : {}),
    });
    const many = Array.from({ length: MAX_BOARD_EVENTS + 5 }, (_, n) => event(n));
    const listed = eventList(many, id => `text of ${id}`);
    expect(listed).toHaveLength(MAX_BOARD_EVENTS);
    expect(listed[0]).toEqual({ text: 'event 0', rule: '504.1', ruleText: 'text of 504.1' });
    expect(listed[MAX_BOARD_EVENTS - 2]).toEqual({ text: `event ${MAX_BOARD_EVENTS - 2}` });
    expect(listed[MAX_BOARD_EVENTS - 1]).toEqual({ text: '… and 6 more' });
    expect(eventList(many.slice(0, MAX_BOARD_EVENTS), () => undefined)).toHaveLength(MAX_BOARD_EVENTS);
  });
});

describe('the "Show board" code lens', () => {
  test('one per scenario, at its header, opening the board there', async () => {
    const document = await services.validate(`${boardScenario}\n${illegalBlock}`, 'file:///board/lens.mtgs');
    opened.push(document);
    const lenses = services.mtg.lsp.CodeLensProvider!.provideCodeLens(document, {
      textDocument: { uri: document.uri.toString() },
    });
    expect(lenses).toEqual([
      {
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
        command: {
          title: 'Show board',
          command: 'mtgScenario.showBoard',
          arguments: [document.uri.toString(), { line: 0, character: 0 }],
        },
      },
      {
        range: expect.anything(),
        command: expect.objectContaining({ arguments: [document.uri.toString(), { line: 15, character: 0 }] }),
      },
    ]);
  });

  test('an Aura or Equipment: what it is attached to (CR 301.5a), and the P/T it gives as modified', async () => {
    const text = `card "Test Blade" { cost {1} type Artifact — Equipment keywords equip {2} text "Equipped creature gets +2/+0." }
scenario "Equipped" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield "Test Blade" as blade, "Grizzly Bears" as bears, Plains x2 }
  Alice activates blade targeting bears
  resolve
  expect bears 4/2
}`;
    const view = await boardAt(text, 7, 'equipped.mtgs');
    expect(permanent(view, 'Alice', 'Test Blade')?.attachedTo).toBe('Grizzly Bears');
    expect(permanent(view, 'Alice', 'Grizzly Bears')?.power).toEqual({ value: 4, printed: 2 });
  });
});
