import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "./asset-sizes";

export interface LighthouseResult {
  route: string;
  /** 0..100 */
  performance: number;
  metrics: Record<string, string>;
}

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

/**
 * One Lighthouse performance run with its default settings: the mobile form factor with
 * simulated slow-4G network and 4x CPU slowdown, in the same Debian Chromium.
 */
export const runLighthouse = async (baseUrl: string, route: string): Promise<LighthouseResult> => {
  process.env.CHROME_PATH = chromiumPath();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(`${baseUrl}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${route}: ${lhr.runtimeError.message}`);
    const metrics: Record<string, string> = {};
    for (const id of METRICS) metrics[id] = lhr.audits[id]?.displayValue ?? "-";
    return {
      route,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      metrics,
    };
  } finally {
    await chrome.kill();
  }
};
