import { createHmac, randomUUID } from "node:crypto";

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
