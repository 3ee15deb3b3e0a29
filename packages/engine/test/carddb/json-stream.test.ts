import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CardJsonStream, type Collected, type JsonShape } from '../../src/carddb/json-stream.js';

interface Read {
  shape: JsonShape | undefined;
  elements: Collected[];
  members: [Collected, Collected][];
}

/** The document fed in chunks cut at `cuts` (byte offsets). */
function read(json: string | Buffer, cuts: readonly number[] = [], limit = 1_000_000): Read {
  const bytes = Buffer.isBuffer(json) ? json : Buffer.from(json);
  const elements: Collected[] = [];
  const members: [Collected, Collected][] = [];
  const stream = new CardJsonStream(limit, {
    element: v => elements.push(v),
    member: (k, v) => members.push([k, v]),
  });
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    stream.push(bytes.subarray(at, cut));
    at = cut;
  }
  stream.push(bytes.subarray(at));
  stream.end();
  return { shape: stream.shape, elements, members };
}

const error = (json: string, limit?: number) => {
  try {
    read(json, [], limit);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
};

const values = (r: Read) => r.elements.map(e => ('value' in e ? e.value : e));

describe('CardJsonStream: the values of an array, or of an object’s data, as JSON.parse reads them', () => {
  const tricky = [
    {
      name: 'Quote "this"',
      text: 'a \\ backslash, \\" an escaped quote, \u00e9 and \u{1F600}',
      n: [1, -2.5e3, true, null],
    },
    'a string with ] and } and \\\\',
    { nested: [[{}], { deep: [1, [2, [3]]] }] },
    42,
  ];

  test('in one piece and cut at every byte', () => {
    const json = JSON.stringify(tricky, null, 2);
    const whole = read(json);
    expect(whole.shape).toBe('array');
    expect(values(whole)).toEqual(tricky);
    const length = Buffer.byteLength(json);
    for (let cut = 1; cut < length; cut++) expect(values(read(json, [cut]))).toEqual(tricky);
    expect(
      values(
        read(
          json,
          Array.from({ length: length - 1 }, (_, i) => i + 1),
        ),
      ),
    ).toEqual(tricky);
  });

  test('an MTGJSON file: the members of data, the rest passed over', () => {
    const json = `\ufeff{"meta": {"version": "x", "skip": [1, {"data": {}}]}, "d\\u0061ta": {"Ox": [{"a": 1}], "Fire // Ice": []}}`;
    const r = read(json);
    expect(r.shape).toBe('object');
    expect(r.members).toEqual([
      [{ value: 'Ox' }, { value: [{ a: 1 }] }],
      [{ value: 'Fire // Ice' }, { value: [] }],
    ]);
  });

  test('other documents have their shape and reach no sink', () => {
    expect(read('{"hello": [1, 2]}')).toEqual({ shape: 'other', elements: [], members: [] });
    expect(read('{"data": 5}').shape).toBe('other');
    expect(read(' 12 ').shape).toBe('other');
    expect(read('"text"').shape).toBe('other');
  });

  test('a value longer than the limit is its size only, and the reading goes on', () => {
    const r = read(`[{"a": "${'x'.repeat(100)}"}, 1]`, [50], 64);
    expect(r.elements).toEqual([{ tooLong: 109 }, { value: 1 }]);
  });

  test('what is not JSON is an error that says where', () => {
    expect(error('')).toMatch(/no JSON value/);
    expect(error('[{"a": 1}, {"b": ')).toMatch(/unexpected end of the file/);
    expect(error('[1, 2')).toMatch(/unexpected end of the file/);
    expect(error('{"data": {"x": [1]')).toMatch(/unexpected end of the file/);
    expect(error('[1] 2')).toMatch(/unexpected text after the JSON value at byte 4/);
    expect(error('[1 2]')).toMatch(/expected "," or "]" at byte 3/);
    expect(error('{"data": {x: 1}}')).toMatch(/expected a name in quotes/);
    expect(error('[{"a": tru}]')).toMatch(/JSON/);
  });

  test('any JSON array, cut anywhere, reads as JSON.parse reads it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue(), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.boolean(),
        (list, cuts, spaced) => {
          const json = Buffer.from(JSON.stringify(list, null, spaced ? 1 : undefined));
          const r = read(
            json,
            cuts.map(c => c % (json.length + 1)),
          );
          expect(values(r)).toEqual(JSON.parse(json.toString()));
        },
      ),
      { numRuns: 300 },
    );
  });
});
