import type { ResolvedBrand } from "../brand";

/** The "Become a Member" banner in the brand's colours: the page's main heading. */
export function BecomeMemberBanner({ brand }: { brand: ResolvedBrand }) {
  return (
    <div className="bg-(--brand-primary) text-(--brand-on-primary)">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-sm font-semibold tracking-widest uppercase opacity-90">
          {brand.name} Community
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">Become a Member</h1>
        <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded-full bg-(--brand-accent)" />
        <p className="mt-4 max-w-2xl text-base opacity-95 sm:text-lg">{brand.tagline}</p>
      </div>
    </div>
  );
}
