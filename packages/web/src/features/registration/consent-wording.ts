import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  type ConsentText,
  defaultConsentWording,
} from "@sector/shared";

export interface ConsentWording {
  /** The label of each consent checkbox. */
  labels: Record<ConsentPurpose, string>;
  /** The versions of the labels shown; undefined while the built-in wording shows. */
  versions: Record<ConsentPurpose, number> | undefined;
}

/**
 * The consent labels a registration page shows: the brand's current wording once the server
 * has sent all three, else the built-in version 1 (what the prerendered page shows, so the
 * first render matches it).
 */
export function consentWording(
  brandName: string,
  texts: readonly ConsentText[] | undefined,
): ConsentWording {
  const found = CONSENT_PURPOSES.map((purpose) => texts?.find((t) => t.purpose === purpose));
  if (found.every((text): text is ConsentText => text !== undefined)) {
    const [newsletter, resources, partners] = found as [ConsentText, ConsentText, ConsentText];
    return {
      labels: { newsletter: newsletter.text, resources: resources.text, partners: partners.text },
      versions: {
        newsletter: newsletter.version,
        resources: resources.version,
        partners: partners.version,
      },
    };
  }
  return {
    labels: {
      newsletter: defaultConsentWording("newsletter", brandName),
      resources: defaultConsentWording("resources", brandName),
      partners: defaultConsentWording("partners", brandName),
    },
    versions: undefined,
  };
}
