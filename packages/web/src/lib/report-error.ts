import { isApiError } from "./api-client";
import { toast } from "./toast";

/** The server's `message` if `error` is a failed API response that carried one. */
function getServerMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}

/**
 * SPEC section 8: a failed response carrying a message shows that message as an error
 * toast; otherwise the error is only logged, unless the call has its own `fallback` text.
 */
export function reportError(error: unknown, fallback?: string): void {
  console.error(error);
  const message = getServerMessage(error) ?? fallback;
  // The id collapses repeats of one message (e.g. several queries failing at once).
  if (message) toast.error(message, { id: message });
}
