import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { onProductionLog, productionAliases } from "./production-aliases.ts";

/** A page as src/prerender.tsx renders it. */
interface PrerenderedPage {
  title: string;
  /** The markup inside #root. */
  html: string;
}

/** What the Node bundle of src/prerender.tsx exports. */
interface PrerenderModule {
  prerenderedPaths(): string[];
  prerender(path: string): Promise<PrerenderedPage>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function replaceOnce(html: string, search: string, replacement: string): string {
  const at = html.indexOf(search);
  if (at < 0) throw new Error(`prerender: ${search} is missing from index.html`);
  return html.slice(0, at) + replacement + html.slice(at + search.length);
}

/**
 * The built index.html with one page's markup in #root and its title. #root stays inert until
 * the app has taken the markup over (src/main.tsx): a page seen before its script has run must
 * not take input the app would then lose, nor submit a form natively. The page paints without
 * its scripts, so they are fetched at low priority, after the stylesheet and the visible images.
 */
export function pageHtml(template: string, page: PrerenderedPage): string {
  const titled = replaceOnce(
    template,
    "<title>Sector Portal</title>",
    `<title>${escapeHtml(page.title)}</title>`,
  );
  const withPage = replaceOnce(
    titled,
    '<div id="root"></div>',
    `<div id="root" inert>${page.html}</div>`,
  );
  return withPage
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * After the client build, renders the public pages with a fixed path into
 * dist/pages/<path>.html, which the server sends for those paths instead of the empty
 * index.html: the page paints from the HTML and its stylesheet, before any JavaScript has
 * arrived. src/prerender.tsx is bundled for Node with the production aliases (Preact, React
 * Router's production build), so the markup is exactly what the app's hydration expects.
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
      const serverOut = await mkdtemp(path.join(tmpdir(), "sector-prerender-"));
      try {
        await build({
          configFile: false,
          root,
          logLevel: "warn",
          plugins: [react()],
          resolve: { alias: productionAliases },
          // Every dependency goes through the aliases: none may load React itself.
          ssr: { noExternal: true },
          build: {
            ssr: "src/prerender.tsx",
            outDir: serverOut,
            emptyOutDir: true,
            rolldownOptions: {
              onLog: onProductionLog,
              output: { entryFileNames: "prerender.mjs" },
            },
          },
        });
        const entry: PrerenderModule = await import(
          pathToFileURL(path.join(serverOut, "prerender.mjs")).href
        );
        await mkdir(path.join(outDir, "pages"), { recursive: true });
        for (const pagePath of entry.prerenderedPaths()) {
          const page = await entry.prerender(pagePath);
          await writeFile(
            path.join(outDir, "pages", `${pagePath.slice(1)}.html`),
            pageHtml(template, page),
          );
        }
      } finally {
        await rm(serverOut, { recursive: true, force: true });
      }
    },
  };
}
