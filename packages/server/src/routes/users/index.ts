import type { App } from "../../lib/app-type";

export const userRoutes = async (_app: App) => {};
