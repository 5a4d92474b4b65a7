import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebApp } from "./web-app";

const INDEX = "<!doctype html><title>Sector Portal</title><div id=root></div>";
const LOGIN_PAGE = "<!doctype html><title>Sector Portal | Login</title><div id=root inert>…</div>";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))});`;

/** A built web app as packages/web writes it: index.html, prerendered pages, compressed copies. */
const writeWebDist = async (dir: string) => {
  await mkdir(path.join(dir, "pages"), { recursive: true });
  await mkdir(path.join(dir, "assets"), { recursive: true });
  await writeFile(path.join(dir, "index.html"), INDEX);
  await writeFile(path.join(dir, "pages", "login.html"), LOGIN_PAGE);
  await writeFile(path.join(dir, "pages", "login.html.gz"), gzipSync(LOGIN_PAGE));
  await writeFile(path.join(dir, "assets", "index-abc.js"), SCRIPT);
  await writeFile(path.join(dir, "assets", "index-abc.js.gz"), gzipSync(SCRIPT));
  for (const folder of ["brands", "demo"]) {
    await mkdir(path.join(dir, folder), { recursive: true });
    await writeFile(path.join(dir, folder, "cio.svg"), SVG);
  }
};

const appServing = async (webDist: string | null) => {
  const app = Fastify();
  await registerWebApp(app, webDist);
  await app.ready();
  return app;
};

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "web-app-test-"));
  await writeWebDist(dist);
  app = await appServing(dist);
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("sends a public page's prerendered HTML for its path, however it is spelled", async () => {
    for (const url of ["/login", "/Login", "/login/", "/login?next=%2F"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(LOGIN_PAGE);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("sends index.html for the other client routes", async () => {
    for (const url of ["/", "/users", "/reset-password/abc", "/login/extra", "/nope"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("sends the compressed copy to a browser that accepts it, and the plain file otherwise", async () => {
    const zipped = await app.inject({
      method: "GET",
      url: "/assets/index-abc.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["content-type"]).toMatch(/javascript/);
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zipped.rawPayload.length).toBeLessThan(SCRIPT.length);

    const plain = await app.inject({ method: "GET", url: "/assets/index-abc.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const page = await app.inject({
      method: "GET",
      url: "/login",
      headers: { "accept-encoding": "gzip" },
    });
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("lets other origins embed brand logos and demo thumbnails, and nothing else", async () => {
    // Mails and the newsletter preview (a sandboxed frame: an opaque origin) show them by their
    // absolute PUBLIC_URL links; CORP same-origin, helmet's default, would block them there.
    for (const url of ["/brands/cio.svg", "/demo/cio.svg"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cross-origin-resource-policy"], url).toBe("cross-origin");
      expect(res.headers["access-control-allow-origin"], url).toBe("*");
    }
    const script = await app.inject({ method: "GET", url: "/assets/index-abc.js" });
    expect(script.headers["cross-origin-resource-policy"]).toBeUndefined();
    expect(script.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("answers unknown API routes and other methods with a JSON 404", async () => {
    const api = await app.inject({ method: "GET", url: "/api/nope" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Route GET /api/nope not found." });
    const post = await app.inject({ method: "POST", url: "/login" });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: "Route POST /login not found." });
  });
});

describe("a build without prerendered pages", () => {
  it("sends index.html for every client route", async () => {
    const bare = await mkdtemp(path.join(tmpdir(), "web-app-test-"));
    await writeFile(path.join(bare, "index.html"), INDEX);
    const bareApp = await appServing(bare);
    try {
      const res = await bareApp.inject({ method: "GET", url: "/login" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      await bareApp.close();
      await rm(bare, { recursive: true, force: true });
    }
  });
});
