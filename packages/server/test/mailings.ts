import type { ConsentPurpose, CreateMailingInput, MailingReport } from "@sector/shared";
import { recordConsent } from "../src/consent/consent-ledger";
import { currentConsentTexts } from "../src/consent/consent-texts";
import { companyByCode } from "./fixtures";
import { addMember, newsletterCall } from "./newsletters";
import type { TestApp } from "./test-app";

/** Records a consent change of any purpose in the ledger, as the member's profile would. */
export const setConsent = async (
  t: TestApp,
  userId: number,
  companyId: number,
  purpose: ConsentPurpose,
  granted: boolean,
) => {
  const text = (await currentConsentTexts(t.db, companyId)).get(purpose);
  if (!text) throw new Error(`no ${purpose} wording for ${companyId}`);
  await t.db.transaction((tx) =>
    recordConsent(tx, { userId, companyId, purpose, granted, textId: text.id, source: "profile" }),
  );
};

/** A member of one brand with the mailing consents given (no newsletter). */
export const addMailingMember = async (
  t: TestApp,
  firstname: string,
  code: string,
  consents: { resources?: boolean; partners?: boolean; topics?: string[] },
) => {
  const member = await addMember(t, firstname, [
    { code, topics: consents.topics ?? [], newsletter: false },
  ]);
  const brand = await companyByCode(t, code);
  if (consents.resources) await setConsent(t, member.id, brand.id, "resources", true);
  if (consents.partners) await setConsent(t, member.id, brand.id, "partners", true);
  return member;
};

/** Creates a draft mailing (201 expected) and answers it. */
export const createMailing = async (t: TestApp, token: string, body: CreateMailingInput) => {
  const res = await newsletterCall(t, token, "POST", "/mailings", body);
  if (res.statusCode !== 201) throw new Error(`mailing not created: ${res.statusCode} ${res.body}`);
  return res.json<{ mailing: MailingReport }>().mailing;
};

export const mailingOf = async (t: TestApp, token: string, id: number) =>
  (await newsletterCall(t, token, "GET", `/mailings/${id}`)).json<{ mailing: MailingReport }>()
    .mailing;
