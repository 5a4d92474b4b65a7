import type { FastifyRequest } from "fastify";
import { authorize } from "../../auth/policy";
import { actorOf } from "../../plugins/authenticate";

/**
 * Whose consents a call is about: the caller's own unless it names `user_id`, which only an
 * admin may (policy `consents`); anyone else gets 403.
 */
export const consentOwner = (
  request: FastifyRequest,
  action: "read" | "update",
  userId: number | null | undefined,
) => {
  const actor = actorOf(request);
  const ownerId = userId ?? actor.id;
  authorize(actor, { action, subject: "consents", ownerId });
  return { actor, ownerId, byStaff: ownerId !== actor.id };
};
