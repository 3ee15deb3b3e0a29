#!/usr/bin/env node
// @vscode/test-electron suite: runs suite/index.cjs inside a real desktop VS Code.
// For machines that can get VS Code: where it can't be downloaded (no internet, as on
// the project's machines) and none is given, it prints
//   skipped: VS Code could not be downloaded (<reason>)
// and exits 0. The code-server e2e (packages/vscode/e2e/) is the one that runs here.
//
//   node packages/vscode/e2e/electron/run.mjs [--vsix FILE] [--workspace DIR] [--file FILE]
//                                             [--expect REGEX|none] [--version X]
//
//   --vsix FILE        test the packaged extension (installed into a throwaway
//                      extensions dir); default: the repo root as extensionDevelopmentPath
//   --workspace DIR    folder VS Code opens (default: examples/)
//   --file FILE        the .mtgs file to open (default: the first **/*.mtgs of the workspace)
//   --expect REGEX     a diagnostic must match it (default: a rule number); 'none' = no errors
//   --version X        VS Code version to download (default: stable)
// Environment: VSCODE_EXECUTABLE_PATH = an installed VS Code (`code` binary of the
// desktop app) to use instead of downloading; downloads are cached in
// .e2e-tools/vscode-test/. Needs an X display on Linux (DISPLAY, or Xvfb which is
// then started here).
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { outputDir, repoRoot, toolsDir } from '../../../../scripts/e2e/tools.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const log = msg => console.log(`[electron] ${msg}`);

function parseArgs(argv) {
  const opts = { version: process.env.E2E_VSCODE_VERSION || 'stable' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--vsix') opts.vsix = path.resolve(next());
    else if (a === '--workspace') opts.workspace = path.resolve(next());
    else if (a === '--file') opts.file = path.resolve(next());
    else if (a === '--expect') opts.expect = next();
    else if (a === '--version') opts.version = next();
    else if (a === '-h' || a === '--help') {
      opts.help = true;
    } else throw new Error(`unknown argument: ${a}`);
  }
  return opts;
}

function skip(reason) {
  console.log(`skipped: ${reason}`);
  process.exit(0);
}

async function loadTestElectron() {
  try {
    const req = createRequire(path.join(repoRoot, 'package.json'));
    return await import(pathToFileURL(req.resolve('@vscode/test-electron')).href);
  } catch (err) {
    console.error(
      '[electron] @vscode/test-electron is not installed: add it to the root devDependencies ' +
        '("@vscode/test-electron": "^2.5.2"; 3.x needs Node 22) and run npm ci.',
    );
    console.error(`[electron] (${err.message.split('\n')[0]})`);
    process.exit(2);
  }
}

/** Returns the path of a VS Code executable, or skips. */
async function obtainVSCode(te, version) {
  const given = process.env.VSCODE_EXECUTABLE_PATH;
  if (given) {
    if (!fs.existsSync(given)) throw new Error(`VSCODE_EXECUTABLE_PATH=${given} does not exist`);
    log(`using VSCODE_EXECUTABLE_PATH=${given}`);
    return given;
  }
  const cachePath = path.join(toolsDir, 'vscode-test');
  log(`downloading VS Code ${version} into ${path.relative(process.cwd(), cachePath)} (cached)`);
  const api = te.downloadAndUnzipVSCode || te.default?.downloadAndUnzipVSCode;
  let timer;
  try {
    return await Promise.race([
      api({ version, cachePath, timeout: 30_000, extensionDevelopmentPath: repoRoot }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in 5 minutes')), 300_000);
        timer.unref();
      }),
    ]);
  } catch (err) {
    const reason = String(err && (err.message || err)).split('\n')[0];
    skip(`VS Code could not be downloaded (${reason})`);
  } finally {
    clearTimeout(timer);
  }
}

/** Makes sure an X display exists on Linux; returns a stop function. */
function ensureDisplay() {
  if (process.platform !== 'linux' || process.env.DISPLAY) return () => {};
  const xvfb = spawnSync('sh', ['-c', 'command -v Xvfb'], { encoding: 'utf8' }).stdout.trim();
  if (!xvfb) skip('VS Code needs an X display: set DISPLAY or install Xvfb (apt-get install xvfb)');
  let n = 99;
  while (fs.existsSync(`/tmp/.X11-unix/X${n}`) || fs.existsSync(`/tmp/.X${n}-lock`)) n++;
  const child = spawn(xvfb, [`:${n}`, '-screen', '0', '1400x900x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
    detached: true,
  });
  process.env.DISPLAY = `:${n}`;
  log(`started Xvfb on :${n} (pid ${child.pid})`);
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  process.on('exit', stop);
  return stop;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) {
    console.log(
      fs
        .readFileSync(fileURLToPath(import.meta.url), 'utf8')
        .split('\n')
        .slice(1, 21)
        .map(l => l.replace(/^\/\/ ?/, ''))
        .join('\n'),
    );
    return 0;
  }
  const workspace = opts.workspace || path.join(repoRoot, 'examples');
  if (!fs.existsSync(workspace)) throw new Error(`workspace folder not found: ${workspace}`);
  if (opts.vsix && !fs.existsSync(opts.vsix)) throw new Error(`.vsix not found: ${opts.vsix}`);

  const te = await loadTestElectron();
  const vscodeExecutablePath = await obtainVSCode(te, opts.version);
  const stopDisplay = ensureDisplay();

  const runDir = path.join(outputDir, 'electron');
  fs.rmSync(runDir, { recursive: true, force: true });
  const userDataDir = path.join(runDir, 'user-data');
  const extensionsDir = path.join(runDir, 'extensions');
  fs.mkdirSync(userDataDir, { recursive: true });
  fs.mkdirSync(extensionsDir, { recursive: true });
  const common = ['--user-data-dir', userDataDir, '--extensions-dir', extensionsDir];
  if (process.getuid?.() === 0) common.push('--no-sandbox'); // Electron refuses root otherwise

  let extensionDevelopmentPath = repoRoot;
  if (opts.vsix) {
    const resolveCli = te.resolveCliArgsFromVSCodeExecutablePath || te.default?.resolveCliArgsFromVSCodeExecutablePath;
    const [cli, ...cliArgs] = resolveCli(vscodeExecutablePath);
    log(`installing ${path.basename(opts.vsix)}`);
    execFileSync(cli, [...cliArgs, ...common, '--install-extension', opts.vsix, '--force'], { stdio: 'inherit' });
    extensionDevelopmentPath = path.join(here, 'suite'); // an empty extension: the .vsix is the one tested
  }

  const runTests = te.runTests || te.default?.runTests;
  try {
    const code = await runTests({
      vscodeExecutablePath,
      extensionDevelopmentPath,
      extensionTestsPath: path.join(here, 'suite', 'index.cjs'),
      extensionTestsEnv: {
        E2E_EXTENSION_ID: process.env.E2E_EXTENSION_ID || 'mtg-scenario.mtg-scenario',
        ...(opts.file ? { E2E_MTGS_FILE: opts.file } : {}),
        ...(opts.expect ? { E2E_EXPECT_DIAGNOSTIC: opts.expect } : {}),
      },
      launchArgs: [
        workspace,
        ...common,
        '--disable-workspace-trust',
        '--skip-welcome',
        '--skip-release-notes',
        '--disable-telemetry',
        '--disable-updates',
        '--disable-gpu',
        '--disable-chromium-sandbox',
        ...(opts.vsix ? [] : ['--disable-extensions']), // only the development extension runs
      ],
    });
    return code;
  } catch (err) {
    console.error(`[electron] ${err.message || err}`);
    return 1;
  } finally {
    stopDisplay();
  }
}

main().then(
  code => process.exit(code ?? 0),
  err => {
    console.error(`[electron] ${err.stack || err}`);
    process.exit(1);
  },
);
