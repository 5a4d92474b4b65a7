import { QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";
import { reportError } from "./report-error";

export interface AppQueryMeta extends Record<string, unknown> {
  /** Toasted when the query fails without a server message (SPEC section 8 fallbacks). */
  errorMessage?: string;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}

const MAX_RETRIES = 2;

/** A 4xx will fail the same way again; network and server errors may not. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Queries report their own failures here, once, after retries; mutations handle
    // theirs where they are called because their messages differ per screen.
    queryCache: new QueryCache({
      onError: (error, query) => reportError(error, query.meta?.errorMessage),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
