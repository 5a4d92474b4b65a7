import { type ResolvedBrand, siteLink } from "../brand";
import { BrandLogo } from "./brand-logo";
import { ExternalLink } from "./external-link";
import { SocialIcon } from "./social-icon";

const linkClass =
  "rounded-sm text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
const buttonLinkClass =
  "mt-3 inline-flex items-center rounded-md bg-(--brand-accent) px-4 py-2 text-sm font-semibold text-(--brand-on-accent) hover:brightness-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
const headingClass = "text-sm font-semibold tracking-wide text-white uppercase";

/**
 * Brand blurb, the brand's Quick Links, editorial contact, membership and copyright; all links
 * open new tabs.
 */
export function RegistrationFooter({ brand }: { brand: ResolvedBrand }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <span className="inline-flex rounded-md bg-white px-3 py-2">
            <BrandLogo src={brand.logoUrl} name={brand.name} className="h-8" />
          </span>
          <p className="text-sm/6 whitespace-pre-line">{brand.blurb}</p>
          {brand.social && (
            <ExternalLink
              href={brand.social.url}
              aria-label={`${brand.name} on ${brand.social.network} (opens in a new tab)`}
              className="inline-flex rounded-md p-1 text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
            >
              <SocialIcon network={brand.social.network} className="size-5" />
            </ExternalLink>
          )}
        </div>

        {brand.quickLinks.length > 0 && (
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={headingClass}>
              Quick Links
            </h2>
            <ul className="mt-4 space-y-2">
              {brand.quickLinks.map((link, index) => (
                // Labels may repeat; a link's place in the brand's list is what identifies it.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index}>
                  <ExternalLink href={link.href} className={linkClass}>
                    {link.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div>
          <h2 className={headingClass}>Contact Our Editorial Team</h2>
          <p className="mt-4 text-sm/6">
            Have a story, a question or feedback for the {brand.name} editors?
          </p>
          <ExternalLink href={siteLink(brand.siteUrl, "/contact-us")} className={buttonLinkClass}>
            Connect Now
          </ExternalLink>
        </div>

        <div>
          <h2 className={headingClass}>Membership</h2>
          <p className="mt-4 text-sm/6">Membership of the {brand.name} community is free.</p>
          <ExternalLink href={siteLink(brand.siteUrl, "/membership")} className={buttonLinkClass}>
            Join
          </ExternalLink>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          © {year} {brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
