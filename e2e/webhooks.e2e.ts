import type { WebhookDelivery } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../packages/server/test/webhook-receiver";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { adminSession, createMember, createStaff, type SessionUser } from "./support/members";
import { toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, openDialog, tableRows } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let receiver: WebhookReceiver;
let admin: { token: string; user: SessionUser };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  receiver = await startWebhookReceiver();
  admin = await adminSession(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

const deliveriesOf = async (id: number) =>
  (
    await api<{ deliveries: WebhookDelivery[] }>(
      server.baseUrl,
      "GET",
      `/webhooks/${id}/deliveries`,
      undefined,
      admin.token,
    )
  ).body.deliveries;

const registerMember = (email: string) =>
  createMember(server, { email, firstname: "Hook", lastname: "Member" });

const expectNoViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

describe("the Webhooks screen", () => {
  it("adds an endpoint, shows its secret once, sends a test event, pauses and deletes it", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard");
    await page.getByRole("link", { name: "Webhooks", exact: true }).click();
    await eventually(() => page.title()).toBe("Sector Portal | Webhooks");
    const table = page.getByRole("region", { name: "Webhook endpoints" });
    await table.getByRole("cell", { name: "No webhook endpoints yet." }).waitFor();
    await expectNoViolations(page);

    // Plain http elsewhere than this machine is refused before anything is sent.
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const form = await openDialog(page, "Add endpoint");
    await expectNoViolations(page);
    const url = form.getByRole("textbox", { name: "Endpoint URL" });
    await url.fill("http://crm.example.com/hooks");
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await form.getByText(/The URL must start with https:\/\//).waitFor();
    await eventually(() => url.getAttribute("aria-invalid")).toBe("true");

    await url.fill(receiver.url);
    // Every event is chosen to begin with; this endpoint leaves consent changes out.
    await form.getByRole("checkbox", { name: /^consent\.changed/ }).uncheck();
    await form.getByRole("button", { name: "Add endpoint" }).click();

    const secretDialog = await openDialog(page, "Signing secret");
    const secret =
      (await secretDialog.getByRole("status", { name: "Signing secret" }).textContent()) ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await expectNoViolations(page);
    await secretDialog.getByRole("button", { name: "Done" }).click();
    await eventually(() => secretDialog.count()).toBe(0);
    await eventually(async () =>
      (await tableRows(page, "Webhook endpoints")).map((row) => row.split(" | ").slice(0, 4)),
    ).toEqual([[receiver.url, expect.any(String), "Every brand", "Active"]]);
    expect(await table.getByRole("listitem").allTextContents()).toEqual([
      "member.created",
      "member.updated",
      "membership.added",
      "member.erased",
      "event.registered",
      "event.cancelled",
      "event.attended",
    ]);
    // Shown once: neither the screen nor a reload shows it again.
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await table.getByRole("cell", { name: receiver.url, exact: true }).waitFor();
    expect(await page.content()).not.toContain(secret);

    // The test event reaches the receiver, signed with that secret, and shows as delivered.
    await table.getByRole("button", { name: `Send test event to ${receiver.url}` }).click();
    await toastWith(page, "Test event queued.").waitFor();
    await eventually(() => receiver.received.length).toBe(1);
    const [test] = receiver.received;
    if (!test) throw new Error("no test event");
    const verified = new Webhook(secret).verify(test.body, {
      "webhook-id": String(test.headers["webhook-id"]),
      "webhook-timestamp": String(test.headers["webhook-timestamp"]),
      "webhook-signature": String(test.headers["webhook-signature"]),
    });
    expect(verified).toMatchObject({ type: "webhook.test" });
    const deliveries = page.getByRole("region", { name: "Webhook deliveries" });
    await deliveries.waitFor();
    await eventually(async () =>
      (await tableRows(page, "Webhook deliveries")).map((row) =>
        row.replace(/ \| [^|]+ \| /, " | <time> | "),
      ),
    ).toEqual(["webhook.test | <time> | delivered | 204 | 1 | -- | --"]);
    await expectNoViolations(page);

    // A member who registers now reaches the receiver too.
    await registerMember("hooked.member@example.org");
    await eventually(() => receiver.received.map((r) => r.json?.type)).toEqual([
      "webhook.test",
      "member.created",
    ]);

    // Paused: the status says so, no test can be sent, and a new member reaches nobody.
    await table.getByRole("button", { name: `Pause ${receiver.url}` }).click();
    await toastWith(page, "Endpoint paused.").waitFor();
    await table.getByText("Paused", { exact: true }).waitFor();
    expect(
      await table.getByRole("button", { name: `Send test event to ${receiver.url}` }).isDisabled(),
    ).toBe(true);
    await registerMember("unheard.member@example.org");
    // Nothing was queued for it (newest first), so nothing can reach the receiver.
    const queued = await deliveriesOf(await endpointId());
    expect(queued.map((d) => [d.event_type, d.status])).toEqual([
      ["member.created", "delivered"],
      ["webhook.test", "delivered"],
    ]);
    expect(receiver.received).toHaveLength(2);

    // Deleted: gone from the screen and from the API.
    await table.getByRole("button", { name: `Delete ${receiver.url}` }).click();
    const confirm = await openDialog(page, "Delete this endpoint?");
    await expectNoViolations(page);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toastWith(page, "Endpoint deleted.").waitFor();
    await table.getByRole("cell", { name: "No webhook endpoints yet." }).waitFor();
    await eventually(() => deliveries.count()).toBe(0);
    const listed = await api<{ webhooks: unknown[] }>(
      server.baseUrl,
      "GET",
      "/webhooks",
      undefined,
      admin.token,
    );
    expect(listed.body.webhooks).toEqual([]);
  });

  it("is the admin's alone: no sidebar entry and the No access page for an employee", async () => {
    const employee = await createStaff(server, "employee", { email: "hook.staff@example.org" });
    const page = await openAs(browser, server, employee.token, "/webhooks");
    await eventually(() => page.title()).toBe("Sector Portal | No access");
    expect(await page.getByRole("link", { name: "Webhooks", exact: true }).count()).toBe(0);
  });
});

/** The id of the one endpoint listed. */
const endpointId = async () => {
  const listed = await api<{ webhooks: { id: number }[] }>(
    server.baseUrl,
    "GET",
    "/webhooks",
    undefined,
    admin.token,
  );
  const [first] = listed.body.webhooks;
  if (!first) throw new Error("no endpoint listed");
  return first.id;
};
