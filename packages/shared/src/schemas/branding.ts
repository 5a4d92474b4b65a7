import { z } from "zod/mini";
import { isHttpUrl, storableText } from "./fields";

/*
 * A brand's registration page (/{code}-register) as stored on its company: the Company
 * screen's Branding section edits it, the page renders it. Every field is optional in a
 * request (the SPEC's company bodies stay valid alone); a text left empty falls back to the
 * page's generic wording built from the company name.
 */

/** At most this many footer Quick Links. */
export const MAX_QUICK_LINKS = 8;

export const BRANDING_LIMITS = {
  tagline: 200,
  intro_text: 2000,
  footer_blurb: 1000,
  social_network: 40,
  url: 2000,
  quick_link_label: 60,
  join_label: 40,
} as const;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb`. */
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value);

/** A Quick Link target: an absolute http(s) URL, or a path on the brand's site ("/news"). */
export const isLinkTarget = (value: string): boolean =>
  isHttpUrl(value) || (/^\/(?!\/)/.test(value) && !/[\s\\]/.test(value));

const text = (max: number) =>
  storableText("Must be text.").check(
    z.trim(),
    z.maxLength(max, { error: `Must be at most ${max} characters.` }),
  );

const color = (label: string) => {
  const message = `${label} must be a hex colour such as #1e3a8a.`;
  return storableText(message).check(z.trim(), z.regex(HEX_COLOR, { error: message }));
};

/** Empty (no social link) or an http(s) URL. */
const socialUrl = () => {
  const message = "Social link must be a valid http(s) URL.";
  return storableText(message).check(
    z.trim(),
    z.maxLength(BRANDING_LIMITS.url, { error: message }),
    z.refine((value) => value === "" || isHttpUrl(value), { error: message }),
  );
};

const QUICK_LINK_LABEL = `Each quick link needs a label of at most ${BRANDING_LIMITS.quick_link_label} characters.`;
const QUICK_LINK_URL = "Each quick link needs an http(s) URL or a path starting with /.";

export const quickLinkSchema = z.object({
  label: storableText(QUICK_LINK_LABEL).check(
    z.trim(),
    z.minLength(1, { error: QUICK_LINK_LABEL }),
    z.maxLength(BRANDING_LIMITS.quick_link_label, { error: QUICK_LINK_LABEL }),
  ),
  url: storableText(QUICK_LINK_URL).check(
    z.trim(),
    z.maxLength(BRANDING_LIMITS.url, { error: QUICK_LINK_URL }),
    z.refine(isLinkTarget, { error: QUICK_LINK_URL }),
  ),
});
export type QuickLink = z.output<typeof quickLinkSchema>;

/** The branding fields of POST /company and PUT /company/{id}; each may be left out. */
export const brandingShape = {
  primary_color: z.optional(color("Primary colour")),
  accent_color: z.optional(color("Accent colour")),
  tagline: z.optional(text(BRANDING_LIMITS.tagline)),
  intro_text: z.optional(text(BRANDING_LIMITS.intro_text)),
  footer_blurb: z.optional(text(BRANDING_LIMITS.footer_blurb)),
  social_network: z.optional(text(BRANDING_LIMITS.social_network)),
  social_url: z.optional(socialUrl()),
  quick_links: z.optional(
    z
      .array(quickLinkSchema, { error: "Quick links must be a list." })
      .check(z.maxLength(MAX_QUICK_LINKS, { error: `At most ${MAX_QUICK_LINKS} quick links.` })),
  ),
  join_label: z.optional(text(BRANDING_LIMITS.join_label)),
  join_busy_label: z.optional(text(BRANDING_LIMITS.join_label)),
};

export const BRANDING_FIELDS = Object.keys(brandingShape) as (keyof typeof brandingShape)[];

/** Every branding field, as stored and as the public page receives it. */
export interface Branding {
  primary_color: string;
  accent_color: string;
  tagline: string;
  intro_text: string;
  footer_blurb: string;
  social_network: string;
  social_url: string;
  quick_links: QuickLink[];
  join_label: string;
  join_busy_label: string;
}

/**
 * A company's branding until an admin sets it: the columns' defaults (migration 0008; a server
 * test holds the two together). Empty texts fall back to the page's generic wording.
 */
export const DEFAULT_BRANDING: Branding = {
  primary_color: "#1e3a8a",
  accent_color: "#f59e0b",
  tagline: "",
  intro_text: "",
  footer_blurb: "",
  social_network: "LinkedIn",
  social_url: "",
  quick_links: [
    { label: "Home", url: "/" },
    { label: "News", url: "/news" },
    { label: "Featured Articles", url: "/featured-articles" },
    { label: "Quick Bytes", url: "/quick-bytes" },
    { label: "Featured Interview", url: "/featured-interview" },
    { label: "Contact Us", url: "/contact-us" },
  ],
  join_label: "Join",
  join_busy_label: "",
};

/**
 * The public path of a company's registration page: its name in lower case, URL-encoded
 * (a name may hold spaces or slashes).
 */
export const registrationPath = (companyName: string): string =>
  `/${encodeURIComponent(companyName.toLowerCase())}-register`;

/**
 * The company code a path names (`/cio-register` → "cio"), decoded and in lower case; null for
 * any other path, or one whose encoding is broken.
 */
export const registrationCodeOf = (pathname: string): string | null => {
  const match = /^\/([^/]+)-register\/?$/i.exec(pathname);
  if (!match?.[1]) return null;
  try {
    const code = decodeURIComponent(match[1]).trim().toLowerCase();
    return code === "" ? null : code;
  } catch {
    return null;
  }
};

/**
 * The event id of an event's public page path (`/events/12` → 12; any case, a trailing slash
 * allowed), or null for any other path. The server renders these pages; the app reads the
 * event it embedded.
 */
export const eventPageIdOf = (pathname: string): number | null => {
  const id = /^\/events\/(\d{1,9})\/?$/i.exec(pathname)?.[1];
  return id === undefined ? null : Number(id);
};
