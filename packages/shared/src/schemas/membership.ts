import { z } from "zod/mini";
import { requiredString } from "./fields";

export const INVALID_JOIN_LINK = "This link is not valid.";

/** Body of POST /user/public/join and /user/public/join/preview: the slug of an emailed link. */
export const joinSlugSchema = z.object({
  slug: requiredString(INVALID_JOIN_LINK, 200),
});
export type JoinSlugInput = z.input<typeof joinSlugSchema>;
