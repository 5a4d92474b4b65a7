import { WELCOME_TOKEN_TTL_MS } from "@sector/shared";
import { hashSlug, newSlug } from "../auth/slugs";
import type { Transaction } from "../db/client";
import { jobs, passwordTokens } from "../db/schema";
import { welcomeMail } from "../mail/templates";
import type { Placed } from "./write-members";

/**
 * The welcome mail registration sends (a set-password link valid 7 days), for each member the
 * batch created, queued in the batch's transaction: a member and their mail, or neither.
 */
export const queueWelcomeMails = async (
  tx: Transaction,
  created: Placed[],
  brandNames: Map<number, string>,
  publicUrl: string,
) => {
  if (created.length === 0) return;
  const expiresAt = new Date(Date.now() + WELCOME_TOKEN_TTL_MS);
  const links = created.map((placed) => ({ placed, slug: newSlug() }));
  await tx.insert(passwordTokens).values(
    links.map(({ placed, slug }) => ({
      userId: placed.userId,
      purpose: "welcome" as const,
      tokenHash: hashSlug(slug),
      expiresAt,
    })),
  );
  await tx.insert(jobs).values(
    links.map(({ placed, slug }) => ({
      kind: "mail",
      payload: welcomeMail({
        to: placed.member.email,
        firstname: placed.member.firstname,
        brand: brandNames.get(placed.member.brandId) ?? "",
        link: `${publicUrl}/reset-password/${slug}`,
      }),
    })),
  );
};
