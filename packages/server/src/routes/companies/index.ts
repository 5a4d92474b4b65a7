import type { App } from "../../lib/app-type";

export const companyRoutes = async (_app: App) => {};
