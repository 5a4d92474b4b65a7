import { isIP } from "node:net";
import { Agent, buildConnector } from "undici";
import type { WebhookAddressPolicy } from "../config";
import {
  checkedLookup,
  isReachableAddress,
  UnreachableAddressError,
} from "../webhooks/address-policy";

/**
 * An undici dispatcher (for `fetch` and for jsforce, which fetches through undici) whose every
 * connection goes only where the webhooks' address policy lets it: a name is looked up through
 * the policy's checked lookup (the check and the connection use the same answer), an address
 * written in the URL is judged as it is. Redirects lead nowhere else, since each of their
 * connections is checked too. A call's headers and body each have `timeoutMs`.
 */
const makeAgent = (policy: WebhookAddressPolicy, timeoutMs: number): Agent => {
  const connectors = {
    "http:": buildConnector({ lookup: checkedLookup("http:", policy), timeout: timeoutMs }),
    "https:": buildConnector({ lookup: checkedLookup("https:", policy), timeout: timeoutMs }),
  };
  return new Agent({
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: (options, callback) => {
      const scheme = options.protocol === "https:" ? "https:" : "http:";
      const host = options.hostname.replace(/^\[|\]$/g, "");
      if (isIP(host) !== 0 && !isReachableAddress(host, scheme, policy)) {
        callback(new UnreachableAddressError(host, host), null);
        return;
      }
      connectors[scheme](options, callback);
    },
  });
};

const agents = new Map<string, Agent>();

/** The dispatcher for one policy and time limit (kept: its connections are reused). */
export const checkedDispatcher = (policy: WebhookAddressPolicy, timeoutMs: number): Agent => {
  const key = `${policy}:${timeoutMs}`;
  let agent = agents.get(key);
  if (!agent) {
    agent = makeAgent(policy, timeoutMs);
    agents.set(key, agent);
  }
  return agent;
};

/** The text of a failed fetch: undici hides the reason (refused address, timeout) in `cause`. */
export const fetchErrorText = (err: unknown, timeoutMs: number): string => {
  if (!(err instanceof Error)) return String(err);
  if (err.name === "TimeoutError" || err.name === "AbortError") {
    return `no answer within ${Math.round(timeoutMs / 1000)} s`;
  }
  const cause = err.cause;
  if (cause instanceof Error) {
    if (/Timeout/.test(cause.name) || /timeout/i.test((cause as { code?: string }).code ?? "")) {
      return `no answer within ${Math.round(timeoutMs / 1000)} s`;
    }
    return cause.message.slice(0, 500);
  }
  return err.message.slice(0, 500);
};
