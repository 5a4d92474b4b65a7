import http from "node:http";
import https from "node:https";
import { checkedLookup, literalAddressProblem, type WebhookAddressPolicy } from "./address-policy";
import type { WebhookHeaders } from "./signing";

/** How long an attempt may take, connection to last byte of the answer (issue 19: 10 s). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The receiver's answer: its status (2xx: delivered), or why none came. */
export type AttemptOutcome = { status: number } | { status: null; error: string };

const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 32 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 32 }),
};
const lookupsOf = (policy: WebhookAddressPolicy) => ({
  "http:": checkedLookup("http:", policy),
  "https:": checkedLookup("https:", policy),
});
const lookups: Record<WebhookAddressPolicy, ReturnType<typeof lookupsOf>> = {
  public: lookupsOf("public"),
  loopback: lookupsOf("loopback"),
  private: lookupsOf("private"),
};

/**
 * POSTs one signed delivery. Redirects are not followed (a 3xx is a failure: a redirect could
 * lead where the URL could not), the answer's body is read and dropped, nothing is thrown.
 * Where it may connect is checked again at each attempt (`policy`: the deployment's).
 */
export const postWebhook = (
  target: string,
  headers: WebhookHeaders,
  body: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  policy: WebhookAddressPolicy,
): Promise<AttemptOutcome> =>
  new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return resolve({ status: null, error: "invalid URL" });
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      return resolve({ status: null, error: `scheme ${url.protocol} refused` });
    }
    const literal = literalAddressProblem(url, policy);
    if (literal) return resolve({ status: null, error: literal });

    const scheme = url.protocol;
    const client = scheme === "https:" ? https : http;
    const request = client.request(url, {
      method: "POST",
      agent: agents[scheme],
      lookup: lookups[policy][scheme],
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        "user-agent": "SectorPortal-Webhooks/1",
        ...headers,
      },
    });
    request.on("response", (response) => {
      response.on("data", () => undefined);
      response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
      response.on("error", (err) => resolve({ status: null, error: errorText(err, timeoutMs) }));
    });
    request.on("error", (err) => resolve({ status: null, error: errorText(err, timeoutMs) }));
    request.end(body);
  });

const errorText = (err: Error, timeoutMs: number) =>
  err.name === "AbortError" || err.name === "TimeoutError"
    ? `no answer within ${timeoutMs / 1000} s`
    : err.message.slice(0, 500);
