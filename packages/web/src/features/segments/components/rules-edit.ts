import type { SegmentRules } from "@sector/shared";

/**
 * The rules with `key` set to `value`, or without it when the value says "any" (undefined, an
 * empty list, blank text): the API refuses empty lists, and an absent rule matches everyone.
 */
export function withRule<K extends keyof SegmentRules>(
  rules: SegmentRules,
  key: K,
  value: SegmentRules[K] | "" | undefined,
): SegmentRules {
  const next = { ...rules };
  if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) {
    delete next[key];
  } else {
    next[key] = value as SegmentRules[K];
  }
  return next;
}

/** Job title words typed with commas between them: "chief, officer" → ["chief", "officer"]. */
export const wordsOf = (text: string): string[] =>
  text
    .split(",")
    .map((word) => word.trim())
    .filter((word) => word !== "");

/** A whole number typed in a days field; blank: no rule (a half-typed value is kept to refuse). */
export const daysOf = (text: string): number | undefined =>
  text.trim() === "" ? undefined : Number(text);
