/**
 * The `highlight` of a search result: the title, HTML-escaped, with every word the search
 * matched wrapped in `<mark>`. A title word is matched when its lower-case form is one of the
 * known words the query's words stand for (their beginnings and typo corrections resolved
 * already, src/search/search-terms.ts).
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

/** Whole words (lower case) that count as matches. */
export type HighlightTerms = ReadonlySet<string>;

export const highlightTitle = (title: string, terms: HighlightTerms): string => {
  let out = "";
  let last = 0;
  for (const match of title.matchAll(WORD)) {
    const start = match.index;
    const word = match[0];
    out += escapeHtml(title.slice(last, start));
    out += terms.has(word.toLowerCase()) ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word);
    last = start + word.length;
  }
  return out + escapeHtml(title.slice(last));
};
