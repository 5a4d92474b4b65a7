import { z } from "zod";
import { MAX_PAGE_SIZE, ROLES, USERS_PAGE_SIZE } from "../constants";
import { idSchema } from "./fields";
import { pageField } from "./resource";

const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

/** Query of GET /user/protected/fetchusers. */
export const fetchUsersSchema = z.object({
  page: pageField.default(1),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int({ error: PAGE_SIZE_MESSAGE })
    .min(1, { error: PAGE_SIZE_MESSAGE })
    .max(MAX_PAGE_SIZE, { error: PAGE_SIZE_MESSAGE })
    .default(USERS_PAGE_SIZE),
});

export const updateRoleSchema = z.object({
  role: z.enum(ROLES, { error: "Role must be one of user, admin, employee." }),
});
export type UpdateRoleInput = z.input<typeof updateRoleSchema>;

/** Path of PUT /user/protected/updaterole/{id}. */
export const userParamsSchema = z.object({
  id: idSchema("Invalid user id."),
});
