import fastifyJwt from "@fastify/jwt";
import type { Role } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { type Actor, authorize, type Permission } from "../auth/policy";
import { preparedPer } from "../db/prepared";
import { companies, users } from "../db/schema";
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
/** Largest value of a PostgreSQL `serial` id. */
const MAX_ID = 2_147_483_647;

/** The signed-in actor of a request that passed `authenticate`. */
export const actorOf = (request: FastifyRequest): Actor => {
  const user = request.currentUser;
  if (!user) throw new UnauthorizedError();
  return { id: user.id, role: user.role };
};

/**
 * The signed-in user and the company they joined through, by id: it runs on every signed-in
 * request, so it is rendered once and prepared on each connection, where PostgreSQL keeps one
 * plan for it (a primary-key look-up whatever the id). No LIMIT: the key is unique, and a
 * LIMIT parameter would make PostgreSQL plan the statement again on every execution.
 */
const userById = preparedPer((db) =>
  db
    .select({ user: users, baseCompany: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.joinedThru))
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("auth_user_by_id"),
);

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
    // One query: the user and the company they joined through. The token version check makes
    // a password or role change sign out every older token.
    const [row] = await userById(app.db).execute({ id });
    if (!row || row.user.tokenVersion !== payload.ver) throw new UnauthorizedError();
    request.currentUser = { ...row.user, baseCompany: row.baseCompany };
  };

  app.decorate("authenticate", authenticate);
  app.decorate("guard", (permission: Permission): onRequestAsyncHookHandler => {
    return async function guard(request, reply) {
      await authenticate.call(this, request, reply);
      authorize(actorOf(request), permission);
    };
  });
};
