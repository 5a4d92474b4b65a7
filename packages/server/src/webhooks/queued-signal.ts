import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Whether a request queued webhook deliveries: the app kicks this process's webhook worker
 * once the request has answered (its transaction has committed by then), instead of leaving
 * the deliveries to the next poll. Work outside a request (an import job, the retention run)
 * is found by the poll.
 */
interface QueuedState {
  queued: boolean;
}

const scopes = new AsyncLocalStorage<QueuedState>();

/** Runs `next` (a request, and everything it awaits) in a scope of its own. */
export const runInQueuedScope = (state: QueuedState, next: () => void) => scopes.run(state, next);

export const markWebhooksQueued = () => {
  const state = scopes.getStore();
  if (state) state.queued = true;
};
