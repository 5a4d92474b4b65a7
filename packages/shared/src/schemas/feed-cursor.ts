import { z } from "zod/mini";
import { MAX_ID } from "../constants";

export const CURSOR_MESSAGE = "Invalid cursor.";

const toBase64Url = (text: string) =>
  btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/**
 * The `next` cursor of a feed page: where the page after it starts, the last resource of the
 * page. Opaque to clients (base64url), which only send it back.
 */
export const encodeFeedCursor = (resourceId: number): string => toBase64Url(`r${resourceId}`);

/** The resource a cursor names, or null when it is not one of ours. */
export const decodeFeedCursor = (cursor: string): number | null => {
  if (!/^[A-Za-z0-9_-]{2,24}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const match = /^r([1-9]\d{0,9})$/.exec(text);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id <= MAX_ID && toBase64Url(text) === cursor ? id : null;
};

/** An optional cursor, as the id of the resource it names (absent, null or "": none). */
export const feedCursorField = z.pipe(
  z.nullable(z.optional(z.string({ error: CURSOR_MESSAGE }))),
  z.transform((cursor, ctx) => {
    if (!cursor) return undefined;
    const id = decodeFeedCursor(cursor);
    if (id === null) ctx.issues.push({ code: "custom", message: CURSOR_MESSAGE, input: cursor });
    return id ?? undefined;
  }),
);
