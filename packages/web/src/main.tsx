import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadScreen } from "./app/route-config";
import { type AppRouterInstance, createAppRouter } from "./app/router";
import "./index.css";
import { authStore } from "./lib/auth-store";
import { readBrandBootstrap, seedBrandBootstrap } from "./lib/brand-bootstrap";
import { createQueryClient } from "./lib/query-client";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html.");
const root = container;

/** Lets the browser paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A server-rendered registration page carries its company: the app starts with it. */
const queryClient = createQueryClient();
const bootstrap = readBrandBootstrap(document);
if (bootstrap) seedBrandBootstrap(queryClient, bootstrap, window.location.pathname);

/**
 * The public pages arrive rendered (at build time, build/prerender.ts; a registration page at
 * request time, by the server with ssr.tsx) inside an inert #root: shown at once, but not usable
 * before the app has taken their markup over. React's hydration adopts that markup, which is
 * only right when the first render reproduces it exactly, as a guest's does (same tree, same
 * useId ids); otherwise (a stored session shows the loading screen, a screen whose chunk failed
 * shows its error) the markup is dropped and the app renders afresh.
 */
function render(router: AppRouterInstance, adoptMarkup: boolean) {
  const app = (
    <App router={router} queryClient={queryClient} onMount={() => root.removeAttribute("inert")} />
  );
  if (adoptMarkup) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // walking the whole page in one long task: a phone stays responsive while it runs.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

const asGuest = authStore.getState().token === null;
if (root.hasChildNodes() && asGuest) {
  // The first render waits for the page's screen (a chunk it needs anyway), so that it
  // reproduces the prerendered markup rather than a loading screen. Loading the chunk, setting
  // up the router and rendering run as separate tasks rather than one long one: a phone stays
  // responsive meanwhile.
  void preloadScreen(window.location.pathname)
    .then(
      () => true,
      () => false,
    )
    .then(async (loaded) => {
      await nextTask();
      const router = createAppRouter();
      await nextTask();
      render(router, loaded);
    });
} else {
  render(createAppRouter(), false);
}
