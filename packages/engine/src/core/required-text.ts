/**
 * The longest run of literal text every match of a pattern contains, or undefined when the pattern has none worth
 * testing for. A sentence without it can't match, so a reader that tries many patterns skips those whose text the
 * sentence lacks with one `includes` instead of running each regular expression.
 *
 * Only text outside groups counts (a group may be optional or an alternation), and a pattern with a top-level
 * alternation has none. A character followed by a quantifier isn't required.
 */
export function requiredText(pattern: RegExp): string | undefined {
  const source = pattern.source;
  const runs: string[] = [];
  let run = '';
  const end = () => {
    runs.push(run);
    run = '';
  };
  let depth = 0;
  let i = 0;
  for (; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      i++;
      // An escaped punctuation mark is itself; `\d`, `\b`, `\s`, `\1`, `\u…` are classes, anchors or references.
      if (depth === 0 && /[^A-Za-z0-9]/.test(next)) run += next;
      else end();
      continue;
    }
    if (c === '[') {
      // A class is one character of several: skip it (a `]` right after the `[` or `[^` is part of it).
      i = source.indexOf(']', source[i + 1] === '^' ? i + 3 : i + 2);
      if (i < 0) return undefined;
      afterAtom();
      continue;
    }
    if (c === '(') {
      depth++;
      end();
      continue;
    }
    if (c === ')') {
      depth--;
      if (depth === 0) afterAtom();
      continue;
    }
    if (depth > 0) continue;
    if (c === '|') return undefined;
    if ('^$.'.includes(c)) end();
    else if ('?*+{'.includes(c)) {
      // The quantified character isn't required (it was added to the run last).
      run = run.slice(0, -1);
      end();
      if (c === '{') i = source.indexOf('}', i);
    } else run += c;
  }
  end();
  const best = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (best.length < 3) return undefined;
  return pattern.flags.includes('i') ? best.toLowerCase() : best;

  /** A group or class just closed: a quantifier after it applies to it, not to the run before it. */
  function afterAtom() {
    end();
    const next = source[i + 1];
    if (next === '{') i = source.indexOf('}', i + 1);
    else if (next && '?*+'.includes(next)) i++;
    if (source[i + 1] === '?') i++;
  }
}
