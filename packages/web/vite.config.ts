import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Where the dev and preview servers forward `/api`; the API server's default address. */
const apiTarget = process.env.API_PROXY_TARGET || "http://127.0.0.1:3000";
const proxy = { "/api": { target: apiTarget } };

export default defineConfig({
  // Pinned so the config works from the repository root as well as from this folder.
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
});
