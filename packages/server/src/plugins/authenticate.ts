import fastifyJwt from "@fastify/jwt";
import { MAX_ID, type Role } from "@sector/shared";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { type Actor, authorize, type Permission } from "../auth/policy";
import { findUserById } from "../db/user-queries";
import { UnauthorizedError } from "../lib/errors";
import type { UserWithCompany } from "../presenters/user";

interface TokenPayload {
  sub: string;
  role: Role;
  ver: number;
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** onRequest hook: a valid, current bearer token, or 401. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook: authenticate, then require a role-level permission (403 otherwise). */
    guard(permission: Permission): onRequestAsyncHookHandler;
    signToken(user: { id: number; role: Role; tokenVersion: number }): string;
  }
  interface FastifyRequest {
    /** The signed-in user with the name of the company they joined through. */
    currentUser: UserWithCompany | null;
  }
}

const TOKEN_LIFETIME = "30d";

/** The signed-in actor of a request that passed `authenticate`. */
export const actorOf = (request: FastifyRequest): Actor => {
  const user = request.currentUser;
  if (!user) throw new UnauthorizedError();
  return { id: user.id, role: user.role };
};

export const registerAuthentication = async (app: FastifyInstance, secret: string) => {
  await app.register(fastifyJwt, { secret, sign: { expiresIn: TOKEN_LIFETIME } });
  app.decorateRequest("currentUser", null);

  app.decorate("signToken", (user: { id: number; role: Role; tokenVersion: number }) =>
    app.jwt.sign({ sub: String(user.id), role: user.role, ver: user.tokenVersion }),
  );

  const authenticate: onRequestAsyncHookHandler = async (request) => {
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw new UnauthorizedError();
    }
    const id = Number(payload.sub);
    // Outside the id column's range the query itself would fail (a 500): no such user.
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new UnauthorizedError();
    // The user and the company they joined through: one query, or none while the cached row
    // stands (any change to the user or their company evicts it). The token version check
    // makes a password or role change sign out every older token.
    const user = await app.caches.users.get(id, () => findUserById(app.db, id));
    if (!user || user.tokenVersion !== payload.ver) throw new UnauthorizedError();
    request.currentUser = user;
  };

  app.decorate("authenticate", authenticate);
  app.decorate("guard", (permission: Permission): onRequestAsyncHookHandler => {
    return async function guard(request, reply) {
      await authenticate.call(this, request, reply);
      authorize(actorOf(request), permission);
    };
  });
};
