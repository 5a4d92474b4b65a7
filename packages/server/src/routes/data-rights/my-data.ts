import { authorize } from "../../auth/policy";
import type { App } from "../../lib/app-type";
import { UnauthorizedError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { collectMemberData } from "../../privacy/member-data";
import { sendAsFile } from "./member-data-reply";

export const myDataRoute = async (app: App) => {
  app.get(
    "/protected/my-data",
    {
      schema: {
        tags: ["data rights"],
        summary: "Everything held about the signed-in user, as a JSON file (GDPR art. 15, 20)",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      authorize(actor, { action: "export", subject: "memberData", ownerId: actor.id });
      await app.opens.flush();
      const data = await collectMemberData(app.db, actor.id);
      if (!data) throw new UnauthorizedError();
      return sendAsFile(reply, data, "my-data.json");
    },
  );
};
