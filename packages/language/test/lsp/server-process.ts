import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  ConfigurationRequest,
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type Diagnostic,
  type InitializeParams,
  type InitializeResult,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { repoRoot } from './fixtures.js';

/**
 * The language server as a client sees it: the built server (`out/main.js`, made by `npm run build`, which `npm test`
 * runs first) in its own process, spoken to over stdio.
 */
const packageDir = path.join(repoRoot, 'packages/language');
const serverMain = path.join(packageDir, 'out/main.js');

/** Why the built server can't be used: missing, or older than a source file. */
function buildProblem(): string | undefined {
  if (!existsSync(serverMain)) return `${serverMain} is missing`;
  const src = path.join(packageDir, 'src');
  const stale = (readdirSync(src, { recursive: true }) as string[])
    .filter(f => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .find(f => {
      const out = path.join(packageDir, 'out', f.replace(/\.ts$/, '.js'));
      return !existsSync(out) || statSync(out).mtimeMs < statSync(path.join(src, f)).mtimeMs;
    });
  return stale && `out/ is older than src/${stale}`;
}

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export class ServerProcess {
  readonly process: ChildProcessWithoutNullStreams;
  readonly connection: ProtocolConnection;
  /** The last diagnostics published for each URI. */
  readonly diagnostics = new Map<string, Diagnostic[]>();
  /** How many times diagnostics were published, for each URI. */
  readonly publications = new Map<string, number>();
  /** The settings sections the server asked for. */
  readonly sections: (string | undefined)[] = [];
  /** Resolves when the process has exited. */
  readonly exited: Promise<Exit>;
  private output = '';
  private readonly waiters: (() => void)[] = [];

  /** `nodeArgs`: options for Node itself, before the server's script (a heap limit). */
  constructor(nodeArgs: readonly string[] = []) {
    const problem = buildProblem();
    if (problem)
      throw new Error(
        `The language server is not built (${problem}): run "npm run build -w packages/language" first (npm test does).`,
      );
    this.process = spawn(process.execPath, [...nodeArgs, serverMain, '--stdio'], { cwd: repoRoot });
    this.exited = new Promise(resolve => this.process.once('exit', (code, signal) => resolve({ code, signal })));
    this.process.stderr.on('data', chunk => (this.output += String(chunk)));
    // A test may make the server exit: writes after that are not the test's failure.
    this.process.stdin.on('error', () => undefined);
    this.connection = createProtocolConnection(
      new StreamMessageReader(this.process.stdout),
      new StreamMessageWriter(this.process.stdin),
    );
    this.connection.onNotification(PublishDiagnosticsNotification.type, params => {
      this.diagnostics.set(params.uri, params.diagnostics);
      this.publications.set(params.uri, (this.publications.get(params.uri) ?? 0) + 1);
      this.wake();
    });
    // As VS Code: settings are pulled (the default: no file set) and the change notification is registered for.
    this.connection.onRequest(ConfigurationRequest.type, params => {
      this.sections.push(...params.items.map(i => i.section));
      return params.items.map(() => ({ rulesFile: '' }));
    });
    this.connection.onRequest(RegistrationRequest.type, () => undefined);
    this.connection.listen();
  }

  get stderr(): string {
    return this.output;
  }

  get alive(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  /** The server's resident memory in MB (`ps`), or undefined once it has exited. */
  rssMb(): number | undefined {
    try {
      return (
        Number(execFileSync('ps', ['-o', 'rss=', '-p', String(this.process.pid)], { encoding: 'utf8' }).trim()) / 1024
      );
    } catch {
      return undefined;
    }
  }

  /** Lets the test's waits look again (after a notification arrived). */
  wake(): void {
    this.waiters.splice(0).forEach(wake => wake());
  }

  /** The first value `check` gives (looked at on every notification, and every 50 ms). */
  async until<T>(what: string, check: () => T | undefined, timeoutMs = 20_000): Promise<T> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value !== undefined) return value;
      if (Date.now() > end) throw new Error(`Timed out waiting for ${what}. Server stderr:\n${this.output}`);
      await new Promise<void>(resolve => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** `initialize` and `initialized`, as a client without a workspace folder. */
  async initialize(params: Partial<InitializeParams> = {}): Promise<InitializeResult> {
    const result = await this.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      workspaceFolders: null,
      capabilities: { workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } } },
      ...params,
    });
    await this.connection.sendNotification(InitializedNotification.type, {});
    return result;
  }

  async open(uri: string, text: string, version = 1): Promise<void> {
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId: 'mtg-scenario', version, text },
    });
  }

  /** The next diagnostics published for `uri` (after those published so far). */
  async nextDiagnostics(uri: string, timeoutMs?: number): Promise<Diagnostic[]> {
    const seen = this.publications.get(uri) ?? 0;
    return this.until(
      `diagnostics for ${uri}`,
      () => ((this.publications.get(uri) ?? 0) > seen ? this.diagnostics.get(uri) : undefined),
      timeoutMs,
    );
  }

  /** Ends the connection and the process, if the test didn't. */
  dispose(): void {
    this.connection.dispose();
    if (this.alive) this.process.kill();
  }
}
