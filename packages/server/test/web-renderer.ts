import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { WebRenderer } from "@sector/shared";

/**
 * The web app's server renderer from its source (packages/web/src/ssr.tsx), which the web build
 * bundles into dist-ssr/; here it renders from the source, with the same React. The path is
 * computed so that the server's type check does not follow it into the web app's JSX.
 */
export const loadWebRendererSource = async (): Promise<WebRenderer> => {
  const source = new URL("../../web/src/ssr.tsx", import.meta.url).href;
  return (await import(/* @vite-ignore */ source)) as WebRenderer;
};

/** The shape of the index.html the web build writes: what pages are rendered into. */
export const WEB_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Sector Portal</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A built web app's folder holding only index.html, in `dir`. */
export const writeWebDist = async (dir: string): Promise<string> => {
  const dist = path.join(dir, "web-dist");
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, "index.html"), WEB_TEMPLATE);
  return dist;
};
