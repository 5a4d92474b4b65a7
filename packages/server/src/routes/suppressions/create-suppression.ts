import { createSuppressionSchema, SUPPRESSION_EXISTS } from "@sector/shared";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { suppressions } from "../../db/deliverability-schema";
import { suppress } from "../../deliverability/suppression-list";
import type { App } from "../../lib/app-type";
import { ConflictError } from "../../lib/errors";
import { presentSuppression } from "../../presenters/suppression";

export const createSuppressionRoute = async (app: App) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["mail"],
        summary: "Suppress an address by hand: no more marketing mail to it (admin; audited)",
        body: createSuppressionSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "suppression" }),
    },
    async (request, reply) => {
      const { email, detail } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const added = await suppress(tx, {
          email,
          reason: "manual",
          detail: detail || null,
          createdBy: actorOf(request).id,
        });
        if (!added) throw new ConflictError(SUPPRESSION_EXISTS, { email: SUPPRESSION_EXISTS });
        await recordAudit(tx, request, {
          action: "suppression.create",
          targetType: "suppression",
          targetId: added.id,
          summary: `suppressed ${email}`,
        });
        const [created] = await tx.select().from(suppressions).where(eq(suppressions.id, added.id));
        return created;
      });
      if (!row) throw new Error("suppression not stored");
      return reply.status(201).send({ suppression: presentSuppression(row) });
    },
  );
};
