import { z } from "zod";
import { MAX_ID } from "../constants";

/**
 * A string that must be present and non-blank. A missing value, a value of the wrong
 * type and a blank string all report `message`, the spec's "required" wording.
 */
export const requiredString = (message: string, max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters.` });

export const optionalString = (max = 200) =>
  z
    .string({ error: "Must be text." })
    .trim()
    .max(max, { error: `Must be at most ${max} characters.` })
    .optional()
    .nullable()
    .transform((v) => v ?? "");

/** An id as a positive integer; numeric strings are accepted (path params, selects). */
export const idSchema = (message = "Invalid id.") =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });

/**
 * Numbers pass, digit strings (query strings, form selects) become numbers, anything else is
 * left as is for z.number() to refuse: unlike z.coerce, `true` or `[5]` must not turn into ids.
 */
export const numberLike = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? Number(value) : value;

/** SPEC's upload message for a missing company; every call that takes a company_id uses it. */
export const SELECT_COMPANY_MESSAGE = "Please select a company.";

/** An id inside a JSON body or a query: a number or a numeric string; anything else fails. */
export const strictId = (message: string) =>
  z.preprocess(
    numberLike,
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(MAX_ID, { error: message }),
  );

/** Basic address shape: no spaces, one @, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = (requiredMessage: string, formatMessage: string) =>
  requiredString(requiredMessage, 254).pipe(
    z
      .string()
      .regex(EMAIL_PATTERN, { error: formatMessage })
      .transform((v) => v.toLowerCase()),
  );

const ALLOWED_URL_SCHEMES = new Set(["http:", "https:", "chrome:"]);

/** A well-formed absolute URL whose scheme is http, https or chrome. */
export const isAllowedResourceUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    if (!ALLOWED_URL_SCHEMES.has(url.protocol)) return false;
    return url.hostname.length > 0;
  } catch {
    return false;
  }
};

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
};

export const resourceUrlField = (message: string) =>
  requiredString(message, 2000).refine(isAllowedResourceUrl, { error: message });
