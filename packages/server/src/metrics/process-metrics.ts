import { collectDefaultMetrics, Registry } from "prom-client";

let processRegistry: Registry | null = null;

/**
 * Node's own metrics (CPU, memory, event-loop delay, GC, handles): one registry per process,
 * made on first use. They describe the process, not an app, and collecting them starts an
 * event-loop monitor and a GC observer that are never stopped, so building them once per app
 * (tests build dozens) would pile those up. Never prom-client's global default registry.
 */
export const processMetrics = (): Registry => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};
