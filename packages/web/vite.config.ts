import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Where the dev and preview servers forward `/api`; the API server's default address. */
const apiTarget = process.env.API_PROXY_TARGET || "http://127.0.0.1:3000";
const proxy = { "/api": { target: apiTarget } };

/**
 * React Router 7's package exports only its development build (with dev warnings), even to
 * production bundles — a known upstream issue. Builds use the production files it ships
 * beside it: about a quarter smaller, without the warnings.
 */
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router")),
  "../production",
);

export default defineConfig(({ command }) => ({
  // Pinned so the config works from the repository root as well as from this folder.
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve:
    command === "build"
      ? {
          alias: [
            { find: /^react-router$/, replacement: path.join(routerProduction, "index.mjs") },
            {
              find: /^react-router\/dom$/,
              replacement: path.join(routerProduction, "dom-export.mjs"),
            },
          ],
        }
      : {},
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
}));
