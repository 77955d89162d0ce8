/**
 * "Did you mean …?": the closest candidate by Damerau-Levenshtein distance (optimal string alignment), bounded the
 * way TypeScript's `getSpellingSuggestion` is, so that far-off words are not suggested.
 */

/**
 * Edit distance with adjacent transpositions, giving up (returning `undefined`) once it exceeds `max`.
 *
 * @category algorithms
 */
export const distance = (a: string, b: string, max = Number.POSITIVE_INFINITY): number | undefined => {
  if (Math.abs(a.length - b.length) > max) return undefined
  let prevPrev: Array<number> = []
  let prev: Array<number> = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row: Array<number> = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1)
      row.push(d)
      if (d < rowMin) rowMin = d
    }
    if (rowMin > max) return undefined
    prevPrev = prev
    prev = row
  }
  const result = prev[b.length]!
  return result > max ? undefined : result
}

/**
 * The candidate closest to `word`, or `undefined` when none is close enough. A candidate equal but for case wins;
 * otherwise the distance must be below `max(2, 0.4 × length + 1)` and the lengths may differ by at most
 * `max(2, 0.34 × length)` (TypeScript's thresholds). Ties go to the earlier candidate.
 *
 * @example
 * Suggest.closest("exts", ["exits", "is", "stops"]) // "exits"
 *
 * @category algorithms
 */
export const closest = (word: string, candidates: Iterable<string>): string | undefined => {
  const maxLengthDifference = Math.max(2, Math.floor(word.length * 0.34))
  // TypeScript's bound, but at least one edit for words of two or more characters (`ap` → `app`).
  let bestDistance = Math.max(word.length >= 2 ? 2 : 1, Math.floor(word.length * 0.4) + 1)
  let best: string | undefined
  const lower = word.toLowerCase()
  for (const candidate of candidates) {
    if (candidate === word) continue
    if (Math.abs(candidate.length - word.length) > maxLengthDifference) continue
    if (candidate.toLowerCase() === lower) return candidate
    const d = distance(lower, candidate.toLowerCase(), bestDistance - 1)
    if (d !== undefined && d < bestDistance) {
      bestDistance = d
      best = candidate
    }
  }
  return best
}

/**
 * The `help` text for a suggestion: "did you mean `exits`?", or `undefined` when there is none.
 *
 * @category formatting
 */
export const didYouMean = (word: string, candidates: Iterable<string>): string | undefined => {
  const best = closest(word, candidates)
  return best === undefined ? undefined : `did you mean \`${best}\`?`
}
