import { z } from "zod";
import { MAX_PAGE_SIZE, ROLES, USERS_PAGE_SIZE } from "../constants";
import { pageField } from "./resource";

export const fetchUsersSchema = z.object({
  page: pageField.default(1),
  pageSize: z.coerce
    .number({ error: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .int({ error: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .min(1, { error: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .max(MAX_PAGE_SIZE, { error: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .default(USERS_PAGE_SIZE),
});

export const updateRoleSchema = z.object({
  role: z.enum(ROLES, { error: "Role must be one of user, admin, employee." }),
});
