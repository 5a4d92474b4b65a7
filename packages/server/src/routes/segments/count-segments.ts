import {
  segmentCountQuerySchema,
  segmentParamsSchema,
  segmentRulesCountQuerySchema,
} from "@sector/shared";
import { eq } from "drizzle-orm";
import { segments } from "../../db/mailings-schema";
import { companies } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { fieldError, NotFoundError } from "../../lib/errors";
import { countSegmentMembers } from "../../segments/segment-members";
import { BRAND_NOT_FOUND, SEGMENT_NOT_FOUND } from "./messages";

/**
 * GET /segments/count (rules not saved: the composer's live count) and /segments/{id}/count:
 * the brand's members matching the rules who hold the purpose's consent now, not suppressed, not
 * erased — those a mailing sent now would be frozen for, before the frequency cap.
 */
export const countSegmentRoutes = async (app: App) => {
  app.get(
    "/count",
    {
      schema: {
        tags: ["segments"],
        summary:
          "How many of a brand's members match rules (JSON in `rules`) and hold the purpose's consent now, not suppressed or erased (staff)",
        querystring: segmentRulesCountQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "count", subject: "segment" }),
    },
    async (request) => {
      const { company_id: companyId, purpose, rules } = request.query;
      const [brand] = await app.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!brand) throw fieldError("company_id", BRAND_NOT_FOUND);
      return {
        count: await countSegmentMembers(app.db, { companyId, purpose, rules: rules ?? {} }),
      };
    },
  );

  app.get(
    "/:id/count",
    {
      schema: {
        tags: ["segments"],
        summary:
          "How many members of a saved segment hold the purpose's consent now, not suppressed or erased (staff)",
        params: segmentParamsSchema,
        querystring: segmentCountQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "count", subject: "segment" }),
    },
    async (request) => {
      const [segment] = await app.db
        .select({ companyId: segments.companyId, rules: segments.rules })
        .from(segments)
        .where(eq(segments.id, request.params.id));
      if (!segment) throw new NotFoundError(SEGMENT_NOT_FOUND);
      const count = await countSegmentMembers(app.db, {
        companyId: segment.companyId,
        purpose: request.query.purpose,
        rules: segment.rules,
      });
      return { count };
    },
  );
};
