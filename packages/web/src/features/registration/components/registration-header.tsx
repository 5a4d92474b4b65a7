import type { ResolvedBrand } from "../brand";
import { BrandLogo } from "./brand-logo";
import { ExternalLink } from "./external-link";
import { SocialIcon } from "./social-icon";

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--brand-primary)";

/** The brand's header: a full bar on wide screens, a compact one on phones; no social link when the brand has none. */
export function RegistrationHeader({ brand }: { brand: ResolvedBrand }) {
  const { social } = brand;
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* Wide screens: logo, tagline and a labelled social link. */}
      <div
        data-testid="header-desktop"
        className="mx-auto hidden h-20 max-w-6xl items-center justify-between gap-6 px-6 md:flex lg:px-8"
      >
        <ExternalLink href={brand.siteUrl} className={`shrink-0 rounded-md ${focusRing}`}>
          <BrandLogo src={brand.logoUrl} name={brand.name} />
        </ExternalLink>
        <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-600">
          {brand.tagline}
        </p>
        {social && (
          <ExternalLink
            href={social.url}
            className={`inline-flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 ${focusRing}`}
          >
            <SocialIcon network={social.network} className="size-4 text-(--brand-primary)" />
            Follow {brand.name}
          </ExternalLink>
        )}
      </div>

      {/* Phones: the logo and an icon-only social link. */}
      <div
        data-testid="header-mobile"
        className="flex h-16 items-center justify-between gap-4 px-4 md:hidden"
      >
        <ExternalLink href={brand.siteUrl} className={`rounded-md ${focusRing}`}>
          <BrandLogo src={brand.logoUrl} name={brand.name} className="h-8" />
        </ExternalLink>
        {social && (
          <ExternalLink
            href={social.url}
            aria-label={`${brand.name} on ${social.network} (opens in a new tab)`}
            className={`rounded-md p-2 text-(--brand-primary) hover:bg-slate-100 ${focusRing}`}
          >
            <SocialIcon network={social.network} className="size-6" />
          </ExternalLink>
        )}
      </div>
    </header>
  );
}
