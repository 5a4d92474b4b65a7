import type { ResolvedBrand } from "../brands";

/** Why to join, above the form. */
export function RegistrationIntro({ brand }: { brand: ResolvedBrand }) {
  return (
    <div className="space-y-3 text-base text-slate-700">
      <p>
        The {brand.name} community brings together {brand.audience}. Membership is free and gives
        you reports, whitepapers, interviews and event invitations matched to the topics that matter
        to you.
      </p>
      <p>
        Tell us a little about yourself and choose your interests below. We will email you a link to
        set your password and sign in.
      </p>
    </div>
  );
}
