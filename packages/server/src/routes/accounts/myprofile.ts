import type { App } from "../../lib/app-type";
import { UnauthorizedError } from "../../lib/errors";
import { presentUser } from "../../presenters/user";

export const myProfileRoute = async (app: App) => {
  app.get(
    "/protected/myprofile",
    {
      schema: {
        tags: ["accounts"],
        summary: "The signed-in user",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      // `authenticate` already loaded the user with its base company: no second query.
      if (!request.currentUser) throw new UnauthorizedError();
      return { user: presentUser(request.currentUser) };
    },
  );
};
