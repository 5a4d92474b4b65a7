import { resourceParamsSchema, shareResourceSchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { actorOf } from "../../plugins/authenticate";
import { shareResource } from "../../sponsors/share-resource";

export const shareResourceRoute = async (app: App) => {
  app.post(
    "/resources/:id/share",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Share the signed-in member's details, and the answers to the campaign's questions, with the sponsor of this resource's running campaign (member): 201 the lead, 200 the same lead again, 400 on a wrong or missing answer (nothing written), 409 with the reason when they may not",
        params: resourceParamsSchema,
        body: shareResourceSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "share", subject: "sponsorShare" }),
    },
    async (request, reply) => {
      const { created, lead } = await shareResource(app.db, {
        userId: actorOf(request).id,
        resourceId: request.params.id,
        version: request.body?.version ?? null,
        answers: request.body?.answers ?? {},
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      });
      // Its deliveries to the sponsor's destinations go out now, not at the next poll.
      if (created) app.jobs.kick();
      return reply.status(created ? 201 : 200).send({ lead });
    },
  );
};
