import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticRules } from '../../engine/test/cr/synthetic.js';
import { MAIN, PASSING, root } from './fixtures.js';

// Issue 25's command line: every flag through the built CLI, as a user's terminal or CI runs it.

const dirs: string[] = [];
afterAll(() => dirs.forEach(dir => rmSync(dir, { recursive: true, force: true })));

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mtgs-flags-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

/** The CLI with no card database, rules file or colour setting from the machine: its cache is the workspace's. */
function mtgs(args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [MAIN, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...process.env,
      MTGS_CARDS: '',
      MTGS_RULES: '',
      NO_COLOR: '',
      FORCE_COLOR: undefined,
      MTGS_CACHE_DIR: path.join(cwd, 'cache'),
      ...env,
    },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const FAILING = PASSING.replace('"Bolt"', '"Bear"').replace('expect Bob life 17', 'expect Bob life 18');
const TWO = `${PASSING}\n${FAILING}`;

describe('mtgs --version, --help, an unknown command', () => {
  it('--version and -v print the package version', () => {
    const { version } = JSON.parse(readFileSync(path.join(root, 'packages/cli/package.json'), 'utf8'));
    for (const flag of ['--version', '-v']) expect(mtgs([flag], root)).toMatchObject({ code: 0, out: `${version}\n` });
  });

  it.each([
    ['check'],
    ['test'],
    ['snapshot'],
    ['rule'],
    ['cards', 'coverage'],
    ['cards', 'download'],
    ['rules', 'download'],
  ])('mtgs %s %s --help prints its usage and exits 0', (...command) => {
    const usage = `Usage: mtgs ${command.join(' ')}`;
    for (const args of [
      [...command, '--help'],
      [...command, '-h'],
      ['help', ...command],
    ]) {
      const r = mtgs(args, root);
      expect(r.code).toBe(0);
      expect(r.out.startsWith(usage)).toBe(true);
    }
  });

  it('mtgs cards alone lists its commands', () => {
    const r = mtgs(['cards', '--help'], root);
    expect(r.code).toBe(0);
    expect(r.out).toContain('mtgs cards download');
  });

  it('an unknown command is one line with the closest command, exit 2', () => {
    const r = mtgs(['tets'], root);
    expect(r).toEqual({
      code: 2,
      out: '',
      err: "mtgs: unknown command 'tets'. Did you mean 'test'? See 'mtgs --help'.\n",
    });
    expect(mtgs(['cards', 'downlod'], root).err).toBe(
      "mtgs: unknown cards command 'downlod'. Did you mean 'download'? See 'mtgs --help'.\n",
    );
    expect(mtgs(['zzzzzzzz'], root).err).toBe("mtgs: unknown command 'zzzzzzzz'. See 'mtgs --help'.\n");
  });
});

describe('colours', () => {
  const dir = workspace({ 'two.mtgs': TWO });
  const ESC = /\u001b\[/;

  it('are off when piped, on with FORCE_COLOR, off with NO_COLOR or FORCE_COLOR=0', () => {
    expect(mtgs(['test', '.'], dir).out).not.toMatch(ESC);
    const forced = mtgs(['test', '.'], dir, { FORCE_COLOR: '1' }).out;
    expect(forced).toContain('\u001b[32m\u2713\u001b[39m Bolt');
    expect(forced).toContain('\u001b[31m\u2717\u001b[39m Bear');
    expect(forced).toMatch(/\u001b\[31merror\u001b\[39m/);
    expect(mtgs(['test', '.'], dir, { FORCE_COLOR: '0' }).out).not.toMatch(ESC);
    expect(mtgs(['test', '.'], dir, { NO_COLOR: '1' }).out).not.toMatch(ESC);
  });

  it("a file's control characters stay escaped with colours on", () => {
    const evil = workspace({ 'e.mtgs': PASSING.replace('"Bolt"', '"Evil\u001b[2J"') });
    const out = mtgs(['test', '.'], evil, { FORCE_COLOR: '1' }).out;
    expect(out).toContain('Evil\\x1B[2J');
    expect(out).not.toContain('\u001b[2J');
  });
});

describe('mtgs test: choosing scenarios', () => {
  it('-t/--filter runs the scenarios whose name matches', () => {
    const dir = workspace({ 'two.mtgs': TWO });
    for (const flag of ['-t', '--filter']) {
      const r = mtgs(['test', '.', flag, 'bol'], dir);
      expect(r.code).toBe(0);
      expect(r.out).toContain('\u2713 Bolt');
      expect(r.out).not.toContain('Bear');
      expect(r.out).toMatch(/^1 passed, 0 failed, 0 skipped$/m);
    }
  });

  it('a filter that matches nothing fails the run, as no scenario at all does', () => {
    const dir = workspace({ 'two.mtgs': TWO, 'empty.mtgs': '// nothing here\n' });
    const r = mtgs(['test', 'two.mtgs', '-t', 'nothing'], dir);
    expect(r.code).toBe(1);
    expect(r.err).toContain('mtgs: no scenario matches /nothing/ in the 1 file read');
    const none = mtgs(['test', 'empty.mtgs'], dir);
    expect(none.code).toBe(1);
    expect(none.err).toContain('mtgs: no scenario found in the 1 file read');
  });

  it('file.mtgs:LINE runs the scenario at that line', () => {
    const dir = workspace({ 'two.mtgs': TWO });
    const second = TWO.split('\n').findIndex(l => l.startsWith('scenario "Bear"')) + 3;
    const r = mtgs(['test', `two.mtgs:${second}`], dir);
    expect(r.code).toBe(1);
    expect(r.out).toContain('\u2717 Bear');
    expect(r.out).not.toContain('Bolt');
    expect(mtgs(['test', 'two.mtgs:2'], dir).out).toMatch(/^1 passed, 0 failed, 0 skipped$/m);
    const between = mtgs(['test', `two.mtgs:${second - 3}`], dir);
    expect(between.code).toBe(1);
    expect(between.err).toContain('no scenario at the lines named');
  });
});

describe('mtgs test: reporters', () => {
  it('--reporter json prints one JSON object per scenario, and nothing else', () => {
    const dir = workspace({ 'two.mtgs': TWO });
    const r = mtgs(['test', '.', '--reporter', 'json'], dir);
    expect(r.code).toBe(1);
    const lines = r.out
      .trim()
      .split('\n')
      .map(l => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ file: 'two.mtgs', name: 'Bolt', line: 1, status: 'passed', diagnostics: [] });
    expect(lines[0].duration).toBeTypeOf('number');
    expect(lines[1]).toMatchObject({ name: 'Bear', status: 'failed' });
    expect(lines[1].diagnostics[0]).toMatchObject({
      line: 16,
      column: 3,
      severity: 'error',
      code: 'scenario/expectation-failed',
    });
    expect(lines[1].diagnostics[0].message).toContain('18');
  });

  it('a rule broken is named as the rule', () => {
    const dir = workspace({
      'f.mtgs': `scenario "Flying" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Serra Angel" as angel }
  Bob { battlefield "Grizzly Bears" as bears }
  Alice attacks Bob with angel
  Bob blocks angel with bears
}
`,
    });
    const [line] = mtgs(['test', '.', '--reporter', 'json'], dir).out.trim().split('\n');
    expect(JSON.parse(line!).diagnostics[0]).toMatchObject({ line: 7, column: 25, rule: '702.9b', code: '702.9b' });
  });

  it('--reporter json --output writes the report to the file and the text to stdout', () => {
    const dir = workspace({ 'a.mtgs': PASSING });
    const r = mtgs(['test', '.', '--reporter', 'json', '--output', 'r.jsonl'], dir);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^1 passed, 0 failed, 0 skipped$/m);
    expect(JSON.parse(readFileSync(path.join(dir, 'r.jsonl'), 'utf8'))).toMatchObject({ name: 'Bolt' });
  });

  it('--reporter junit without --output writes only the XML to stdout', () => {
    const r = mtgs(['test', '.', '--reporter', 'junit'], workspace({ 'two.mtgs': TWO }));
    expect(r.code).toBe(1);
    expect(
      r.out.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="mtgs" tests="2" failures="1"'),
    ).toBe(true);
    expect(r.out.trimEnd().endsWith('</testsuites>')).toBe(true);
    expect(r.out).not.toContain('passed,');
  });

  it('an unknown reporter, or --output without one, is a usage error', () => {
    const dir = workspace({ 'a.mtgs': PASSING });
    expect(mtgs(['test', '.', '--reporter', 'tap'], dir)).toMatchObject({ code: 2 });
    expect(mtgs(['test', '.', '--output', 'x'], dir).err).toContain('--output writes the json or junit report');
  });
});

describe('mtgs test: worker threads', () => {
  it('--workers N prints the same report, in the same order, as the main thread alone, cards defined anywhere', () => {
    const files: Record<string, string> = {
      'z-cards.mtgs': 'card "Odd Bear" { type Creature \u2014 Bear  2/2 }\n',
    };
    for (let i = 0; i < 12; i++)
      files[`f${String(i).padStart(2, '0')}.mtgs`] =
        (i % 3 ? PASSING : FAILING).replace(/scenario "(\w+)"/, `scenario "$1 ${i}"`) +
        (i === 5
          ? 'scenario "Odd" {\n  players Alice, Bob\n  start Alice turn 1 main1\n  Alice { battlefield "Odd Bear" }\n  expect "Odd Bear" on battlefield\n}\n'
          : '');
    const dir = workspace(files);
    const strip = (out: string) => out.replace(/\(\d+ files in [\d.]+ s\)/, '');
    const serial = mtgs(['test', '.', '--workers', '1'], dir);
    expect(serial.out).toContain('\u2713 Odd');
    for (const workers of ['2', '3']) {
      const parallel = mtgs(['test', '.', '--workers', workers], dir);
      expect(parallel.code).toBe(serial.code);
      expect(strip(parallel.out)).toBe(strip(serial.out));
    }
    expect(mtgs(['test', '.', '--workers', '0'], dir).code).toBe(2);
  });
});

describe('mtgs test --watch', () => {
  it('runs again the file that changed, and quits on q', async () => {
    const dir = workspace({ 'a.mtgs': PASSING, 'b.mtgs': PASSING.replace('"Bolt"', '"Other"') });
    const child = spawn(process.execPath, [MAIN, 'test', '.', '--watch'], {
      cwd: dir,
      env: {
        ...process.env,
        MTGS_CARDS: '',
        NO_COLOR: '1',
        FORCE_COLOR: undefined,
        MTGS_CACHE_DIR: path.join(dir, 'cache'),
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const waitFor = async (pattern: RegExp) => {
      for (let i = 0; i < 600 && !pattern.test(out + err); i++) await new Promise(r => setTimeout(r, 100));
      expect(out + err).toMatch(pattern);
    };
    try {
      await waitFor(/^2 passed, 0 failed, 0 skipped$/m);
      // The files are watched once this is said.
      await waitFor(/watching for changes; press q to quit/);
      writeFileSync(path.join(dir, 'a.mtgs'), FAILING);
      await waitFor(/^0 passed, 1 failed, 0 skipped$/m);
      // Only the changed file was run again.
      expect(out.slice(out.lastIndexOf('2 passed'))).not.toContain('Other');
      const exited = new Promise(resolve => child.once('exit', resolve));
      child.stdin.write('q');
      expect(await exited).toBe(0);
    } finally {
      child.kill();
    }
  }, 90_000);
});

/** `mtgs` as a child that doesn't block this process, where the local server answers it. */
function mtgsAsync(args: string[], cwd: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string; err: string }>(resolve => {
    const child = spawn(process.execPath, [MAIN, ...args], {
      cwd,
      env: {
        ...process.env,
        MTGS_CARDS: '',
        MTGS_RULES: '',
        FORCE_COLOR: undefined,
        MTGS_CACHE_DIR: path.join(cwd, 'cache'),
        ...env,
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('close', code => resolve({ code, out, err }));
  });
}

/** A local server for the downloads: never the internet. */
function serve(routes: Record<string, Buffer | string>): { base: () => string } {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const body = routes[req.url ?? ''];
      if (body === undefined) res.writeHead(404).end('not found');
      else res.end(body);
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise(resolve => server.close(resolve)));
  return { base: () => base };
}

const BOAR = `scenario "Boar" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield Forest x2 hand "Thornback Boar" }
  Alice casts "Thornback Boar"
  resolve
  expect "Thornback Boar" on battlefield
}
`;

describe('mtgs cards download, mtgs rules download', () => {
  const local = serve({
    '/AtomicCards.json': readFileSync(path.join(root, 'packages/language/test/resources/carddb/AtomicCards.json')),
    '/page.html': '<!doctype html><html></html>',
    '/rules.txt': syntheticRules(),
  });

  it('an unknown card without a database says how to load one', () => {
    const r = mtgs(['check', '.'], workspace({ 'boar.mtgs': BOAR }));
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      'or check the spelling, or load a card database: `--cards FILE`, `MTGS_CARDS`, or `mtgs cards download`.',
    );
  });

  it('cards download --url imports the file, which check and test then use', async () => {
    const dir = workspace({ 'boar.mtgs': BOAR });
    const r = await mtgsAsync(['cards', 'download', '--url', `${local.base()}/AtomicCards.json`], dir);
    expect(r.err).toContain(`mtgs: downloading ${local.base()}/AtomicCards.json`);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Imported \d+ cards \(MTGJSON AtomicCards\) into .*downloaded[\\/]card-file$/m);
    expect(mtgs(['test', '.'], dir)).toMatchObject({ code: 0, out: expect.stringContaining('\u2713 Boar') });
    // A flag or the environment still wins.
    expect(
      mtgs(['check', '.', '--cards', path.join(root, 'packages/engine/test/carddb/fixtures/atomic.json')], dir).code,
    ).toBe(1);
  });

  it('a failed download says why, exits 2 and keeps the previous file', async () => {
    const dir = workspace({ 'boar.mtgs': BOAR });
    expect((await mtgsAsync(['cards', 'download', '--url', `${local.base()}/AtomicCards.json`], dir)).code).toBe(0);
    const page = await mtgsAsync(['cards', 'download', '--url', `${local.base()}/page.html`], dir);
    expect(page.code).toBe(2);
    expect(page.err).toContain(
      `mtgs: ${local.base()}/page.html is a web page, not a card file. Check the URL (--url).`,
    );
    const missing = await mtgsAsync(['rules', 'download', '--url', `${local.base()}/missing.txt`], dir);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('answered 404');
    expect(mtgs(['test', '.'], dir).code).toBe(0);
  });

  it('rules download --url stores the rules, which mtgs rule then uses; MTGS_RULES names another file', async () => {
    const dir = workspace({});
    const r = await mtgsAsync(['rules', 'download', '--url', `${local.base()}/rules.txt`], dir);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Stored the Comprehensive Rules effective .+ \(\d+ rules\) in .*MagicCompRules\.txt$/m);
    expect(mtgs(['rule', '100.1'], dir).out).toContain('Invented rule number 100.1 for tests.');
    const file = path.join(dir, 'other.txt');
    writeFileSync(file, syntheticRules().replace('Invented rule number 100.1 ', 'Another rule number 100.1 '));
    expect(mtgs(['rule', '100.1'], dir, { MTGS_RULES: file }).out).toContain('Another rule number 100.1');
    expect(mtgs(['rule', '100.1'], dir, { MTGS_RULES: path.join(dir, 'nowhere.txt') }).code).toBe(2);
  });
});

describe('npx mtgs', () => {
  it("the package's bin is in the repository, executable, and runs the built CLI", () => {
    const { bin } = JSON.parse(readFileSync(path.join(root, 'packages/cli/package.json'), 'utf8'));
    const r = spawnSync(path.join(root, 'packages/cli', bin.mtgs), ['--version'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
