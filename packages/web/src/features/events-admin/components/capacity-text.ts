import type { StaffEvent } from "@sector/shared";

/** "12 / 50" against the capacity, "12 / no limit" without one. */
export const registeredOfCapacity = (event: Pick<StaffEvent, "counts" | "capacity">): string =>
  `${event.counts.registered} / ${event.capacity ?? "no limit"}`;
