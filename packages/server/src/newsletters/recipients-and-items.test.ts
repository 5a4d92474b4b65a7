import type { NewsletterPreview, NewsletterWithCounts } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../test/fixtures";
import {
  addMember,
  addResource,
  deliveriesOf,
  newsletterCall,
  setNewsletterConsent,
} from "../../test/newsletters";
import { mailsTo } from "../../test/outbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { resourceOpensPending } from "../db/insights-schema";
import { users } from "../db/schema";

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};
const people: Record<string, { id: number; email: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  const cio = await companyByCode(t, "CIO");

  // CIO: three in the window on three topics, one before it; CMO: two in the window.
  ids.oldCloud = await addResource(t, "CIO", "Old cloud", ["Cloud Computing"], ago(10 * DAY));
  ids.cloud = await addResource(t, "CIO", "Cloud guide", ["Cloud Computing"], ago(3 * DAY));
  ids.ai = await addResource(t, "CIO", "AI report", ["Artificial Intelligence"], ago(2 * DAY));
  ids.security = await addResource(t, "CIO", "Security", ["Cybersecurity"], ago(1 * DAY));
  ids.aiCloud = await addResource(
    t,
    "CIO",
    "AI and cloud",
    ["Artificial Intelligence", "Cloud Computing"],
    ago(DAY / 24),
  );
  ids.brand = await addResource(t, "CMO", "Brand playbook", ["Brand Strategy"], ago(DAY));
  ids.social = await addResource(t, "CMO", "Social", ["Social Media"], ago(2 * DAY));

  // The window's most opened CIO resources: Security 3 opens, AI report 1, the old one 5 (it
  // counts: opened in the window), one open of Security from before the window (does not).
  const opens = [
    ...Array.from({ length: 3 }, () => ids.security),
    ids.ai,
    ...Array.from({ length: 5 }, () => ids.oldCloud),
  ].map((resourceId) => ({ userId: 1, resourceId: resourceId ?? 0, companyId: cio.id }));
  await t.db.insert(resourceOpensPending).values(opens);
  await t.db.insert(resourceOpensPending).values({
    userId: 1,
    resourceId: ids.ai ?? 0,
    companyId: cio.id,
    openedAt: ago(9 * DAY),
  });

  const add = async (name: string, ties: Parameters<typeof addMember>[2]) => {
    people[name] = await addMember(t, name, ties);
  };
  await add("Ada", [{ code: "CIO", topics: ["Cloud Computing"], newsletter: true }]);
  await add("Bob", [
    { code: "CIO", topics: ["Artificial Intelligence"], newsletter: true },
    { code: "CMO", topics: ["Brand Strategy"], newsletter: true },
  ]);
  await add("Cy", [{ code: "CIO", topics: ["DevOps"], newsletter: true }]);
  await add("Dee", [{ code: "CIO", topics: ["Cloud Computing"], newsletter: true }]);
  await add("Eve", [{ code: "CIO", topics: ["Cloud Computing"], newsletter: true }]);
  await add("Fay", [{ code: "CMO", topics: ["Social Media"], newsletter: false }]);
  await add("Gus", [{ code: "CMO", topics: ["Public Relations"], newsletter: true }]);
  // Dee withdraws before the edition is sent; Eve is erased.
  await setNewsletterConsent(t, people.Dee?.id ?? 0, cio.id, false);
  await t.db
    .update(users)
    .set({ erasedAt: new Date(), email: `erased-${people.Eve?.id}@erased.invalid` })
    .where(eq(users.id, people.Eve?.id ?? 0));
});
afterAll(() => t.close());

const create = async (code: string) => {
  const brand = await companyByCode(t, code);
  const res = await newsletterCall(t, admin, "POST", "/newsletters", {
    company_id: brand.id,
    intro: "This week, in short.",
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ newsletter: NewsletterWithCounts }>().newsletter;
};

const preview = async (id: number, who: string) => {
  const res = await newsletterCall(
    t,
    admin,
    "GET",
    `/newsletters/${id}/preview?user_id=${people[who]?.id}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json<NewsletterPreview>();
};

const idOf = (name: string) => people[name]?.id ?? 0;

describe("an edition's recipients and each one's items", () => {
  it("previews, freezes and sends exactly what each member of two brands gets", async () => {
    const cio = await create("CIO");
    const cmo = await create("CMO");
    expect(cio).toMatchObject({
      status: "draft",
      subject: "The CIO week",
      intro: "This week, in short.",
      window_end: null,
    });
    // The first edition looks 7 days back.
    expect(Date.now() - Date.parse(cio.window_start)).toBeGreaterThan(7 * DAY - 60_000);
    expect(Date.now() - Date.parse(cio.window_start)).toBeLessThan(7 * DAY + 60_000);

    // Before sending: the previews.
    const titles = (p: NewsletterPreview) => p.items.map((i) => i.title);
    const ada = await preview(cio.id, "Ada");
    expect(titles(ada)).toEqual(["AI and cloud", "Cloud guide"]);
    expect(ada).toMatchObject({ popular: false, skipped: false, recipient: true });
    expect(ada.html).toContain("Picked for your topics");
    expect(titles(await preview(cio.id, "Bob"))).toEqual(["AI and cloud", "AI report"]);
    expect(titles(await preview(cmo.id, "Bob"))).toEqual(["Brand playbook"]);
    const cy = await preview(cio.id, "Cy");
    expect(titles(cy)).toEqual(["Old cloud", "Security", "AI report"]);
    expect(cy.popular).toBe(true);
    expect(cy.html).toContain("Popular this week");
    const gus = await preview(cmo.id, "Gus");
    expect(gus).toMatchObject({ items: [], skipped: true, html: "", text: "" });
    expect((await preview(cio.id, "Dee")).recipient).toBe(false);
    expect((await preview(cio.id, "Eve")).recipient).toBe(false);
    expect((await preview(cmo.id, "Fay")).recipient).toBe(false);

    for (const edition of [cio, cmo]) {
      const res = await newsletterCall(t, admin, "POST", `/newsletters/${edition.id}/send`, {});
      expect(res.statusCode).toBe(202);
      expect(res.json<{ newsletter: NewsletterWithCounts }>().newsletter.status).toBe("sending");
    }
    await t.app.jobs.drain();

    // Frozen: exactly these members, these items, in this order.
    const cioRows = await deliveriesOf(t, cio.id);
    expect([...cioRows.keys()].sort()).toEqual([idOf("Ada"), idOf("Bob"), idOf("Cy")].sort());
    expect(cioRows.get(idOf("Ada"))).toMatchObject({
      status: "sent",
      items: [ids.aiCloud, ids.cloud],
      popular: false,
    });
    expect(cioRows.get(idOf("Bob"))).toMatchObject({
      status: "sent",
      items: [ids.aiCloud, ids.ai],
    });
    expect(cioRows.get(idOf("Cy"))).toMatchObject({
      status: "sent",
      items: [ids.oldCloud, ids.security, ids.ai],
      popular: true,
    });
    const cmoRows = await deliveriesOf(t, cmo.id);
    expect([...cmoRows.keys()].sort()).toEqual([idOf("Bob"), idOf("Gus")].sort());
    expect(cmoRows.get(idOf("Bob"))).toMatchObject({ status: "sent", items: [ids.brand] });
    expect(cmoRows.get(idOf("Gus"))).toMatchObject({ status: "skipped", items: [] });

    // The mails: Bob gets both brands', Gus, Dee, Eve and Fay none.
    const subjects = async (who: string) =>
      (await mailsTo(t.outboxDir, people[who]?.email ?? "")).map((m) => m.subject).sort();
    expect(await subjects("Ada")).toEqual(["The CIO week"]);
    expect(await subjects("Bob")).toEqual(["The CIO week", "The CMO week"]);
    expect(await subjects("Cy")).toEqual(["The CIO week"]);
    for (const who of ["Dee", "Eve", "Fay", "Gus"]) expect(await subjects(who)).toEqual([]);
    const [cyMail] = await mailsTo(t.outboxDir, people.Cy?.email ?? "");
    expect(cyMail?.raw).toContain("Popular this week");

    const counts = async (id: number) =>
      (await newsletterCall(t, admin, "GET", `/newsletters/${id}`)).json<{
        newsletter: NewsletterWithCounts;
      }>().newsletter;
    const cioDone = await counts(cio.id);
    expect(cioDone.status).toBe("sent");
    expect(cioDone.window_end).not.toBeNull();
    expect(cioDone.counts).toEqual({
      recipients: 3,
      sent: 3,
      failed: 0,
      skipped: 0,
      clicked_members: 0,
      unsubscribed: 0,
      bounced: 0,
      complained: 0,
    });
    expect((await counts(cmo.id)).counts).toMatchObject({ recipients: 2, sent: 1, skipped: 1 });

    // The brand's next edition starts where this one's window ended.
    const next = await create("CIO");
    expect(next.window_start).toBe(cioDone.window_end);
  });

  it("gives members of the same topics the same items, the newest up to the brand's max_items", async () => {
    const cro = await companyByCode(t, "CRO");
    const put = await newsletterCall(t, admin, "PUT", `/company/${cro.id}/newsletter`, {
      enabled: false,
      weekday: 1,
      hour: 8,
      timezone: "Europe/London",
      from_name: "",
      max_items: 2,
    });
    expect(put.statusCode, put.body).toBe(200);
    const pricing = await addResource(t, "CRO", "Pricing", ["Pricing Strategy"], ago(4 * DAY));
    const ops = await addResource(t, "CRO", "RevOps", ["Revenue Operations"], ago(3 * DAY));
    const both = await addResource(
      t,
      "CRO",
      "Pricing and RevOps",
      ["Pricing Strategy", "Revenue Operations"],
      ago(2 * DAY),
    );
    const untagged = await addResource(t, "CRO", "No topic", [], ago(DAY));
    const add = async (name: string, topics: string[]) => {
      people[name] = await addMember(t, name, [{ code: "CRO", topics, newsletter: true }]);
    };
    await add("Hal", ["Pricing Strategy", "Revenue Operations"]);
    await add("Ivy", ["Revenue Operations", "Pricing Strategy"]);
    await add("Jo", ["Pricing Strategy"]);
    await add("Kim", ["Negotiation"]);
    const edition = await create("CRO");
    const sent = await newsletterCall(t, admin, "POST", `/newsletters/${edition.id}/send`, {});
    expect(sent.statusCode).toBe(202);
    await t.app.jobs.drain();
    const rows = await deliveriesOf(t, edition.id);
    // Two of the three that share a topic, newest first; the resource without topics is nobody's.
    expect(rows.get(idOf("Hal"))).toMatchObject({ items: [both, ops], popular: false });
    expect(rows.get(idOf("Ivy"))).toMatchObject({ items: [both, ops], popular: false });
    expect(rows.get(idOf("Jo"))).toMatchObject({ items: [both, pricing], popular: false });
    // Nothing of Kim's topic and nothing opened this week: no mail.
    expect(rows.get(idOf("Kim"))).toMatchObject({ status: "skipped", items: [] });
    expect([...rows.values()].some((r) => r.items.includes(untagged))).toBe(false);
  });
});
