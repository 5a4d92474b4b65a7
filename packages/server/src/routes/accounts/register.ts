import { registerSchema } from "@sector/shared";
import { findUserByEmail } from "../../db/user-queries";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { kickJobsAfterAnswer } from "./after-answer";
import { REGISTER_ANSWER } from "./messages";
import { signupRateLimits } from "./rate-limits";
import { rehearseNewMember, storeNewMember } from "./register-new-member";
import { checkRegistrationBody, grantedOf } from "./registration-body";

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
      const { company, topics: known } = await checkRegistrationBody(app.db, data);

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
          granted: grantedOf(data),
          consentVersions: data.consent_versions ?? {},
          ip: member.ip,
          userAgent: member.userAgent,
        });
      });
      return reply.status(201).send(REGISTER_ANSWER);
    },
  );
};
