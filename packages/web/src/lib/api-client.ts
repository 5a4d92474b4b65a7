import type { ApiError as ApiErrorBody } from "@sector/shared";
import { API_BASE_PATH } from "./config";
import { getStoredToken } from "./token-storage";

/** A failed API response: its HTTP status and, when the server sent one, its `message`. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `message` field, if the response carried a non-empty one. */
  readonly serverMessage: string | undefined;
  /** Per-field validation messages (`errors`), if any. */
  readonly fieldErrors: Record<string, string> | undefined;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const parsed = asErrorBody(body);
    const serverMessage = parsed?.message?.trim() ? parsed.message : undefined;
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = parsed?.errors;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function asErrorBody(body: unknown): Partial<ApiErrorBody> | null {
  if (typeof body !== "object" || body === null) return null;
  const { message, errors } = body as Record<string, unknown>;
  return {
    message: typeof message === "string" ? message : undefined,
    errors:
      typeof errors === "object" && errors !== null
        ? (errors as Record<string, string>)
        : undefined,
  };
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON; a FormData as multipart/form-data. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  headers?: HeadersInit;
  /** Lets the request outlive the page (e.g. a logout sent as the tab closes). */
  keepalive?: boolean;
}

/** Called when a request that carried `token` was answered 401 (revoked or expired session). */
type UnauthorizedHandler = (token: string) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const url = `${API_BASE_PATH}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get("content-type") ?? "").includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * fetch on the API base path with the bearer token (session storage first, then local
 * storage), JSON in and out. Resolves with the parsed body of a 2xx answer and rejects
 * with an ApiError otherwise; network failures reject with fetch's own error. No timeout:
 * pass `signal` to cancel.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, query, credentials, signal, keepalive } = options;
  const headers = new Headers(options.headers);
  headers.set("Accept", "application/json");
  const token = getStoredToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let payload: string | FormData | undefined;
  // A form (a file upload) goes as multipart/form-data: fetch writes its boundary itself.
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }

  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    body: payload,
    credentials,
    signal,
    keepalive,
  });
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token) unauthorizedHandler?.(token);
    throw new ApiError(response.status, data);
  }
  return data as T;
}

/** A file the API answers (a CSV export), with the name its Content-Disposition gives. */
export interface ApiFile {
  blob: Blob;
  disposition: string | null;
}

/**
 * GET a file on the API base path with the bearer token: a plain link can't carry the token,
 * so the file is fetched with it and handed over as a blob. A refusal rejects with an ApiError
 * holding the server's message (its JSON body), as apiRequest does.
 */
export async function apiFile(
  path: string,
  {
    accept = "text/csv, application/json",
    query,
  }: { accept?: string; query?: RequestOptions["query"] } = {},
): Promise<ApiFile> {
  const headers = new Headers({ Accept: accept });
  const token = getStoredToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch(buildUrl(path, query), { headers });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the error then carries no server message.
    }
    throw new ApiError(response.status, body);
  }
  return { blob: await response.blob(), disposition: response.headers.get("content-disposition") };
}

type Options = Omit<RequestOptions, "method" | "body">;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
