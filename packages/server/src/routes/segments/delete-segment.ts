import { segmentParamsSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { segments } from "../../db/mailings-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { SEGMENT_NOT_FOUND } from "./messages";

export const deleteSegmentRoute = async (app: App) => {
  app.delete(
    "/:id",
    {
      schema: {
        tags: ["segments"],
        summary:
          "Delete a saved segment (staff): a mailing that used it keeps the copy of its rules; audited",
        params: segmentParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "delete", subject: "segment" }),
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(segments)
          .where(eq(segments.id, id))
          .returning({ name: segments.name });
        if (!gone) throw new NotFoundError(SEGMENT_NOT_FOUND);
        await recordAudit(tx, request, {
          action: "segment.delete",
          targetType: "segment",
          targetId: id,
          summary: `segment ${gone.name} deleted`,
        });
      });
      return reply.status(204).send();
    },
  );
};
