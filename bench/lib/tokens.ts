import { createHmac, randomUUID } from "node:crypto";
import type pg from "pg";

/**
 * A session token as the server signs one (HS256 with its JWT_SECRET, which the benchmark
 * chose when it started the server): lets a row act as thousands of different signed-in members
 * without thousands of argon2 sign-ins.
 */
export const signSessionToken = (
  secret: string,
  user: { id: number; role: string; tokenVersion: number },
): string => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: "HS256", typ: "JWT" });
  const payload = encode({
    sub: String(user.id),
    role: user.role,
    ver: user.tokenVersion,
    jti: randomUUID(),
    iat: now,
    exp: now + 3600,
  });
  const signature = createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url");
  return `${header}.${payload}.${signature}`;
};

/** A session token of the seeded admin (the first), signed with the server's secret. */
export const signAdminToken = async (client: pg.Client, secret: string): Promise<string> => {
  const { rows } = await client.query<{ id: number; token_version: number }>(
    "SELECT id, token_version FROM users WHERE role = 'admin' ORDER BY id LIMIT 1",
  );
  const admin = rows[0];
  if (!admin) throw new Error("no admin in the database (seed:large)");
  return signSessionToken(secret, {
    id: admin.id,
    role: "admin",
    tokenVersion: admin.token_version,
  });
};
