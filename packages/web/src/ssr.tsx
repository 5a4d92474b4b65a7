import type { BrandBootstrap, EventPageBootstrap, RenderedPage, WebRenderer } from "@sector/shared";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, matchRoutes } from "react-router";
import { App } from "./app/app";
import { documentTitle, pageTitle } from "./app/layouts/document-title";
import { guestScreens, preloadScreen, publicScreens } from "./app/route-config";
import { routes } from "./app/router";
import { eventPageQueryKey } from "./features/event-page/api/get-event-page";
import { EVENT_BOOTSTRAP_ID } from "./features/event-page/bootstrap";
import { registrationTitle } from "./features/registration/brand";
import { seedBrandBootstrap } from "./lib/brand-bootstrap";
import { createQueryClient } from "./lib/query-client";
import { pageHtml } from "./page-html";

/**
 * The app rendered to HTML with React 19's react-dom/server, bundled for Node by
 * build/prerender.ts with the same React Router build as the app: each page is the app's first
 * render for a guest on that path, the same tree as in the browser (src/main.tsx) around a
 * memory router.
 *
 * - At build time, the public pages with a fixed path (login, forgot password).
 * - At request time, in the server, a brand's registration page (/{code}-register): brands are
 *   data, added at run time. The page embeds its company, which the browser's first render
 *   starts with, so it reproduces this markup with no request and no flash of other branding.
 * - At request time too, an event's public page (/events/{id}), embedding its event the same way.
 */

/** Renders `path` with `queryClient`'s answers (none: every query shows its loading state). */
async function renderApp(path: string, queryClient = createQueryClient()): Promise<string> {
  await preloadScreen(path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const html = renderToString(<App router={router} queryClient={queryClient} />);
  router.dispose();
  queryClient.clear();
  return html;
}

/**
 * The fixed paths of one segment: dist/pages/ is flat. A deeper one (the two-factor step at
 * /login/mfa, which waits for router state anyway) is rendered by the browser.
 */
export const prerenderedPaths = (): string[] =>
  [...guestScreens, ...publicScreens]
    .map(({ path }) => path)
    .filter((path) => !path.includes(":") && path.lastIndexOf("/") === 0);

/** A public page with a fixed path as a whole document: the build writes it to dist/pages/. */
export async function prerenderPage(template: string, path: string): Promise<string> {
  const matches = matchRoutes(routes, path) ?? [];
  const title = pageTitle(matches.map(({ route }) => route));
  return pageHtml(template, { title, html: await renderApp(path) });
}

/** A registration page, or the Not found page (404) when its code names no company. */
export const renderRegistrationPage: WebRenderer["renderRegistrationPage"] = async (
  template: string,
  bootstrap: BrandBootstrap,
): Promise<RenderedPage> => {
  const { company } = bootstrap;
  // The path as the browser asks for it: the page's code is the company name in lower case.
  const path = `/${encodeURIComponent(bootstrap.code)}-register`;
  const queryClient = createQueryClient();
  seedBrandBootstrap(queryClient, bootstrap, path);
  const html = await renderApp(path, queryClient);
  const title = documentTitle(company ? registrationTitle(company.name) : "Page Not Found");
  return { status: company ? 200 : 404, html: pageHtml(template, { title, html, bootstrap }) };
};

/**
 * An event's public page, or the Not found page (404) when no event has that id: the same page
 * for every such id (the server renders it once), so it is rendered for /events/0.
 */
export const renderEventPage: NonNullable<WebRenderer["renderEventPage"]> = async (
  template: string,
  bootstrap: EventPageBootstrap,
): Promise<RenderedPage> => {
  const { event } = bootstrap;
  const id = event?.id ?? 0;
  const queryClient = createQueryClient();
  queryClient.setQueryData(eventPageQueryKey(id), event);
  const html = await renderApp(`/events/${id}`, queryClient);
  const title = documentTitle(event ? event.title : "Page Not Found");
  return {
    status: event ? 200 : 404,
    html: pageHtml(template, { title, html, data: { id: EVENT_BOOTSTRAP_ID, value: bootstrap } }),
  };
};
