import fastifyMultipart from "@fastify/multipart";
import { MEMBER_IMPORT_MAX_BYTES } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { createImportRoute } from "./create-import";
import { getImportRoute } from "./get-import";
import { listImportsRoute } from "./list-imports";

/**
 * /api/members: member imports (admin). Multipart uploads are accepted here only (the plugin is
 * registered in this scope): one file up to the size limit and a few small text fields.
 */
export const memberImportRoutes = async (app: App) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MEMBER_IMPORT_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 100 * 1024,
      parts: 12,
      headerPairs: 50,
    },
  });
  await app.register(createImportRoute);
  await app.register(getImportRoute);
  await app.register(listImportsRoute);
};
