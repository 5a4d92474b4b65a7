import { resourceParamsSchema } from "@sector/shared";
import { z } from "zod/mini";
import { authorize } from "../../auth/policy";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { actorOf, bearerToken } from "../../plugins/authenticate";
import { RESOURCE_NOT_FOUND } from "./messages";

/**
 * `navigator.sendBeacon` cannot set headers: it sends the token as a form-encoded body
 * parameter (RFC 6750 section 2.2). A `fetch` fallback sends the usual header and no body.
 */
const beaconBodySchema = z.nullish(z.object({ access_token: z.optional(z.string()) }));

/** Fields of a form body, the last value of each; anything else is left to the schema. */
const parseForm = (body: string) => Object.fromEntries(new URLSearchParams(body));

export const recordOpenRoute = async (app: App) => {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, parseForm(String(body))),
  );

  app.post(
    "/:id/open",
    {
      schema: {
        tags: ["resources"],
        summary: "Record that the signed-in user opened a resource (any role); 204",
        params: resourceParamsSchema,
        body: beaconBodySchema,
        security: [{ bearerAuth: [] }],
      },
      preHandler: async (request) => {
        await app.authenticateToken(request, bearerToken(request) ?? request.body?.access_token);
        authorize(actorOf(request), { action: "record", subject: "open" });
      },
    },
    async (request, reply) => {
      // Held for a moment and written with the other opens of that moment (db/open-recorder.ts).
      const recorded = await app.opens.record(actorOf(request).id, request.params.id);
      if (!recorded) throw new NotFoundError(RESOURCE_NOT_FOUND);
      return reply.code(204).send();
    },
  );
};
