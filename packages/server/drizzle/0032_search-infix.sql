-- Rewrites: search_words gets a trigram index over every known word (timed: docs/benchmarks.md#migrations)
-- A typed word of four letters or more also matches inside longer known words ("secur" in
-- "cybersecurity", issue 64): the index finds them by LIKE '%secur%' however many words there are.
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
