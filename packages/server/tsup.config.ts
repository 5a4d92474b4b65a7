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
  // The shared package ships TypeScript source, so it is bundled in; npm packages stay external,
  // but for the country list the shared package reads: its English names are a JSON import,
  // which Node's ESM loads only with an import attribute the bundler's output does not keep.
  noExternal: ["@sector/shared", "i18n-iso-countries", "diacritics"],
});
