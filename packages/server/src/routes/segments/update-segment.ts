import { segmentParamsSchema, updateSegmentSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { segments } from "../../db/mailings-schema";
import { isUniqueViolation } from "../../db/unique-violation";
import type { App } from "../../lib/app-type";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { SEGMENT_NAME_INDEX } from "./create-segment";
import { SEGMENT_NAME_TAKEN, SEGMENT_NOT_FOUND } from "./messages";
import { checkRuleTopics, segmentById } from "./segment-queries";

export const updateSegmentRoute = async (app: App) => {
  app.put(
    "/:id",
    {
      schema: {
        tags: ["segments"],
        summary:
          "Rename a segment or change its rules (staff); a draft mailing that uses it goes to the new rules; audited",
        params: segmentParamsSchema,
        body: updateSegmentSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "segment" }),
    },
    async (request) => {
      const { id } = request.params;
      const { name, rules } = request.body;
      try {
        await app.db.transaction(async (tx) => {
          const [row] = await tx
            .select({ companyId: segments.companyId, name: segments.name })
            .from(segments)
            .where(eq(segments.id, id))
            .for("update");
          if (!row) throw new NotFoundError(SEGMENT_NOT_FOUND);
          if (rules) await checkRuleTopics(tx, row.companyId, rules);
          await tx
            .update(segments)
            .set({
              ...(name !== undefined && { name }),
              ...(rules !== undefined && { rules }),
              updatedAt: sql`now()`,
            })
            .where(eq(segments.id, id));
          await recordAudit(tx, request, {
            action: "segment.update",
            targetType: "segment",
            targetId: id,
            summary:
              [
                name !== undefined && name !== row.name ? `renamed ${row.name} to ${name}` : null,
                rules !== undefined ? `rules ${JSON.stringify(rules)}` : null,
              ]
                .filter(Boolean)
                .join("; ") || "unchanged",
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, SEGMENT_NAME_INDEX)) {
          throw new ConflictError(SEGMENT_NAME_TAKEN, { name: SEGMENT_NAME_TAKEN });
        }
        throw error;
      }
      return { segment: await segmentById(app.db, id) };
    },
  );
};
