import type { App } from "../../lib/app-type";
import { listAuditRoute } from "./list-audit";

/** /api/audit: what staff did. */
export const auditRoutes = async (app: App) => {
  await app.register(listAuditRoute);
};
