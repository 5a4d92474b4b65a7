import { isIP } from "node:net";
import { z } from "zod";

/**
 * The kinds of value the environment holds (src/lib/environment.ts), each a zod schema that
 * turns the variable's text into what the server uses, or refuses it with a message that says
 * what it takes. None echoes a value that may be a secret.
 */

/**
 * What Fastify's `trustProxy` takes, never `true`: false (no proxy), how many proxies stand in
 * front of the server (the client is the address the outermost of them saw), or the addresses and
 * ranges of the proxies (every trusted hop is skipped from the right).
 */
export type TrustProxy = false | number | string[];

/** An unset variable and an empty one mean the same: the default. */
export const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

export const wholeNumber = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const n = Number(value.trim());
    if (/^\s*\d+\s*$/.test(value) && n >= 1 && n <= max) return n;
    ctx.addIssue({
      code: "custom",
      message: `must be a whole number from 1 to ${max} (got "${value}")`,
    });
    return z.NEVER;
  });

/** A duration in whole milliseconds from `min` to `max`. */
export const milliseconds = (fallback: number, min: number, max: number) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const n = Number(value.trim());
    if (/^\s*\d+\s*$/.test(value) && n >= min && n <= max) return n;
    ctx.addIssue({
      code: "custom",
      message: `must be a whole number of milliseconds from ${min} to ${max} (got "${value}")`,
    });
    return z.NEVER;
  });

/** A cap of mails a second (1–100000); unset: no limit. */
export const mailsPerSecond = optionalText.transform((value, ctx): number | null => {
  if (value === undefined) return null;
  if (/^\s*\d+\s*$/.test(value) && Number(value) >= 1 && Number(value) <= 100_000) {
    return Number(value);
  }
  ctx.addIssue({
    code: "custom",
    message: `must be a whole number of mails a second from 1 to 100000, or unset for no limit (got "${value}")`,
  });
  return z.NEVER;
});

/** A URL of one of `protocols`; never echoed back (it may hold a password). */
export const url = (...protocols: string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol.replace(/:$/, ""));
      } catch {
        return false;
      }
    },
    { message: `must be a ${protocols.map((p) => `${p}://`).join(" or ")} URL` },
  );

export const oneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) =>
  optionalText.transform((value, ctx): T[number] => {
    if (value === undefined) return fallback;
    if ((values as readonly string[]).includes(value)) return value;
    ctx.addIssue({
      code: "custom",
      message: `must be ${values.map((v) => `"${v}"`).join(" or ")} (got "${value}")`,
    });
    return z.NEVER;
  });

/** Named ranges that proxy-addr (Fastify's trustProxy) knows. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];
/** More proxies than any deployment chains: a typo, or an attempt to trust every hop. */
const MAX_PROXY_HOPS = 10;

/** An IP address, or a range of them in CIDR form; /0 (every address) is refused. */
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", bits, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128);
};

export const trustProxy = optionalText.transform((value, ctx): TrustProxy => {
  const text = value?.trim();
  if (text === undefined || text === "" || text === "0") return false;
  if (/^\d+$/.test(text) && Number(text) <= MAX_PROXY_HOPS) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  if (!/^\d+$/.test(text) && entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: "custom",
    message: `must be 0, the number of proxies in front of the server (1 to ${MAX_PROXY_HOPS}), or the proxies' addresses or ranges separated by commas, such as 10.0.0.0/8,::1 or loopback (got "${value}")`,
  });
  return z.NEVER;
});

/** Shortest JWT_SECRET accepted: an HS256 key shorter than its 256-bit hash weakens it. */
const JWT_SECRET_MIN_BYTES = 32;

/** Never echoed back: only its length. */
export const jwtSecret = optionalText.superRefine((secret, ctx) => {
  if (secret === undefined) return;
  const bytes = Buffer.byteLength(secret, "utf8");
  if (bytes >= JWT_SECRET_MIN_BYTES) return;
  ctx.addIssue({
    code: "custom",
    message: `must be at least ${JWT_SECRET_MIN_BYTES} bytes long (got ${bytes}); unset it to have one generated and kept in DATA_DIR`,
  });
});

/** Shortest METRICS_TOKEN accepted: a guessable one would publish the metrics. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** What docs/configuration.md says of a variable (npm run docs:config writes it from these). */
export interface VariableDoc {
  /** The capability it belongs to: the page's section. */
  capability: string;
  /** The default, as the page shows it ("unset: …" where there is none). */
  defaultText: string;
  /** What it does, in a sentence or a few. */
  description: string;
}

/** A variable's schema with its documentation (read back by `docOf`). */
export const documented = <T extends z.ZodType>(schema: T, doc: VariableDoc): T =>
  schema.meta({ ...doc });

export const docOf = (schema: z.ZodType): VariableDoc | null => {
  const meta = schema.meta();
  const { capability, defaultText, description } = (meta ?? {}) as Partial<VariableDoc>;
  return capability && defaultText && description ? { capability, defaultText, description } : null;
};

/** "1" or "0"; unset: `fallback` (undefined: decided by another setting). */
export const zeroOrOne = <T extends boolean | undefined>(fallback: T) =>
  optionalText.transform((value, ctx): boolean | T => {
    if (value === undefined) return fallback;
    if (value === "1" || value === "0") return value === "1";
    ctx.addIssue({ code: "custom", message: `must be "1" or "0" (got "${value}")` });
    return z.NEVER;
  });
