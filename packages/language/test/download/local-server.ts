import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** The download commands are tested against a local HTTP server, never the internet. */

export type Routes = Record<string, (req: IncomingMessage, res: ServerResponse) => unknown>;

function listen(server: Server): Promise<number> {
  return new Promise(resolve => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/**
 * Serves `routes` (404 elsewhere) on 127.0.0.1 while the test file runs, and makes a temporary folder for it; `base`
 * (the server's URL without a trailing slash) is set once the server listens. Both are gone afterwards.
 */
export function serveDuringTests(routes: Routes, name: string): { readonly base: string; readonly storage: string } {
  const server = createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (route) void route(req, res);
    else res.writeHead(404).end('not found');
  });
  const local = { base: '', storage: mkdtempSync(path.join(tmpdir(), `${name}-`)) };
  beforeAll(async () => {
    local.base = `http://127.0.0.1:${await listen(server)}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>(resolve => server.close(() => resolve()));
    rmSync(local.storage, { recursive: true, force: true });
  });
  return local;
}

/** A URL on a port where nothing listens any more: what an offline download meets. */
export async function unreachableUrl(file: string): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>(resolve => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/${file}`;
}

/** The message of a download that was expected to fail. */
export function errorOf(result: { readonly ok: true } | { readonly ok: false; readonly error: string }): string {
  if (result.ok) throw new Error('expected the download to fail');
  return result.error;
}
