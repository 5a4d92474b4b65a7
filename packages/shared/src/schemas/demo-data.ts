import { z } from "zod/mini";

/**
 * GET /demo-data (admin): whether the sample content of a fresh start is still there, and how
 * much of it (what "Remove demo data" would delete). DELETE answers the same, after removal.
 */
export const demoDataSummarySchema = z.object({
  present: z.boolean(),
  resources: z.number(),
  members: z.number(),
  editions: z.number(),
});
export type DemoDataSummary = z.infer<typeof demoDataSummarySchema>;
