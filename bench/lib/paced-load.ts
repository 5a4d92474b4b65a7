import http from "node:http";
import type { Scenario } from "./scenarios";

export interface PacedResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
}

/** How often the pacer wakes: 1,000 a second go out as 10 every 10 ms. */
const TICK_MS = 10;

/** The `p` quantile (0–1) of ascending values; 0 when there are none. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);

/**
 * An open-loop load at a steady rate, as many independent people make it: `rate` requests a
 * second spread evenly over each second, whatever the answers' pace (a slow answer never holds
 * the next request back), each from its own draw of `scenario.next()`. autocannon's rate mode
 * sends each connection's share of a second back to back at the start of the second, which
 * measures a burst of the whole second's requests at once, not a rate.
 */
export const runPaced = async (
  baseUrl: string,
  scenario: Scenario,
  rate: number,
  durationSeconds: number,
): Promise<PacedResult> => {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const pending = new Set<Promise<void>>();

  const send = () => {
    const request = scenario.next?.() ?? {
      path: scenario.path,
      token: scenario.token,
      body: scenario.body,
    };
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    const started = performance.now();
    const done = new Promise<void>((resolve) => {
      const req = http.request(
        {
          agent,
          host: hostname,
          port,
          method: scenario.method,
          path: request.path,
          headers: {
            ...(payload === undefined ? {} : { "content-type": "application/json" }),
            ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(performance.now() - started);
            if ((res.statusCode ?? 0) >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors += 1;
        resolve();
      });
      req.end(payload);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  let sent = 0;
  const startedAt = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      // Sends what the elapsed time calls for, so a late tick catches up instead of slowing down.
      const due = Math.floor(((performance.now() - startedAt) / 1000) * rate) - sent;
      for (let i = 0; i < due; i += 1) send();
      sent += due;
      if (performance.now() - startedAt >= durationSeconds * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
  await Promise.all([...pending]);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / durationSeconds,
    latencyP50Ms: Math.round(percentile(sorted, 0.5) * 10) / 10,
    latencyP99Ms: Math.round(percentile(sorted, 0.99) * 10) / 10,
    errors,
    non2xx,
    total: latencies.length + errors,
  };
};
