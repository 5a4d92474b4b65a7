import type { App } from "../../lib/app-type";

export const preferenceRoutes = async (_app: App) => {};
