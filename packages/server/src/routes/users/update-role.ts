import { updateRoleSchema, userParamsSchema } from "@sector/shared";
import { auditActorOf } from "../../audit/audit-log";
import type { App } from "../../lib/app-type";
import { presentUser } from "../../presenters/user";
import { changeUserRole } from "./change-user-role";

export const updateRoleRoute = async (app: App) => {
  app.put(
    "/protected/updaterole/:id",
    {
      schema: {
        tags: ["users"],
        summary: "Change a user's role (admin); the last admin stays an admin",
        params: userParamsSchema,
        body: updateRoleSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "updateRole", subject: "user" }),
    },
    async (request) => {
      const user = await changeUserRole(
        app.db,
        request.params.id,
        request.body.role,
        auditActorOf(request),
      );
      return { user: presentUser(user) };
    },
  );
};
