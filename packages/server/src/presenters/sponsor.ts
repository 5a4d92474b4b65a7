import type { Sponsor } from "@sector/shared";
import type { sponsors } from "../db/schema";

/** A sponsor as admins see it. */
export const presentSponsor = (row: typeof sponsors.$inferSelect): Sponsor => ({
  id: row.id,
  name: row.name,
  website: row.website,
  logo_url: row.logoUrl,
  privacy_url: row.privacyUrl,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
