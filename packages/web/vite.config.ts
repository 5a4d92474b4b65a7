import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress.ts";
import { prerenderPublicPages } from "./build/prerender.ts";
import { routerProductionAliases } from "./build/router-production.ts";

/** Where the dev and preview servers forward `/api`; the API server's default address. */
const apiTarget = process.env.API_PROXY_TARGET || "http://127.0.0.1:3000";
const proxy = { "/api": { target: apiTarget } };

export default defineConfig(({ command }) => ({
  // Pinned so the config works from the repository root as well as from this folder.
  root: fileURLToPath(new URL(".", import.meta.url)),
  // After the bundle is written: the public pages are prerendered into it, then every text
  // file gets its compressed copies.
  plugins: [react(), tailwindcss(), prerenderPublicPages(), precompress()],
  resolve: command === "build" ? { alias: routerProductionAliases } : {},
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
}));
