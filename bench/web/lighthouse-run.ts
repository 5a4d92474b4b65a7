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

/** Lighthouse runs that fail to record the page load (not low scores) are run again, this often. */
const ATTEMPTS = 3;

/** A failed recording (e.g. NO_NAVSTART on a busy machine), not a measurement. */
class LighthouseRuntimeError extends Error {}

/**
 * One Lighthouse performance run with its default settings: the mobile form factor with
 * simulated slow-4G network and 4x CPU slowdown, in the same Debian Chromium. A run whose trace
 * could not be recorded is repeated in a fresh browser; its score is never retried.
 */
export const runLighthouse = async (baseUrl: string, route: string): Promise<LighthouseResult> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(baseUrl, route);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS) throw error;
      console.warn(`${error.message}; running it again (${attempt + 1}/${ATTEMPTS})`);
    }
  }
};

const runLighthouseOnce = async (baseUrl: string, route: string): Promise<LighthouseResult> => {
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
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(`Lighthouse on ${route}: ${lhr.runtimeError.message}`);
    }
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
