import type { App } from "../../lib/app-type";
import { UnauthorizedError } from "../../lib/errors";
import { presentSuggestions, presentUser } from "../../presenters/user";

export const myProfileRoute = async (app: App) => {
  app.get(
    "/protected/myprofile",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "The signed-in user, and what their job title suggests for seniority and job function",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      // `authenticate` already loaded the user with its base company: no second query.
      if (!request.currentUser) throw new UnauthorizedError();
      const user = request.currentUser;
      return { user: presentUser(user), suggestions: presentSuggestions(user) };
    },
  );
};
