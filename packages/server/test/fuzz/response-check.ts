import type { LightMyRequestResponse } from "fastify";
import { expectNoLeaks } from "../fixtures";
import type { FuzzRequest } from "./request-arbitrary";

/** True when `text` would fail `expectNoLeaks`: generated input must never look like that. */
export const looksLikeLeak = (text: string): boolean => {
  try {
    expectNoLeaks(text);
    return false;
  } catch {
    return true;
  }
};

const isJson = (res: LightMyRequestResponse) =>
  /^application\/json\b/.test(String(res.headers["content-type"] ?? ""));

/**
 * What is wrong with an answer: a 5xx, an error that is not JSON `{ message: string }`, or a
 * body that leaks internals. An empty list when nothing is.
 */
export const problemsWith = (res: LightMyRequestResponse): string[] => {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`a server error (${res.statusCode})`);
  if (res.statusCode >= 400) {
    let message: unknown;
    try {
      message = isJson(res) ? res.json<{ message?: unknown }>().message : undefined;
    } catch {
      message = undefined;
    }
    if (typeof message !== "string") problems.push("an error that is not JSON { message }");
  }
  if (looksLikeLeak(res.body)) problems.push("a body that leaks internals");
  return problems;
};

/** At most `max` characters of `text`, saying how much was left out. */
const clip = (text: string, max = 2000) =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters in all)`;

/** The payload as a JS string literal: NUL and surrogates show as escapes, bytes as hex. */
const shownPayload = (payload: string | Buffer) =>
  Buffer.isBuffer(payload) ? `bytes ${payload.toString("hex")}` : clip(JSON.stringify(payload));

/** The request and its answer, written so that a developer can send it again. */
export const describeExchange = (
  request: FuzzRequest,
  role: string,
  res: LightMyRequestResponse,
): string =>
  [
    `${request.method} ${request.url}`,
    `  as ${role}, from ${request.remoteAddress}`,
    `  headers: ${JSON.stringify(request.headers)}`,
    `  body: ${request.payload === undefined ? "(none)" : shownPayload(request.payload)}`,
    `→ ${res.statusCode} ${res.headers["content-type"] ?? "(no content-type)"}`,
    `  ${clip(res.body, 1000)}`,
  ].join("\n");
