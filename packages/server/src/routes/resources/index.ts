import type { App } from "../../lib/app-type";

export const resourceRoutes = async (_app: App) => {};
