import { eraseMemberSchema, memberDataQuerySchema, userParamsSchema } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import type { App } from "../../lib/app-type";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { eraseMember } from "../../privacy/erase-member";
import { collectMemberData } from "../../privacy/member-data";
import { sendAsFile } from "./member-data-reply";
import { LAST_ADMIN_ERASE, MEMBER_NOT_FOUND } from "./messages";

/** Requests that arrive by mail or phone, carried out by an admin and audited with a reason. */
export const staffRequestRoutes = async (app: App) => {
  app.get(
    "/protected/members/:id/data",
    {
      schema: {
        tags: ["data rights"],
        summary: "A member's data as a JSON file, for their request (admin; audited with reason)",
        params: userParamsSchema,
        querystring: memberDataQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      // Any member's data, the admin's own included: admins only (members have GET my-data).
      onRequest: app.guard({ action: "export", subject: "member" }),
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.opens.flush();
      const data = await app.db.transaction(async (tx) => {
        const found = await collectMemberData(tx, id);
        if (!found) return null;
        await recordAudit(tx, request, {
          action: "member.export",
          targetType: "user",
          targetId: id,
          summary: `reason: ${request.query.reason}`,
        });
        return found;
      });
      if (!data) throw new NotFoundError(MEMBER_NOT_FOUND);
      return sendAsFile(reply, data, `member-${id}-data.json`);
    },
  );

  app.post(
    "/protected/members/:id/erase",
    {
      schema: {
        tags: ["data rights"],
        summary: "Erase a member for good, for their request (admin; audited with reason)",
        params: userParamsSchema,
        body: eraseMemberSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "erase", subject: "member" }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const outcome = await app.db.transaction((tx) =>
        eraseMember(tx, id, {
          by: { actorId: actor.id, ip: request.ip },
          action: "member.erase",
          reason: request.body.reason,
        }),
      );
      if (outcome === "not_found") throw new NotFoundError(MEMBER_NOT_FOUND);
      if (outcome === "last_admin") throw new ConflictError(LAST_ADMIN_ERASE);
      return reply.status(204).send();
    },
  );
};
