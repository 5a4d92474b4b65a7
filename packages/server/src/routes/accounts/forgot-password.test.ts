import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, expectNoLeaks, postJson } from "../../../test/fixtures";
import { mailsTo, readOutbox } from "../../../test/outbox";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { passwordTokens } from "../../db/schema";
import { FORGOT_PASSWORD_ANSWER } from "./messages";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORGOT = "/api/user/public/forgot-password";

const tokenCount = async () => {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(passwordTokens);
  return row?.n ?? 0;
};

describe("POST /api/user/public/forgot-password", () => {
  it("mails a reset link to a known address and stores a reset token", async () => {
    const member = await createMember(t);
    const email = member.registration.email;
    const before = (await mailsTo(t.outboxDir, email)).length;

    const res = await postJson(t, FORGOT, { email });
    await t.app.jobs.drain();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORGOT_PASSWORD_ANSWER);
    expectNoLeaks(res.body);

    const mails = await mailsTo(t.outboxDir, email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.raw).toMatch(/Content-Type: text\/html/i);
    expect(mails.at(-1)?.links).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^http:\/\/portal\.test\/reset-password\/[A-Za-z0-9_-]{22,}$/),
      ]),
    );
    const open = await t.db.query.passwordTokens.findMany({
      where: (p, { and, isNull }) => and(eq(p.userId, member.user.id), isNull(p.usedAt)),
    });
    expect(open.map((p) => p.purpose)).toEqual(["reset"]);
  });

  it("finds the account whatever the case and spacing of the address", async () => {
    const member = await createMember(t);
    const email = member.registration.email;
    const before = (await mailsTo(t.outboxDir, email)).length;
    const res = await postJson(t, FORGOT, { email: `  ${email.toUpperCase()} ` });
    await t.app.jobs.drain();
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(t.outboxDir, email)).toHaveLength(before + 1);
  });

  it("answers an unknown address exactly like a known one, and mails nobody", async () => {
    const member = await createMember(t);
    const known = await postJson(t, FORGOT, { email: member.registration.email });
    await t.app.jobs.drain();

    const [mailsBefore, tokensBefore] = [
      (await readOutbox(t.outboxDir)).length,
      await tokenCount(),
    ];
    const unknown = await postJson(t, FORGOT, { email: "nobody-here@example.org" });
    await t.app.jobs.drain();
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
    expect(await readOutbox(t.outboxDir)).toHaveLength(mailsBefore);
    expect(await tokenCount()).toBe(tokensBefore);
  });

  it.each([
    ["missing", {}, "Email is required."],
    ["empty", { email: "" }, "Email is required."],
    ["blank", { email: "   " }, "Email is required."],
    ["not text", { email: 12 }, "Email is required."],
    ["without @", { email: "someone.example.org" }, "Please enter a valid email address."],
    ["with a space", { email: "some one@example.org" }, "Please enter a valid email address."],
    ["without a dot in the domain", { email: "a@example" }, "Please enter a valid email address."],
  ])("email %s → 400 '%s'", async (_case, body, message) => {
    const mailsBefore = (await readOutbox(t.outboxDir)).length;
    const res = await postJson(t, FORGOT, body);
    await t.app.jobs.drain();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { email: message } });
    expectNoLeaks(res.body);
    expect(await readOutbox(t.outboxDir)).toHaveLength(mailsBefore);
  });
});
