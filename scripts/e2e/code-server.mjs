#!/usr/bin/env node
// Starts code-server (VS Code 1.139 in the browser) for the end-to-end tests, and stops
// everything it started, even on failure.
//
// As a module:
//   import { startCodeServer } from './scripts/e2e/code-server.mjs';
//   const cs = await startCodeServer({ workspace: 'examples', vsix: ['mtg-scenario-0.1.0.vsix'] });
//   try { ... open cs.url in a browser ... } finally { await cs.stop(); }
//
// As a command (prints the URL, runs the command with E2E_CODE_SERVER_URL and
// E2E_WORKSPACE set, stops code-server, exits with the command's code; without a
// command it serves until Ctrl+C):
//   node scripts/e2e/code-server.mjs --workspace DIR [--vsix FILE]... [--trust] [-- CMD ARGS...]
//
// Everything lives in a throwaway folder (default test-output/e2e/code-server/, wiped
// at each start): user-data-dir, extensions-dir, XDG config/data/cache, config.yaml and
// code-server.log. Nothing is written to $HOME. Telemetry, update checks, the welcome
// page, the getting-started override, AI features and workspace trust are off; the
// extension gallery points at a closed loopback port so nothing leaves the machine.
import { spawn, execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTools, codeServerEntry, node24, outputDir } from './tools.mjs';

/** Settings that keep first-run UI, prompts and network traffic out of the way. */
export const DEFAULT_SETTINGS = {
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'workbench.startupEditor': 'none',
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'workbench.editor.enablePreview': false,
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'extensions.ignoreRecommendations': true,
  'chat.disableAIFeatures': true,
  'chat.commandCenter.enabled': false,
  'git.enabled': false,
  'git.autoRepositoryDetection': false,
  'npm.autoDetect': 'off',
  'task.autoDetect': 'off',
  'problems.defaultViewMode': 'tree',
  'editor.stickyScroll.enabled': false, // its overlay would sit under the mouse in hoverAt
  'editor.wordBasedSuggestions': 'off', // completion lists only what the extensions offer
  'security.workspace.trust.enabled': false,
  'security.workspace.trust.startupPrompt': 'never',
  'security.workspace.trust.banner': 'never',
};

// The gallery is queried by the server on startup; a closed loopback port answers at once.
const DEAD_GALLERY = JSON.stringify({
  serviceUrl: 'http://127.0.0.1:9/gallery',
  itemUrl: 'http://127.0.0.1:9/item',
  resourceUrlTemplate: 'http://127.0.0.1:9/files/{publisher}/{name}/{version}/{path}',
});

const live = new Set(); // started code-server instances, for the exit handlers

function cleanEnv(runDir, tmpDir) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) {
    // A VS Code terminal's VSCODE_IPC_HOOK_CLI would send --install-extension to the outer
    // editor; NODE_OPTIONS from the caller's Node 20 tooling must not reach Node 24.
    if (k.startsWith('VSCODE_') || k === 'NODE_OPTIONS' || k === 'PASSWORD' || k === 'HASHED_PASSWORD') continue;
    if (k.startsWith('npm_')) continue;
    env[k] = v;
  }
  return {
    ...env,
    XDG_CONFIG_HOME: path.join(runDir, 'xdg', 'config'),
    XDG_DATA_HOME: path.join(runDir, 'xdg', 'data'),
    XDG_CACHE_HOME: path.join(runDir, 'xdg', 'cache'),
    EXTENSIONS_GALLERY: DEAD_GALLERY,
    CS_DISABLE_GETTING_STARTED_OVERRIDE: '1',
    // VS Code's IPC sockets: a short path (sockets are limited to ~107 bytes), removed at stop.
    TMPDIR: tmpDir,
  };
}

function run(file, args, opts) {
  return new Promise(resolve => {
    execFile(file, args, { ...opts, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr, error });
    });
  });
}

/** pid → children pids, read from /proc (Linux). */
function descendants(rootPid) {
  const children = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(name));
  }
  const out = [];
  const queue = [rootPid];
  while (queue.length) {
    const p = queue.shift();
    for (const c of children.get(p) || []) {
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function killQuiet(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    /* gone */
  }
}

const sleep = ms => new Promise(r => setTimeout(r, ms));
/** Like sleep, but does not keep the process alive (for Promise.race deadlines). */
const deadline = ms => new Promise(r => setTimeout(r, ms).unref());

function httpOk(url) {
  return new Promise(resolve => {
    const req = http.get(url, res => {
      res.resume();
      resolve(res.statusCode >= 200 && res.statusCode < 400);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(2000, () => {
      req.destroy();
      resolve(false);
    });
  });
}

let handlersInstalled = false;
function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  // Last resort: synchronous kill of every process group we started.
  process.on('exit', () => {
    for (const cs of live) cs.killNow();
  });
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(sig, async () => {
      await Promise.allSettled([...live].map(cs => cs.stop()));
      process.exit(128 + { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[sig]);
    });
  }
  process.once('uncaughtException', err => {
    console.error(err);
    for (const cs of live) cs.killNow();
    process.exit(1);
  });
}

/**
 * Installs the given .vsix files into a fresh extensions dir, starts code-server on
 * 127.0.0.1 with a free port, waits until it answers, and returns its URL (with the
 * workspace folder in `?folder=`) and a `stop()` that ends its whole process group.
 */
export async function startCodeServer({
  workspace,
  vsix = [],
  runDir = path.join(outputDir, 'code-server'),
  settings = {},
  workspaceTrust = false,
  extraArgs = [],
  idleTimeoutSeconds = 1800,
  startTimeoutMs = 60_000,
  log = msg => console.log(`[code-server] ${msg}`),
} = {}) {
  checkTools({ browser: false });
  if (!workspace) throw new Error('startCodeServer: `workspace` (a folder to open) is required');
  const folder = path.resolve(workspace);
  if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(`workspace folder not found: ${folder}`);
  const vsixFiles = (Array.isArray(vsix) ? vsix : [vsix]).filter(Boolean).map(f => path.resolve(f));
  for (const f of vsixFiles) if (!fs.existsSync(f)) throw new Error(`.vsix not found: ${f}`);

  runDir = path.resolve(runDir);
  fs.rmSync(runDir, { recursive: true, force: true });
  const userDataDir = path.join(runDir, 'user-data');
  const extensionsDir = path.join(runDir, 'extensions');
  fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  fs.mkdirSync(extensionsDir, { recursive: true });
  const trustSettings = workspaceTrust
    ? { 'security.workspace.trust.enabled': true, 'security.workspace.trust.startupPrompt': 'always' }
    : {};
  fs.writeFileSync(
    path.join(userDataDir, 'User', 'settings.json'),
    JSON.stringify({ ...DEFAULT_SETTINGS, ...trustSettings, ...settings }, null, 2),
  );
  const configFile = path.join(runDir, 'config.yaml');
  fs.writeFileSync(configFile, 'bind-addr: 127.0.0.1:0\nauth: none\ncert: false\n');
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-cs-'));
  const env = cleanEnv(runDir, tmpDir);
  const common = ['--config', configFile, '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir];

  for (const f of vsixFiles) {
    log(`installing ${path.basename(f)}`);
    const r = await run(node24, [codeServerEntry, ...common, '--force', '--install-extension', f], {
      env,
      cwd: runDir,
    });
    const out = `${r.stdout}${r.stderr}`.trim();
    if (r.code !== 0 || !/successfully installed/i.test(out)) {
      fs.rmSync(tmpDir, { recursive: true, force: true });
      throw new Error(`code-server --install-extension ${f} failed (exit ${r.code}):\n${out}`);
    }
    log(out.split('\n').pop());
  }
  if (vsixFiles.length) {
    const r = await run(node24, [codeServerEntry, ...common, '--list-extensions', '--show-versions'], {
      env,
      cwd: runDir,
    });
    log(`extensions: ${r.stdout.trim().split('\n').join(', ') || '(none)'}`);
  }

  const logFile = path.join(runDir, 'code-server.log');
  const logFd = fs.openSync(logFile, 'a');
  const args = [
    codeServerEntry,
    ...common,
    '--auth',
    'none',
    '--bind-addr',
    '127.0.0.1:0',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-getting-started-override',
    '--disable-proxy',
    '--ignore-last-opened',
    '--idle-timeout-seconds',
    String(idleTimeoutSeconds),
    ...(workspaceTrust ? [] : ['--disable-workspace-trust']),
    ...extraArgs,
    folder,
  ];
  const child = spawn(node24, args, { env, cwd: runDir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pgid = child.pid;
  let exited = null;
  const exitPromise = new Promise(resolve =>
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    }),
  );

  let stopping = null;
  const instance = {
    pid: pgid,
    runDir,
    userDataDir,
    extensionsDir,
    logFile,
    workspace: folder,
    url: null,
    port: null,
    /** Resolves with { code, signal } when the code-server process exits. */
    exited: exitPromise,
    stopRequested: false,
    /** Synchronous SIGKILL of the group and every descendant (for exit handlers). */
    killNow() {
      const pids = alive(pgid) ? descendants(pgid) : [];
      killQuiet(-pgid, 'SIGKILL');
      for (const p of pids) killQuiet(p, 'SIGKILL');
      fs.rmSync(tmpDir, { recursive: true, force: true });
      live.delete(instance);
    },
    /** SIGTERM the process group (and descendants that left it), SIGKILL after 5 s. */
    stop() {
      if (stopping) return stopping;
      instance.stopRequested = true;
      stopping = (async () => {
        const pids = [pgid, ...descendants(pgid)];
        killQuiet(-pgid, 'SIGTERM');
        for (const p of pids) killQuiet(p, 'SIGTERM');
        const until = Date.now() + 5000;
        while (Date.now() < until && pids.some(alive)) await sleep(100);
        const left = pids.filter(alive);
        if (left.length) {
          log(`SIGKILL to ${left.length} process(es) still running: ${left.join(' ')}`);
          killQuiet(-pgid, 'SIGKILL');
          for (const p of left) killQuiet(p, 'SIGKILL');
        }
        await Promise.race([exitPromise, deadline(2000)]);
        fs.closeSync(logFd);
        fs.rmSync(tmpDir, { recursive: true, force: true });
        live.delete(instance);
        log(`stopped (pid ${pgid})`);
      })();
      return stopping;
    },
  };
  live.add(instance);
  installExitHandlers();

  const portPromise = new Promise(resolve => {
    let buf = '';
    const onData = chunk => {
      fs.writeSync(logFd, chunk);
      buf += chunk.toString();
      const m = /HTTP server listening on (https?:\/\/127\.0\.0\.1:(\d+))\//.exec(buf);
      if (m) resolve(Number(m[2]));
      if (buf.length > 100_000) buf = buf.slice(-10_000);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', c => fs.writeSync(logFd, c));
  });

  try {
    const port = await Promise.race([
      portPromise,
      exitPromise.then(e => {
        throw new Error(`code-server exited during startup (${JSON.stringify(e)})`);
      }),
      deadline(startTimeoutMs).then(() => {
        throw new Error(`code-server did not listen within ${startTimeoutMs} ms`);
      }),
    ]);
    const base = `http://127.0.0.1:${port}`;
    const until = Date.now() + startTimeoutMs;
    while (!(await httpOk(`${base}/healthz`))) {
      if (exited) throw new Error(`code-server exited during startup (${JSON.stringify(exited)})`);
      if (Date.now() > until) throw new Error(`${base}/healthz did not answer within ${startTimeoutMs} ms`);
      await sleep(200);
    }
    instance.port = port;
    instance.url = `${base}/?folder=${encodeURIComponent(folder)}`;
    log(`ready at ${instance.url} (pid ${pgid}, log ${path.relative(process.cwd(), logFile)})`);
    return instance;
  } catch (err) {
    await instance.stop();
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    err.message += `\n--- last lines of ${logFile} ---\n${tail}`;
    throw err;
  }
}

// ------------------------------------------------------------------ command line
async function main(argv) {
  const opts = { vsix: [] };
  let cmd = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      cmd = argv.slice(i + 1);
      break;
    } else if (a === '--workspace') opts.workspace = argv[++i];
    else if (a === '--vsix') opts.vsix.push(argv[++i]);
    else if (a === '--run-dir') opts.runDir = argv[++i];
    else if (a === '--trust') opts.workspaceTrust = true;
    else if (a === '-h' || a === '--help') {
      console.log(
        'usage: node scripts/e2e/code-server.mjs --workspace DIR [--vsix FILE]... [--run-dir DIR] [--trust] [-- CMD ARGS...]',
      );
      return 0;
    } else throw new Error(`unknown argument: ${a}`);
  }
  const cs = await startCodeServer(opts);
  console.log(`E2E_CODE_SERVER_URL=${cs.url}`);
  try {
    if (!cmd.length) {
      console.log('serving; Ctrl+C to stop');
      const e = await cs.exited; // Ctrl+C: the signal handlers stop code-server and exit
      if (cs.stopRequested) return new Promise(() => {}); // the signal handler exits
      console.error(`[code-server] exited by itself (${JSON.stringify(e)}); see ${cs.logFile}`);
      return 1;
    }
    const child = spawn(cmd[0], cmd.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, E2E_CODE_SERVER_URL: cs.url, E2E_WORKSPACE: cs.workspace },
    });
    const [code, signal] = await new Promise(resolve => child.on('exit', (c, s) => resolve([c, s])));
    return code ?? (signal ? 1 : 0);
  } finally {
    await cs.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    code => process.exit(code),
    err => {
      console.error(`[code-server] ${err.stack || err}`);
      process.exit(1);
    },
  );
}
