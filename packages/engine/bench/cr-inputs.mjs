// Huge inputs for the Comprehensive Rules parser, shared by its robustness test and its benchmark (cr.bench.mjs).

export const TEN_MB = 10 * 1024 * 1024;

/** A deterministic pseudo-random string of `length` characters from `alphabet`. */
function garbage(length, alphabet, seed = 1) {
  const codes = new Uint16Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    codes[i] = alphabet.charCodeAt((state >>> 16) % alphabet.length);
  }
  return new TextDecoder('utf-16le').decode(codes);
}

/** `unit` repeated to at least `length` characters. */
export function repeatTo(unit, length) {
  return unit.repeat(Math.ceil(length / unit.length));
}

/** About 10 MB of lines `make(0)`, `make(1)`, … joined by LF. */
export function distinctLines(make) {
  const lines = [];
  for (let size = 0, i = 0; size < TEN_MB; i++) {
    const line = make(i);
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

/** @type {[string, () => string][]} Inputs of about 10 MB that must not make the parser slow down (no quadratic work). */
export const HUGE_INPUTS = [
  ['random characters', () => garbage(TEN_MB, 'abc XYZ.0123456789\n\r\t\u00a0\u2028:')],
  ['one 10 MB line of digits and periods', () => garbage(TEN_MB, '1234567890.')],
  ['rule-like lines with unique ids', () => garbage(TEN_MB, '1234567890.\n ab')],
  ['the same rule line repeated', () => repeatTo('100.1a Text.\n', TEN_MB)],
  ['examples only', () => repeatTo('Example: x\n', TEN_MB)],
  ['a huge glossary', () => '100. A\n100.1. B\nGlossary\n' + repeatTo('Term\nDefinition.\n\n', TEN_MB)],
  ['whitespace only', () => repeatTo(' \u00a0\r\n', TEN_MB)],
  ['empty lines', () => repeatTo('\n', TEN_MB)],
  ['one long continuation', () => '100. A\n100.1. B\n' + repeatTo('     more\n', TEN_MB)],
  ['distinct rules', () => '100. A\n' + distinctLines(i => `100.${i + 1}. Text.`)],
  ['distinct glossary terms', () => '100.1. A\nGlossary\n' + distinctLines(i => `Term ${i}\nText.\n`)],
];
