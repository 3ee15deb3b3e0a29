import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadRules } from '../src/rules-download.js';

// The download command is tested against a local HTTP server, never the internet.
const CR = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/rules/MagicCompRules.txt'));

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/rules.txt') {
      // Wizards' download is CRLF with a byte-order mark; the loader must accept it.
      const crlf = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CR.toString('utf8').replace(/\n/g, '\r\n'))]);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(crlf);
    } else if (req.url === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Rules page</body></html>');
    } else if (req.url === '/huge') {
      res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) }).end();
    } else {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>(resolve => server.close(() => resolve())));

describe('downloading the Comprehensive Rules', () => {
  it('accepts the official text (CRLF, BOM) and reports its edition', async () => {
    const result = await downloadRules(`${base}/rules.txt`);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.effectiveDate).toBe('April 17, 2026');
      expect(result.rules).toBeGreaterThan(3000);
    }
  });

  it('says clearly when the server answers with an error', async () => {
    const result = await downloadRules(`${base}/missing.txt`);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('404') });
  });

  it('rejects a page that is not a rules file', async () => {
    const result = await downloadRules(`${base}/page.html`);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('not a Comprehensive Rules text file') });
  });

  it('rejects an absurdly large file before reading it', async () => {
    const result = await downloadRules(`${base}/huge`);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('bytes') });
  });

  it('explains an unreachable host (offline)', async () => {
    const closed = createServer();
    await new Promise<void>(resolve => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>(resolve => closed.close(() => resolve()));
    const result = await downloadRules(`http://127.0.0.1:${port}/rules.txt`);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('Are you offline?') });
  });

  it('rejects what is not an http(s) URL', async () => {
    expect(await downloadRules('not a url')).toEqual({ ok: false, error: expect.stringContaining('is not a URL') });
    expect(await downloadRules('file:///etc/passwd')).toEqual({ ok: false, error: expect.stringContaining('Only http and https') });
  });
});
