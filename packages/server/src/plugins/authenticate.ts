import fastifyJwt from "@fastify/jwt";
import { MAX_ID, type Role } from "@sector/shared";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { LRUCache } from "lru-cache";
import { type Actor, authorize, type Permission } from "../auth/policy";
import { findUserById } from "../db/user-queries";
import { UnauthorizedError } from "../lib/errors";
import type { UserWithCompany } from "../presenters/user";

interface TokenPayload {
  sub: string;
  role: Role;
  ver: number;
  /** Expiry, seconds since the epoch (set when signing). */
  exp?: number;
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

/** `Authorization: Bearer <token>`, the only form accepted. */
const BEARER = /^Bearer +(\S+)$/i;

/**
 * Tokens already verified, by their exact text, with their claims: verifying a signature on
 * every request costs more than the rest of a cached read. A token's text fixes its claims and
 * signature, so only its expiry is checked again; revocation is the token version's job.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

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

  const verifiedTokens = new LRUCache<string, TokenPayload>({ max: VERIFIED_TOKENS_KEPT });
  const verify = (token: string): TokenPayload => {
    const known = verifiedTokens.get(token);
    if (known && (known.exp === undefined || known.exp * 1000 > Date.now())) return known;
    try {
      const payload = app.jwt.verify<TokenPayload>(token);
      verifiedTokens.set(token, payload);
      return payload;
    } catch {
      verifiedTokens.delete(token);
      throw new UnauthorizedError();
    }
  };

  const authenticate: onRequestAsyncHookHandler = async (request) => {
    const token = BEARER.exec(request.headers.authorization ?? "")?.[1];
    if (!token) throw new UnauthorizedError();
    const payload = verify(token);
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
