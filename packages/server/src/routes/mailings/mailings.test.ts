import type { MailingReport } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
import { addMailingMember, createMailing, mailingOf, setConsent } from "../../../test/mailings";
import { addResource, headersOf, newsletterCall, staffLogin } from "../../../test/newsletters";
import { mailsTo, type SentMail } from "../../../test/outbox";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { currentConsent } from "../../consent/consent-ledger";
import { auditLog, sponsors, users } from "../../db/schema";
import { suppress } from "../../deliverability/suppression-list";

let t: TestApp;
let admin: string;
let employee: string;
let memberToken: string;
let cioId: number;
let cmoId: number;
let sponsorId: number;
let resourceId: number;
const people: Record<string, { id: number; email: string }> = {};

const BODY = [
  "## The 2027 CIO agenda",
  "",
  "Read [the full report](https://example.com/agenda?src=mail&x=1) before the roundtable.",
  "",
  "<script>alert('x')</script> and [a bad link](javascript:alert(1)).",
  "",
  "See also [the survey](https://example.com/survey).",
].join("\n");

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  employee = (await staffLogin(t, "employee")).token;
  memberToken = (await staffLogin(t, "user")).token;
  cioId = (await companyByCode(t, "CIO")).id;
  cmoId = (await companyByCode(t, "CMO")).id;
  const [sponsor] = await t.db
    .insert(sponsors)
    .values({
      name: "Nimbus Cloud Security",
      website: "https://nimbus.example",
      privacyUrl: "https://nimbus.example/privacy",
    })
    .returning({ id: sponsors.id });
  sponsorId = sponsor?.id ?? 0;
  resourceId = await addResource(t, "CIO", "The CIO agenda 2027", ["Cybersecurity"], new Date());
  people.ada = await addMailingMember(t, "Ada", "CIO", { resources: true, partners: true });
  people.bob = await addMailingMember(t, "Bob", "CIO", { resources: true });
  people.cy = await addMailingMember(t, "Cy", "CIO", { partners: true });
  people.dee = await addMailingMember(t, "Dee", "CIO", { resources: true });
  people.eve = await addMailingMember(t, "=Eve", "CIO", { resources: true });
  people.fox = await addMailingMember(t, "Fox", "CMO", { resources: true });
  // Dee's address is suppressed (a bounce): she is counted, and gets nothing.
  await t.db.transaction((tx) =>
    suppress(tx, {
      email: people.dee?.email.toLowerCase() ?? "",
      reason: "bounce",
      detail: "test",
    }),
  );
});
afterAll(() => t.close());

const call = (
  token: string | null,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) => newsletterCall(t, token, method, url, payload);

describe("a draft mailing", () => {
  it("refuses what the issue rules out, each with its message, and stores nothing", async () => {
    const before = (await call(admin, "GET", `/mailings?company_id=${cioId}`)).json<{
      total: number;
    }>().total;
    const base = { company_id: cioId, subject: "Hi", body_markdown: "Hello" };
    const refused = async (body: object, message: string) => {
      const res = await call(admin, "POST", "/mailings", body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await refused(
      { ...base, purpose: "partners" },
      "A partners mailing needs the sponsor it is sent for.",
    );
    await refused(
      { ...base, purpose: "resources", sponsor_id: sponsorId },
      "Only a partners mailing names a sponsor.",
    );
    await refused(
      { ...base, purpose: "newsletter" },
      'Purpose must be \\"resources\\" or \\"partners\\".',
    );
    await refused(
      { ...base, purpose: "resources", rules: { shoe_size: [42] } },
      "Rules must be an object of known rules.",
    );
    await refused(
      {
        ...base,
        purpose: "resources",
        ab_test: { subject_b: "B", sample_percent: 60, wait_minutes: 60 },
      },
      "Sample must be a whole percentage from 10 to 50.",
    );
    await refused(
      {
        ...base,
        purpose: "resources",
        ab_test: { subject_b: "B", sample_percent: 20, wait_minutes: 10 },
      },
      "Wait must be a whole number of minutes from 30 to 1440.",
    );
    await refused({ ...base, purpose: "resources", body_markdown: "   " }, "Body is required");
    await refused(
      { ...base, purpose: "resources", resource_ids: [999999] },
      "Choose resources of this brand.",
    );
    await refused(
      { ...base, purpose: "partners", sponsor_id: 999999 },
      "This sponsor does not exist.",
    );
    const after = (await call(admin, "GET", `/mailings?company_id=${cioId}`)).json<{
      total: number;
    }>().total;
    expect(after).toBe(before);
  });

  it("is staff's: members get 403, nobody signed in 401; employees write drafts but do not send", async () => {
    const body = { company_id: cioId, purpose: "resources", subject: "Hi", body_markdown: "Hello" };
    expect((await call(null, "POST", "/mailings", body)).statusCode).toBe(401);
    expect((await call(memberToken, "POST", "/mailings", body)).statusCode).toBe(403);
    expect((await call(memberToken, "GET", "/mailings")).statusCode).toBe(403);
    const draft = await createMailing(t, employee, { ...body, purpose: "resources" });
    expect(draft.status).toBe("draft");
    expect((await call(employee, "POST", `/mailings/${draft.id}/send`)).statusCode).toBe(403);
    expect((await call(employee, "POST", `/mailings/${draft.id}/cancel`)).statusCode).toBe(403);
    expect((await call(employee, "GET", `/mailings/${draft.id}/clickers.csv`)).statusCode).toBe(
      403,
    );
    // The sponsors a partners draft may name: staff see names only, members nothing.
    expect((await call(memberToken, "GET", "/mailings/sponsors")).statusCode).toBe(403);
    expect((await call(null, "GET", "/mailings/sponsors")).statusCode).toBe(401);
    const options = await call(employee, "GET", "/mailings/sponsors");
    expect(options.statusCode).toBe(200);
    const listed = options.json<{ sponsors: Record<string, unknown>[] }>().sponsors;
    expect(listed).toContainEqual({ id: sponsorId, name: "Nimbus Cloud Security" });
    for (const option of listed) expect(Object.keys(option).sort()).toEqual(["id", "name"]);
    const partners = await createMailing(t, employee, {
      ...body,
      purpose: "partners",
      sponsor_id: sponsorId,
    });
    expect(partners.sponsor_id).toBe(sponsorId);
    // A mailing is not an edition: the newsletter calls do not see it.
    expect((await call(admin, "GET", `/newsletters/${draft.id}`)).statusCode).toBe(404);
    const editions = (await call(admin, "GET", "/newsletters")).json<{
      newsletters: { id: number }[];
    }>();
    expect(editions.newsletters.map((n) => n.id)).not.toContain(draft.id);
  });

  it("previews the sanitised Markdown for a member: no raw HTML, http(s) links only, inert links for employees", async () => {
    const draft = await createMailing(t, admin, {
      company_id: cioId,
      purpose: "resources",
      subject: "The agenda",
      preheader: "What 200 CIOs plan",
      body_markdown: BODY,
      resource_ids: [resourceId],
    });
    const res = await call(
      employee,
      "GET",
      `/mailings/${draft.id}/preview?user_id=${people.ada?.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<{ subject: string; html: string; text: string }>();
    expect(preview.subject).toBe("The agenda");
    expect(preview.html).not.toContain("<script>");
    expect(preview.html).toContain("&lt;script&gt;");
    expect(preview.html).not.toMatch(/href="javascript:/i);
    expect(preview.html).toContain('href="https://example.com/agenda?src=mail&amp;x=1"');
    expect(preview.html).toContain("What 200 CIOs plan");
    expect(preview.html).toContain("The CIO agenda 2027");
    expect(preview.html).toContain("preview-link-inactive");
    expect(preview.html).toContain(
      "agreed to receive resources, reports and event invitations from",
    );
    expect(preview.text).toContain("the full report (https://example.com/agenda?src=mail&x=1)");
  });
});

describe("a resources mailing sent to the brand's consenting members", () => {
  let mailing: MailingReport;
  let adaMail: SentMail;

  beforeAll(async () => {
    mailing = await createMailing(t, admin, {
      company_id: cioId,
      purpose: "resources",
      subject: "The 2027 agenda",
      body_markdown: BODY,
      resource_ids: [resourceId],
    });
    const sent = await call(admin, "POST", `/mailings/${mailing.id}/send`);
    expect(sent.statusCode, sent.body).toBe(202);
    await t.app.jobs.drain();
    const [first] = await mailsTo(t.outboxDir, people.ada?.email ?? "");
    if (!first) throw new Error("no mailing mailed to Ada");
    adaMail = first;
  });

  it("goes once to each member holding the resources consent, not to the suppressed, not to other brands", async () => {
    for (const name of ["ada", "bob", "eve"]) {
      const mails = (await mailsTo(t.outboxDir, people[name]?.email ?? "")).filter(
        (m) => m.subject === "The 2027 agenda",
      );
      expect(mails, name).toHaveLength(1);
    }
    for (const name of ["cy", "dee", "fox"]) {
      const mails = (await mailsTo(t.outboxDir, people[name]?.email ?? "")).filter(
        (m) => m.subject === "The 2027 agenda",
      );
      expect(mails, name).toHaveLength(0);
    }
    const report = await mailingOf(t, admin, mailing.id);
    expect(report.status).toBe("sent");
    expect(report.counts).toMatchObject({
      recipients: 3,
      sent: 3,
      consenting: 4,
      suppressed: 1,
      capped: 0,
    });
    expect((await call(admin, "POST", `/mailings/${mailing.id}/send`)).statusCode).toBe(409);
    expect(
      (
        await call(admin, "PUT", `/mailings/${mailing.id}`, {
          purpose: "resources",
          subject: "x",
          body_markdown: "y",
        })
      ).statusCode,
    ).toBe(409);
  });

  it("names the consent and when it was given, and its one-click link withdraws exactly that consent of that brand", async () => {
    expect(adaMail.raw).toMatch(
      /agreed to receive resources, reports and event invitations from CIO/,
    );
    const headers = headersOf(adaMail.raw);
    expect(headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const url = /<([^>]+)>/.exec(headers.get("list-unsubscribe") ?? "")?.[1] ?? "";
    const ada = people.ada?.id ?? 0;
    const res = await t.app.inject({
      method: "POST",
      url: url.replace("http://portal.test", ""),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect((await currentConsent(t.db, ada, cioId, "resources"))?.granted).toBe(false);
    expect((await currentConsent(t.db, ada, cioId, "partners"))?.granted).toBe(true);
    expect((await mailingOf(t, admin, mailing.id)).counts.unsubscribed).toBe(1);
  });

  it("tracks each body link: the click redirects to the link's address and counts per link; an altered token answers 404", async () => {
    // Each link is in both parts: the HTML's, and the text's in parentheses.
    const links = [
      ...new Set(
        adaMail.links
          .filter((l) => l.startsWith("http://portal.test/m/"))
          .map((l) => l.replace(/[).]+$/, "")),
      ),
    ];
    expect(links).toHaveLength(2);
    const path = (links[0] ?? "").replace("http://portal.test", "");
    const first = await t.app.inject({ method: "GET", url: path });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("https://example.com/agenda?src=mail&x=1");
    await t.app.inject({ method: "GET", url: path });
    const altered = await t.app.inject({ method: "GET", url: `${path.slice(0, -2)}xx` });
    expect(altered.statusCode).toBe(404);
    const report = await mailingOf(t, admin, mailing.id);
    expect(report.links[0]).toEqual({
      url: "https://example.com/agenda?src=mail&x=1",
      clicks: 2,
      unique_clicks: 1,
    });
    expect(report.links[1]).toEqual({
      url: "https://example.com/survey",
      clicks: 0,
      unique_clicks: 0,
    });
    expect(report.counts.unique_clicks).toBe(1);
  });

  it("lists the clickers as CSV for admins (formulas guarded), and the download is on the record", async () => {
    const eve = adaMailFor("eve");
    const link = (await eve).links.find((l) => l.startsWith("http://portal.test/m/")) ?? "";
    expect(
      (await t.app.inject({ method: "GET", url: link.replace("http://portal.test", "") }))
        .statusCode,
    ).toBe(302);
    const res = await call(admin, "GET", `/mailings/${mailing.id}/clickers.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Email,First name,Last name,Company,Job title,Clicks,First click");
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(`${people.ada?.email},Ada,Tester`);
    expect(res.body).toContain(",'=Eve,");
    const [audit] = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, "mailing.clickers_export"));
    expect(audit?.action).toBe("mailing.clickers_export");
  });

  const adaMailFor = async (name: string) => {
    const [mail] = (await mailsTo(t.outboxDir, people[name]?.email ?? "")).filter(
      (m) => m.subject === "The 2027 agenda",
    );
    if (!mail) throw new Error(`no mail for ${name}`);
    return mail;
  };
});

describe("a partners mailing", () => {
  it("says it is sent on behalf of its sponsor, goes to partners consents only, and the sponsor gets no list", async () => {
    const mailing = await createMailing(t, admin, {
      company_id: cioId,
      purpose: "partners",
      sponsor_id: sponsorId,
      subject: "A word from Nimbus",
      body_markdown: "Nimbus invites you to [its briefing](https://nimbus.example/briefing).",
    });
    expect(mailing.sponsor_name).toBe("Nimbus Cloud Security");
    expect((await call(admin, "POST", `/mailings/${mailing.id}/send`)).statusCode).toBe(202);
    await t.app.jobs.drain();
    const [cyMail] = (await mailsTo(t.outboxDir, people.cy?.email ?? "")).filter(
      (m) => m.subject === "A word from Nimbus",
    );
    expect(cyMail?.raw).toContain("on behalf of Nimbus Cloud Security");
    expect(cyMail?.raw).toMatch(/communications from CIO and its affiliated partners/);
    const bobs = (await mailsTo(t.outboxDir, people.bob?.email ?? "")).filter(
      (m) => m.subject === "A word from Nimbus",
    );
    expect(bobs).toHaveLength(0);
    // The one-click link of a partners mailing withdraws the partners consent only.
    const url =
      /<([^>]+)>/.exec(headersOf(cyMail?.raw ?? "").get("list-unsubscribe") ?? "")?.[1] ?? "";
    await t.app.inject({
      method: "POST",
      url: url.replace("http://portal.test", ""),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect((await currentConsent(t.db, people.cy?.id ?? 0, cioId, "partners"))?.granted).toBe(
      false,
    );
  });
});

describe("the brand's frequency cap", () => {
  it("leaves out members who had the cap's number of the brand's mailings in 7 days, and counts them", async () => {
    const put = await call(admin, "PUT", `/company/${cmoId}/mailing-settings`, {
      max_mailings_per_member_per_7_days: 1,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(
      (
        await call(employee, "PUT", `/company/${cmoId}/mailing-settings`, {
          max_mailings_per_member_per_7_days: 3,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(admin, "PUT", `/company/${cmoId}/mailing-settings`, {
          max_mailings_per_member_per_7_days: 51,
        })
      ).body,
    ).toContain("Mailings per member per 7 days must be a whole number from 0 to 50.");
    const newcomer = await addMailingMember(t, "Gus", "CMO", { resources: true });
    const send = async (subject: string) => {
      const m = await createMailing(t, admin, {
        company_id: cmoId,
        purpose: "resources",
        subject,
        body_markdown: "Hello",
      });
      expect((await call(admin, "POST", `/mailings/${m.id}/send`)).statusCode).toBe(202);
      await t.app.jobs.drain();
      return mailingOf(t, admin, m.id);
    };
    const first = await send("CMO first");
    expect(first.counts).toMatchObject({ recipients: 2, capped: 0 });
    await setConsent(t, (await addMailingMember(t, "Hal", "CMO", {})).id, cmoId, "resources", true);
    const second = await send("CMO second");
    // Fox and Gus had one already; Hal had none.
    expect(second.counts).toMatchObject({ recipients: 1, capped: 2, consenting: 3 });
    expect(
      (await mailsTo(t.outboxDir, newcomer.email)).filter((m) => m.subject === "CMO second"),
    ).toHaveLength(0);
  });
});

describe("members erased or withdrawn", () => {
  it("an erased member is never a recipient", async () => {
    const gone = await addMailingMember(t, "Ivy", "CIO", { resources: true });
    await t.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, gone.id));
    const m = await createMailing(t, admin, {
      company_id: cioId,
      purpose: "resources",
      subject: "After erasure",
      body_markdown: "Hi",
    });
    await call(admin, "POST", `/mailings/${m.id}/send`);
    await t.app.jobs.drain();
    expect(
      (await mailsTo(t.outboxDir, gone.email)).filter((x) => x.subject === "After erasure"),
    ).toHaveLength(0);
  });
});
