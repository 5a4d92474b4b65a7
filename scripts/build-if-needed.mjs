// Builds the server bundle and the web app when either is missing or older than its sources.
// Used by `npm start` and the end-to-end tests, so a fresh clone needs no separate build step.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Newest modification time below `dir` (0 when it does not exist). */
const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir)) {
    if (entry === "node_modules" || entry === "dist") continue;
    latest = Math.max(latest, newest(path.join(dir, entry)));
  }
  return latest;
};

const targets = [
  {
    workspace: "@sector/server",
    output: "packages/server/dist/main.js",
    sources: [
      "packages/server/src",
      "packages/server/drizzle",
      "packages/shared/src",
      "packages/server/tsup.config.ts",
    ],
  },
  {
    workspace: "@sector/web",
    output: "packages/web/dist/index.html",
    sources: [
      "packages/web/src",
      "packages/web/public",
      "packages/web/index.html",
      "packages/web/vite.config.ts",
      "packages/web/build",
      "packages/shared/src",
    ],
  },
];

/** Builds the targets that are out of date: all of them, or the workspaces named. */
export const buildIfNeeded = (workspaces = []) => {
  for (const target of targets) {
    if (workspaces.length > 0 && !workspaces.includes(target.workspace)) continue;
    const output = path.join(root, target.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    const changedAt = Math.max(...target.sources.map((s) => newest(path.join(root, s))));
    if (builtAt >= changedAt) continue;
    console.log(`Building ${target.workspace}...`);
    const result = spawnSync("npm", ["run", "build", "-w", target.workspace], {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) {
      console.error(`Building ${target.workspace} failed.`);
      process.exit(result.status ?? 1);
    }
  }
};

// `node scripts/build-if-needed.mjs [workspace…]`
if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded(process.argv.slice(2));
