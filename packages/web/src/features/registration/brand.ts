import {
  type CompanyBrand,
  DEFAULT_BRANDING,
  FIRMOGRAPHIC_FIELDS,
  type FirmographicField,
  isHexColor,
} from "@sector/shared";

/**
 * A registration page's branding, ready to render: the company's stored branding (the only
 * source: a brand added at run time is live at once), with the page's generic wording, built
 * from the company name, wherever a text was left empty.
 */
export interface ResolvedBrand {
  name: string;
  tagline: string;
  intro: string;
  blurb: string;
  logoUrl: string;
  /** The brand's website: its logo links there, and Quick Link paths resolve against it. */
  siteUrl: string;
  primaryColor: string;
  accentColor: string;
  /** Null when the brand has no social link: the page shows none. */
  social: { network: string; url: string } | null;
  quickLinks: { label: string; href: string }[];
  joinLabel: string;
  /** What the join button reads while submitting; null: the label stays, with a spinner. */
  busyLabel: string | null;
  /** The firmographic fields the form asks, in the lists' order (Company settings). */
  fields: { field: FirmographicField; required: boolean }[];
}

const text = (value: string | undefined, fallback: string) => value?.trim() || fallback;
const color = (value: string | undefined, fallback: string) =>
  value && isHexColor(value.trim()) ? value.trim() : fallback;

/**
 * A path of the brand's site ("/news") as an absolute URL below its base URL (a site at
 * https://example.com/cfo has its news at https://example.com/cfo/news); an absolute URL as it is.
 */
export function siteLink(siteUrl: string, target: string): string {
  try {
    const relative = target.startsWith("/") ? target.replace(/^\/+/, "") : target;
    return new URL(relative, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
  } catch {
    return siteUrl;
  }
}

/** The generic wording of a brand that left a text empty. */
export const genericWording = {
  tagline: (name: string) => `News, insight and peers for the ${name} community`,
  intro: (name: string) =>
    `The ${name} community brings together senior leaders and the teams who work with them. Membership is free and gives you reports, whitepapers, interviews and event invitations matched to the topics that matter to you.`,
  blurb: (name: string) =>
    `${name} brings its members the news, analysis and peer conversations that matter to their work.`,
  joinLabel: "Join",
};

export function resolveBrand(company: CompanyBrand): ResolvedBrand {
  const name = company.name;
  const socialUrl = company.social_url?.trim() ?? "";
  return {
    name,
    tagline: text(company.tagline, genericWording.tagline(name)),
    intro: text(company.intro_text, genericWording.intro(name)),
    blurb: text(company.footer_blurb, genericWording.blurb(name)),
    logoUrl: company.logo_url,
    siteUrl: company.base_url,
    primaryColor: color(company.primary_color, DEFAULT_BRANDING.primary_color),
    accentColor: color(company.accent_color, DEFAULT_BRANDING.accent_color),
    social: socialUrl
      ? { network: text(company.social_network, "social media"), url: socialUrl }
      : null,
    quickLinks: (company.quick_links ?? []).map((link) => ({
      label: link.label,
      href: siteLink(company.base_url, link.url),
    })),
    joinLabel: text(company.join_label, genericWording.joinLabel),
    busyLabel: company.join_busy_label?.trim() || null,
    fields: FIRMOGRAPHIC_FIELDS.flatMap((field) => {
      const mode = company.registration_fields?.[field] ?? "off";
      return mode === "off" ? [] : [{ field, required: mode === "required" }];
    }),
  };
}

/** The page name of a brand's registration page in the document title (SPEC section 2). */
export const registrationTitle = (companyName: string) => `${companyName} Registration`;
