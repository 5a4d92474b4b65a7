import type { Browser, Locator, Page, Request, Route } from "playwright-core";

/** A react-hot-toast toast (each is a live region with role status) showing exactly `text`. */
export const toastWith = (page: Page, text: string): Locator =>
  page.getByRole("status").filter({ has: page.getByText(text, { exact: true }) });

/** Every toast on screen (react-hot-toast marks each with role status inside its container). */
export const allToasts = (page: Page): Locator =>
  page.locator("[data-rht-toaster] [role='status']");

/**
 * Holds requests matching `url` until `release()`, so a test can look at the screen while
 * they are in flight.
 */
export const holdRequests = async (page: Page, url: string | RegExp) => {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const handler = async (route: Route) => {
    await gate;
    await route.continue().catch(() => {});
  };
  await page.route(url, handler);
  return {
    release: async () => {
      open();
      await page.unroute(url, handler);
    },
  };
};

/** Records the requests whose URL path ends with `pathEnd`, in order. */
export const recordRequests = (page: Page, pathEnd: string) => {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(pathEnd)) seen.push(request);
  });
  return seen;
};

/** The document is wider than the viewport: something overflows sideways. */
export const overflowsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Resolves with the next console.error message of the page. */
export const nextConsoleError = (page: Page) =>
  page.waitForEvent("console", { predicate: (message) => message.type() === "error" });

/**
 * A page in its own browser context (AxeBuilder needs one made by newContext); close it
 * with `page.context().close()`.
 */
export const newPage = async (
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<Page> => {
  const context = await browser.newContext({ viewport });
  return context.newPage();
};

/** The visible label of a link: its text without the screen-reader-only new-tab note. */
export const linkLabels = (links: Locator): Promise<string[]> =>
  links.evaluateAll((anchors) =>
    anchors.map((a) => {
      const copy = a.cloneNode(true) as HTMLElement;
      for (const hidden of Array.from(copy.querySelectorAll(".sr-only"))) hidden.remove();
      return (copy.textContent ?? "").trim();
    }),
  );

/**
 * React's production hydration errors are minified to a code: 418 (the server's markup did not
 * match, so React re-rendered it), 419/421/422/423 (a boundary or the root gave up hydrating).
 */
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|421|422|423)\b/i;

/**
 * Collects what the page logs about hydration (as errors or warnings on the console, or as
 * uncaught errors, which is how React reports a recoverable error by default): an empty list
 * means the app adopted the server's markup as it was.
 */
export const recordHydrationProblems = (page: Page): string[] => {
  const seen: string[] = [];
  const keep = (text: string) => {
    if (HYDRATION_PROBLEM.test(text)) seen.push(text);
  };
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") keep(message.text());
  });
  page.on("pageerror", (error) => keep(`${error.message}\n${error.stack ?? ""}`));
  return seen;
};

/** Resolves when every finite animation and transition of the page has run (spinners aside). */
export const finishedAnimations = (page: Page): Promise<void> =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );

/**
 * Opens the top bar's user menu and picks `item` once the menu has finished opening: a click
 * that lands while its opening transition runs was seen to be lost (the menu stayed open and
 * nothing happened) when the browser is quick.
 */
export const pickFromUserMenu = async (page: Page, item: string): Promise<void> => {
  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menu").waitFor();
  await finishedAnimations(page);
  await page.getByRole("menuitem", { name: item }).click();
};
