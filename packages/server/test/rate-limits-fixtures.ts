import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { expectNoLeaks } from "./fixtures";

/** A 429 as a client sees it: JSON message, and a `Retry-After` no longer than the window. */
export const expectLimited = (res: LightMyRequestResponse, windowMs: number) => {
  expect(res.statusCode).toBe(429);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
  expect(res.json()).toEqual({
    message: expect.stringMatching(
      /^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/,
    ),
  });
  expectNoLeaks(res.body);
  return retryAfter;
};

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
