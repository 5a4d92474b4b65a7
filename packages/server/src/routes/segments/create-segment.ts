import { createSegmentSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { segments } from "../../db/mailings-schema";
import { companies } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import type { App } from "../../lib/app-type";
import { ConflictError, fieldError } from "../../lib/errors";
import { BRAND_NOT_FOUND, SEGMENT_NAME_TAKEN } from "./messages";
import { checkRuleTopics, segmentById } from "./segment-queries";

/** The index that keeps a brand's segment names apart, whatever their case. */
export const SEGMENT_NAME_INDEX = "segments_company_name_lower_key";

export const createSegmentRoute = async (app: App) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["segments"],
        summary: "Save a segment of a brand's members: a name and its rules (staff); audited",
        body: createSegmentSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "segment" }),
    },
    async (request, reply) => {
      const { name, company_id: companyId, rules } = request.body;
      try {
        const id = await app.db.transaction(async (tx) => {
          const [brand] = await tx
            .select({ name: companies.name })
            .from(companies)
            .where(eq(companies.id, companyId));
          if (!brand) throw fieldError("company_id", BRAND_NOT_FOUND);
          await checkRuleTopics(tx, companyId, rules);
          const [row] = await tx
            .insert(segments)
            .values({ companyId, name, rules, createdBy: actorOf(request).id })
            .returning({ id: segments.id });
          if (!row) throw new Error("segment not stored");
          await recordAudit(tx, request, {
            action: "segment.create",
            targetType: "segment",
            targetId: row.id,
            summary: `segment ${name} of ${brand.name}`,
          });
          return row.id;
        });
        return reply.status(201).send({ segment: await segmentById(app.db, id) });
      } catch (error) {
        if (isUniqueViolation(error, SEGMENT_NAME_INDEX)) {
          throw new ConflictError(SEGMENT_NAME_TAKEN, { name: SEGMENT_NAME_TAKEN });
        }
        throw error;
      }
    },
  );
};
