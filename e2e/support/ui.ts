import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { openSignedIn } from "./members";
import { holdRequests } from "./page-helpers";
import type { RunningServer } from "./server";

/** Back-office helpers; toasts, held requests and overflow checks are in page-helpers.ts. */

/** The dialog named `name` (its root has no size of its own: wait for `openDialog`). */
export const dialog = (page: Page, name: string): Locator => page.getByRole("dialog", { name });

/** Waits until the dialog named `name` shows its title, and returns it. */
export const openDialog = async (page: Page, name: string): Promise<Locator> => {
  const found = dialog(page, name);
  await found.getByRole("heading", { name, exact: true }).waitFor();
  return found;
};

/** The visible text of every body row of the table named `label`, cells joined by " | ". */
export const tableRows = (page: Page, label: string): Promise<string[]> =>
  page
    .getByRole("region", { name: label })
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll("td"))
          .map((cell) => {
            // What a sighted user reads: without the screen-reader-only additions.
            const copy = cell.cloneNode(true) as HTMLElement;
            for (const hidden of Array.from(copy.querySelectorAll(".sr-only"))) hidden.remove();
            return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
          })
          .join(" | "),
      ),
    );

/** The first cell of each body row of the table named `label`. */
export const firstColumn = async (page: Page, label: string): Promise<string[]> =>
  (await tableRows(page, label)).map((row) => row.split(" | ")[0] ?? "");

/** Whether the element currently has the keyboard focus. */
export const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === document.activeElement);

const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 740 };

/** A new page (own context) signed in with `token`, opened at `path`. */
export const openAs = async (
  browser: Browser,
  server: RunningServer,
  token: string,
  path: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> => {
  // A context of its own (axe-core needs one that was made with newContext).
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await openSignedIn(page, server, token, path);
  return page;
};

/**
 * Opens My Profile signed in with `token`, then follows the side-bar link `link` while the
 * requests matching `request` are held, and waits for the table named `table` to show its
 * 'Loading...' row before letting them through.
 */
export const openTableWhileLoading = async (
  browser: Browser,
  server: RunningServer,
  token: string,
  { link, table, request }: { link: string; table: string; request: string | RegExp },
): Promise<Page> => {
  const page = await openAs(browser, server, token, "/myprofile");
  await page.getByRole("heading", { name: "My Profile" }).waitFor();
  const held = await holdRequests(page, request);
  await page.getByRole("link", { name: link, exact: true }).click();
  await page
    .getByRole("region", { name: table })
    .getByRole("cell", { name: "Loading..." })
    .waitFor();
  await held.release();
  return page;
};

/** expect.poll with room for a loaded machine and the archive's one-second debounce. */
export const eventually = <T>(read: () => T | Promise<T>, timeout = 10_000) =>
  expect.poll(read, { timeout, interval: 50 });
