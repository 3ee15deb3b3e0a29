import { visible } from '@mtg-scenario/engine';

/** What begins markdown or HTML anywhere in a line: emphasis, code, links, tags, entities, headings, tables. */
const INLINE = /[\\`*_~[\]<>&|#@]/g;
/** What begins a list, a heading underline or a thematic break at the start of a line. */
const LINE_START = /^([+\-=]|\d+[.)])/;

/**
 * Text from a file or a card database, for a hover: shown as written, never read as markdown or HTML. A card named
 * `![p](https://host/p.png)` would otherwise be an image the editor fetches when the card is hovered, in Restricted
 * Mode too; a bare `https://…` or `www.…` would be a link. Line breaks stay line breaks, and control characters are
 * shown as escapes.
 */
export function markdownText(text: string): string {
  return visible(text, true)
    .replace(INLINE, '\\$&')
    .replace(/:(?=\/\/)/g, '\\:')
    .replace(/\b(www)\./gi, '$1\\.')
    .split(/[ \t]*\n\s*/)
    .map(line =>
      line
        .trimStart()
        .replace(LINE_START, start => (/^\d/.test(start) ? start.replace(/[.)]$/, '\\$&') : `\\${start}`)),
    )
    .join('\\\n');
}
