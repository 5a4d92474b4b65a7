/**
 * tsquery input built from known words (exact lexemes of the resources' search documents).
 * A lexeme of the simple configuration may hold anything a title does: a URL is one lexeme,
 * quotes, `!`, `:`, `*`, `&`, `|`, `(` and backslashes included. Each is therefore quoted as
 * tsquery's input syntax asks (a quote doubled, a backslash escaped) and the text is read with
 * a cast to tsquery, which takes a quoted lexeme as it is; to_tsquery would parse it again
 * into other words (a URL into its host and path).
 */

/** A lexeme quoted for tsquery input: `it's` as `'it''s'`. */
export const quotedLexeme = (lexeme: string): string =>
  `'${lexeme.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/** Any of these lexemes, restricted to some weights (`"AC"`; none: anywhere). */
export const anyLexeme = (lexemes: string[], weights = ""): string =>
  lexemes.map((lexeme) => `${quotedLexeme(lexeme)}${weights ? `:${weights}` : ""}`).join(" | ");

/**
 * A query no document matches: a quoted space, which no lexeme holds (the parser splits words at
 * spaces). What a term with no known words of one kind stands for (a typed word found only inside
 * longer words has no title word of its own), where `()` would not parse.
 */
export const NO_LEXEME = "' '";

/** Any of these lexemes (see anyLexeme), or NO_LEXEME when there are none. */
export const anyLexemeOrNone = (lexemes: string[], weights = ""): string =>
  lexemes.length > 0 ? anyLexeme(lexemes, weights) : NO_LEXEME;
