import { z } from "zod/mini";
import { MAX_ID } from "../constants";

/*
 * The schemas are written with zod/mini, zod's functional, tree-shakable API: the web app
 * bundles only what they use (about a third of zod's classic API), and the server validates
 * with the very same definitions (fastify-type-provider-zod works on zod's core types).
 */

/** What a text field answers when it holds something no database column can store. */
export const INVALID_TEXT_MESSAGE = "Text must not contain NUL characters or invalid Unicode.";

/*
 * With the `u` flag a well-formed surrogate pair is one code point, so the class matches only
 * a surrogate left unpaired: text with no UTF-8 form, which the database driver would quietly
 * store as U+FFFD. U+0000 PostgreSQL refuses outright (the request failed with a 500).
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** True when `value` can be stored as PostgreSQL text: no NUL, no unpaired surrogate. */
export const isStorableText = (value: string): boolean =>
  !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/**
 * The base of every string schema: a string (else `message`, the field's own wording for a
 * missing or non-text value) that holds only storable text. Valid text never meets the check,
 * so the messages a field gave before still win for every input it accepted or refused before.
 */
export const storableText = (message?: string) =>
  z
    .string(message === undefined ? undefined : { error: message })
    .check(z.refine(isStorableText, { error: INVALID_TEXT_MESSAGE }));

/**
 * A string that must be present and non-blank. A missing value, a value of the wrong
 * type and a blank string all report `message`, the spec's "required" wording.
 */
export const requiredString = (message: string, max = 500) =>
  storableText(message).check(
    z.trim(),
    z.minLength(1, { error: message }),
    z.maxLength(max, { error: `Must be at most ${max} characters.` }),
  );

export const optionalString = (max = 200) =>
  z.pipe(
    z.nullable(
      z.optional(
        storableText("Must be text.").check(
          z.trim(),
          z.maxLength(max, { error: `Must be at most ${max} characters.` }),
        ),
      ),
    ),
    z.transform((v) => v ?? ""),
  );

/** A whole number from 1 to MAX_ID; every failure reports `message`. */
const positiveId = (message: string) =>
  z
    .number({ error: message })
    .check(
      z.int({ error: message }),
      z.positive({ error: message }),
      z.maximum(MAX_ID, { error: message }),
    );

/** An id as a positive integer; numeric strings are accepted (path params, selects). */
export const idSchema = (message = "Invalid id.") =>
  z.coerce
    .number({ error: message })
    .check(
      z.int({ error: message }),
      z.positive({ error: message }),
      z.maximum(MAX_ID, { error: message }),
    );

/**
 * Numbers pass, digit strings (query strings, form selects) become numbers, anything else is
 * left as is for z.number() to refuse: unlike z.coerce, `true` or `[5]` must not turn into ids.
 */
export const numberLike = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? Number(value) : value;

/** zod's classic `z.preprocess`: `prepare` runs on the raw input, then `schema` validates. */
export const preprocess = <T extends z.core.$ZodType>(
  prepare: (value: unknown) => unknown,
  schema: T,
) => z.pipe(z.transform(prepare), schema);

/**
 * A whole number from 1 to `max`, given as a number or a digit string (query strings): one
 * message for every refusal, unless `tooLarge` words the upper bound on its own.
 */
export const wholeNumberField = (message: string, max: number, tooLarge = message) =>
  preprocess(
    numberLike,
    z
      .number({ error: message })
      .check(
        z.int({ error: message }),
        z.minimum(1, { error: message }),
        z.maximum(max, { error: tooLarge }),
      ),
  );

/** SPEC's upload message for a missing company; every call that takes a company_id uses it. */
export const SELECT_COMPANY_MESSAGE = "Please select a company.";

/** An id inside a JSON body or a query: a number or a numeric string; anything else fails. */
export const strictId = (message: string) => preprocess(numberLike, positiveId(message));

/** A query string's optional brand filter: absent or empty is no filter ("Invalid company."). */
export const optionalCompanyFilter = () =>
  z.optional(
    preprocess((v) => (v === "" ? undefined : v), z.optional(strictId("Invalid company."))),
  );

/** Basic address shape: no spaces, one @, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = (requiredMessage: string, formatMessage: string) =>
  z.pipe(
    requiredString(requiredMessage, 254),
    z.pipe(
      storableText().check(z.regex(EMAIL_PATTERN, { error: formatMessage })),
      z.transform((v) => v.toLowerCase()),
    ),
  );

/**
 * The answer for a well-formed URL of a scheme other than http or https (chrome:, javascript:,
 * file:, ftp:, …). The app shows stored URLs as links and images and redirects to them (a
 * newsletter's /r/{token}), so only web URLs are stored; a malformed one keeps its field's own
 * wording (SPEC.md section 5 for the upload form).
 */
export const WEB_URL_SCHEME_MESSAGE = "URL must start with http:// or https://.";

/** What is wrong with `value` as a web URL: not a URL with a host, another scheme, or nothing. */
export const webUrlProblem = (value: string): "malformed" | "scheme" | null => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "malformed";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "scheme";
  return url.hostname.length > 0 ? null : "malformed";
};

/** A well-formed absolute http or https URL with a host. */
export const isHttpUrl = (value: string): boolean => webUrlProblem(value) === null;

/**
 * The message for a value that is no web URL: WEB_URL_SCHEME_MESSAGE for a URL of another
 * scheme, `malformed` for anything else.
 */
export const webUrlMessage = (value: unknown, malformed: string): string =>
  typeof value === "string" && webUrlProblem(value.trim()) === "scheme"
    ? WEB_URL_SCHEME_MESSAGE
    : malformed;

/** The check of a web URL field (after its trim): `malformed`, or the scheme's message. */
export const webUrlCheck = (malformed: string) =>
  z.refine<string>(isHttpUrl, { error: (issue) => webUrlMessage(issue.input, malformed) });

/**
 * A required http(s) URL: `required` when missing or blank, `malformed` when it is no URL,
 * WEB_URL_SCHEME_MESSAGE for a URL of another scheme.
 */
export const webUrlField = (required: string, malformed = required) =>
  requiredString(required, 2000).check(webUrlCheck(malformed));

/** True for a time zone name this runtime knows (IANA, as Intl reads it). */
export const isTimeZone = (name: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
};
