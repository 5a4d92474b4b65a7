import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { newsletters } from "../db/newsletters-schema";
import { companies, resources } from "../db/schema";
import type { ItemResource } from "./edition-template";
import { renderEditionTemplate } from "./edition-template";
import type { MailContext } from "./member-mail";
import { readNewsletterSettings } from "./settings";

export interface EditionRow {
  id: number;
  companyId: number;
  status: (typeof newsletters.$inferSelect)["status"];
  subject: string;
  intro: string;
  windowStart: Date;
  windowEnd: Date | null;
  frozenAt: Date | null;
  brandName: string;
  maxItems: number;
}

export const findEdition = async (db: Executor, id: number): Promise<EditionRow | null> => {
  const [row] = await db
    .select({
      id: newsletters.id,
      companyId: newsletters.companyId,
      status: newsletters.status,
      subject: newsletters.subject,
      intro: newsletters.intro,
      windowStart: newsletters.windowStart,
      windowEnd: newsletters.windowEnd,
      frozenAt: newsletters.frozenAt,
      brandName: companies.name,
    })
    .from(newsletters)
    .innerJoin(companies, eq(companies.id, newsletters.companyId))
    .where(and(eq(newsletters.id, id), eq(newsletters.kind, "edition")));
  if (!row) return null;
  const settings = await readNewsletterSettings(db, row.companyId);
  return { ...row, maxItems: settings.max_items };
};

/**
 * The brand's branding as its mail shows it, and the sender's name (the newsletter settings'
 * from name, else the brand's): what every edition and mailing of the brand is framed with.
 */
export const mailBrand = async (db: Executor, companyId: number) => {
  const [brand] = await db
    .select({
      name: companies.name,
      logoUrl: companies.logoUrl,
      primaryColor: companies.primaryColor,
      accentColor: companies.accentColor,
      footerBlurb: companies.footerBlurb,
      baseUrl: companies.baseUrl,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!brand) throw new Error(`no company ${companyId}`);
  const settings = await readNewsletterSettings(db, companyId);
  return { brand, fromName: settings.from_name || brand.name };
};

/**
 * What every mail of an edition shares, rendered once: its template (brand, subject, intro),
 * the sender's name and the links' key. The edition's resources are read as members need them.
 */
export const editionMailContext = async (
  db: Executor,
  edition: Pick<EditionRow, "id" | "companyId" | "subject" | "intro">,
  options: { publicUrl: string; linkSecret: string },
): Promise<MailContext> => {
  const { brand, fromName } = await mailBrand(db, edition.companyId);
  return {
    newsletterId: edition.id,
    companyId: edition.companyId,
    subject: edition.subject,
    fromName,
    publicUrl: options.publicUrl,
    linkSecret: options.linkSecret,
    template: renderEditionTemplate(brand, {
      subject: edition.subject,
      intro: edition.intro,
      publicUrl: options.publicUrl,
    }),
  };
};

/** Resources by id, read once each: an edition's items are a few dozen for a million mails. */
export const createResourceCache = (db: Executor) => {
  const known = new Map<number, ItemResource | null>();
  return {
    async load(ids: Iterable<number>) {
      const missing = [...new Set(ids)].filter((id) => !known.has(id));
      if (missing.length === 0) return;
      const rows = await db
        .select({
          id: resources.id,
          title: resources.title,
          imageBg: resources.imageBg,
          resourceUrl: resources.resourceUrl,
        })
        .from(resources)
        .where(inArray(resources.id, missing));
      for (const id of missing) known.set(id, null);
      for (const row of rows) known.set(row.id, row);
    },
    /** The resources of `ids` that still exist, in order (call `load` first). */
    pick(ids: number[]): ItemResource[] {
      return ids.map((id) => known.get(id)).filter((r): r is ItemResource => !!r);
    },
  };
};
