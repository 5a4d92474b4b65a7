import { CONSENT_FLAGS, CONSENT_PURPOSES, registerSchema } from "@sector/shared";
import { and, eq, inArray } from "drizzle-orm";
import { issuePasswordToken } from "../../auth/password-tokens";
import { recordConsent } from "../../consent/consent-ledger";
import { shownConsentTexts } from "../../consent/consent-texts";
import { companies, preferences, userPreferences, users } from "../../db/schema";
import { findUserByEmail } from "../../db/user-queries";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { fieldError } from "../../lib/errors";
import { welcomeMail } from "../../mail/templates";
import { addMembership } from "../../memberships/add-membership";
import { enqueueWebhookEvent } from "../../webhooks/enqueue";
import { memberCreatedEvent } from "../../webhooks/events";
import { REGISTER_ANSWER } from "./messages";
import { signupRateLimits } from "./rate-limits";
import { answerKnownAddress } from "./register-known-address";

export const registerRoute = async (app: App) => {
  app.post(
    "/public/register",
    {
      schema: {
        tags: ["accounts"],
        summary: "Join a sector community; emails a set-password link",
        body: registerSchema,
      },
      preHandler: signupRateLimits(app, "register"),
    },
    async (request, reply) => {
      const data = request.body;
      const company = await app.db.query.companies.findFirst({
        columns: { id: true, name: true },
        where: eq(companies.id, data.company_id),
      });
      if (!company) throw fieldError("company_id", "This community does not exist.");

      const known = await app.db
        .select({ id: preferences.id, name: preferences.name })
        .from(preferences)
        .where(
          and(eq(preferences.companyId, company.id), inArray(preferences.id, data.preferences)),
        );
      if (known.length !== data.preferences.length) {
        throw fieldError("preferences", "Please choose among the interests of this community.");
      }

      const brand = { ...company, topics: known };

      const existing = await findUserByEmail(app.db, data.email);
      if (existing) {
        await app.db.transaction((tx) =>
          answerKnownAddress(app, tx, request, existing, brand, data),
        );
      } else {
        // The member, their topics, their set-password link and its mail: all or nothing.
        await app.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              firstname: data.firstname,
              lastname: data.lastname,
              email: data.email,
              mobileNumber: data.mobile_number,
              userCompany: data.user_company,
              jobTitle: data.job_title,
              joinedThru: company.id,
              newsletterFlag: data.newsletter_flag,
              resourcesFlag: data.resources_flag,
              partnersFlag: data.partners_flag,
              role: "user",
            })
            // A concurrent registration of the same address wins; this one changes nothing.
            .onConflictDoNothing()
            .returning({ id: users.id, email: users.email, firstname: users.firstname });
          if (!user) {
            const raced = await findUserByEmail(tx, data.email);
            if (raced) await answerKnownAddress(app, tx, request, raced, brand, data);
            return;
          }
          // The first brand: joined_thru, and the first of the member's memberships.
          await addMembership(tx, {
            userId: user.id,
            companyId: company.id,
            source: "registration",
          });
          await tx
            .insert(userPreferences)
            .values(data.preferences.map((preferenceId) => ({ userId: user.id, preferenceId })));
          // The ledger's proof of each consent: given or not, to the wording the page showed.
          const texts = await shownConsentTexts(tx, company.id, data.consent_versions);
          for (const purpose of CONSENT_PURPOSES) {
            const text = texts.get(purpose);
            if (!text) throw new Error(`no ${purpose} wording for company ${company.id}`);
            await recordConsent(
              tx,
              {
                userId: user.id,
                companyId: company.id,
                purpose,
                granted: data[CONSENT_FLAGS[purpose]],
                textId: text.id,
                source: "registration",
                ip: request.ip,
                userAgent: request.headers["user-agent"] ?? null,
              },
              { flagsWritten: true },
            );
          }
          await enqueueWebhookEvent(tx, memberCreatedEvent(user.id, company.id));
          const slug = await issuePasswordToken(tx, user.id, "welcome");
          await enqueueJob(
            tx,
            "mail",
            welcomeMail({
              to: user.email,
              firstname: user.firstname,
              brand: company.name,
              link: `${app.config.publicUrl}/reset-password/${slug}`,
            }),
          );
        });
      }
      // Delivered by the job worker moments from now: the answer never waits for SMTP.
      app.jobs.kick();
      return reply.status(201).send(REGISTER_ANSWER);
    },
  );
};
