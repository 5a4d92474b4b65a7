import type { SectorCode } from "@sector/shared";

/**
 * What one registration page is branded with. The page shows these at once; the company
 * record (POST /company/fetch-company) then supplies the live name, logo, colours,
 * tagline and website, which win over these defaults.
 */
export interface Brand {
  /** Sector code, looked up as the company name. */
  code: SectorCode;
  /** The community's name as the page speaks of it. */
  name: string;
  /** Who the community is for, in the intro. */
  audience: string;
  primaryColor: string;
  accentColor: string;
  tagline: string;
  /** Served from public/brands/; the seed stores the same file as the company's logo_url. */
  logoPath: string;
  /** The brand's website until the company record says otherwise. */
  siteUrl: string;
  social: { network: string; url: string };
  /** Footer text about the brand. */
  blurb: string;
  /** The join button: "Join Now" on CIO (which shows "..." while submitting), "Join" elsewhere. */
  joinLabel: string;
  busyLabel?: string;
}

export const BRANDS: Record<SectorCode, Brand> = {
  CIO: {
    code: "CIO",
    name: "CIO",
    audience: "chief information officers and the technology leaders who work with them",
    primaryColor: "#0b3d91",
    accentColor: "#f5a623",
    tagline: "Where technology leaders shape what comes next",
    logoPath: "/brands/cio.svg",
    siteUrl: "https://cio.example.com",
    social: { network: "LinkedIn", url: "https://www.linkedin.com/company/cio-community" },
    blurb:
      "CIO brings technology leaders the news, analysis and peer conversations that help them run IT as a driver of the business: from cloud and security to data, AI and the teams that deliver them.",
    joinLabel: "Join Now",
    busyLabel: "...",
  },
  CMO: {
    code: "CMO",
    name: "CMO",
    audience: "chief marketing officers and the marketing leaders who grow brands",
    primaryColor: "#7a1f5c",
    accentColor: "#ff6f61",
    tagline: "Ideas and insight for marketing leaders",
    logoPath: "/brands/cmo.svg",
    siteUrl: "https://cmo.example.com",
    social: { network: "LinkedIn", url: "https://www.linkedin.com/company/cmo-community" },
    blurb:
      "CMO is where marketing leaders follow the ideas, research and campaigns reshaping their field, from brand and content to analytics and the technology behind modern marketing.",
    joinLabel: "Join",
  },
  CHRO: {
    code: "CHRO",
    name: "CHRO",
    audience: "chief human resources officers and the leaders of people and culture",
    primaryColor: "#0f6e5a",
    accentColor: "#f2c14e",
    tagline: "The community for people and culture leaders",
    logoPath: "/brands/chro.svg",
    siteUrl: "https://chro.example.com",
    social: { network: "LinkedIn", url: "https://www.linkedin.com/company/chro-community" },
    blurb:
      "CHRO keeps people leaders ahead on talent, culture, learning and the future of work, with practical insight from the executives building the workplaces of tomorrow.",
    joinLabel: "Join",
  },
  CRO: {
    code: "CRO",
    name: "CRO",
    audience: "chief revenue officers and the sales and revenue leaders who drive growth",
    primaryColor: "#8a1c1c",
    accentColor: "#2bb3a3",
    tagline: "Strategies that grow revenue",
    logoPath: "/brands/cro.svg",
    siteUrl: "https://cro.example.com",
    social: { network: "LinkedIn", url: "https://www.linkedin.com/company/cro-community" },
    blurb:
      "CRO brings revenue leaders the strategies, research and peer stories behind predictable growth, across sales, customer success, revenue operations and partnerships.",
    joinLabel: "Join",
  },
};

/** The brand of a registration path such as /cio-register, or null. */
export function brandForPath(pathname: string): Brand | null {
  const match = /^\/([a-z]+)-register\/?$/i.exec(pathname);
  const code = match?.[1]?.toUpperCase();
  return code && code in BRANDS ? BRANDS[code as SectorCode] : null;
}

/** A brand with the company record's live values applied (when it has loaded). */
export interface ResolvedBrand extends Brand {
  logoUrl: string;
}

export interface BrandRecord {
  name: string;
  logo_url: string;
  base_url: string;
  tagline: string;
  primary_color: string;
  accent_color: string;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const color = (value: string | undefined, fallback: string) =>
  value && HEX_COLOR.test(value.trim()) ? value.trim() : fallback;
const text = (value: string | undefined, fallback: string) => value?.trim() || fallback;

export function resolveBrand(brand: Brand, company: BrandRecord | undefined): ResolvedBrand {
  return {
    ...brand,
    name: text(company?.name, brand.name),
    tagline: text(company?.tagline, brand.tagline),
    siteUrl: text(company?.base_url, brand.siteUrl),
    logoUrl: text(company?.logo_url, brand.logoPath),
    primaryColor: color(company?.primary_color, brand.primaryColor),
    accentColor: color(company?.accent_color, brand.accentColor),
  };
}
