import { mailParamsSchema } from "@sector/shared";
import { and, eq } from "drizzle-orm";
import { jobs } from "../../db/schema";
import { retryFailedJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { ConflictError, NotFoundError } from "../../lib/errors";

export const RETRY_ANSWER = { message: "The message will be sent again." };

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
      if (!(await retryFailedJob(app.db, id, "mail"))) {
        const [job] = await app.db
          .select({ status: jobs.status })
          .from(jobs)
          .where(and(eq(jobs.id, id), eq(jobs.kind, "mail")));
        if (!job) throw new NotFoundError("No such message.");
        throw new ConflictError("Only a message that failed can be sent again.");
      }
      app.jobs.kick();
      return RETRY_ANSWER;
    },
  );
};
