import { registerSchema } from "@sector/shared";
import { and, eq, inArray } from "drizzle-orm";
import { issuePasswordToken } from "../../auth/password-tokens";
import { companies, preferences, userPreferences, users } from "../../db/schema";
import { findUserByEmail } from "../../db/user-queries";
import type { App } from "../../lib/app-type";
import { fieldError } from "../../lib/errors";
import { alreadyRegisteredMail, welcomeMail } from "../../mail/templates";
import { credentialRateLimits } from "./rate-limits";

/** New member or existing address: the caller can't tell which (no account enumeration). */
export const REGISTER_ANSWER = {
  message: "Registration received. Please check your email to set your password.",
};

export const registerRoute = async (app: App) => {
  app.post(
    "/public/register",
    {
      schema: {
        tags: ["accounts"],
        summary: "Join a sector community; emails a set-password link",
        body: registerSchema,
      },
      preHandler: credentialRateLimits(app),
    },
    async (request, reply) => {
      const data = request.body;
      const company = await app.db.query.companies.findFirst({
        columns: { id: true, name: true },
        where: eq(companies.id, data.company_id),
      });
      if (!company) throw fieldError("company_id", "This community does not exist.");

      const known = await app.db
        .select({ id: preferences.id })
        .from(preferences)
        .where(
          and(eq(preferences.companyId, company.id), inArray(preferences.id, data.preferences)),
        );
      if (known.length !== data.preferences.length) {
        throw fieldError("preferences", "Please choose among the interests of this community.");
      }

      const existing = await findUserByEmail(app.db, data.email);
      if (existing) {
        await mailExistingMember(app, existing, company.name, request.log);
        return reply.status(201).send(REGISTER_ANSWER);
      }

      const created = await app.db.transaction(async (tx) => {
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
        if (!user) return null;
        await tx
          .insert(userPreferences)
          .values(data.preferences.map((preferenceId) => ({ userId: user.id, preferenceId })));
        const slug = await issuePasswordToken(tx, user.id, "welcome");
        return { ...user, slug };
      });

      if (created) {
        const link = `${app.config.publicUrl}/reset-password/${created.slug}`;
        await app.mailer
          .send(
            welcomeMail({
              to: created.email,
              firstname: created.firstname,
              brand: company.name,
              link,
            }),
          )
          .catch((err) => request.log.error({ err }, "welcome mail failed"));
      } else {
        const raced = await findUserByEmail(app.db, data.email);
        if (raced) await mailExistingMember(app, raced, company.name, request.log);
      }
      return reply.status(201).send(REGISTER_ANSWER);
    },
  );
};

const mailExistingMember = (
  app: App,
  member: { email: string; firstname: string },
  brand: string,
  log: { error(obj: object, msg: string): void },
) =>
  app.mailer
    .send(
      alreadyRegisteredMail({
        to: member.email,
        firstname: member.firstname,
        brand,
        forgotUrl: `${app.config.publicUrl}/forgot-password`,
      }),
    )
    .catch((err) => log.error({ err }, "already-registered mail failed"));
