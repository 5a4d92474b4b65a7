import type { Sponsor } from "@sector/shared";
import { asc } from "drizzle-orm";
import { sponsors } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { presentSponsor } from "../../presenters/sponsor";

export const listSponsorsRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["sponsors"],
        summary: "Every sponsor, by name (admin)",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "sponsor" }),
    },
    async (): Promise<{ sponsors: Sponsor[] }> => {
      const rows = await app.db
        .select()
        .from(sponsors)
        .orderBy(asc(sponsors.name), asc(sponsors.id));
      return { sponsors: rows.map(presentSponsor) };
    },
  );
};
