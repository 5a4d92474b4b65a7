import { LEAD_DESTINATION_SECRETS, type LeadDestinationKindName } from "@sector/shared";
import { open, seal, secretBoxKey } from "../auth/secret-box";

/**
 * A destination's secrets at rest (issue 61): sealed with the key the two-factor secrets use
 * (MFA_ENCRYPTION_KEY, src/auth/secret-box.ts), so a copy of the database alone sends nothing.
 */

type Settings = Record<string, unknown>;

/**
 * The settings to store: each secret given sealed; a secret not given (absent, or sent back
 * masked) keeps the one stored before; keys without a value left out.
 */
export const sealSettings = (
  kind: LeadDestinationKindName,
  given: Settings,
  keyText: string,
  stored: Settings = {},
): Settings => {
  const key = secretBoxKey(keyText);
  const secrets = LEAD_DESTINATION_SECRETS[kind];
  const out: Settings = {};
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined || secrets.includes(name)) continue;
    out[name] = value;
  }
  for (const name of secrets) {
    const value = given[name];
    if (typeof value === "string") out[name] = seal(key, Buffer.from(value, "utf8"));
    else if (typeof stored[name] === "string") out[name] = stored[name];
  }
  return out;
};

/** The settings with their secrets opened, for the kind that sends. */
export const openSettings = (
  kind: LeadDestinationKindName,
  stored: Settings,
  keyText: string,
): Settings => {
  const key = secretBoxKey(keyText);
  const out: Settings = { ...stored };
  for (const name of LEAD_DESTINATION_SECRETS[kind]) {
    const value = stored[name];
    if (typeof value === "string") out[name] = open(key, value).toString("utf8");
  }
  return out;
};
