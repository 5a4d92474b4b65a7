import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { hashPassword } from "../lib/password-hash";
import type { Database } from "./client";
import { companies, preferences, users } from "./schema";
import { BRAND_SEEDS } from "./seed-data";

export interface SeedOptions {
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | null;
}

export interface SeedResult {
  companiesCreated: number;
  /** Set only when the admin was created with a generated password: it is shown once. */
  generatedAdminPassword: string | null;
  adminCreated: boolean;
}

/** First start: the four sector brands with their topics, and the admin. Idempotent. */
export const seedDatabase = async (db: Database, options: SeedOptions): Promise<SeedResult> => {
  const adminPassword = options.adminPassword ?? randomBytes(12).toString("base64url");
  const adminExists = await db.query.users.findFirst({
    columns: { id: true },
    where: (u, { eq }) => eq(sql`lower(${u.email})`, options.adminEmail.toLowerCase()),
  });
  // Hash outside the transaction, and only when needed: it is the slow part.
  const adminHash = adminExists ? null : await hashPassword(adminPassword);

  return db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(companies);
    let companiesCreated = 0;
    if (count === 0) {
      for (const brand of BRAND_SEEDS) {
        const [company] = await tx
          .insert(companies)
          .values({
            name: brand.name,
            baseUrl: brand.baseUrl,
            logoUrl: `${options.publicUrl}/brands/${brand.slug}.svg`,
            description: brand.description,
            primaryColor: brand.primaryColor,
            accentColor: brand.accentColor,
            tagline: brand.tagline,
            introText: brand.introText,
            footerBlurb: brand.footerBlurb,
            socialUrl: brand.socialUrl,
            joinLabel: brand.joinLabel,
            joinBusyLabel: brand.joinBusyLabel,
          })
          .returning({ id: companies.id });
        if (!company) throw new Error(`seeding ${brand.name} returned no row`);
        await tx
          .insert(preferences)
          .values(brand.topics.map((name) => ({ companyId: company.id, name })));
        companiesCreated++;
      }
    }

    if (!adminHash) return { companiesCreated, adminCreated: false, generatedAdminPassword: null };
    const created = await tx
      .insert(users)
      .values({
        firstname: "Site",
        lastname: "Admin",
        email: options.adminEmail,
        mobileNumber: "0000000000",
        passwordHash: adminHash,
        role: "admin",
        jobTitle: "Administrator",
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const adminCreated = created.length > 0;
    return {
      companiesCreated,
      adminCreated,
      generatedAdminPassword: adminCreated && !options.adminPassword ? adminPassword : null,
    };
  });
};
