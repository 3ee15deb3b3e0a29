import { visible } from '@mtg-scenario/engine';

/** The colours `mtgs` uses: a mark's verdict, a diagnostic's severity, the less important parts dimmed. */
export type Colour = 'red' | 'green' | 'yellow' | 'cyan' | 'dim' | 'bold';

const SGR: Record<Colour, [string, string]> = {
  red: ['\u001b[31m', '\u001b[39m'],
  green: ['\u001b[32m', '\u001b[39m'],
  yellow: ['\u001b[33m', '\u001b[39m'],
  cyan: ['\u001b[36m', '\u001b[39m'],
  dim: ['\u001b[2m', '\u001b[22m'],
  bold: ['\u001b[1m', '\u001b[22m'],
};

/** A part of a line in a colour. */
export interface Painted {
  readonly colour: Colour;
  readonly text: string;
}

/**
 * A line of output: text, or parts of it, some in a colour. The colours are kept apart from the text, not written into
 * it, so that the text (names from a file) can be escaped whole (`visible`) and a file can't forge a colour or any
 * other escape sequence.
 */
export type Line = string | readonly (string | Painted)[];

export function paint(colour: Colour, text: string): Painted {
  return { colour, text };
}

/**
 * Whether to colour the output, as most command-line tools decide: FORCE_COLOR (but 0 or false) forces colours,
 * else NO_COLOR (any value but empty, https://no-color.org) turns them off, else a terminal gets them and a pipe or
 * a file doesn't (nor a terminal that says it can't: TERM=dumb).
 */
export function useColour(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env['NO_COLOR']) return false;
  return isTTY && env['TERM'] !== 'dumb';
}

/** The line as printed: every part's control characters visible, then the colours' sequences around the parts. */
export function render(line: Line, colour: boolean): string {
  if (typeof line === 'string') return visible(line, true);
  return line
    .map(part => {
      if (typeof part === 'string') return visible(part, true);
      const text = visible(part.text, true);
      return colour ? `${SGR[part.colour][0]}${text}${SGR[part.colour][1]}` : text;
    })
    .join('');
}
