import type { NewsletterAudience, NewsletterWithCounts } from "@sector/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
import {
  addMember,
  deliveriesOf,
  newsletterCall,
  setNewsletterConsent,
  staffLogin,
} from "../../../test/newsletters";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { suppressions } from "../../db/deliverability-schema";
import { NEWSLETTER_NOT_FOUND } from "./messages";

let t: TestApp;
let admin: string;
let employee: string;
let member: string;
let chroId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  employee = (await staffLogin(t, "employee")).token;
  member = (await staffLogin(t, "user")).token;
  chroId = (await companyByCode(t, "CHRO")).id;
});
afterAll(() => t.close());

const draft = async () => {
  const res = await newsletterCall(t, admin, "POST", "/newsletters", { company_id: chroId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ newsletter: NewsletterWithCounts }>().newsletter;
};

const audience = async (id: number, token = admin) => {
  const res = await newsletterCall(t, token, "GET", `/newsletters/${id}/audience`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NewsletterAudience>().members;
};

describe("GET /newsletters/{id}/audience", () => {
  it("counts exactly the members the send freezes, and follows a withdrawn consent", async () => {
    const edition = await draft();
    const before = await audience(edition.id);
    const tie = (newsletter: boolean) => [{ code: "CHRO", topics: [], newsletter }];
    const ann = await addMember(t, "Ann", tie(true));
    const ben = await addMember(t, "Ben", tie(true));
    await addMember(t, "Cat", tie(false));
    const dan = await addMember(t, "Dan", tie(true));
    await t.db.insert(suppressions).values({ email: dan.email.toLowerCase(), reason: "manual" });
    const eli = await addMember(t, "Eli", tie(true));
    await t.db.execute(sql`update "users" set "erased_at" = now() where "id" = ${eli.id}`);
    // Ann and Ben: Cat did not consent, Dan's address is suppressed, Eli is erased.
    expect(await audience(edition.id)).toBe(before + 2);
    // Staff read it (employees too).
    expect(await audience(edition.id, employee)).toBe(before + 2);

    await setNewsletterConsent(t, ben.id, chroId, false);
    expect(await audience(edition.id)).toBe(before + 1);

    const send = await newsletterCall(t, admin, "POST", `/newsletters/${edition.id}/send`, {});
    expect(send.statusCode, send.body).toBe(202);
    await t.app.jobs.drain();
    const frozen = await deliveriesOf(t, edition.id);
    expect(frozen.size).toBe(before + 1);
    expect(frozen.has(ann.id)).toBe(true);
    expect(frozen.has(ben.id)).toBe(false);
  });

  it("answers 404 for no such edition, 400 for a bad id, 403 to members and 401 to guests", async () => {
    const edition = await draft();
    const missing = await newsletterCall(t, admin, "GET", "/newsletters/999999/audience");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: NEWSLETTER_NOT_FOUND });
    expect((await newsletterCall(t, admin, "GET", "/newsletters/abc/audience")).statusCode).toBe(
      400,
    );
    const url = `/newsletters/${edition.id}/audience`;
    expect((await newsletterCall(t, member, "GET", url)).statusCode).toBe(403);
    expect((await newsletterCall(t, null, "GET", url)).statusCode).toBe(401);
  });
});
