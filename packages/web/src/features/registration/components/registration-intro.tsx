import type { ResolvedBrand } from "../brand";

/** Why to join, above the form. */
export function RegistrationIntro({ brand }: { brand: ResolvedBrand }) {
  return (
    <div className="space-y-3 text-base text-slate-700">
      <p className="whitespace-pre-line">{brand.intro}</p>
      <p>
        Tell us a little about yourself and choose your interests below. We will email you a link to
        set your password and sign in.
      </p>
    </div>
  );
}
