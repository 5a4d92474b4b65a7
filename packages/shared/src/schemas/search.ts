import { z } from "zod/mini";
import { MAX_ID } from "../constants";
import type { ResourceEvent } from "../event-types";
import type { Resource } from "../types";
import { CURSOR_MESSAGE } from "./feed-cursor";
import { preprocess, storableText, strictId } from "./fields";
import { pageField } from "./resource";

/** Member search (GET /api/resources/search, issue 31). */
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_TEXT_MESSAGE = "Search text must be 1 to 200 characters.";
/** Totals are counted exactly up to this many matches; a larger total reads as "100+". */
export const SEARCH_TOTAL_CAP = 100;

const toBase64Url = (text: string) =>
  btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/**
 * Where a search page starts: after the result with this score and resource (its upload time
 * is read from the resource). Opaque to clients (base64url), which only send `next` back.
 */
export interface SearchCursor {
  score: number;
  resourceId: number;
}

export const encodeSearchCursor = ({ score, resourceId }: SearchCursor): string =>
  toBase64Url(`s${score}r${resourceId}`);

export const decodeSearchCursor = (cursor: string): SearchCursor | null => {
  if (!/^[A-Za-z0-9_-]{4,32}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const match = /^s([1-9]\d{0,2})r([1-9]\d{0,9})$/.exec(text);
  if (!match || toBase64Url(text) !== cursor) return null;
  const score = Number(match[1]);
  const resourceId = Number(match[2]);
  return resourceId <= MAX_ID ? { score, resourceId } : null;
};

/** Absent, empty or the text "null"/"undefined": not set. */
const unset = (value: unknown) =>
  value === "" || value === "null" || value === "undefined" ? undefined : value;

export const searchQuerySchema = z.object({
  q: z.pipe(
    storableText(SEARCH_TEXT_MESSAGE),
    z.pipe(
      z.transform((text: string) => text.trim()),
      z
        .string()
        .check(
          z.minLength(1, { error: SEARCH_TEXT_MESSAGE }),
          z.maxLength(200, { error: SEARCH_TEXT_MESSAGE }),
        ),
    ),
  ),
  company_id: preprocess(unset, z.optional(strictId("Invalid company."))),
  page: z._default(pageField, 1),
  /** The `next` of the page before: the page after it, whatever `page` says. */
  cursor: z.pipe(
    z.nullable(z.optional(z.string({ error: CURSOR_MESSAGE }))),
    z.transform((cursor, ctx) => {
      if (!cursor) return undefined;
      const decoded = decodeSearchCursor(cursor);
      if (decoded === null) {
        ctx.issues.push({ code: "custom", message: CURSOR_MESSAGE, input: cursor });
      }
      return decoded ?? undefined;
    }),
  ),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * One result: the feed's resource fields, the brand's name and `highlight`, the title as HTML
 * with every matched word in `<mark>` and everything else escaped (safe to set as innerHTML).
 * `sponsor` is there for a sponsored resource once sponsors exist (issue 30); absent until then.
 */
export interface SearchResult {
  id: number;
  title: string;
  resource_url: string;
  image_bg: string;
  company_id: number;
  company_name: string;
  createdAt: string;
  preferences: Resource["preferences"];
  sponsor?: { id: number; name: string; logo_url: string | null };
  /** Its time and place when it is an event (issue 63); null for other resources. */
  event: ResourceEvent | null;
  highlight: string;
}

/**
 * GET /api/resources/search: a page of results (best first), the number of matches (exact up
 * to SEARCH_TOTAL_CAP; `total_capped` when there are more) and the cursor of the next page
 * (null on the last page).
 */
export interface SearchPage {
  data: SearchResult[];
  total: number;
  total_capped: boolean;
  next: string | null;
}
