import { defineConfig } from "tsup";

export default defineConfig({
  // The server, and the backup and restore commands (docs/production.md).
  entry: ["src/main.ts", "src/backup.ts", "src/restore.ts"],
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  // The shared package ships TypeScript source, so it is bundled in; npm packages stay external.
  noExternal: ["@sector/shared"],
});
