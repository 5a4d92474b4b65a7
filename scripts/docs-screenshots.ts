// `npm run docs:screenshots`: the documentation's browser screenshots (docs/images/*.png), taken
// from the built app on a fresh embedded database with the demo content, through the end-to-end
// tests' helpers (e2e/support). The screens are listed in docs-screenshots/screens.ts.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser } from "../e2e/support/browser";
import { startServer } from "../e2e/support/server";
import { shoot, type Written } from "./docs-screenshots/capture";
import { PORTAL_ENV, preparePortal } from "./docs-screenshots/portal";
import { SHOTS } from "./docs-screenshots/screens";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "docs", "images");
// `npm run docs:screenshots -- campaign users` retakes only those.
const only = process.argv.slice(2);
const unknown = only.filter((name) => !SHOTS.some((shot) => shot.name === name));
if (unknown.length > 0) {
  throw new Error(
    `No such screenshot: ${unknown.join(", ")}. Known: ${SHOTS.map((s) => s.name).join(", ")}`,
  );
}

const server = await startServer(PORTAL_ENV);
const browser = await launchBrowser();
const written: Written[] = [];
try {
  const portal = await preparePortal(server);
  for (const shot of SHOTS) {
    if (only.length > 0 && !only.includes(shot.name)) continue;
    const { page, part, margin } = await shot.open({ browser, server, portal });
    const result = await shoot(page, outDir, shot.name, part, margin);
    written.push(result);
    await page.context().close();
    const kb = `${Math.round(result.bytes / 1024)} KiB`;
    console.log(
      `${result.changed ? "wrote    " : "unchanged"} docs/images/${shot.name}.png (${kb}): ${shot.shows}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
const total = written.reduce((sum, w) => sum + w.bytes, 0);
const changed = written.filter((w) => w.changed).length;
console.log(
  `${written.length} files (${changed} rewritten, ${written.length - changed} unchanged), ${Math.round(total / 1024)} KiB in all`,
);
