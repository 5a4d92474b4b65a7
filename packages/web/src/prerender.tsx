import { renderToString } from "react-dom/server";
import { createMemoryRouter, matchRoutes } from "react-router";
import { App } from "./app/app";
import { pageTitle } from "./app/layouts/document-title";
import { guestScreens, preloadScreen, publicScreens } from "./app/route-config";
import { routes } from "./app/router";

/**
 * Build-time rendering of the public pages that have a fixed path (login, forgot password, the
 * brands' registration pages), bundled and run in Node by build/prerender.ts with the same
 * production aliases as the app, so Preact renders it. Each page is the app's first render for a
 * guest on that path: the same tree as in the browser (src/main.tsx) around a memory router, with
 * no query answered yet (the registration pages show their brand's defaults, as they do at first).
 */
export interface PrerenderedPage {
  path: string;
  title: string;
  /** The markup inside #root. */
  html: string;
}

export const prerenderedPaths = (): string[] =>
  [...guestScreens, ...publicScreens].map(({ path }) => path).filter((path) => !path.includes(":"));

export async function prerender(path: string): Promise<PrerenderedPage> {
  await preloadScreen(path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const html = renderToString(<App router={router} />);
  router.dispose();
  const matches = matchRoutes(routes, path) ?? [];
  return { path, title: pageTitle(matches.map(({ route }) => route)), html };
}
