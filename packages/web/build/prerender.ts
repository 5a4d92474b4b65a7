import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { routerProductionAliases } from "./router-production.ts";

/** What the Node bundle of src/ssr.tsx exports for the build. */
interface PrerenderModule {
  prerenderedPaths(): string[];
  prerenderPage(template: string, path: string): Promise<string>;
}

/** Where the server renderer is written, beside dist/: the server loads it, nobody downloads it. */
const SSR_DIR = "dist-ssr";

/**
 * After the client build, bundles src/ssr.tsx for Node into dist-ssr/ssr.mjs: React 19's
 * react-dom/server and the same React Router production build as the app, so its markup is
 * exactly what the app's hydration expects. With it, the public pages with a fixed path are
 * rendered into dist/pages/<path>.html, which the server sends for those paths instead of the empty
 * index.html: the page paints from the HTML and its stylesheet, before any JavaScript has
 * arrived. The server keeps using the bundle to render each brand's registration page at
 * request time (packages/server/src/plugins/brand-pages.ts).
 */
export function prerenderPublicPages(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "sector:prerender",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const template = await readFile(path.join(outDir, "index.html"), "utf8");
      const serverOut = path.resolve(root, SSR_DIR);
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        plugins: [react()],
        resolve: { alias: routerProductionAliases },
        // Self-contained: the server loads the bundle without the web app's node_modules, and
        // React Router goes through its alias.
        ssr: { noExternal: true },
        // React's production renderer, whatever NODE_ENV the server later runs with.
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        build: {
          ssr: "src/ssr.tsx",
          outDir: serverOut,
          emptyOutDir: true,
          // The server renders with it; the public files are served from dist/ alone.
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: "ssr.mjs" } },
        },
      });
      const entry: PrerenderModule = await import(
        pathToFileURL(path.join(serverOut, "ssr.mjs")).href
      );
      await mkdir(path.join(outDir, "pages"), { recursive: true });
      for (const pagePath of entry.prerenderedPaths()) {
        await writeFile(
          path.join(outDir, "pages", `${pagePath.slice(1)}.html`),
          await entry.prerenderPage(template, pagePath),
        );
      }
    },
  };
}
