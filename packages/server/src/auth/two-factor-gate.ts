import { TWO_FACTOR_REQUIRED } from "@sector/shared";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../db/client";
import { ForbiddenError } from "../lib/errors";
import { type Actor, mustUseTwoFactor } from "./policy";
import { hasTwoFactor } from "./second-factor";

/** What a staff account without two-factor may call while REQUIRE_STAFF_2FA is on. */
const BEFORE_ENROLMENT = new Set([
  "GET /api/user/protected/2fa",
  "POST /api/user/protected/2fa/setup",
  "POST /api/user/protected/2fa/enable",
  "POST /api/user/protected/2fa/disable",
  "GET /api/user/protected/myprofile",
  "POST /api/user/protected/logout",
  "POST /api/user/protected/logout-all",
]);

/**
 * REQUIRE_STAFF_2FA: a staff session whose account has no second factor yet may only enrol,
 * read its profile and sign out (403 otherwise). Matched on the route, not the raw URL, so no
 * query string or trailing slash slips past. Costs a look-up only for such sessions.
 */
export const refuseBeforeEnrolment = async (
  db: Executor,
  required: boolean,
  request: FastifyRequest,
  actor: Actor,
): Promise<void> => {
  if (!required || !mustUseTwoFactor(actor.role)) return;
  if (BEFORE_ENROLMENT.has(`${request.method} ${request.routeOptions.url}`)) return;
  if (await hasTwoFactor(db, actor.id)) return;
  throw new ForbiddenError(TWO_FACTOR_REQUIRED);
};
