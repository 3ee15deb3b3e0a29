import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, createGzip, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadComprehensiveRulesFile } from '@mtg-scenario/engine/cr';
import { RULES, sharedPath, skipWithout } from '../../../../scripts/shared-data.mjs';
import { syntheticRules } from '../../../engine/test/cr/synthetic.js';
import { downloadRules, downloadRulesFile, storeRulesFile } from '../../src/download/rules-download.js';
import { errorOf, serveDuringTests, unreachableUrl, type Routes } from './local-server.js';

// The download command is tested against a local HTTP server, never the internet. The official text is read from
// where MTGS_RULES_FILE or ../shared/rules says, when it is there; the synthetic document has the same structure in
// made-up words.
const OFFICIAL = skipWithout(RULES) ? undefined : readFileSync(sharedPath(RULES));
const SYNTHETIC = Buffer.from(syntheticRules());
const MB = 1024 * 1024;
/** Short limits, so that the timeouts are tested in a fraction of a second. */
const FAST = { deadlineMs: 1_000, idleMs: 300 };

/** What the server saw of a streaming response: bytes written when the client closed the connection. */
const sent = new Map<string, { bytes: number; closedEarly: boolean }>();

/** Resolves when `stream` can take more, or is gone. */
function drained(stream: NodeJS.EventEmitter): Promise<void> {
  return new Promise(resolve => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });
}

/** Writes `total` bytes a megabyte at a time with backpressure, and records whether the client hung up first. */
async function stream(
  req: IncomingMessage,
  res: ServerResponse,
  total: number,
  write: () => boolean,
  drain: () => Promise<void>,
): Promise<void> {
  const record = { bytes: 0, closedEarly: false };
  sent.set(req.url!, record);
  res.on('close', () => (record.closedEarly = record.bytes < total));
  while (record.bytes < total && !res.destroyed) {
    record.bytes += MB;
    if (!write()) await drain();
  }
  res.end();
}

const routes: Routes = {
  '/official.txt': (_req, res) => {
    // Wizards' download is CRLF with a byte-order mark; the check must accept it.
    res
      .writeHead(200, { 'content-type': 'text/plain' })
      .end(
        Buffer.concat([
          Buffer.from([0xef, 0xbb, 0xbf]),
          Buffer.from(OFFICIAL!.toString('utf8').replace(/\n/g, '\r\n')),
        ]),
      );
  },
  '/rules.txt': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(SYNTHETIC),
  '/rules.gz': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(SYNTHETIC)),
  '/rules.deflate': (_req, res) => res.writeHead(200, { 'content-encoding': 'deflate' }).end(deflateSync(SYNTHETIC)),
  '/rules.br': (_req, res) => res.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync(SYNTHETIC)),
  '/moved': (_req, res) => res.writeHead(302, { location: '/rules.txt' }).end(),
  '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
  '/to-file': (_req, res) => res.writeHead(301, { location: 'file:///etc/passwd' }).end(),
  '/page.html': (_req, res) => {
    const lines = Array.from({ length: 119 }, (_, i) => `<p>702.${i + 1}. A rule-shaped line ${i + 1}.</p>`);
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!DOCTYPE html>\n<html><body>\n${lines.join('\n')}\n</body></html>\n`);
  },
  '/huge-declared': (_req, res) => res.writeHead(200, { 'content-length': String(50 * MB) }).end(),
  '/chunked-500mb': async (req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    const chunk = Buffer.alloc(MB, 'a');
    await stream(
      req,
      res,
      500 * MB,
      () => res.write(chunk),
      () => drained(res),
    );
  },
  '/gzip-bomb': async (req, res) => {
    // 1 GiB of zeros, compressed as it is produced (about 1 MB on the wire).
    res.writeHead(200, { 'content-encoding': 'gzip' });
    const gzip = createGzip();
    gzip.pipe(res);
    res.on('close', () => gzip.destroy());
    const zeros = Buffer.alloc(MB);
    await stream(
      req,
      res,
      1024 * MB,
      () => gzip.write(zeros),
      () => drained(gzip),
    );
    gzip.end();
  },
  '/rules-and-garbage': (_req, res) => res.writeHead(200).end(Buffer.concat([SYNTHETIC, Buffer.alloc(15 * MB, 0xff)])),
  '/rules-and-random-bytes': (_req, res) => {
    const random = Buffer.alloc(2 * MB);
    for (let i = 0, state = 1; i < random.length; i++)
      random[i] = (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 24;
    res.writeHead(200).end(Buffer.concat([SYNTHETIC, random]));
  },
  '/drip': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    const timer = setInterval(() => res.write('M'), 50);
    res.on('close', () => clearInterval(timer));
  },
  '/stall': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write(SYNTHETIC.subarray(0, 1000));
  },
  '/no-answer': () => undefined,
  '/truncated': (_req, res) => {
    res.writeHead(200, { 'content-length': String(SYNTHETIC.length) });
    res.write(SYNTHETIC.subarray(0, 50_000), () => res.socket?.destroy());
  },
};

const local = serveDuringTests(routes, 'rules-download');

async function downloadError(route: string, limits = {}): Promise<string> {
  return errorOf(await downloadRules(`${local.base}${route}`, limits));
}

describe('downloading the Comprehensive Rules', () => {
  it.runIf(OFFICIAL)('accepts the official text (CRLF, BOM) and reports its edition', async () => {
    const result = await downloadRules(`${local.base}/official.txt`);
    expect(result.ok && [result.effectiveDate, result.rules]).toEqual(['April 17, 2026', 3138]);
  });

  it('accepts a document with the structure of the rules, also compressed (gzip, deflate, br)', async () => {
    for (const route of ['/rules.txt', '/rules.gz', '/rules.deflate', '/rules.br']) {
      const result = await downloadRules(`${local.base}${route}`);
      expect(result.ok && [result.effectiveDate, result.rules, Buffer.from(result.bytes).equals(SYNTHETIC)]).toEqual([
        'January 2, 2030',
        1620,
        true,
      ]);
    }
  });

  it('follows a redirect, but not a loop or one to another scheme', async () => {
    expect((await downloadRules(`${local.base}/moved`)).ok).toBe(true);
    expect(await downloadError('/loop')).toBe(`${local.base}/loop redirects more than 5 times (a redirect loop?).`);
    expect(await downloadError('/to-file')).toBe('Only http and https URLs can be downloaded, not file:');
  });

  it('says clearly when the server answers with an error', async () => {
    expect(await downloadError('/missing.txt')).toBe(
      `127.0.0.1:${new URL(local.base).port} answered 404 Not Found for ${local.base}/missing.txt.`,
    );
  });

  it('refuses an HTML page, whatever rule-shaped lines it holds', async () => {
    expect(await downloadError('/page.html')).toBe(
      `${local.base}/page.html is not the Comprehensive Rules: it doesn't begin with the title "Magic: The Gathering Comprehensive Rules". Check "mtgScenario.rulesUrl".`,
    );
  });

  it('refuses the rules followed by invalid bytes: too large, or not text', async () => {
    expect(await downloadError('/rules-and-garbage')).toBe(
      `${local.base}/rules-and-garbage is over the 8 MB limit for a Comprehensive Rules file (the real one is about 1 MB).`,
    );
    expect(await downloadError('/rules-and-random-bytes')).toMatch(
      /rules-and-random-bytes is not a text file: it has over 16 invalid UTF-8 sequences/,
    );
  });

  it('refuses a declared size over the limit before reading the body', async () => {
    expect(await downloadError('/huge-declared')).toMatch(/huge-declared is over the 8 MB limit/);
  });

  it('stops a 500 MB chunked body soon after the limit: the server never gets to send the rest', async () => {
    expect(await downloadError('/chunked-500mb')).toMatch(/chunked-500mb is over the 8 MB limit/);
    await expect.poll(() => sent.get('/chunked-500mb')?.closedEarly).toBe(true);
    expect(sent.get('/chunked-500mb')!.bytes).toBeLessThan(64 * MB);
  });

  it('stops a gzip bomb once the decompressed bytes pass the limit', async () => {
    expect(await downloadError('/gzip-bomb')).toMatch(/gzip-bomb is over the 8 MB limit/);
    await expect.poll(() => sent.get('/gzip-bomb')?.closedEarly).toBe(true);
    expect(sent.get('/gzip-bomb')!.bytes).toBeLessThan(256 * MB);
  });

  it('gives up on a slow drip at the deadline, and on a stalled server when nothing comes for a while', async () => {
    const host = new URL(local.base).host;
    expect(await downloadError('/drip', FAST)).toBe(
      `Downloading from ${host} took over 1 s, so the download was stopped. Try again later. You can also download the file yourself and set "mtgScenario.rulesFile".`,
    );
    expect(await downloadError('/stall', FAST)).toMatch(
      new RegExp(`^${host} sent nothing for 0.3 s, so the download was stopped`),
    );
    expect(await downloadError('/no-answer', FAST)).toMatch(new RegExp(`^${host} sent nothing for 0.3 s`));
  });

  it('explains a body cut off in the middle', async () => {
    expect(await downloadError('/truncated')).toMatch(
      new RegExp(
        `^The connection to ${new URL(local.base).host} broke after 50000 bytes, before the whole file arrived \\(.+\\)\\. Try again\\.$`,
      ),
    );
  });

  it('explains an unreachable host (offline)', async () => {
    const result = await downloadRules(await unreachableUrl('rules.txt'));
    expect(result).toEqual({ ok: false, error: expect.stringContaining('Are you offline?') });
  });

  it('rejects what is not an http(s) URL', async () => {
    expect(await downloadRules('not a url')).toEqual({ ok: false, error: '"not a url" is not a URL.' });
    expect(await downloadRules('file:///etc/passwd')).toEqual({
      ok: false,
      error: 'Only http and https URLs can be downloaded, not file:',
    });
  });
});

describe('storing the download', () => {
  const file = path.join(local.storage, 'global', 'MagicCompRules.txt');

  it('stores what the language server then loads, and keeps the previous file when a download fails', async () => {
    expect((await downloadRulesFile(`${local.base}/rules.txt`, file)).ok).toBe(true);
    const loaded = loadComprehensiveRulesFile(file);
    expect(loaded.ok && loaded.doc.rules.size).toBe(1620);
    for (const route of ['/truncated', '/page.html', '/rules-and-garbage']) {
      expect((await downloadRulesFile(`${local.base}${route}`, file)).ok).toBe(false);
      expect(readFileSync(file).equals(SYNTHETIC)).toBe(true);
    }
    expect(readdirSync(path.dirname(file))).toEqual(['MagicCompRules.txt']);
  });

  it('replaces the file by renaming a complete copy, and reports a failure as a message', async () => {
    writeFileSync(file, 'an older download');
    expect(await storeRulesFile(file, SYNTHETIC)).toEqual({ ok: true });
    expect(readFileSync(file).equals(SYNTHETIC)).toBe(true);
    const blocked = path.join(file, 'inside-a-file.txt');
    expect(await storeRulesFile(blocked, SYNTHETIC)).toEqual({
      ok: false,
      error: expect.stringMatching(/^Could not store the Comprehensive Rules in .+inside-a-file\.txt \(.+\)\.$/),
    });
    expect(readdirSync(path.dirname(file))).toEqual(['MagicCompRules.txt']);
  });
});
