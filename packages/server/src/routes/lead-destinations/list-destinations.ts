import { sponsorDestinationsParamsSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { sponsors } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentLeadDestination } from "../../presenters/lead-destination";
import { listDestinations } from "./destination-queries";
import { SPONSOR_NOT_FOUND } from "./destination-rules";

export const listDestinationsRoute = async (app: App) => {
  app.get(
    "/sponsors/:id/destinations",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "A sponsor's lead destinations (admin): settings with their secrets as “••••”, field map, the last lead delivered, deliveries failed in 24 h and waiting",
        params: sponsorDestinationsParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "leadDestination" }),
    },
    async (request) => {
      const { id } = request.params;
      const [sponsor] = await app.db
        .select({ id: sponsors.id })
        .from(sponsors)
        .where(eq(sponsors.id, id));
      if (!sponsor) throw new NotFoundError(SPONSOR_NOT_FOUND);
      const rows = await listDestinations(app.db, id);
      return { destinations: rows.map(presentLeadDestination) };
    },
  );
};
