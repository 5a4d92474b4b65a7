import { mailParamsSchema } from "@sector/shared";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { jobs } from "../../db/schema";
import { retryFailedJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { ConflictError, NotFoundError } from "../../lib/errors";

import { MAIL_NOT_FOUND, NOT_FAILED, RETRY_ANSWER } from "./messages";

export const retryMailRoute = async (app: App) => {
  app.post(
    "/:id/retry",
    {
      schema: {
        tags: ["mail"],
        summary: "Send a failed message again (admin): due now, with a fresh retry window",
        params: mailParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "retry", subject: "mail" }),
    },
    async (request) => {
      const { id } = request.params;
      const retried = await app.db.transaction(async (tx) => {
        if (!(await retryFailedJob(tx, id, "mail"))) return false;
        await recordAudit(tx, request, {
          action: "mail.retry",
          targetType: "mail",
          targetId: id,
          summary: "failed message queued again",
        });
        return true;
      });
      if (!retried) {
        const [job] = await app.db
          .select({ status: jobs.status })
          .from(jobs)
          .where(and(eq(jobs.id, id), eq(jobs.kind, "mail")));
        if (!job) throw new NotFoundError(MAIL_NOT_FOUND);
        throw new ConflictError(NOT_FAILED);
      }
      app.jobs.kick();
      return RETRY_ANSWER;
    },
  );
};
