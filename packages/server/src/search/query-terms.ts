/**
 * How a member's search text becomes terms: lower-case words of letters and digits (at most
 * MAX_WORDS), each of PREFIX_MIN_LENGTH letters or more matched as a word beginning (`secur`
 * finds "security"), shorter ones as whole words ("a", "in"); words of TYPO_MIN_LENGTH letters
 * or more may also match a known word one keyboard slip away; words of INFIX_MIN_LENGTH letters
 * or more also match inside known words (`secur` finds "cybersecurity"), at most
 * MAX_INSIDE_WORDS of them, the shortest first (the closest to the typed word).
 */
export const MAX_WORDS = 8;
export const PREFIX_MIN_LENGTH = 3;
export const TYPO_MIN_LENGTH = 5;
export const INFIX_MIN_LENGTH = 4;
export const MAX_INSIDE_WORDS = 8;

export const queryWords = (text: string): string[] => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
};

/**
 * Optimal-string-alignment distance, capped: whether `a` and `b` are at most one edit apart,
 * where an edit is a dropped, added (doubled), substituted or swapped (adjacent) letter.
 * PostgreSQL's levenshtein counts a swap as two edits, so candidates read from the lexicon by
 * trigram similarity are confirmed here.
 */
export const withinOneSlip = (a: string, b: string): boolean => {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // substitution: the rest equal after one differing letter
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    // swap of neighbours
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // dropped or added letter
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
};

/** Whether a query word is long enough to be matched with a slip. */
export const typoTolerant = (word: string): boolean => [...word].length >= TYPO_MIN_LENGTH;

/** Whether a query word also matches inside known words (`secur` in "cybersecurity"). */
export const matchesInside = (word: string): boolean => [...word].length >= INFIX_MIN_LENGTH;

/**
 * The known words a query word matches inside, from `candidates` (words that contain it): those
 * it does not begin (those match as beginnings), the shortest first, then in alphabetical order,
 * at most MAX_INSIDE_WORDS. None for a word shorter than INFIX_MIN_LENGTH.
 */
export const insideWords = (word: string, candidates: readonly string[]): string[] =>
  matchesInside(word)
    ? [...new Set(candidates)]
        .filter((candidate) => candidate.includes(word) && !candidate.startsWith(word))
        .sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, MAX_INSIDE_WORDS)
    : [];

/** Whether a query word matches as a beginning (else only as the whole word). */
export const matchesAsBeginning = (word: string): boolean => [...word].length >= PREFIX_MIN_LENGTH;
