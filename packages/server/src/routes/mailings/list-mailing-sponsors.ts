import type { MailingSponsorOption } from "@sector/shared";
import { asc } from "drizzle-orm";
import { sponsors } from "../../db/schema";
import type { App } from "../../lib/app-type";

/**
 * The sponsors a partners mailing may name, for whoever may write a draft (employees included,
 * who may not read the sponsors' records: /api/sponsors is the admins'). Names and ids only.
 */
export const listMailingSponsorsRoute = async (app: App) => {
  app.get(
    "/sponsors",
    {
      schema: {
        tags: ["mailings"],
        summary: "The sponsors a partners mailing may be sent for, names only (staff)",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "mailing" }),
    },
    async (): Promise<{ sponsors: MailingSponsorOption[] }> => ({
      sponsors: await app.db
        .select({ id: sponsors.id, name: sponsors.name })
        .from(sponsors)
        .orderBy(asc(sponsors.name), asc(sponsors.id)),
    }),
  );
};
