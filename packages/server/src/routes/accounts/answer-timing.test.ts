import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, postJson, registrationFor } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * A member's address and a stranger's get the same answer from the public calls that take an
 * address, and in the same time: a difference in p50 a client can measure tells it who is a
 * member as surely as a different message would.
 */

/**
 * What each statement costs beyond its own work when the database is a network away (a
 * PostgreSQL server on another machine: a round trip of about a millisecond). The in-process
 * PGlite and a local server answer in a fraction of that, which would hide a path that runs a
 * few statements more than the other. The test adds it to every statement the app runs, by
 * waiting in the statement log (it is called as each statement goes to the database).
 */
const ROUND_TRIP_MS = 1;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const log = t.queries.push.bind(t.queries);
  t.queries.push = (...statements: string[]) => {
    const until = performance.now() + ROUND_TRIP_MS;
    while (performance.now() < until) {
      // The round trip: nothing else runs meanwhile, as the request waits for its answer.
    }
    return log(...statements);
  };
});
afterAll(() => t.close());

const ROUNDS = 30;
const WARM_UP = 5;
/** The most two p50s may differ by. */
const TOLERANCE_MS = 5;
/**
 * Measurements before the test gives up. A loaded machine (CI runs test files side by side on
 * two cores) can push one p50 of 30 past the other by chance; a path that does more work is
 * slower every time, and fails every attempt.
 */
const ATTEMPTS = 3;

/** The body of a kind's call in a round (built before the clock starts). */
type Body = (round: number) => object | Promise<object>;

const p50 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * Times each kind of call ROUNDS times, the kinds interleaved in an order that turns each round
 * (so a slow spell of a loaded machine falls on every kind alike), after a warm-up of each. The
 * jobs a call queued run before the next call starts, outside the clock: they are the work that
 * goes on behind the answer, not part of it. Returns each kind's p50 and the answers it got.
 */
const timeKinds = async (url: string, kinds: Record<string, Body>) => {
  const names = Object.keys(kinds);
  const times = new Map<string, number[]>(names.map((n) => [n, []]));
  const answers = new Map<string, Set<string>>(names.map((n) => [n, new Set()]));
  for (let round = -WARM_UP; round < ROUNDS; round += 1) {
    const shift = (round + WARM_UP) % names.length;
    for (const name of [...names.slice(shift), ...names.slice(0, shift)]) {
      const body = await kinds[name]?.(round + WARM_UP);
      const started = performance.now();
      const res = await postJson(t, url, body);
      const ms = performance.now() - started;
      await t.app.jobs.drain();
      answers.get(name)?.add(`${res.statusCode} ${res.headers["content-type"]} ${res.body}`);
      if (round >= 0) times.get(name)?.push(ms);
    }
  }
  return names.map((name) => ({
    name,
    p50: p50(times.get(name) ?? []),
    answers: [...(answers.get(name) ?? [])],
  }));
};

/**
 * Every kind gets one same answer, and each kind's p50 is within TOLERANCE_MS of the first
 * kind's, in one of ATTEMPTS measurements.
 */
const expectAlike = async (url: string, kinds: Record<string, Body>) => {
  const attempts: string[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [reference, ...others] = await timeKinds(url, kinds);
    expect(reference?.answers).toHaveLength(1);
    for (const other of others) expect(other.answers, other.name).toEqual(reference?.answers);
    const figures = [reference, ...others].map((k) => `${k?.name} ${k?.p50.toFixed(1)} ms`);
    attempts.push(figures.join(", "));
    const worst = Math.max(...others.map((k) => Math.abs(k.p50 - (reference?.p50 ?? 0))));
    if (worst <= TOLERANCE_MS) return;
  }
  expect.fail(
    `p50s further apart than ${TOLERANCE_MS} ms in every attempt: ${attempts.join("; ")}`,
  );
};

describe("known and unknown addresses: one answer, in the same time", { timeout: 180_000 }, () => {
  it("login-link", async () => {
    const member = await createMember(t, "CMO");
    await expectAlike("/api/user/public/login-link", {
      stranger: (i) => ({ email: `stranger-link-${i}@example.org` }),
      member: () => ({ email: member.registration.email }),
    });
  });

  it("forgot-password", async () => {
    const member = await createMember(t, "CHRO");
    await expectAlike("/api/user/public/forgot-password", {
      stranger: (i) => ({ email: `stranger-reset-${i}@example.org` }),
      member: () => ({ email: member.registration.email }),
    });
  });

  it("register: a new address, a member of the brand, a member of another brand", async () => {
    const here = await createMember(t, "CIO");
    const elsewhere = await createMember(t, "CRO");
    await expectAlike("/api/user/public/register", {
      "new address": () => registrationFor(t, "CIO"),
      "member here": () => registrationFor(t, "CIO", { email: here.registration.email }),
      "member elsewhere": () => registrationFor(t, "CIO", { email: elsewhere.registration.email }),
    });
  });
});
