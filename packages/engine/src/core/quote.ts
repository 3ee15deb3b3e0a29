/**
 * Text from a file as messages show it. A name or a phrase is quoted short: a 500,000-character name would make a
 * message of that size in the editor, the terminal and every log that records it.
 */

/** The most characters of a file's text a message quotes: enough to recognise any real name or phrase. */
export const QUOTED_LENGTH = 60;

const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Control characters written as visible escapes (`\x1B`, `\u202E`): printed raw, ESC or BEL would drive a terminal
 * (clear it, print a green "passed" line, set the window title), a NUL ends a C string, and a carriage return or a
 * bidirectional override makes a line read as something it isn't. With `keepLines`, line breaks and tabs stay.
 */
export function visible(text: string, keepLines = false): string {
  return text.replace(keepLines ? CONTROLS_BUT_LINES : CONTROLS, c => {
    const code = c.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`
      : `\\u${code.toString(16).toUpperCase()}`;
  });
}

/** A sentence of rules text a message is about is quoted longer: a real one fits, and its end may be what differs. */
export const QUOTED_SENTENCE_LENGTH = 200;

/** A file's text for a message: its first `max` characters, then "…"; control characters visible. */
export function shortText(text: string, max = QUOTED_LENGTH): string {
  if (text.length <= max) return visible(text);
  // Cut between characters, not inside a surrogate pair.
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${visible(text.slice(0, end))}…`;
}

/** `"…"`: a file's text in double quotes, short (`shortText`). */
export function quoted(text: string, max = QUOTED_LENGTH): string {
  return `"${shortText(text, max)}"`;
}
