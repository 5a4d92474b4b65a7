import { resourceParamsSchema } from "@sector/shared";
import { sql } from "drizzle-orm";
import { z } from "zod/mini";
import { authorize } from "../../auth/policy";
import { resourceOpensPending } from "../../db/insights-schema";
import { resources } from "../../db/schema";
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
      const userId = actorOf(request).id;
      // One statement: the resource's brand is read as the open is written, into the pending
      // opens (rolled up in batches: nothing here waits on another open). Its commit does not
      // wait for the WAL flush (set_config(..., true) lasts for this statement's transaction):
      // an open is a reading statistic, not a lead or a consent; a database crash could lose
      // the last fraction of a second of them, never a partial one. (Both drivers answer rows.)
      const { rows: recorded } = (await app.db.execute(sql`
        with "commit_mode" as (select set_config('synchronous_commit', 'off', true))
        insert into ${resourceOpensPending} ("user_id", "resource_id", "company_id")
        select ${userId}::int, ${resources.id}, ${resources.companyId}
        from ${resources}, "commit_mode"
        where ${resources.id} = ${request.params.id}
        returning 1 as "recorded"`)) as unknown as { rows: unknown[] };
      if (recorded.length === 0) throw new NotFoundError(RESOURCE_NOT_FOUND);
      return reply.code(204).send();
    },
  );
};
