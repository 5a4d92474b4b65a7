import { z } from "zod/mini";
import { requiredString } from "./fields";

/** What a first or last name answers when it holds a line break or another control character. */
export const NAME_CONTROL_MESSAGE = "Name must not contain line breaks or control characters.";

/**
 * What no name holds: control characters (C0, DEL and C1: line feeds, carriage returns, tabs,
 * …), the Unicode line and paragraph separators, and the bidirectional embeddings, overrides
 * and isolates (they make text read in another order than it is stored). A name is shown as one
 * line of text, in mails, on pages and in exports; these would let it write more than a name.
 * Joiners (emoji, Indic scripts) and the left-to-right and right-to-left marks stay allowed.
 */
export const NAME_CONTROLS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** True when `value` holds none of NAME_CONTROLS. */
export const isPlainName = (value: string): boolean => !NAME_CONTROLS.test(value);

/**
 * A first or last name: required (`message`, the SPEC's wording, for a missing, non-text or
 * blank value), trimmed, at most 100 characters, and one line of text (NAME_CONTROL_MESSAGE).
 * White space around it, a trailing line break included, is trimmed away before the check.
 */
export const nameField = (message: string) =>
  requiredString(message, 100).check(z.refine(isPlainName, { error: NAME_CONTROL_MESSAGE }));
