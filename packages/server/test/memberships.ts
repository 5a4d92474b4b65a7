import type { RegisterInput } from "@sector/shared";
import { registrationFor } from "./fixtures";
import { mailsTo, type SentMail } from "./outbox";
import type { TestApp } from "./test-app";

/** The slug of the last link to join a brand among `mails`. */
export const lastJoinSlugIn = (mails: SentMail[]): string => {
  for (const mail of [...mails].reverse()) {
    const link = mail.links.find((l) => l.includes("/join/"));
    if (link) return link.split("/join/")[1] ?? "";
  }
  throw new Error("no join link was mailed");
};

/** The slug of the last link to join a brand mailed to `to` (call `app.jobs.drain()` first). */
export const lastJoinSlugFor = async (t: TestApp, to: string): Promise<string> =>
  lastJoinSlugIn(await mailsTo(t.outboxDir, to));

/**
 * An existing member registers on another brand's page (`code`) and confirms the emailed link,
 * through the API. Returns the registration sent.
 */
export const joinBrand = async (
  t: TestApp,
  email: string,
  code: string,
  overrides: Partial<RegisterInput> = {},
) => {
  const body = await registrationFor(t, code, { ...overrides, email });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/public/register",
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  await t.app.jobs.drain();
  const slug = await lastJoinSlugFor(t, email);
  const joined = await t.app.inject({
    method: "POST",
    url: "/api/user/public/join",
    payload: { slug },
  });
  if (joined.statusCode !== 200)
    throw new Error(`join failed: ${joined.statusCode} ${joined.body}`);
  return body;
};
