import type { App } from "../../lib/app-type";
import { consentOwner } from "./consent-owner";
import { listMemberConsents } from "./member-consents";

export const getConsentsRoute = async (app: App) => {
  app.get(
    "/user/protected/consents",
    {
      schema: {
        tags: ["consents"],
        summary: "The caller's consents: three per brand they belong to",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { ownerId } = consentOwner(request, "read", null);
      return { consents: await listMemberConsents(app.db, ownerId) };
    },
  );
};
