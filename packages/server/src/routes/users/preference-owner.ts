import type { FastifyRequest } from "fastify";
import { authorize } from "../../auth/policy";
import { actorOf } from "../../plugins/authenticate";

/**
 * Whose preferences a call is about: the caller's own unless it names `user_id`. Only an
 * admin may name somebody else (policy `userPreferences`); anyone else gets 403.
 */
export const preferenceOwner = (
  request: FastifyRequest,
  action: "read" | "update",
  userId: number | null | undefined,
): number => {
  const actor = actorOf(request);
  const ownerId = userId ?? actor.id;
  authorize(actor, { action, subject: "userPreferences", ownerId });
  return ownerId;
};
