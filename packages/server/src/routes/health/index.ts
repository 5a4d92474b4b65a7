import { z } from "zod";
import { pingDatabase } from "../../db/client";
import type { App } from "../../lib/app-type";

const statusSchema = z.object({ status: z.string() });

export const healthRoutes = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["health"],
        summary:
          "Readiness: 200 when the database answers, 503 otherwise and while the process shuts down",
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      // Shutting down: the load balancer takes this process out while it finishes its work.
      if (app.draining.active) return reply.status(503).send({ status: "draining" });
      const ok = await pingDatabase(app.db);
      return reply.status(ok ? 200 : 503).send({ status: ok ? "ok" : "unavailable" });
    },
  );

  app.get(
    "/live",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness: no database work",
        response: { 200: statusSchema },
      },
    },
    async () => ({ status: "ok" }),
  );
};
