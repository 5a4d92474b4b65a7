/**
 * The `highlight` of a search result: the title, HTML-escaped, with every word the search
 * matched wrapped in `<mark>`. A title word is matched when its lower-case form is one of the
 * `words` the query expanded to (typo corrections included) or starts with one of `prefixes`.
 */
const WORD = /[\p{L}\p{N}]+/gu;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

export interface HighlightTerms {
  /** Whole words (lower case) that count as matches. */
  words: ReadonlySet<string>;
  /** Word beginnings (lower case) that count as matches. */
  prefixes: readonly string[];
}

const isMatch = (word: string, terms: HighlightTerms): boolean => {
  const lower = word.toLowerCase();
  return terms.words.has(lower) || terms.prefixes.some((prefix) => lower.startsWith(prefix));
};

export const highlightTitle = (title: string, terms: HighlightTerms): string => {
  let out = "";
  let last = 0;
  for (const match of title.matchAll(WORD)) {
    const start = match.index;
    const word = match[0];
    out += escapeHtml(title.slice(last, start));
    out += isMatch(word, terms) ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word);
    last = start + word.length;
  }
  return out + escapeHtml(title.slice(last));
};
