import { createServer, type Server } from "node:http";
import { fetch } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkedDispatcher, fetchErrorText } from "./checked-dispatcher";

describe("the lead destinations' checked dispatcher", () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (url: string, policy: "public" | "loopback") => {
    try {
      const response = await fetch(url, { dispatcher: checkedDispatcher(policy, 1000) });
      return `${response.status} ${await response.text()}`;
    } catch (err) {
      return fetchErrorText(err, 1000);
    }
  };

  it("connects where the policy lets it, by address or by name", async () => {
    expect(await get(`http://127.0.0.1:${port}/`, "loopback")).toBe("200 ok");
    expect(await get(`http://localhost:${port}/`, "loopback")).toBe("200 ok");
  });

  it("refuses a loopback address, written or looked up, under the public policy", async () => {
    expect(await get(`http://127.0.0.1:${port}/`, "public")).toBe(
      "127.0.0.1 is an address webhooks may not reach",
    );
    expect(await get(`http://localhost:${port}/`, "public")).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), an address webhooks may not reach$/,
    );
  });
});
