import type { Executor } from "../../db/client";
import { fieldError } from "../../lib/errors";
import { joinLinkState } from "../../memberships/join-requests";
import { JOIN_LINK_MESSAGES } from "./messages";

/** The 400 of a slug that cannot be used, saying why: unknown, used or expired. */
export const joinLinkError = async (db: Executor, slug: string) => {
  const link = await joinLinkState(db, slug);
  const why = link.state === "open" ? "unknown" : link.state;
  return fieldError("slug", JOIN_LINK_MESSAGES[why]);
};
