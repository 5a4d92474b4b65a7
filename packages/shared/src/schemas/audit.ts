import { z } from "zod/mini";
import { MAX_PAGE_SIZE } from "../constants";
import { preprocess, storableText, strictId, wholeNumberField } from "./fields";
import { pageField } from "./resource";

/** Query of GET /audit (admin): one page of the audit log, newest first. */
export const auditQuerySchema = z.object({
  page: z._default(pageField, 1),
  pageSize: z._default(
    wholeNumberField(`Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, MAX_PAGE_SIZE),
    20,
  ),
  action: z.optional(
    preprocess(
      (v) => (v === "" ? undefined : v),
      z.optional(
        storableText("Action must be text.").check(
          z.regex(/^[a-z_]+\.[a-z_]+$/, { error: "Unknown action." }),
        ),
      ),
    ),
  ),
  actor_id: z.optional(
    preprocess((v) => (v === "" ? undefined : v), z.optional(strictId("Invalid actor."))),
  ),
});
