import { z } from "zod/mini";
import { MAX_PAGE_SIZE, ROLES, USERS_PAGE_SIZE } from "../constants";
import { idSchema, optionalCompanyFilter, storableText, wholeNumberField } from "./fields";
import { pageField } from "./resource";

const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

/** Query of GET /user/protected/fetchusers. */
export const USER_SEARCH_MESSAGE = "Search text must be at most 200 characters.";

export const fetchUsersSchema = z.object({
  page: z._default(pageField, 1),
  pageSize: z._default(wholeNumberField(PAGE_SIZE_MESSAGE, MAX_PAGE_SIZE), USERS_PAGE_SIZE),
  /** Narrows to users whose name or email address holds the text (ignoring case). */
  search: z.optional(
    storableText(USER_SEARCH_MESSAGE).check(
      z.trim(),
      z.maxLength(200, { error: USER_SEARCH_MESSAGE }),
    ),
  ),
  /** Narrows to the members of this brand (a newsletter's preview picks among them). */
  company_id: optionalCompanyFilter(),
});

export const updateRoleSchema = z.object({
  role: z.enum(ROLES, { error: "Role must be one of user, admin, employee." }),
});
export type UpdateRoleInput = z.input<typeof updateRoleSchema>;

/** Path of PUT /user/protected/updaterole/{id}. */
export const userParamsSchema = z.object({
  id: idSchema("Invalid user id."),
});
