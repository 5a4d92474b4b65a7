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
