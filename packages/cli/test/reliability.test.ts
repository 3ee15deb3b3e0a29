import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { readScenarioFile } from '@mtg-scenario/language';
import { MAX_FILE_BYTES, readInputs, type FileSystem } from '../src/files.js';
import { root, MAIN, PASSING } from './fixtures.js';

// The built CLI as a real process, as in cli.test.ts; the file system failures root can't provoke are injected.

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'mtgs-reliability-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach(dir => fs.rmSync(dir, { recursive: true, force: true })));

/** A timeout turns a hang (a FIFO opened for reading) into a failed test: status is then null. */
function mtgs(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const errLines = (err: string) => err.split('\n').filter(Boolean).sort();

describe('output that goes away', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
    fs.writeFileSync(path.join(dir, 'a.mtgs'), PASSING);
  });

  /** Runs `mtgs test a.mtgs` with stdout a pipe nobody reads (closed before the CLI writes), like `| head -1`. */
  function withClosedStdout(stderr: 'pipe' | number) {
    const child = spawn(process.execPath, [MAIN, 'test', 'a.mtgs'], { cwd: dir, stdio: ['ignore', 'pipe', stderr] });
    child.stdout!.destroy();
    let err = '';
    child.stderr?.on('data', chunk => (err += chunk));
    return new Promise<{ code: number | null; err: string }>(resolve =>
      child.on('close', code => resolve({ code, err })),
    );
  }

  it('stops quietly with exit 2 when the reader of stdout has gone (EPIPE)', async () => {
    const r = await withClosedStdout('pipe');
    expect(r.err).toBe('');
    expect(r.code).toBe(2);
  });

  it.skipIf(!fs.existsSync('/dev/full'))('says in one line that stdout is full (ENOSPC) and exits 2', () => {
    const full = fs.openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, [MAIN, 'test', 'a.mtgs'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', full, 'pipe'],
        timeout: 30_000,
      });
      expect(r.stderr).toBe("mtgs: can't write the output: no space left on device (ENOSPC)\n");
      expect(r.status).toBe(2);
    } finally {
      fs.closeSync(full);
    }
  });

  it.skipIf(!fs.existsSync('/dev/full'))('exits 2 when neither stdout nor stderr can be written', async () => {
    const full = fs.openSync('/dev/full', 'w');
    try {
      expect((await withClosedStdout(full)).code).toBe(2);
    } finally {
      fs.closeSync(full);
    }
  });
});

describe('folder scans', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
    const at = (name: string) => path.join(dir, name);
    fs.writeFileSync(at('ok.mtgs'), PASSING);
    fs.mkdirSync(at('sub'));
    fs.writeFileSync(at('sub/b.mtgs'), PASSING.replace('"Bolt"', '"Bolt again"'));
    expect(spawnSync('mkfifo', [at('fifo.mtgs'), at('pipe')]).status).toBe(0);
    fs.symlinkSync('/dev/zero', at('zero.mtgs'));
    // Sparse: one byte over the limit costs no disk.
    fs.closeSync(fs.openSync(at('big.mtgs'), 'w'));
    fs.truncateSync(at('big.mtgs'), MAX_FILE_BYTES + 1);
    fs.symlinkSync('.', at('loop'));
    fs.symlinkSync('..', at('sub/up'));
    fs.symlinkSync('ok.mtgs', at('same.mtgs'));
    fs.symlinkSync('nowhere.mtgs', at('gone.mtgs'));
    fs.symlinkSync('nowhere', at('gone'));
    fs.symlinkSync('knot', at('knot'));
    fs.symlinkSync('knot.mtgs', at('knot.mtgs'));
    fs.mkdirSync(at('locked'));
  });

  it('reads only regular files within the size limit, once each, reports the others and checks the rest', () => {
    const r = mtgs(['check', '.'], dir);
    expect(errLines(r.err)).toEqual([
      'mtgs: big.mtgs: larger than the 512 KB limit for a scenario file',
      'mtgs: fifo.mtgs: not a regular file (a FIFO)',
      'mtgs: gone.mtgs: dangling symbolic link',
      'mtgs: knot.mtgs: too many symbolic links encountered (ELOOP)',
      'mtgs: zero.mtgs: not a regular file (a device)',
    ]);
    // ok.mtgs once (not again as same.mtgs, loop/ok.mtgs, sub/up/ok.mtgs), and sub/b.mtgs; the FIFO `pipe`, the
    // dangling `gone` and the self-link `knot` aren't scenario files and are left alone.
    expect(r.out).toMatch(/^2 files checked: 0 errors, 0 warnings$/m);
    expect(r.code).toBe(2);
  });

  it('runs the scenarios it could read before exiting 2', () => {
    const r = mtgs(['test', '.'], dir);
    expect(r.out).toMatch(/^2 passed, 0 failed, 0 skipped$/m);
    expect(r.code).toBe(2);
  });

  it('reports named paths that are missing, not folders or not regular files, and checks the others', () => {
    const r = mtgs(['check', 'ok.mtgs', 'missing', 'ok.mtgs/x', 'fifo.mtgs'], dir);
    expect(errLines(r.err)).toEqual([
      'mtgs: fifo.mtgs: not a regular file (a FIFO)',
      'mtgs: missing: no such file or folder',
      'mtgs: ok.mtgs/x: not a directory (ENOTDIR)',
    ]);
    expect(r.out).toMatch(/^1 file checked/m);
    expect(r.code).toBe(2);
    expect(mtgs(['check', 'missing'], dir)).toMatchObject({
      code: 2,
      out: '',
      err: 'mtgs: missing: no such file or folder\n',
    });
  });

  it('reports a folder it cannot list and reads the others', () => {
    // Tests run as root, whom chmod 000 doesn't stop from listing a folder: the failure is injected.
    const locked: FileSystem = {
      ...fs,
      readdirSync: ((p: string) => {
        if (p.endsWith('locked'))
          throw Object.assign(new Error(`EACCES: permission denied, scandir '${p}'`), { code: 'EACCES' });
        return fs.readdirSync(p);
      }) as FileSystem['readdirSync'],
    };
    const { inputs, problems } = readInputs(['.'], dir, locked);
    expect(problems).toContainEqual({ path: 'locked', reason: 'permission denied (EACCES)' });
    expect(inputs.map(i => path.relative(dir, i.path))).toEqual(['ok.mtgs', path.join('sub', 'b.mtgs')]);
  });

  it('reads no more than one byte past the limit of a file that grew after it was measured', () => {
    let read = 0;
    const growing: FileSystem = {
      ...fs,
      fstatSync: ((fd: number) => Object.assign(fs.fstatSync(fd), { size: 10 })) as FileSystem['fstatSync'],
      readSync: ((...args: Parameters<typeof fs.readSync>) => {
        const n = fs.readSync(...args);
        read += n;
        return n;
      }) as FileSystem['readSync'],
    };
    expect(readScenarioFile(path.join(dir, 'big.mtgs'), growing)).toEqual({
      ok: false,
      reason: 'larger than the 512 KB limit for a scenario file',
      tooLarge: MAX_FILE_BYTES + 1,
    });
    expect(read).toBe(MAX_FILE_BYTES + 1);
  });
});

describe('JUnit report', () => {
  it('reports how long each scenario took', () => {
    const r = mtgs(['test', 'examples', '--reporter', 'junit'], root);
    expect(r.code).toBe(0);
    const times = [...r.out.matchAll(/<testcase [^>]*time="([^"]*)"/g)].map(m => m[1]!);
    expect(times.length).toBeGreaterThan(50);
    for (const t of times) expect(t).toMatch(/^\d+\.\d{3}$/);
    expect(times.reduce((sum, t) => sum + Number(t), 0)).toBeGreaterThan(0);
  });

  it('names a half-typed scenario without a name by its line (it crashed the report; found by the fuzz test)', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'half.mtgs'), `${PASSING}\nscenario {\n  players Alice, Bob\n}\n`);
    const r = mtgs(['test', 'half.mtgs', '--reporter', 'junit'], dir);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    expect(r.out).toContain('<testcase classname="half.mtgs" name="(unnamed scenario on line 10)"');
  });
});

describe('unexpected exceptions', () => {
  it('end in one line and exit 2, with the stack only when debugging', async () => {
    const run = async (debug: boolean) => {
      const err: string[] = [];
      const code = await runCli(['help'], {
        out: () => {
          throw new Error('boom\nmore detail');
        },
        err: line => err.push(line),
        cwd: root,
        debug,
      });
      return { code, err };
    };
    expect(await run(false)).toEqual({ code: 2, err: ['mtgs: internal error: boom'] });
    const debug = await run(true);
    expect(debug.code).toBe(2);
    expect(debug.err[1]).toMatch(/^Error: boom\nmore detail\n\s+at /);
  });
});
