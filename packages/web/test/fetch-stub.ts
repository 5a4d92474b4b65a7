import { vi } from "vitest";

/** One request as the fake network saw it; `path` is without the API base path. */
export interface FetchCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface StubReply {
  status?: number;
  body?: unknown;
}

export type StubRoute = StubReply | ((call: FetchCall) => StubReply | Promise<StubReply>);

/** Keys are "METHOD /path", e.g. "GET /company" or "POST /resources/filtered". */
export type StubRoutes = Record<string, StubRoute>;

const API_BASE = "/api";

/**
 * Replaces the global fetch: the network boundary, so the app's own API client, query hooks
 * and stores run for real. A request no route answers gets a 404 with no message (which the
 * app only logs) and is still recorded, so a test can assert it was never made.
 */
export function stubFetch(routes: StubRoutes) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const path = url.pathname.startsWith(API_BASE)
      ? url.pathname.slice(API_BASE.length)
      : url.pathname;
    const method = (init.method ?? "GET").toUpperCase();
    const call: FetchCall = {
      method,
      path,
      query: url.searchParams,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const reply: StubReply = !route
      ? { status: 404, body: {} }
      : typeof route === "function"
        ? await route(call)
        : route;
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    /** The calls made to one route, e.g. `callsTo("POST /resources/filtered")`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A promise with its resolve handle, to hold a response back until the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
