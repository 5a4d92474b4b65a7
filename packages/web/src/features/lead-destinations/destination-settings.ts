import {
  type CampaignQuestion,
  LEAD_DESTINATION_SECRETS,
  LEAD_FIELDS,
  type LeadDestinationKindName,
  QUESTION_FIELD_PREFIX,
} from "@sector/shared";

/** One setting of a kind, as the form asks it. */
export interface SettingField {
  key: string;
  label: string;
  /** Left out of the body when blank. */
  optional?: boolean;
  /** Kept on the server: a password input showing "••••" while kept. */
  secret?: boolean;
  /** Several lines (a private key): a text area. */
  multiline?: boolean;
  type?: "url" | "number";
  hint?: string;
}

const secret = (kind: LeadDestinationKindName, key: string) =>
  LEAD_DESTINATION_SECRETS[kind].includes(key);

const field = (kind: LeadDestinationKindName, f: SettingField): SettingField => ({
  ...f,
  secret: secret(kind, f.key),
});

/** Each kind's settings, in the order the form asks them (the shared schema's settings). */
export const KIND_SETTINGS: Record<LeadDestinationKindName, SettingField[]> = {
  hubspot: [
    field("hubspot", {
      key: "access_token",
      label: "Access token",
      hint: "A private app's token.",
    }),
    field("hubspot", {
      key: "list_id",
      label: "List id (optional)",
      optional: true,
      hint: "Each lead is also added to this HubSpot list.",
    }),
    field("hubspot", {
      key: "base_url",
      label: "Base URL (optional)",
      optional: true,
      type: "url",
      hint: "Leave blank for HubSpot's own API.",
    }),
  ],
  salesforce: [
    field("salesforce", { key: "login_url", label: "Login URL", type: "url" }),
    field("salesforce", { key: "client_id", label: "Client id" }),
    field("salesforce", { key: "client_secret", label: "Client secret" }),
    field("salesforce", {
      key: "base_url",
      label: "Base URL (optional)",
      optional: true,
      type: "url",
      hint: "Leave blank to use the instance the login names.",
    }),
  ],
  marketo: [
    field("marketo", { key: "base_url", label: "Base URL", type: "url" }),
    field("marketo", { key: "client_id", label: "Client id" }),
    field("marketo", { key: "client_secret", label: "Client secret" }),
  ],
  sftp: [
    field("sftp", { key: "host", label: "Host" }),
    field("sftp", { key: "port", label: "Port (optional)", optional: true, type: "number" }),
    field("sftp", { key: "username", label: "User name" }),
    field("sftp", {
      key: "password",
      label: "Password",
      optional: true,
      hint: "A password or a private key.",
    }),
    field("sftp", { key: "private_key", label: "Private key", optional: true, multiline: true }),
    field("sftp", {
      key: "folder",
      label: "Folder",
      hint: "Each campaign's leads of the day land in one CSV file there.",
    }),
  ],
  https: [
    field("https", {
      key: "url",
      label: "URL",
      type: "url",
      hint: "Each lead is posted there as a signed lead.created event.",
    }),
  ],
};

export const KIND_LABELS: Record<LeadDestinationKindName, string> = {
  hubspot: "HubSpot",
  salesforce: "Salesforce",
  marketo: "Marketo",
  sftp: "SFTP",
  https: "Webhook (https)",
};

const FIELD_LABELS: Record<string, string> = {
  first_name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  job_title: "Job title",
  brand: "Brand",
  country: "Country",
  company_size: "Company size",
  industry: "Industry",
  job_function: "Job function",
  seniority: "Seniority",
  consent_at: "Consent given at",
  consent_version: "Consent version",
  resource: "Resource",
  campaign: "Campaign",
};

/**
 * Our fields a field map may name: the shared list, then the answers to the sponsor's
 * campaigns' questions (question:{id}), then any other question the map already names.
 */
export function ourFieldOptions(
  questions: readonly CampaignQuestion[],
  mapped: readonly string[],
): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = LEAD_FIELDS.map((f) => ({
    value: f,
    label: FIELD_LABELS[f] ?? f,
  }));
  const seen = new Set<string>(LEAD_FIELDS);
  for (const q of questions) {
    const value = `${QUESTION_FIELD_PREFIX}${q.id}`;
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: `Answer: ${q.label}` });
  }
  for (const value of mapped) {
    if (value === "" || seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: value });
  }
  return options;
}
