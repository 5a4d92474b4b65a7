import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeExchange, looksLikeLeak, problemsWith } from "./response-check";
import { encodeUrlText } from "./url-encoding";

/** The fuzzer's judge must be able to fail: answers of each kind it has to catch, and some it must pass. */
const app = Fastify();
app.get("/ok", async () => ({ status: "ok" }));
app.get("/no-content", async (_req, reply) => reply.status(204).send());
app.get("/bad", async (_req, reply) => reply.status(400).send({ message: "Title is required." }));
app.get("/crash", async (_req, reply) =>
  reply.status(500).send({ message: "Something went wrong." }),
);
app.get("/text-error", async (_req, reply) => reply.status(400).type("text/plain").send("bad"));
app.get("/no-message", async (_req, reply) => reply.status(404).send({ error: "Not Found" }));
app.get("/number-message", async (_req, reply) => reply.status(409).send({ message: 409 }));
app.get("/stack", async () => ({
  detail: "TypeError: x is undefined\n    at run (/app/a.js:1:2)",
}));
app.get("/hash", async () => ({ password_hash: "$argon2id$v=19$..." }));

beforeAll(() => app.ready());
afterAll(() => app.close());

const problemsAt = async (url: string) => problemsWith(await app.inject({ method: "GET", url }));

describe("problemsWith", () => {
  it.each(["/ok", "/no-content", "/bad"])("passes %s", async (url) => {
    expect(await problemsAt(url)).toEqual([]);
  });

  it.each([
    ["/crash", "a server error (500)"],
    ["/text-error", "an error that is not JSON { message }"],
    ["/no-message", "an error that is not JSON { message }"],
    ["/number-message", "an error that is not JSON { message }"],
    ["/stack", "a body that leaks internals"],
    ["/hash", "a body that leaks internals"],
  ])("catches %s", async (url, problem) => {
    expect(await problemsAt(url)).toContain(problem);
  });
});

describe("describeExchange", () => {
  it("shows the request so that it can be sent again, NUL and surrogates escaped", async () => {
    const res = await app.inject({ method: "GET", url: "/crash" });
    const text = describeExchange(
      {
        method: "POST",
        url: "/api/company/fetch-company",
        headers: { "content-type": "application/json" },
        payload: '{"company_name":"\u0000\ud800"}',
        remoteAddress: "127.0.0.1",
      },
      "member",
      res,
    );
    expect(text).toContain("POST /api/company/fetch-company");
    expect(text).toContain("as member, from 127.0.0.1");
    expect(text).toContain(String.raw`body: "{\"company_name\":\"\u0000\ud800\"}"`);
    expect(text).toContain("→ 500");
  });
});

describe("looksLikeLeak", () => {
  it("spots what expectNoLeaks refuses and nothing else", () => {
    expect(looksLikeLeak("Error: boom")).toBe(true);
    expect(looksLikeLeak("at handler (/srv/app.js:10:3)")).toBe(true);
    expect(looksLikeLeak('{"message":"Title is required."}')).toBe(false);
  });
});

describe("encodeUrlText", () => {
  it("encodes what encodeURIComponent does, and unpaired surrogates as their WTF-8 bytes", () => {
    expect(encodeUrlText("a b/ü😀")).toBe(encodeURIComponent("a b/ü😀"));
    expect(encodeUrlText("\u0000")).toBe("%00");
    expect(encodeUrlText("x\ud800")).toBe("x%ED%A0%80");
    expect(encodeUrlText("\udfff")).toBe("%ED%BF%BF");
  });
});
