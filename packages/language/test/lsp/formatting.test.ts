import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  DocumentFormattingRequest,
  DocumentRangeFormattingRequest,
  type FormattingOptions,
  type TextEdit,
} from 'vscode-languageserver-protocol/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestServices, type TestServices } from '../helpers.js';
import { mutate, random, scenariosOf, seedTexts } from '../fuzz/mutate.js';
import { ServerProcess } from './server-process.js';

const repository = fileURLToPath(new URL('../../../..', import.meta.url));
const OPTIONS: FormattingOptions = { tabSize: 2, insertSpaces: true };

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.mtgs') ? [join(dir, entry.name)] : [],
  );
}

function applyEdits(text: string, edits: readonly TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x.mtgs', 'mtg-scenario', 1, text), [...edits]);
}

describe('in process: idempotent, and the meaning unchanged', () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices();
  });

  async function format(text: string, options = OPTIONS): Promise<string> {
    const document = await services.parse(text);
    const edits = await services.mtg.lsp.Formatter!.formatDocument(document, {
      textDocument: { uri: document.uri.toString() },
      options,
    });
    return applyEdits(text, edits);
  }

  /**
   * What a document means to a user: its diagnostics with their text, in order (positions move with the layout). A
   * line separator (U+2028) is whitespace, which the layout replaces: its warning goes with it.
   */
  async function meaning(text: string): Promise<string[]> {
    const document = await services.validate(text);
    return (document.diagnostics ?? [])
      .filter(d => !d.message.includes(' is not a line break for editors'))
      .map(
        d =>
          `${d.severity} ${d.code ?? ''} ${d.message.replace(/\bline \d+/g, 'line N')} «${document.textDocument.getText(d.range)}»`,
      );
  }

  const all = [
    ...files(join(repository, 'examples')),
    ...files(fileURLToPath(new URL('../resources', import.meta.url))),
  ];
  for (const file of all) {
    test(relative(repository, file), async () => {
      const text = readFileSync(file, 'utf8');
      const once = await format(text);
      expect(await format(once)).toBe(once);
      expect(await meaning(once)).toEqual(await meaning(text));
      // Tokens are kept: only whitespace differs.
      expect(once.replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
    });
  }

  test('fuzzed: on 120 seeded mutations of the examples, formatting never throws; where the text parses, it is idempotent and keeps the meaning', async () => {
    const rng = random(20261130);
    const seeds = seedTexts().flatMap(s => scenariosOf(s.text));
    // A fixed number of seeded mutations, not a time budget: the same inputs however busy the machine is.
    let parsed = 0;
    let tried = 0;
    while (tried < 120) {
      let text = seeds[Math.floor(rng() * seeds.length)]!;
      for (let i = 0, n = 1 + Math.floor(rng() * 3); i < n; i++) text = mutate(text, rng);
      tried++;
      const document = await services.parse(text);
      const once = await format(text);
      if (document.parseResult.lexerErrors.length || document.parseResult.parserErrors.length) {
        expect(once, text).toBe(text);
        continue;
      }
      parsed++;
      expect(await format(once), text).toBe(once);
      expect(once.replace(/\s+/g, ''), text).toBe(text.replace(/\s+/g, ''));
      expect(await meaning(once), text).toEqual(await meaning(text));
    }
    expect(parsed, `${parsed} of ${tried} mutations parsed`).toBeGreaterThan(10);
  }, 120_000);

  test('one declaration per line, indentation by depth, continuation lines deeper, comments aligned', async () => {
    const text = `card "Format Bear" { type Creature — Bear   2/2 }
card "Format Bolt" { cost {R}  type Instant  text "Format Bolt deals 3 damage to any target." }
   scenario "messy" { players Alice, Bob start Alice turn 5 main1
      Alice { battlefield "Serra Angel" as angel }
 Bob {  battlefield "Format Bear" as bear,
 "Giant Spider" as spider   library 5 }


 // the attack
 Alice attacks Bob with angel // flying
      Bob blocks angel with spider    // reach
   go to end of combat

  expect angel damage 2 /* two */    expect Bob life 20
}
`;
    expect(await format(text)).toBe(`card "Format Bear" {
  type Creature — Bear
  2/2
}
card "Format Bolt" {
  cost {R}
  type Instant
  text "Format Bolt deals 3 damage to any target."
}
scenario "messy" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Serra Angel" as angel }
  Bob {
    battlefield "Format Bear" as bear,
      "Giant Spider" as spider
    library 5
  }

  // the attack
  Alice attacks Bob with angel  // flying
  Bob blocks angel with spider  // reach
  go to end of combat

  expect angel damage 2 /* two */
  expect Bob life 20
}
`);
  });

  test('tabs when the editor asks for them; CRLF line ends stay CRLF; a document with syntax errors is left alone', async () => {
    expect(await format('scenario "t" {\n players Alice, Bob\n}\n', { tabSize: 4, insertSpaces: false })).toBe(
      'scenario "t" {\n\tplayers Alice, Bob\n}\n',
    );
    expect(await format('scenario "t" {\r\n players Alice, Bob }\r\n')).toBe(
      'scenario "t" {\r\n  players Alice, Bob\r\n}\r\n',
    );
    const document = await services.parse('scenario "t" {\n     players Alice,\n');
    expect(
      await services.mtg.lsp.Formatter!.formatDocument(document, {
        textDocument: { uri: document.uri.toString() },
        options: OPTIONS,
      }),
    ).toEqual([]);
  });
});

describe('over LSP', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = new ServerProcess();
    const init = await server.initialize();
    expect(init.capabilities.documentFormattingProvider).toBeTruthy();
    expect(init.capabilities.documentRangeFormattingProvider).toBeTruthy();
  }, 30_000);
  afterAll(() => server?.dispose());

  const formatted = `scenario "lsp" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Serra Angel" as angel }
  Alice attacks Bob with angel  // flying
  go to end of combat
  expect Bob life 16
}
`;
  const text = formatted
    .replace('  players', 'players')
    .replace('  start', '      start')
    .replace('  Alice {', '    Alice {')
    .replace('angel  //', 'angel   //')
    .replace('  expect', '    expect');

  test('textDocument/formatting: the whole document', async () => {
    const uri = 'file:///mtgs-formatting/whole.mtgs';
    await server.open(uri, text);
    const edits: TextEdit[] | null = await server.connection.sendRequest(DocumentFormattingRequest.type, {
      textDocument: { uri },
      options: OPTIONS,
    });
    expect(applyEdits(text, edits ?? [])).toBe(formatted);
  });

  test('textDocument/rangeFormatting: only the selected lines', async () => {
    const uri = 'file:///mtgs-formatting/range.mtgs';
    await server.open(uri, text);
    const edits: TextEdit[] | null = await server.connection.sendRequest(DocumentRangeFormattingRequest.type, {
      textDocument: { uri },
      options: OPTIONS,
      range: { start: { line: 2, character: 3 }, end: { line: 3, character: 1 } },
    });
    expect(applyEdits(text, edits ?? [])).toBe(
      text.replace('      start', '  start').replace('    Alice {', '  Alice {'),
    );
  });
});
