import type { FastifyInstance, InjectOptions } from "fastify";
import { expect } from "vitest";

/** Reading GET /metrics in tests: its samples, one by name and labels. */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
export const parseSamples = (text: string): Sample[] =>
  text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
        labels[key as string] = value as string;
      }
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });

export const scrapeFrom = async (app: FastifyInstance, options: Partial<InjectOptions> = {}) => {
  const res = await app.inject({ method: "GET", url: "/metrics", ...options });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The value of the one sample of `name` whose labels include `labels`; undefined if none. */
export const sampleValue = (text: string, name: string, labels: Record<string, string> = {}) => {
  const found = parseSamples(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value;
};

/** Counters that have not been incremented yet are absent: they count from 0. */
export const countOf = (text: string, name: string, labels: Record<string, string>) =>
  sampleValue(text, name, labels) ?? 0;
