import { expect, test } from 'vitest';
import { MessageFraming } from '../../src/lsp/message-framing.js';

const message = (body: string, headers = ''): string =>
  `Content-Length: ${Buffer.byteLength(body)}\r\n${headers}\r\n${body}`;
/** Three messages, one with a Content-Type, one with a header end inside its body and non-ASCII text. */
const stream = Buffer.from(
  message('{"id":1}') +
    message('{"id":2}', 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n') +
    message('{"text":"a\\r\\n\r\n\r\nÄ 🂡"}'),
);

test('valid messages pass however the stream is cut into chunks', () => {
  for (let cut = 0; cut <= stream.length; cut++) {
    for (const size of [1, 7]) {
      const framing = new MessageFraming();
      const chunks = [stream.subarray(0, cut)];
      for (let at = cut; at < stream.length; at += size) chunks.push(stream.subarray(at, at + size));
      expect(chunks.map(c => framing.check(c)).filter(p => p !== undefined)).toEqual([]);
    }
  }
});

test('the first malformed header after valid messages is reported, even when split across chunks', () => {
  const bad = Buffer.concat([stream, Buffer.from('Content-Length: 12x\r\n\r\n')]);
  const framing = new MessageFraming();
  const problems = [bad.subarray(0, bad.length - 5), bad.subarray(bad.length - 5)].map(c => framing.check(c));
  expect(problems).toEqual([undefined, 'Content-Length is not a number: "12x"']);
});
