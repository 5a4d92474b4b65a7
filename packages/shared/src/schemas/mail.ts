import { z } from "zod/mini";
import { idSchema } from "./fields";

/** Path of POST /mail/{id}/retry. */
export const mailParamsSchema = z.object({
  id: idSchema("Invalid message id."),
});
