import {
  FIRMOGRAPHIC_REQUIRED_MESSAGES,
  missingRequiredFields,
  registerSchema,
} from "@sector/shared";
import { and, eq, inArray } from "drizzle-orm";
import { companies, preferences } from "../../db/schema";
import { findUserByEmail } from "../../db/user-queries";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { BadRequestError, fieldError } from "../../lib/errors";
import { kickJobsAfterAnswer } from "./after-answer";
import { REGISTER_ANSWER } from "./messages";
import { signupRateLimits } from "./rate-limits";
import { rehearseNewMember, storeNewMember } from "./register-new-member";

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
      onResponse: kickJobsAfterAnswer(app),
    },
    async (request, reply) => {
      const data = request.body;
      const company = await app.db.query.companies.findFirst({
        columns: { id: true, name: true, registrationFields: true },
        where: eq(companies.id, data.company_id),
      });
      if (!company) throw fieldError("company_id", "This community does not exist.");
      // The fields this brand's form requires (Company settings), each named in the answer.
      const missing = missingRequiredFields(company.registrationFields, data);
      if (missing.length > 0) {
        const errors = Object.fromEntries(
          missing.map((f) => [f, FIRMOGRAPHIC_REQUIRED_MESSAGES[f]]),
        );
        throw new BadRequestError(FIRMOGRAPHIC_REQUIRED_MESSAGES[missing[0] ?? "country"], errors);
      }

      const known = await app.db
        .select({ id: preferences.id, name: preferences.name })
        .from(preferences)
        .where(
          and(eq(preferences.companyId, company.id), inArray(preferences.id, data.preferences)),
        );
      if (known.length !== data.preferences.length) {
        throw fieldError("preferences", "Please choose among the interests of this community.");
      }

      const member = {
        data,
        company: { id: company.id, name: company.name },
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        publicUrl: app.config.publicUrl,
      };
      const existing = await findUserByEmail(app.db, data.email);
      await app.db.transaction(async (tx) => {
        // A new address: the member, their topics, consents and set-password link, and the
        // welcome mail, all or nothing.
        const welcome = existing
          ? null
          : await tx.transaction((savepoint) => storeNewMember(savepoint, member));
        if (welcome) {
          await enqueueJob(tx, "mail", welcome);
          return;
        }
        // An address that has an account (or just got one from a concurrent registration):
        // nothing is created or changed, and the answer is the same, and as late. The request
        // does a new member's work and undoes it, and queues one job as a new member's does;
        // what it means for the owner (a notice, or a link to join this brand) is decided and
        // mailed behind the answer (src/memberships/known-registration.ts).
        if (existing) await rehearseNewMember(tx, member);
        await enqueueJob(tx, "known-address-registration", {
          email: data.email,
          brand: { id: company.id, name: company.name, topics: known },
          granted: {
            newsletter: data.newsletter_flag,
            resources: data.resources_flag,
            partners: data.partners_flag,
          },
          consentVersions: data.consent_versions ?? {},
          ip: member.ip,
          userAgent: member.userAgent,
        });
      });
      return reply.status(201).send(REGISTER_ANSWER);
    },
  );
};
