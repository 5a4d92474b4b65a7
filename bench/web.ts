/**
 * `npm run bench:web` — what the public routes weigh and how they score.
 *
 * Builds what is missing, serves the built app with the real server on a fresh embedded
 * database, adds a brand at run time through the API (its registration page exists only as
 * data), loads each public route in Debian's Chromium and gzip-sizes the JavaScript and CSS it
 * downloaded, then runs Lighthouse (mobile defaults) on /cio-register, the new brand's page and
 * /login. Exits 1 when a page scores below 95, or when its JavaScript passes the guard below.
 */
import { BENCH_ADMIN } from "./lib/accounts";
import { fail } from "./lib/args";
import { call } from "./lib/http";
import { log } from "./lib/progress";
import { environment, printTable, writeResults } from "./lib/report";
import { buildIfNeeded, startServer } from "./lib/server";
import { launchBrowser, measureRoute, type RouteAssets } from "./web/asset-sizes";
import { type LighthouseResult, runLighthouse } from "./web/lighthouse-run";

/** The brand the bench adds while the server runs: no build has ever seen it. */
const RUNTIME_BRAND = "/cfo-register";
const PUBLIC_ROUTES = [
  "/login",
  "/forgot-password",
  "/reset-password/x",
  "/cio-register",
  "/cmo-register",
  "/chro-register",
  "/cro-register",
  RUNTIME_BRAND,
];
/** Routes held to the JavaScript guard: the registration pages and login. */
const JS_GUARDED = new Set([
  "/login",
  "/cio-register",
  "/cmo-register",
  "/chro-register",
  "/cro-register",
  RUNTIME_BRAND,
]);
/**
 * 200 KB (1 KB = 1000 bytes) of gzip-compressed JavaScript. The weight is reported, not
 * budgeted: what users feel is the Lighthouse score (the pages paint from their HTML before
 * any script runs), and React 19 itself is about 60 KB of it. The guard is generous and only
 * catches an accident: the signed-in shell, the charts (about 100 KB alone) or another large
 * library landing on a page a guest opens.
 */
const JS_GUARD_BYTES = 200_000;
const LIGHTHOUSE_ROUTES = ["/cio-register", RUNTIME_BRAND, "/login"];
const LIGHTHOUSE_BUDGET = 95;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Adds the CFO brand, fully branded and with topics, as an admin would from the Company screen. */
const addRuntimeBrand = async (baseUrl: string) => {
  const session = await call<{ token: string }>(baseUrl, "POST", "/api/user/public/login", {
    body: BENCH_ADMIN,
  });
  if (session.status !== 200) throw new Error(`admin login answered ${session.status}`);
  const created = await call<{ company: { id: number } }>(baseUrl, "POST", "/api/company", {
    token: session.body.token,
    body: {
      name: "CFO",
      base_url: "https://cfo.example.com",
      logo_url: `${baseUrl}/brands/cio.svg`,
      primary_color: "#14532d",
      accent_color: "#facc15",
      tagline: "Where finance leaders compare notes",
      intro_text:
        "The CFO community brings together chief financial officers and the finance leaders who work with them. Membership is free and gives you reports, whitepapers, interviews and event invitations matched to the topics that matter to you.",
      footer_blurb:
        "CFO brings finance leaders the analysis and peer conversations behind planning, treasury, tax and the finance function's future.",
      social_url: "https://www.linkedin.com/company/cfo-community",
    },
  });
  if (created.status !== 201) throw new Error(`adding the CFO brand answered ${created.status}`);
  const topics = await call(baseUrl, "POST", `/api/preferences/create/${created.body.company.id}`, {
    token: session.body.token,
    body: {
      names: ["Treasury", "FP&A", "Tax", "Audit", "Risk", "Capital Markets", "M&A", "ESG"],
    },
  });
  if (topics.status !== 201) throw new Error(`adding CFO topics answered ${topics.status}`);
};

const main = async () => {
  buildIfNeeded();
  const server = await startServer(null);
  let assets: RouteAssets[] = [];
  const scores: LighthouseResult[] = [];
  try {
    log(`adding a brand at run time (${RUNTIME_BRAND})`);
    await addRuntimeBrand(server.baseUrl);
    const browser = await launchBrowser();
    try {
      for (const route of PUBLIC_ROUTES) {
        log(`sizing ${route}`);
        assets.push(await measureRoute(browser, server.baseUrl, route));
      }
    } finally {
      await browser.close();
    }
    for (const route of LIGHTHOUSE_ROUTES) {
      log(`Lighthouse ${route}`);
      scores.push(await runLighthouse(server.baseUrl, route));
    }
  } finally {
    await server.stop();
  }
  assets = assets.map((a) => ({
    ...a,
    files: a.files.map((f) => ({ ...f, url: new URL(f.url).pathname })),
  }));

  const missed: string[] = [];
  console.log("\nDownloaded on first load (gzip, zlib default level):");
  printTable(
    ["route", "JS gzip", "CSS gzip", "JS raw", "CSS raw", "files", "guard"],
    assets.map((a) => {
      const guarded = JS_GUARDED.has(a.route);
      const over = guarded && a.jsGzip > JS_GUARD_BYTES;
      if (over)
        missed.push(`${a.route}: ${kb(a.jsGzip)} of JavaScript (guard ${kb(JS_GUARD_BYTES)})`);
      return [
        a.route,
        kb(a.jsGzip),
        kb(a.cssGzip),
        kb(a.jsRaw),
        kb(a.cssRaw),
        String(a.files.length),
        guarded
          ? over
            ? `FAIL JS > ${kb(JS_GUARD_BYTES)}`
            : `ok (JS <= ${kb(JS_GUARD_BYTES)})`
          : "-",
      ];
    }),
    [1, 2, 3, 4, 5],
  );
  console.log("\nLighthouse (mobile, simulated throttling):");
  printTable(
    ["route", "performance", "FCP", "LCP", "TBT", "CLS", "Speed Index", "budget"],
    scores.map((s) => {
      const low = s.performance < LIGHTHOUSE_BUDGET;
      if (low)
        missed.push(
          `${s.route}: Lighthouse performance ${s.performance} (budget ${LIGHTHOUSE_BUDGET})`,
        );
      const m = s.metrics;
      return [
        s.route,
        String(s.performance),
        m["first-contentful-paint"] ?? "-",
        m["largest-contentful-paint"] ?? "-",
        m["total-blocking-time"] ?? "-",
        m["cumulative-layout-shift"] ?? "-",
        m["speed-index"] ?? "-",
        low ? `FAIL < ${LIGHTHOUSE_BUDGET}` : `ok (>= ${LIGHTHOUSE_BUDGET})`,
      ];
    }),
    [1],
  );
  const file = writeResults(
    {
      kind: "web",
      startedAt: new Date().toISOString(),
      env: environment(),
      assets,
      lighthouse: scores,
      missed,
    },
    "-web",
  );
  console.log(`\nWritten to ${file}`);
  if (missed.length) fail(`Missed:\n  ${missed.join("\n  ")}`);
  console.log("Every page scores at least 95 and stays within the JavaScript guard.");
};

main().catch((error: Error) => fail(`bench:web failed: ${error.message}`));
