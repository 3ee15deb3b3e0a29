import { quoted, shortText } from '@mtg-scenario/engine';

/** "Did you mean" for unknown names: the closest candidates by edit distance, ignoring case. */

/**
 * Edit distance with adjacent transpositions counting as one edit (optimal string alignment), or `limit + 1` once it
 * exceeds `limit`. Only the band of cells within `limit` of the diagonal is computed (the others exceed it), so a
 * bounded search costs O(length × limit) however long the names are.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const m = b.length;
  const width = Math.min(limit, Math.max(a.length, m));
  let before = new Array<number>(m + 1).fill(Infinity);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(Infinity);
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - width);
    const hi = Math.min(m, i + width);
    current[lo - 1] = lo === 1 ? i : Infinity;
    if (hi < m) current[hi + 1] = Infinity;
    let rowMin = lo === 1 ? i : Infinity;
    for (let j = lo; j <= hi; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  const result = previous[m]!;
  return result > limit ? limit + 1 : result;
}

/** How many edits a candidate may be from a name to be suggested: more for longer names. */
export function suggestionLimit(name: string): number {
  return name.length <= 3 ? 1 : name.length <= 8 ? 2 : 3;
}

/** Up to `max` candidates close to `name` (case-insensitive; a prefix or a case-only difference counts as close). */
export function suggestNames(name: string, candidates: Iterable<string>, max = 3): string[] {
  const wanted = name.toLowerCase();
  const limit = suggestionLimit(wanted);
  const scored: { candidate: string; score: number }[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (seen.has(candidate) || candidate === name) continue;
    seen.add(candidate);
    const lower = candidate.toLowerCase();
    let score: number;
    if (lower === wanted) score = 0;
    else if (wanted.length >= 3 && (lower.startsWith(wanted) || wanted.startsWith(lower))) score = 1;
    else score = editDistance(wanted, lower, limit);
    if (score <= limit) scored.push({ candidate, score });
  }
  return scored
    .sort((x, y) => x.score - y.score || x.candidate.localeCompare(y.candidate))
    .slice(0, max)
    .map(s => s.candidate);
}

/** ` Did you mean "Lightning Bolt"?` or an empty string. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  return didYouMeanText(suggestNames(name, candidates));
}

/** The hint for suggestions already found (so that a diagnostic can carry them for its quick fixes too). */
export function didYouMeanText(found: readonly string[]): string {
  if (found.length === 0) return '';
  const names = found.map(f => (/^[_a-zA-Z]\w*$/.test(f) ? shortText(f) : quoted(f)));
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  return ` Did you mean ${list}?`;
}
