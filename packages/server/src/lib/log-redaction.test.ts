import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, postJson, registrationFor } from "../../test/fixtures";
import { lastSlugFor } from "../../test/outbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { REDACTED, redactSecrets } from "./secret-redaction";

/** Every line the app logs, at every level (trace), as its standard output would get them. */
const logCapture = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join("\n"), lines };
};

const secret = () => randomBytes(24).toString("base64url");

describe("redactSecrets", () => {
  it.each([
    ["/reset-password/abcDEF_123-x", `/reset-password/${REDACTED}`],
    ["GET /reset-password/abc?x=1 done", `GET /reset-password/${REDACTED}?x=1 done`],
    ["http://portal.test/reset-password/abc", `http://portal.test/reset-password/${REDACTED}`],
    ["/unsubscribe/tok.en", `/unsubscribe/${REDACTED}`],
    ["/api/unsubscribe/tok", `/api/unsubscribe/${REDACTED}`],
    ["/join/cmo/confirm-123", `/join/${REDACTED}`],
    ["/api/memberships/join/tok#x", `/api/memberships/join/${REDACTED}#x`],
    ["http://portal.test/login/link/tok_en-1", `http://portal.test/login/link/${REDACTED}`],
    [
      "http://portal.test/staff-invitation/tok-1",
      `http://portal.test/staff-invitation/${REDACTED}`,
    ],
    ["/api/staff-invitations/tok/accept", `/api/staff-invitations/${REDACTED}`],
    ["/api/x?access_token=eyJ.a.b&page=2", `/api/x?access_token=${REDACTED}&page=2`],
    ["/x?page=2&token=abc", `/x?page=2&token=${REDACTED}`],
    [
      "/x?Slug=abc&code=1&sig=2&api_key=3",
      `/x?Slug=${REDACTED}&code=${REDACTED}&sig=${REDACTED}&api_key=${REDACTED}`,
    ],
    ['{"url":"/reset-password/abc"}', `{"url":"/reset-password/${REDACTED}"}`],
  ])("%s → %s", (text, redacted) => {
    expect(redactSecrets(text)).toBe(redacted);
  });

  it("leaves paths and queries without a secret alone", () => {
    for (const text of [
      "/reset-password",
      "/forgot-password",
      "/api/resources?page=2&search=quantum",
      "/cio-register",
      "/api/user/public/reset-password",
    ]) {
      expect(redactSecrets(text)).toBe(text);
    }
  });
});

describe("the logs of a running app, at every level", () => {
  const development = logCapture();
  const production = logCapture();
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await createTestApp({ logStream: development.stream });
    prod = await createTestApp({ logStream: production.stream, production: true });
  });
  afterAll(async () => {
    await dev?.close();
    await prod?.close();
  });

  /** Requests whose URL carries a secret; the secrets they carry. */
  const requestsWithSecrets = async (t: TestApp) => {
    const member = await createMember(t);
    const secrets = [secret(), secret(), secret(), secret(), secret(), secret()];
    const [slug, unsubscribe, join, accessToken, query, apiJoin] = secrets;
    await t.app.inject({ method: "GET", url: `/reset-password/${slug}` });
    await t.app.inject({ method: "GET", url: `/unsubscribe/${unsubscribe}` });
    await postJson(t, `/api/unsubscribe/${unsubscribe}`, {});
    await t.app.inject({ method: "GET", url: `/join/${join}` });
    await t.app.inject({ method: "POST", url: `/api/memberships/join/${apiJoin}`, payload: {} });
    await t.app.inject({
      method: "POST",
      url: `/api/resources/1/open?access_token=${accessToken}`,
    });
    await t.app.inject({
      method: "GET",
      url: `/api/user/protected/myprofile?token=${query}&page=1`,
      headers: bearer(member.token),
    });
    return secrets;
  };

  it("record request URLs without their secret part, in development as in production", async () => {
    for (const [t, log] of [
      [dev, development],
      [prod, production],
    ] as const) {
      const secrets = await requestsWithSecrets(t);
      const text = log.text();
      for (const s of secrets) expect(text).not.toContain(s);
      // The requests were logged, their secret replaced.
      for (const url of [
        `/reset-password/${REDACTED}`,
        `/unsubscribe/${REDACTED}`,
        `/api/unsubscribe/${REDACTED}`,
        `/join/${REDACTED}`,
        `/api/memberships/join/${REDACTED}`,
        `/api/resources/1/open?access_token=${REDACTED}`,
        `/api/user/protected/myprofile?token=${REDACTED}&page=1`,
      ]) {
        expect(text).toContain(`"url":"${url}"`);
      }
    }
  });

  it("following a real set-password link leaves no slug in the log", async () => {
    for (const [t, log] of [
      [dev, development],
      [prod, production],
    ] as const) {
      const body = await registrationFor(t);
      await postJson(t, "/api/user/public/register", body);
      const slug = await lastSlugFor(t.outboxDir, body.email);
      const before = log.lines.length;
      await t.app.inject({ method: "GET", url: `/reset-password/${slug}` });
      await postJson(t, "/api/user/public/reset-password", {
        slug,
        newPassword: "orbital-mechanics-1962",
      });
      const requestLines = log.lines.slice(before).join("\n");
      expect(requestLines).toContain(`/reset-password/${REDACTED}`);
      expect(requestLines).not.toContain(slug);
    }
  });

  it("take the secret out of whatever code logs: a message, a field, at any level", async () => {
    const [slug, token] = [secret(), secret()];
    const before = development.lines.length;
    dev.app.log.trace({ url: `/reset-password/${slug}` }, `unsubscribe via /unsubscribe/${token}`);
    dev.app.log.error(`failed at http://portal.test/join/${slug}?access_token=${token}`);
    const lines = development.lines.slice(before).join("\n");
    expect(lines).not.toContain(slug);
    expect(lines).not.toContain(token);
    expect(lines).toContain(`"url":"/reset-password/${REDACTED}"`);
    expect(lines).toContain(`unsubscribe via /unsubscribe/${REDACTED}`);
    expect(lines).toContain(`failed at http://portal.test/join/${REDACTED}`);
  });

  it("log mailed links whole in development (outbox mode), without the secret in production", async () => {
    const mailed = async (t: TestApp) => {
      const member = await createMember(t);
      await postJson(t, "/api/user/public/forgot-password", { email: member.registration.email });
      await t.app.jobs.drain();
      return lastSlugFor(t.outboxDir, member.registration.email);
    };
    const devSlug = await mailed(dev);
    const devMail = development.lines.filter((l) => l.includes("mail written to outbox"));
    expect(devMail.some((l) => l.includes(`http://portal.test/reset-password/${devSlug}`))).toBe(
      true,
    );

    const prodSlug = await mailed(prod);
    const prodMail = production.lines.filter((l) => l.includes("mail written to outbox"));
    expect(prodMail.length).toBeGreaterThanOrEqual(2);
    expect(prodMail.some((l) => l.includes(`http://portal.test/reset-password/${REDACTED}`))).toBe(
      true,
    );
    expect(production.text()).not.toContain(prodSlug);
    // Not a welcome slug, a reset slug, nor any other link's secret: every slug stays out.
    expect(production.text()).not.toMatch(/\/reset-password\/(?!\[redacted\])[A-Za-z0-9_-]{20,}/);
  });
});
