import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES, sharedPath, skipWithout } from '../../../scripts/shared-data.mjs';
import { root, MAIN, PASSING } from './fixtures.js';

// The built CLI as a real process, the way a CI pipeline runs it (root `npm test` builds first).
const CR = sharedPath(RULES);
const noCR = skipWithout(RULES);

function mtgs(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach(dir => rmSync(dir, { recursive: true, force: true })));

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mtgs-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const FLYING = `scenario "Flying" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Serra Angel" as angel }
  Bob { battlefield "Grizzly Bears" as bears }
  Alice attacks Bob with angel
  Bob blocks angel with bears
}
`;

describe('mtgs check', () => {
  it('prints file:line:col: error [rule] message and exits 1 on errors', () => {
    const dir = workspace({ 'flying.mtgs': FLYING });
    const r = mtgs(['check', '.'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      "flying.mtgs:7:25: error [702.9b] Grizzly Bears can't block Serra Angel: Serra Angel has flying and Grizzly Bears has neither flying nor reach (CR 702.9b).",
    );
    expect(r.out).toMatch(/1 file checked: 1 error, 0 warnings/);
  });

  it('suggests built-in cards for a misspelt name, though only the named ones are loaded at first', () => {
    const r = mtgs(
      ['check', 'typo.mtgs'],
      workspace({ 'typo.mtgs': FLYING.replace('"Serra Angel" as angel', '"Sera Angel" as angel') }),
    );
    expect(r.code).toBe(1);
    expect(r.out).toContain('Unknown card "Sera Angel"');
    expect(r.out).toContain('Did you mean "Serra Angel"?');
  });

  it('exits 0 on a clean file', () => {
    const r = mtgs(['check', 'ok.mtgs'], workspace({ 'ok.mtgs': PASSING }));
    expect(r.code).toBe(0);
  });

  it('reports a malformed file instead of crashing', () => {
    const r = mtgs(['check', 'bad.mtgs'], workspace({ 'bad.mtgs': 'scenario { players \u0000 }}} card "x" { 0/-1 ' }));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/bad\.mtgs:\d+:\d+: error/);
  });

  it('prints diagnostics in line order, in check and in test alike', () => {
    const dir = workspace({ 'order.mtgs': FLYING.replace('with bears\n', 'with bears\n  expect bears blocking\n') });
    const lines = (out: string) => [...out.matchAll(/order\.mtgs:(\d+):\d+: \w+/g)].map(m => Number(m[1]));
    expect(lines(mtgs(['check', '.'], dir).out)).toEqual([7, 8]);
    expect(lines(mtgs(['test', '.'], dir).out)).toEqual([7, 8]);
  });

  it('exits 2 for a missing path or a file that is not .mtgs', () => {
    const dir = workspace({ 'notes.txt': 'hello' });
    expect(mtgs(['check', 'missing'], dir).code).toBe(2);
    expect(mtgs(['check', 'notes.txt'], dir).code).toBe(2);
    expect(mtgs(['check'], dir).code).toBe(2);
    expect(mtgs(['frobnicate'], dir).code).toBe(2);
  });
});

describe("output a file can't forge", () => {
  it('control characters in names are printed as visible escapes, never raw (no ESC, BEL or bidirectional override)', () => {
    const name = 'Evil\u001b[2J\u001b[32mALL TESTS PASSED\u0007\u202e';
    const dir = workspace({ 'evil.mtgs': FLYING.replace('scenario "Flying"', `scenario "${name}"`) });
    for (const r of [mtgs(['check', '.'], dir), mtgs(['test', '.'], dir)]) {
      expect(r.out + r.err).not.toMatch(/[\u001b\u0007\u202e]/);
    }
    const r = mtgs(['test', '.'], dir);
    expect(r.out).toContain('Evil\\x1B[2J\\x1B[32mALL TESTS PASSED\\x07\\u202E');
  });
});

describe('mtgs test', () => {
  it('runs every scenario, prints "N passed, N failed, N skipped" and writes JUnit XML', () => {
    const dir = workspace({ 'a.mtgs': PASSING, 'b.mtgs': FLYING });
    const r = mtgs(['test', '.', '--reporter', 'junit', '--output', 'report.xml'], dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^1 passed, 1 failed, 0 skipped$/m);
    expect(r.out).toContain('✓ Bolt');
    expect(r.out).toContain('✗ Flying');
    const xml = readFileSync(path.join(dir, 'report.xml'), 'utf8');
    expect(xml).toMatch(/<testsuites name="mtgs" tests="2" failures="1"/);
    expect(xml).toContain('<testcase classname="a.mtgs" name="Bolt"');
    expect(xml).toMatch(/<failure message="b\.mtgs:7:25: error \[702\.9b\] Grizzly Bears can&apos;t block/);
  });

  it('exits 0 when everything passes', () => {
    const r = mtgs(['test', 'a.mtgs'], workspace({ 'a.mtgs': PASSING }));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^1 passed, 0 failed, 0 skipped$/m);
  });
});

const INCONCLUSIVE = `card "Seer's Bolt" { cost {R} type Instant text "Seer's Bolt deals 2 damage to any target. Venture into the dungeon." }

scenario "Scry" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield Mountain  hand "Seer's Bolt" }
  Alice casts "Seer's Bolt" targeting Bob
  resolve
  expect Bob life 18
}
`;

describe('mtgs test: a scenario using what the engine does not model is skipped, never passed', () => {
  const reason = `c.mtgs: inconclusive: the engine doesn't model the sentence "Venture into the dungeon" of Seer's Bolt (line 7)`;

  it('is counted and listed as skipped with its reason, in the output and the JUnit report; the run passes', () => {
    const dir = workspace({ 'a.mtgs': PASSING, 'c.mtgs': INCONCLUSIVE });
    const r = mtgs(['test', '.', '--reporter', 'junit', '--output', 'report.xml'], dir);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`  ○ Scry (skipped)\n      ${reason}\n`);
    expect(r.out).toMatch(/^1 passed, 0 failed, 1 skipped$/m);
    // The summary names the reason once: "inconclusive" is not repeated by its heading.
    expect(r.out).toContain(`\nSkipped (--strict fails them):\n  c.mtgs: Scry: ${reason.slice('c.mtgs: '.length)}\n`);
    expect(r.out.match(/inconclusive/g)).toHaveLength(2);
    const xml = readFileSync(path.join(dir, 'report.xml'), 'utf8');
    expect(xml).toMatch(/<testsuites name="mtgs" tests="2" failures="0" skipped="1"/);
    expect(xml).toContain(`<skipped message="${reason.replace(/'/g, '&apos;').replace(/"/g, '&quot;')}"/>`);
  });

  it('fails with --strict', () => {
    const r = mtgs(['test', 'c.mtgs', '--strict'], workspace({ 'c.mtgs': INCONCLUSIVE }));
    expect(r.code).toBe(1);
    expect(r.out).toContain(`  ✗ Scry\n      ${reason}\n`);
    expect(r.out).toMatch(/^0 passed, 1 failed, 0 skipped$/m);
  });
});

describe('mtgs check and mtgs test agree on an inconclusive scenario', () => {
  it('an error from the inconclusive line on decides nothing: information, exit 0, the scenario skipped', () => {
    const dir = workspace({ 'c.mtgs': INCONCLUSIVE.replace('expect Bob life 18', 'expect Bob life 17') });
    const check = mtgs(['check', '.'], dir);
    expect(check.code).toBe(0);
    expect(check.out).toContain(
      "c.mtgs:9:3: info [scenario/expectation-failed] Decides nothing (inconclusive from line 7): Expected Bob's life total to be 17, but it is 18.",
    );
    expect(check.out).toMatch(/1 file checked: 0 errors, 2 warnings/);
    const test = mtgs(['test', '.'], dir);
    expect(test.code).toBe(0);
    expect(test.out).toMatch(/^0 passed, 0 failed, 1 skipped$/m);
  });
});

describe('mtgs rule', () => {
  it.skipIf(noCR)('prints what the rules provider behind hover gives, as plain text', async () => {
    const { RulesProvider } = await import('@mtg-scenario/language');
    const rules = new RulesProvider();
    expect(mtgs(['rule', '702.9b'], root).out).toContain(`${rules.ruleText('702.9b', 'plain')!.markdown}\n`);
    rules.configure({ rulesFile: CR });
    expect(mtgs(['rule', '509.1', '--rules', CR], root).out).toBe(`${rules.ruleText('509.1', 'plain')!.markdown}\n`);
  });

  it.skipIf(noCR)('prints a rule with its subrules from the official CR text', () => {
    const r = mtgs(['rule', '509.1', '--rules', CR], root);
    expect(r.code).toBe(0);
    const official = readFileSync(CR, 'utf8')
      .split('\n')
      .find(l => l.startsWith('509.1a '))!;
    expect(r.out).toContain(official.trim());
    expect(r.out.indexOf('509.1a')).toBeLessThan(r.out.indexOf('509.1b'));
  });

  it('falls back to the built-in summary, in English or German', () => {
    expect(mtgs(['rule', '702.9b'], root).out).toContain('flying');
    expect(mtgs(['rule', '702.9b', '--lang', 'de'], root).out).toContain('Flugfähigkeit');
  });

  it.skipIf(noCR)('exits 1 for an unknown rule and 2 for a bad rules file', () => {
    expect(mtgs(['rule', '999.9z', '--rules', CR], root).code).toBe(1);
    expect(mtgs(['rule', '509.1', '--rules', 'nowhere.txt'], root).code).toBe(2);
  });
});

describe('mtgs snapshot', () => {
  const SNAP = `scenario "Snapshot" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { hand "Lightning Bolt"  battlefield Mountain x2, "Grizzly Bears" as bears }
  Bob   { battlefield "Llanowar Elves" as elves }
  Alice casts "Lightning Bolt" as bolt targeting Bob
  resolve
}
`;

  it('prints the expectations that hold after the line, which pass when inserted there', () => {
    const dir = workspace({ 'snap.mtgs': SNAP });
    const r = mtgs(['snapshot', 'snap.mtgs:7'], dir);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toEqual([
      'expect Alice life 20',
      'expect Bob life 17',
      'expect bears on battlefield',
      'expect bears untapped',
      'expect bears 2/2',
      'expect bears damage 0',
      'expect elves on battlefield',
      'expect elves untapped',
      'expect elves 1/1',
      'expect elves damage 0',
      "expect bolt in Alice's graveyard",
      'expect stack empty',
      'expect step main1',
      'expect turn 5',
      'expect priority Alice',
    ]);
    const inserted = SNAP.replace(
      '  resolve\n',
      `  resolve\n${r.out
        .trim()
        .split('\n')
        .map(l => `  ${l}`)
        .join('\n')}\n`,
    );
    writeFileSync(path.join(dir, 'snap.mtgs'), inserted);
    const test = mtgs(['test', 'snap.mtgs'], dir);
    expect(test.out).toContain('1 passed, 0 failed, 0 skipped');
    expect(test.code).toBe(0);
  });

  it('exits 1 outside a scenario and 2 without a line or for a missing file', () => {
    const dir = workspace({ 'snap.mtgs': SNAP });
    const outside = mtgs(['snapshot', 'snap.mtgs:9'], dir);
    expect(outside.code).toBe(1);
    expect(outside.err).toContain('no replayed scenario line there');
    expect(mtgs(['snapshot', 'snap.mtgs'], dir).code).toBe(2);
    expect(mtgs(['snapshot', 'snap.mtgs:0'], dir).code).toBe(2);
    expect(mtgs(['snapshot', 'missing.mtgs:3'], dir).code).toBe(2);
  });
});
