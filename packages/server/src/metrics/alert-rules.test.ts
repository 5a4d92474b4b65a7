import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parser } from "@prometheus-io/lezer-promql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { scrapeFrom } from "../../test/metrics-samples";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * docs/prometheus-rules.yml, the alerts an operator loads (docs/production.md): each expression
 * is PromQL (Prometheus' own grammar, @prometheus-io/lezer-promql), and reads only series the
 * server exports or the file itself records, so that a renamed metric cannot leave an alert
 * that never fires.
 */
interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const rulesFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../docs/prometheus-rules.yml",
);

let rules: Rule[];
let t: TestApp;
beforeAll(async () => {
  const { groups } = parse(await readFile(rulesFile, "utf8")) as { groups: { rules: Rule[] }[] };
  rules = groups.flatMap((group) => group.rules);
  t = await createTestApp();
});
afterAll(() => t.close());

/** The metric names an expression selects, and whether it parsed without an error. */
const readExpression = (expr: string) => {
  const names: string[] = [];
  let errors = 0;
  parser.parse(expr).iterate({
    enter(node) {
      if (node.type.isError) errors += 1;
      if (node.name === "Identifier" && node.node.parent?.name === "VectorSelector") {
        names.push(expr.slice(node.from, node.to));
      }
    },
  });
  return { names, errors };
};

/** The series names GET /metrics exports (a histogram's buckets, sums and counts included). */
const exportedNames = (text: string) => {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (!name) continue;
    names.add(name);
    if (type === "histogram")
      for (const part of ["_bucket", "_sum", "_count"]) names.add(name + part);
  }
  return names;
};

describe("docs/prometheus-rules.yml", () => {
  it("alerts on the queue's age, failed mail, the mail rate, 5xx and p99", () => {
    const exprs = rules.map((rule) => rule.expr).join("\n");
    for (const metric of [
      "mail_queue_oldest_pending_seconds",
      'mail_queue_messages{state="failed"}',
      "mail_messages_total",
      'status=~"5.."',
      "histogram_quantile(0.99",
    ]) {
      expect(exprs).toContain(metric);
    }
    for (const rule of rules.filter((r) => r.alert)) {
      expect(rule.labels?.severity, rule.alert).toMatch(/^(page|ticket)$/);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
    }
  });

  it("is PromQL that reads only what the server exports or the file records", async () => {
    await t.app.inject({ method: "GET", url: "/api/health/live" });
    const exported = exportedNames(await scrapeFrom(t.app));
    const recorded = new Set(rules.flatMap((rule) => (rule.record ? [rule.record] : [])));
    for (const rule of rules) {
      const { names, errors } = readExpression(rule.expr);
      expect(errors, `${rule.alert ?? rule.record}: ${rule.expr}`).toBe(0);
      expect(names.length, rule.expr).toBeGreaterThan(0);
      for (const name of names) {
        expect(exported.has(name) || recorded.has(name), `${name} in ${rule.expr}`).toBe(true);
      }
    }
  });
});
