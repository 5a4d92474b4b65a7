import type { BrandBootstrap } from "@sector/shared";
import { act, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../test/fetch-stub";
import { makeCompanyBrand, makePreference } from "../test/fixtures";
import { App } from "./app/app";
import { preloadScreen } from "./app/route-config";
import { createAppRouter } from "./app/router";
import { readBrandBootstrap, seedBrandBootstrap } from "./lib/brand-bootstrap";
import { createQueryClient } from "./lib/query-client";
import { prerenderedPaths, prerenderPage, renderRegistrationPage } from "./ssr";

/**
 * The server's markup (ssr.tsx, as the build and the server render it) hydrated by the app's
 * first render (as main.tsx does it), on React's development build: unlike the production one,
 * it also reports attributes that differ (a generated id, a class), which production would leave
 * wrong without a word.
 */
const TEMPLATE = `<!doctype html>
<html lang="en"><head><title>Sector Portal</title></head><body><div id="root"></div></body></html>`;

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.replaceChildren();
});

/** Puts `documentHtml`'s #root in the page at `path` and hydrates it; returns what React logged. */
async function hydrate(path: string, documentHtml: string) {
  const rendered = new DOMParser().parseFromString(documentHtml, "text/html");
  window.history.replaceState(null, "", path);
  document.body.innerHTML = `<div id="root">${rendered.getElementById("root")?.innerHTML ?? ""}</div>`;
  const root = document.getElementById("root") as HTMLElement;
  const serverNodes = Array.from(root.querySelectorAll("*"));
  expect(serverNodes.length).toBeGreaterThan(5);

  const queryClient = createQueryClient();
  const bootstrap = readBrandBootstrap(rendered);
  if (bootstrap) seedBrandBootstrap(queryClient, bootstrap, path);
  await preloadScreen(path);
  const logged = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
  // Adopted: when the first render is in the page, every element the server rendered still is
  // (later, answers replace loading placeholders, as they would in any render).
  let kept = -1;
  const onMount = () => {
    kept = serverNodes.filter((node) => root.contains(node)).length;
  };
  await act(async () => {
    mounted = hydrateRoot(
      root,
      <App router={createAppRouter()} queryClient={queryClient} onMount={onMount} />,
    );
  });
  const messages = logged.flatMap((spy) => spy.mock.calls.map((args) => args.join(" ")));
  return { messages, kept, total: serverNodes.length };
}

describe("hydrating the server's markup", () => {
  it.each(prerenderedPaths())("adopts the prerendered %s as it is", async (path) => {
    stubFetch({});
    const { messages, kept, total } = await hydrate(path, await prerenderPage(TEMPLATE, path));
    expect(messages).toEqual([]);
    expect(kept).toBe(total);
  });

  it("adopts a registration page rendered at request time, with its company", async () => {
    const company = makeCompanyBrand(7, "CFO", {
      tagline: "Where finance leaders compare notes",
      quick_links: [{ label: "Events", url: "https://events.example.org/cfo" }],
    });
    const preferences = [makePreference(1, "Treasury", 7), makePreference(2, "Tax", 7)];
    stubFetch({
      "POST /preferences/fetch": { body: { preferences } },
      "GET /company/7/consent-texts": { body: { texts: [] } },
    });
    const bootstrap: BrandBootstrap = { code: "cfo", company };
    const page = await renderRegistrationPage(TEMPLATE, bootstrap);
    expect(page.status).toBe(200);
    const { messages, kept, total } = await hydrate("/cfo-register", page.html);
    expect(messages).toEqual([]);
    expect(kept).toBe(total);
    expect(screen.getAllByText("Where finance leaders compare notes").length).toBeGreaterThan(0);
    expect(await screen.findByRole("checkbox", { name: "Treasury" })).toBeInTheDocument();
  });

  it("adopts the one Not found page the server sends for every code that names no brand", async () => {
    stubFetch({});
    // Rendered once, with a code of its own, and sent for any unknown code (the server's
    // plugins/brand-pages.ts): the browser shows it for the code of its own address.
    const page = await renderRegistrationPage(TEMPLATE, { code: "unknown", company: null });
    expect(page.status).toBe(404);
    const { messages, kept, total } = await hydrate("/cfo-register", page.html);
    expect(messages).toEqual([]);
    expect(kept).toBe(total);
    expect(screen.getByText("Page not found!")).toBeInTheDocument();
  });
});
