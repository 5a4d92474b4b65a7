import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { expectNoLeaks } from "./fixtures";

/** The text of a 429 (src/routes/accounts/messages.ts), whatever the wait. */
export const TOO_MANY_ATTEMPTS =
  /^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/;
/** A sign-in's 429 past its account's ceiling, from a new device: it points to the emailed link. */
export const ACCOUNT_CEILING =
  /^This account is locked for new devices after too many failed sign-ins\. Use "Email me a sign-in link" to sign in now, or try again in \d+ (second|minute)s?\.$/;

/** A 429 as a client sees it: JSON message, and a `Retry-After` no longer than the window. */
export const expectLimited = (
  res: LightMyRequestResponse,
  windowMs: number,
  message: RegExp = TOO_MANY_ATTEMPTS,
) => {
  expect(res.statusCode).toBe(429);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
  expect(res.json()).toEqual({ message: expect.stringMatching(message) });
  expectNoLeaks(res.body);
  return retryAfter;
};

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
