import { randomUUID } from "node:crypto";
import fastifyJwt from "@fastify/jwt";
import { MAX_ID, type Role } from "@sector/shared";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { actorOf } from "../auth/actor";
import { authorize, type Permission } from "../auth/policy";
import { refuseBeforeEnrolment } from "../auth/two-factor-gate";
import { findSessionUser } from "../db/user-queries";
import { UnauthorizedError } from "../lib/errors";
import type { SessionUser } from "../presenters/user";

interface TokenPayload {
  sub: string;
  role: Role;
  ver: number;
  /** The token's own id: what a logout revokes. */
  jti: string;
  /** Expiry, seconds since the epoch (set when signing). */
  exp: number;
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    /** What we sign; `exp` is added by the signer. */
    payload: Omit<TokenPayload, "exp">;
    user: TokenPayload;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** onRequest hook: a valid, current bearer token, or 401. */
    authenticate: onRequestAsyncHookHandler;
    /**
     * Signs `request` in with `token` (one taken from elsewhere than the Authorization header,
     * as a beacon must send it), or 401.
     */
    authenticateToken(request: FastifyRequest, token: string | undefined): Promise<void>;
    /** onRequest hook: authenticate, then require a role-level permission (403 otherwise). */
    guard(permission: Permission): onRequestAsyncHookHandler;
    signToken(user: { id: number; role: Role; tokenVersion: number }): string;
  }
  interface FastifyRequest {
    /** The signed-in user with the name of the company they joined through. */
    currentUser: SessionUser | null;
    /** The id and expiry of the bearer token that signed the request in. */
    session: { jti: string; expiresAt: Date } | null;
  }
}

const TOKEN_LIFETIME = "30d";

/** `Authorization: Bearer <token>`, the form every call but a beacon uses. */
const BEARER = /^Bearer +(\S+)$/i;

/** The request's bearer token, if its Authorization header carries one. */
export const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? "")?.[1];

/**
 * Tokens already verified are kept by the verifier (fast-jwt's cache, keyed by a hash of the
 * token, each until its expiry): verifying a signature on every request costs more than the
 * rest of a cached read. Revocation is checked on the signed-in user (its token version, and
 * the ids of tokens ended by a logout), never by the cache.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

// The signed-in actor of a request (in auth/, so the audit log can name it too).
export { actorOf };

/** A payload we signed has these; anything else (an older or foreign token) is refused. */
const isTokenPayload = (payload: Partial<TokenPayload>): payload is TokenPayload =>
  typeof payload.sub === "string" &&
  typeof payload.ver === "number" &&
  typeof payload.jti === "string" &&
  typeof payload.exp === "number";

export const registerAuthentication = async (app: FastifyInstance, secret: string) => {
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: "HS256", expiresIn: TOKEN_LIFETIME },
    verify: { algorithms: ["HS256"], cache: VERIFIED_TOKENS_KEPT },
  });
  app.decorateRequest("currentUser", null);
  app.decorateRequest("session", null);

  app.decorate("signToken", (user: { id: number; role: Role; tokenVersion: number }) =>
    app.jwt.sign({
      sub: String(user.id),
      role: user.role,
      ver: user.tokenVersion,
      jti: randomUUID(),
    }),
  );

  const verify = (token: string): TokenPayload => {
    let payload: Partial<TokenPayload>;
    try {
      payload = app.jwt.verify<Partial<TokenPayload>>(token);
    } catch {
      throw new UnauthorizedError();
    }
    if (!isTokenPayload(payload)) throw new UnauthorizedError();
    return payload;
  };

  const authenticateToken = async (request: FastifyRequest, token: string | undefined) => {
    if (!token) throw new UnauthorizedError();
    const payload = verify(token);
    const id = Number(payload.sub);
    // Outside the id column's range the query itself would fail (a 500): no such user.
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new UnauthorizedError();
    // The user and the company they joined through: one query, or none while the cached row
    // stands (any change to the user or their company evicts it). The token version check
    // makes a password or role change sign out every older token.
    const user = await app.caches.users.get(id, () => findSessionUser(app.db, id));
    if (!user || user.tokenVersion !== payload.ver || user.revokedTokens.includes(payload.jti)) {
      throw new UnauthorizedError();
    }
    await refuseBeforeEnrolment(app.db, Boolean(app.config.requireStaff2fa), request, user);
    request.currentUser = user;
    request.session = { jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  };
  const authenticate: onRequestAsyncHookHandler = (request) =>
    authenticateToken(request, bearerToken(request));

  app.decorate("authenticateToken", authenticateToken);

  app.decorate("authenticate", authenticate);
  app.decorate("guard", (permission: Permission): onRequestAsyncHookHandler => {
    return async function guard(request, reply) {
      await authenticate.call(this, request, reply);
      authorize(actorOf(request), permission);
    };
  });
};
