import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoLeaks } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN = "/api/user/public/login";
const NOT_AN_OBJECT = { message: "The body is not valid: a JSON object is expected." };
const NOT_JSON = { message: "The request body is not valid JSON." };
const UNSUPPORTED = { message: "Unsupported content type: send application/json." };

const send = (payload: string | undefined, contentType?: string, url = LOGIN) =>
  t.app.inject({
    method: "POST",
    url,
    headers: contentType ? { "content-type": contentType } : {},
    payload,
  });

/** A JSON error body `{ message }` with nothing internal in it. */
const expectJsonError = (res: LightMyRequestResponse, status: number, body: object) => {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.json()).toEqual(body);
  expectNoLeaks(res.body);
  expect(res.body).not.toMatch(/stack|node_modules|FST_/);
};

describe("bodies that are not JSON objects", () => {
  it.each([
    ["cut short", "{"],
    ["a trailing comma", '{"email":"a@b.co",}'],
    ["single quotes", "{'email':'a@b.co'}"],
    ["empty", ""],
  ])("malformed JSON (%s) → 400 with a message", async (_case, payload) => {
    expectJsonError(await send(payload, "application/json"), 400, NOT_JSON);
  });

  it("a forbidden __proto__ key → 400 with a message", async () => {
    const res = await send('{"__proto__":{"admin":true},"email":"a@b.co"}', "application/json");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty("message", expect.any(String));
    expectNoLeaks(res.body);
  });

  it.each([
    ["an array", "[]"],
    ["an array of objects", '[{"email":"a@b.co","password":"x"}]'],
    ["null", "null"],
    ["a string", '"a@b.co"'],
    ["a number", "42"],
  ])("%s where an object is expected → 400", async (_case, payload) => {
    expectJsonError(await send(payload, "application/json"), 400, NOT_AN_OBJECT);
  });

  it("no body at all → 400", async () => {
    expectJsonError(await send(undefined), 400, NOT_AN_OBJECT);
  });

  it("a body over 100 KB → 413 with a message", async () => {
    const payload = JSON.stringify({ email: "a@b.co", password: "x".repeat(101 * 1024) });
    expectJsonError(await send(payload, "application/json"), 413, {
      message: "The request body is too large.",
    });
  });

  it("a body just under the limit is read (and then validated)", async () => {
    const payload = JSON.stringify({ email: "a@b.co", password: "x".repeat(90 * 1024) });
    const res = await send(payload, "application/json");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: "Password is required" });
  });
});

describe("content types", () => {
  it.each([
    ["a form", "application/x-www-form-urlencoded", "email=a%40b.co&password=x"],
    ["multipart", "multipart/form-data; boundary=x", "--x\r\n\r\nhello\r\n--x--"],
    ["XML", "application/xml", "<login/>"],
    ["plain text, even holding JSON", "text/plain", '{"email":"a@b.co","password":"x"}'],
  ])("%s → 415 JSON", async (_case, contentType, payload) => {
    expectJsonError(await send(payload, contentType), 415, UNSUPPORTED);
  });

  it("accepts JSON with a charset", async () => {
    const res = await send('{"email":"a@b.co","password":"x"}', "application/json; charset=utf-8");
    expect(res.statusCode).toBe(401);
  });
});

describe("unknown API routes", () => {
  it.each([
    ["GET", "/api/no-such-thing"],
    ["GET", "/api"],
    ["POST", "/api/user/public/no-such-call"],
    ["DELETE", LOGIN],
    ["GET", LOGIN],
  ])("%s %s → 404 JSON { message }", async (method, url) => {
    const res = await t.app.inject({ method: method as "GET", url });
    expectJsonError(res, 404, { message: `Route ${method} ${url} not found.` });
  });
});

describe("unexpected failures", () => {
  it("answer 500 with a plain message and nothing internal", async () => {
    const broken = await createTestApp();
    try {
      // A fault of ours, not of the request nor of the database's availability.
      await broken.db.execute(sql.raw("alter table users rename to users_elsewhere"));
      const res = await broken.app.inject({
        method: "POST",
        url: LOGIN,
        payload: { email: "a@b.co", password: "x" },
      });
      expectJsonError(res, 500, { message: "Something went wrong. Please try again." });
      expect(res.body).not.toMatch(/relation|users|select|does not exist/i);
    } finally {
      await broken.db.execute(sql.raw("alter table users_elsewhere rename to users"));
      await broken.close();
    }
  });

  it("answer 503 with Retry-After while the database cannot be reached", async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const res = await broken.app.inject({
        method: "POST",
        url: LOGIN,
        payload: { email: "a@b.co", password: "x" },
      });
      expectJsonError(res, 503, {
        message: "The service is briefly unavailable. Please try again in a moment.",
      });
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.body).not.toMatch(/closed|pglite|pool|select/i);
    } finally {
      await broken.close();
    }
  });
});
