import { type Sponsor, sponsorParamsSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { sponsors } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentSponsor } from "../../presenters/sponsor";
import { SPONSOR_NOT_FOUND } from "./messages";

export const getSponsorRoute = async (app: App) => {
  app.get(
    "/:id",
    {
      schema: {
        tags: ["sponsors"],
        summary: "One sponsor (admin)",
        params: sponsorParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "sponsor" }),
    },
    async (request): Promise<{ sponsor: Sponsor }> => {
      const [row] = await app.db.select().from(sponsors).where(eq(sponsors.id, request.params.id));
      if (!row) throw new NotFoundError(SPONSOR_NOT_FOUND);
      return { sponsor: presentSponsor(row) };
    },
  );
};
