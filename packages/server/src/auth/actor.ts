import type { FastifyRequest } from "fastify";
import { UnauthorizedError } from "../lib/errors";
import type { Actor } from "./policy";

/** The signed-in actor of a request that passed `authenticate`. */
export const actorOf = (request: FastifyRequest): Actor => {
  const user = request.currentUser;
  if (!user) throw new UnauthorizedError();
  return { id: user.id, role: user.role };
};
