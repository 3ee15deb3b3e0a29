import { TextDocument } from 'vscode-languageserver-textdocument';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  CodeActionKind,
  CodeActionRequest,
  DidChangeTextDocumentNotification,
  type CodeAction,
  type Command,
  type Diagnostic,
} from 'vscode-languageserver-protocol/node';
import { illegalBlock } from './fixtures.js';
import { ServerProcess } from './server-process.js';

/** Quick fixes as a client gets them: the server's code actions for its own diagnostics, applied to the text. */
let server: ServerProcess;

beforeAll(async () => {
  server = new ServerProcess();
  const init = await server.initialize();
  expect(init.capabilities.codeActionProvider).toBeTruthy();
}, 30_000);

afterAll(() => server?.dispose());

let documents = 0;

/** Opens the text and waits for its diagnostics. */
async function open(text: string): Promise<{ uri: string; diagnostics: Diagnostic[] }> {
  const uri = `file:///mtgs-code-actions/doc${++documents}.mtgs`;
  const published = server.nextDiagnostics(uri);
  await server.open(uri, text);
  return { uri, diagnostics: await published };
}

/** The quick fixes for a diagnostic (the refactorings offered on every line are asked for apart). */
async function actionsFor(uri: string, diagnostic: Diagnostic): Promise<CodeAction[]> {
  const result: (Command | CodeAction)[] | null = await server.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri },
    range: diagnostic.range,
    context: { diagnostics: [diagnostic], only: [CodeActionKind.QuickFix] },
  });
  return (result ?? []).filter((a): a is CodeAction => 'edit' in a);
}

/** Applies the chosen action of each diagnostic to the text, as the editor does. */
function apply(uri: string, text: string, actions: readonly CodeAction[]): string {
  const edits = actions.flatMap(a => a.edit?.changes?.[uri] ?? []);
  return TextDocument.applyEdits(TextDocument.create(uri, 'mtg-scenario', 1, text), edits);
}

/** Sends the fixed text as the document's next version and returns its diagnostics. */
async function change(uri: string, text: string): Promise<Diagnostic[]> {
  const published = server.nextDiagnostics(uri);
  await server.connection.sendNotification(DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: 2 },
    contentChanges: [{ text }],
  });
  return published;
}

/** Each error's preferred fix (none for the errors with the messages `unfixed`), applied; the fixed text's diagnostics. */
async function applyPreferred(
  text: string,
  unfixed: readonly string[] = [],
): Promise<{ titles: string[]; fixed: string; after: Diagnostic[] }> {
  const { uri, diagnostics } = await open(text);
  const chosen: CodeAction[] = [];
  // (An invalid board's warning "not replayed" goes away with the board's errors.)
  for (const d of diagnostics.filter(d => d.severity === 1)) {
    if (unfixed.includes(d.message)) {
      expect(await actionsFor(uri, d), d.message).toEqual([]);
      continue;
    }
    const preferred = (await actionsFor(uri, d)).filter(a => a.isPreferred);
    expect(preferred, `one preferred fix for "${d.message}"`).toHaveLength(1);
    chosen.push(preferred[0]!);
  }
  const fixed = apply(uri, text, chosen);
  return { titles: chosen.map(a => a.title), fixed, after: await change(uri, fixed) };
}

test('unknown names: the "did you mean" candidates are the fixes', async () => {
  const text = `scenario "typos" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Serra Angle" as angel }
  Bob   { battlefield "Giant Spider" as spider }
  Alice attacks Bob with angel
  Bob blocks angel with spidr
  go to end of combat
  expect angel damage 2
}
`;
  const { titles, fixed, after } = await applyPreferred(text);
  expect(titles).toEqual(['Change to "Serra Angel"', 'Change to spider']);
  expect(fixed).toBe(text.replace('Serra Angle', 'Serra Angel').replace('with spidr', 'with spider'));
  expect(after).toEqual([]);
});

test('an unknown name with several candidates offers each, none preferred', async () => {
  const { uri, diagnostics } = await open(`scenario "two" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Grizzly Bears" as bear1, "Grizzly Bears" as bear2 }
  expect bear3 untapped
}
`);
  expect(diagnostics.map(d => d.code)).toEqual(['reference/unknown-name']);
  const actions = await actionsFor(uri, diagnostics[0]!);
  expect(actions.map(a => [a.title, a.isPreferred])).toEqual([
    ['Change to bear1', false],
    ['Change to bear2', false],
  ]);
});

test('an unknown card: "Define card" puts a stub at the end of the file', async () => {
  const text = `scenario "new card" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield Qwxzyrt as thing }
  expect thing untapped
}`;
  const { titles, fixed, after } = await applyPreferred(text);
  expect(titles).toEqual(['Define card "Qwxzyrt"']);
  expect(fixed).toBe(`${text}\n\ncard "Qwxzyrt" {\n  type Creature\n  1/1\n}\n`);
  expect(after).toEqual([]);
});

test("an unknown card without a card database: a fix runs the editor's download command", async () => {
  const { uri, diagnostics } = await open(`scenario "no database" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield Zyxwvut as thing }
  expect thing untapped
}`);
  const unknown = diagnostics.find(d => d.code === 'reference/unknown-card')!;
  const result: (Command | CodeAction)[] | null = await server.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri },
    range: unknown.range,
    context: { diagnostics: [unknown], only: [CodeActionKind.QuickFix] },
  });
  const download = (result ?? []).find((a): a is CodeAction => 'command' in a && a.command !== undefined);
  expect(download).toMatchObject({
    title: 'Download card data (MTG Scenario)',
    kind: CodeActionKind.QuickFix,
    command: { command: 'mtgScenario.downloadCards' },
  });
  expect(download?.isPreferred).toBeUndefined();
});

test('an illegal action: "Expect this to be illegal" inserts expect illegal with the rule after it', async () => {
  const { titles, fixed, after } = await applyPreferred(illegalBlock);
  expect(titles).toEqual(['Expect this to be illegal (702.9b)']);
  expect(fixed).toBe(illegalBlock.replace('with bears\n', 'with bears\n  expect illegal 702.9b\n'));
  expect(after).toEqual([]);
});

test('a failed expectation: "Update expectation to the actual value" rewrites the value', async () => {
  const text = `scenario "bolt" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { hand "Lightning Bolt"  battlefield Mountain, "Grizzly Bears" as bears }
  Alice casts "Lightning Bolt" targeting Bob
  resolve
  expect Bob life 18
  expect Mountain untapped
  expect bears 3/3
  expect Alice mana {R}
}
`;
  const { titles, fixed, after } = await applyPreferred(text);
  expect(titles).toEqual([
    'Update expectation to the actual value (17)',
    'Update expectation to the actual value (tapped)',
    'Update expectation to the actual value (2/2)',
    'Update expectation to the actual value (mana empty)',
  ]);
  expect(fixed).toBe(
    text
      .replace('life 18', 'life 17')
      .replace('Mountain untapped', 'Mountain tapped')
      .replace('bears 3/3', 'bears 2/2')
      .replace('mana {R}', 'mana empty'),
  );
  expect(after).toEqual([]);
});

test('a failed game expectation: the step, the turn and the player with priority are updated', async () => {
  const text = `scenario "game" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Grizzly Bears" as bears }
  Alice attacks Bob with bears
  expect step declare blockers
  expect turn 4
  expect priority Bob
}
`;
  const { fixed, after } = await applyPreferred(text);
  expect(fixed).toBe(
    text
      .replace('step declare blockers', 'step declare attackers')
      .replace('turn 4', 'turn 5')
      .replace('priority Bob', 'priority Alice'),
  );
  expect(after).toEqual([]);
});

test('a failed expectation of the stack, a zone, an object gone from the battlefield, the result or the rule: updated', async () => {
  const text = `scenario "more" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { hand "Lightning Bolt", "Lava Axe"  battlefield Mountain x6 }
  Bob   { life 5  battlefield "Grizzly Bears" as bears }
  Alice casts "Lightning Bolt" as bolt targeting bears
  expect stack empty
  resolve
  expect bolt in Bob's graveyard
  expect bears damage 3
  Bob passes
  expect illegal 702.9b
  Alice casts "Lava Axe" targeting Bob
  expect stack bolt
  resolve
  expect winner Bob
  expect loser Alice
}
`;
  // The illegal pass gets no "Expect this to be illegal": the expect illegal after it is there, its rule is updated.
  const { titles, fixed, after } = await applyPreferred(text, ["Bob can't pass: Alice has priority (CR 117.3d)."]);
  expect(titles).toEqual([
    'Update expectation to the actual value (bolt)',
    "Update expectation to the actual value (in Alice's graveyard)",
    "Update expectation to the actual value (in Bob's graveyard)",
    'Update expectation to the actual value (117.3d)',
    'Update expectation to the actual value ("Lava Axe")',
    'Update expectation to the actual value (Alice)',
    'Update expectation to the actual value (Bob)',
  ]);
  expect(fixed).toBe(
    text
      .replace('stack empty', 'stack bolt')
      .replace("bolt in Bob's", "bolt in Alice's")
      .replace('bears damage 3', "bears in Bob's graveyard")
      .replace('illegal 702.9b', 'illegal 117.3d')
      .replace('expect stack bolt\n  resolve\n  expect winner', 'expect stack "Lava Axe"\n  resolve\n  expect winner')
      .replace('winner Bob', 'winner Alice')
      .replace('loser Alice', 'loser Bob'),
  );
  expect(after).toEqual([]);
});

/** A game with a hand to discard from in the cleanup step, and the given lines after it. */
function cleanup(lines: string): string {
  return `scenario "discard" {
  players Alice, Bob
  start Alice turn 4 main2
  Alice { hand "Lightning Bolt", Island x8  library 5 }
  Bob   { library 5 }
${lines}
}
`;
}

test('a failed priority expectation is updated to a player or to nobody', async () => {
  const text = cleanup(
    '  go to cleanup\n  expect priority Alice\n  Alice discards Island, Island\n  expect priority nobody',
  );
  const { fixed, after } = await applyPreferred(text);
  expect(fixed).toBe(
    text
      .replace('expect priority Alice', 'expect priority nobody')
      .replace('  expect priority nobody\n}', '  expect priority Bob\n}'),
  );
  expect(after).toEqual([]);
});

/** The code actions on a line (no diagnostics), less "Insert expectations for the current state" (offered on every line). */
async function discardActions(text: string, line: string): Promise<{ uri: string; actions: CodeAction[] }> {
  const { uri, actions } = await lineActions(text, line);
  return { uri, actions: actions.filter(a => a.title !== CAPTURE) };
}

const CAPTURE = 'Insert expectations for the current state';

async function lineActions(text: string, line: string): Promise<{ uri: string; actions: CodeAction[] }> {
  const { uri } = await open(text);
  const at = text.split('\n').findIndex(l => l.trim() === line);
  // The cursor on a blank before the words.
  const range = { start: { line: at, character: 1 }, end: { line: at, character: 1 } };
  const result: (Command | CodeAction)[] | null = await server.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri },
    range,
    context: { diagnostics: [] },
  });
  return { uri, actions: (result ?? []).filter((a): a is CodeAction => 'edit' in a) };
}

test('a default cleanup discard written out: after a go to cleanup, before a go to the next turn, the same game', async () => {
  const toCleanup = cleanup(
    "  go to cleanup\n  expect step upkeep\n  expect Alice hand 7\n  expect Island in Alice's graveyard",
  );
  const first = await discardActions(toCleanup, 'go to cleanup');
  expect(first.actions.map(a => a.title)).toEqual([
    'Write the default discard explicitly: Alice discards Island, Island',
  ]);
  const fixedCleanup = apply(first.uri, toCleanup, first.actions);
  expect(fixedCleanup).toBe(toCleanup.replace('go to cleanup\n', 'go to cleanup\n  Alice discards Island, Island\n'));
  expect(await change(first.uri, fixedCleanup)).toEqual([]);

  const toDraw = cleanup('  go to draw\n  expect turn 4\n  expect Alice hand 7');
  const second = await discardActions(toDraw, 'go to draw');
  const fixedDraw = apply(second.uri, toDraw, second.actions);
  expect(fixedDraw).toBe(toDraw.replace('  go to draw\n', '  Alice discards Island, Island\n  go to draw\n'));
  expect(await change(second.uri, fixedDraw)).toEqual([]);

  // Offered as a refactoring, and not when the client asks for other kinds only.
  const { uri } = await open(cleanup('  go to draw'));
  const only = async (kind: string) =>
    server.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: { start: { line: 5, character: 2 }, end: { line: 5, character: 2 } },
      context: { diagnostics: [], only: [kind] },
    });
  expect(await only('refactor')).toHaveLength(2);
  expect(await only('source')).toEqual([]);

  // Nothing to write out: a go to the next upkeep, and a go to without a discard.
  expect((await discardActions(cleanup('  go to upkeep'), 'go to upkeep')).actions).toEqual([]);
  expect((await discardActions(cleanup('  go to end'), 'go to end')).actions).toEqual([]);
});

test('capture state: the expectations that hold after the line are inserted after it, and the scenario passes', async () => {
  const text = `scenario "capture" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { hand "Lightning Bolt"  battlefield Mountain, "Serra Angel" as angel }
  Bob   { battlefield "Giant Spider" as spider }
  Alice casts "Lightning Bolt" as bolt targeting spider
  resolve
  Alice attacks Bob with angel
  Bob blocks angel with spider
  go to end of combat
}
`;
  for (const [line, inserted] of [
    [
      'Alice casts "Lightning Bolt" as bolt targeting spider',
      ['expect bolt on stack', 'expect stack bolt', 'expect priority Alice'],
    ],
    [
      'Bob blocks angel with spider',
      ['expect spider damage 3', 'expect spider blocking', 'expect step declare blockers'],
    ],
    [
      'go to end of combat',
      ["expect spider in Bob's graveyard", 'expect angel damage 2', "expect bolt in Alice's graveyard"],
    ],
  ] as const) {
    const { uri, actions } = await lineActions(text, line);
    const capture = actions.filter(a => a.title === CAPTURE);
    expect(capture).toHaveLength(1);
    const fixed = apply(uri, text, capture);
    const lines = fixed.split('\n');
    const at = lines.indexOf(`  ${line}`);
    for (const expectation of inserted) expect(lines.indexOf(`  ${expectation}`), expectation).toBeGreaterThan(at);
    expect(lines[at + 1]).toBe('  expect Alice life 20');
    expect(await change(uri, fixed)).toEqual([]);
  }
  // Outside a scenario nothing is offered.
  const outside = await lineActions(`card "Capture Bear" {\n  type Creature\n  2/2\n}\n${text}`, 'type Creature');
  expect(outside.actions).toEqual([]);
});

test('a default damage division written out: assigns damage lines before the line that moved into the damage step, the same game', async () => {
  const scenario = (lines: string) => `scenario "division" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Colossal Dreadmaw" as dreadmaw, "Serra Angel" as angel }
  Bob   { battlefield "Grizzly Bears" as bears, "Llanowar Elves", "Giant Spider" as spider, "Giant Spider" as spider2 }
  Alice attacks Bob with dreadmaw, angel
  Bob blocks dreadmaw with bears, "Llanowar Elves"
  Bob blocks angel with spider, spider2
${lines}
}
`;
  const text = scenario('  go to end of combat\n  expect Bob life 17');
  const { uri, actions } = await discardActions(text, 'go to end of combat');
  expect(actions.map(a => a.title)).toEqual([
    'Write the default damage division explicitly: Alice assigns damage from dreadmaw: 2 to bears, 1 to "Llanowar Elves", 3 to Bob; Alice assigns damage from angel: 4 to spider',
  ]);
  const fixed = apply(uri, text, actions);
  expect(fixed).toBe(
    scenario(
      '  Alice assigns damage from dreadmaw: 2 to bears, 1 to "Llanowar Elves", 3 to Bob\n  Alice assigns damage from angel: 4 to spider\n  go to end of combat\n  expect Bob life 17',
    ),
  );
  expect(await change(uri, fixed)).toEqual([]);

  // The explicit choice replays exactly like the default: the same state after the damage.
  const captured = async (source: string) => {
    const { uri: at, actions: all } = await lineActions(source, 'go to end of combat');
    return apply(
      at,
      source,
      all.filter(a => a.title === CAPTURE),
    )
      .split('\n')
      .filter(l => l.trim().startsWith('expect'));
  };
  const byDefault = await captured(text);
  expect(byDefault).toEqual(
    expect.arrayContaining([
      "  expect bears in Bob's graveyard",
      "  expect spider in Bob's graveyard",
      '  expect spider2 damage 0',
      '  expect Bob life 17',
    ]),
  );
  expect(await captured(fixed)).toEqual(byDefault);

  // On a pass that ends the step, after the other player's pass: the choice goes between them, the step still ends.
  const passes = scenario('  Alice passes\n  Bob passes\n  expect step combat damage\n  expect Bob life 17');
  const onPass = await discardActions(passes, 'Bob passes');
  const fixedPasses = apply(onPass.uri, passes, onPass.actions);
  expect(fixedPasses).toBe(
    passes.replace(
      '  Bob passes\n',
      '  Alice assigns damage from dreadmaw: 2 to bears, 1 to "Llanowar Elves", 3 to Bob\n  Alice assigns damage from angel: 4 to spider\n  Bob passes\n',
    ),
  );
  expect(await change(onPass.uri, fixedPasses)).toEqual([]);

  // Nothing to divide: one blocker and no trample; and nothing once the division is written.
  const single = scenario('  go to end of combat')
    .replace(', spider2', '')
    .replace('dreadmaw, angel', 'angel')
    .replace('  Bob blocks dreadmaw with bears, "Llanowar Elves"\n', '');
  expect((await discardActions(single, 'go to end of combat')).actions).toEqual([]);
  expect((await discardActions(fixed, 'go to end of combat')).actions).toEqual([]);
});
