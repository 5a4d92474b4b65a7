import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: the part of a set-password link that proves who you are. */
export const newSlug = (): string => randomBytes(32).toString("base64url");

/** Slugs are stored hashed, so a database leak does not hand out working links. */
export const hashSlug = (slug: string): string => createHash("sha256").update(slug).digest("hex");
