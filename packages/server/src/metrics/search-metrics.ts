import type { LimitFunction } from "p-limit";
import { Gauge, type Registry } from "prom-client";

/**
 * Member searches of this process against the database now, and those waiting their turn
 * (SEARCH_CONCURRENCY): searches that wait at every scrape ask for a higher setting, or more
 * of the database's cores.
 */
export const observeSearchGate = (gate: LimitFunction, registry: Registry) => {
  new Gauge({
    name: "member_searches",
    help: "Member searches by state: running against the database, or waiting their turn (SEARCH_CONCURRENCY).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.set({ state: "running" }, gate.activeCount);
      this.set({ state: "waiting" }, gate.pendingCount);
    },
  });
};
