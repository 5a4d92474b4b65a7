import { type ResourceOpenFigures, resourceParamsSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { resourceOpenTotals } from "../../db/insights-schema";
import { refreshOpenRollups } from "../../db/open-rollups";
import { resources } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { RESOURCE_NOT_FOUND } from "./messages";

export const resourceOpensRoute = async (app: App) => {
  app.get(
    "/:id/opens",
    {
      schema: {
        tags: ["resources"],
        summary: "A resource's opens: all time, unique members, last 30 days (staff)",
        params: resourceParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "resourceOpens" }),
    },
    async (request): Promise<ResourceOpenFigures> => {
      const { id } = request.params;
      await app.opens.flush();
      await refreshOpenRollups(app.db);
      const [row] = await app.db
        .select({
          opens: sql<number | null>`${resourceOpenTotals.opens}`,
          unique_members: sql<number | null>`${resourceOpenTotals.members}`,
          opens_30d: sql<number | null>`${resourceOpenTotals.opens30d}`,
        })
        .from(resources)
        .leftJoin(resourceOpenTotals, eq(resourceOpenTotals.resourceId, resources.id))
        .where(eq(resources.id, id));
      if (!row) throw new NotFoundError(RESOURCE_NOT_FOUND);
      return {
        opens: row.opens ?? 0,
        unique_members: row.unique_members ?? 0,
        opens_30d: row.opens_30d ?? 0,
      };
    },
  );
};
