import { z } from "zod/mini";
import { idSchema, isStorableText, requiredString, storableText } from "./fields";
import { webhookUrlProblem } from "./webhooks";

export * from "./lead-deliveries";

/**
 * Lead destinations (issue 61): where a sponsor's leads land, each lead mapped through the
 * destination's field map: its CRM (HubSpot, Salesforce, Marketo), its SFTP drop, or a signed
 * webhook limited to the sponsor (https).
 */

export const LEAD_DESTINATION_KINDS = [
  "hubspot",
  "salesforce",
  "marketo",
  "sftp",
  "https",
] as const;
export type LeadDestinationKindName = (typeof LEAD_DESTINATION_KINDS)[number];

/** Our fields a field map may name, besides `question:{id}` (an answer to a campaign question). */
export const LEAD_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "company",
  "job_title",
  "brand",
  "country",
  "company_size",
  "industry",
  "job_function",
  "seniority",
  "consent_at",
  "consent_version",
  "resource",
  "campaign",
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** A field map's key for the answer to a campaign's question of this id. */
export const QUESTION_FIELD_PREFIX = "question:";
const QUESTION_FIELD = /^question:[A-Za-z0-9_-]{1,40}$/;

/** True when `field` is one of our fields a field map may name. */
export const isLeadField = (field: string): boolean =>
  (LEAD_FIELDS as readonly string[]).includes(field) || QUESTION_FIELD.test(field);

/** What a secret of the settings shows as: never its value. Sent back, the secret is kept. */
export const SECRET_MASK = "••••";

/** The settings' keys that are secrets, per kind: encrypted at rest, shown as SECRET_MASK. */
export const LEAD_DESTINATION_SECRETS: Record<LeadDestinationKindName, readonly string[]> = {
  hubspot: ["access_token"],
  salesforce: ["client_secret"],
  marketo: ["client_secret"],
  sftp: ["password", "private_key"],
  https: [],
};

export const LEAD_DESTINATION_NAME_MAX = 120;
export const FIELD_MAP_MAX = 60;

export const LEAD_DESTINATION_KIND_INVALID = `Choose a kind: ${LEAD_DESTINATION_KINDS.join(", ")}.`;
export const LEAD_DESTINATION_NAME_REQUIRED = "Destination name is required.";
export const LEAD_DESTINATION_ACTIVE_INVALID = "Active must be true or false.";
export const FIELD_MAP_INVALID =
  "The field map must map each of our fields to the name of a field of theirs.";
export const FIELD_MAP_EMAIL_REQUIRED =
  "Map email to a field of theirs: it is how the far end recognises a lead it already has.";
export const FIELD_MAP_TOO_LONG = `The field map takes at most ${FIELD_MAP_MAX} fields.`;
export const fieldMapUnknownField = (field: string) =>
  `Unknown field “${field}” in the field map: use ${LEAD_FIELDS.join(", ")} or question:{id}.`;
export const fieldMapTargetInvalid = (field: string) =>
  `Name the field of theirs that receives “${field}” (at most 100 characters).`;
export const SETTINGS_INVALID = "Settings must be an object of the kind's settings.";
export const settingRequired = (label: string) => `${label} is required.`;
export const SETTING_URL_INVALID = "Enter a full URL, such as https://api.example.com.";
export const SETTING_PORT_INVALID = "Port must be a whole number from 1 to 65535.";
export const SETTING_LIST_ID_INVALID = "List id must be the number of a HubSpot list.";
export const SFTP_CREDENTIAL_REQUIRED = "Give a password or a private key.";
export const LEAD_DESTINATION_KIND_FIXED =
  "A destination's kind cannot change: add a destination of the other kind instead.";

const blankToUndefined = (v: unknown) =>
  v === "" || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

const text = (label: string, max = 500) => requiredString(settingRequired(label), max);

/** A URL setting: https anywhere, http only to this machine, no credentials (the webhooks' rules). */
const urlSetting = (label: string) =>
  requiredString(settingRequired(label), 2000).check(
    z.superRefine((value, ctx) => {
      if (webhookUrlProblem(value)) {
        ctx.issues.push({ code: "custom", message: SETTING_URL_INVALID, input: value });
      }
    }),
  );

const optionalUrl = (label: string) =>
  z.optional(z.pipe(z.transform(blankToUndefined), z.optional(urlSetting(label))));

/**
 * A secret setting. Created: required unless `optional`. Updated: absent or SECRET_MASK keeps
 * the stored one (undefined here).
 */
const secret = (label: string, mode: "create" | "update", optional = false) => {
  const value = requiredString(settingRequired(label), 10_000);
  if (mode === "create" && !optional) return value;
  return z.optional(
    z.pipe(
      z.transform((v: unknown) => (v === SECRET_MASK ? undefined : blankToUndefined(v))),
      z.optional(value),
    ),
  );
};

const port = z.optional(
  z.pipe(
    z.transform((v: unknown) => {
      const blank = blankToUndefined(v);
      return typeof blank === "string" ? Number(blank) : blank;
    }),
    z.optional(
      z
        .number({ error: SETTING_PORT_INVALID })
        .check(
          z.int({ error: SETTING_PORT_INVALID }),
          z.minimum(1, { error: SETTING_PORT_INVALID }),
          z.maximum(65_535, { error: SETTING_PORT_INVALID }),
        ),
    ),
  ),
);

const settingsOf = (mode: "create" | "update") => ({
  hubspot: z.object(
    {
      access_token: secret("Access token", mode),
      list_id: z.optional(
        z.pipe(
          z.transform((v: unknown) => (typeof v === "number" ? String(v) : blankToUndefined(v))),
          z.optional(
            storableText(SETTING_LIST_ID_INVALID).check(
              z.regex(/^\d{1,20}$/, { error: SETTING_LIST_ID_INVALID }),
            ),
          ),
        ),
      ),
      base_url: optionalUrl("Base URL"),
    },
    { error: SETTINGS_INVALID },
  ),
  salesforce: z.object(
    {
      login_url: urlSetting("Login URL"),
      client_id: text("Client id"),
      client_secret: secret("Client secret", mode),
      base_url: optionalUrl("Base URL"),
    },
    { error: SETTINGS_INVALID },
  ),
  marketo: z.object(
    {
      base_url: urlSetting("Base URL"),
      client_id: text("Client id"),
      client_secret: secret("Client secret", mode),
    },
    { error: SETTINGS_INVALID },
  ),
  sftp: z.object(
    {
      host: text("Host", 253),
      port,
      username: text("User name", 200),
      password: secret("Password", mode, true),
      private_key: secret("Private key", mode, true),
      folder: text("Folder", 500),
    },
    { error: SETTINGS_INVALID },
  ),
  https: z.object({ url: urlSetting("URL") }, { error: SETTINGS_INVALID }),
});

/**
 * `field_map`: { ourField: theirField }, our fields from LEAD_FIELDS or question:{id}; email
 * must be mapped (the upsert key everywhere).
 */
export const fieldMapSchema = z.record(z.string(), z.unknown(), { error: FIELD_MAP_INVALID }).check(
  z.superRefine((map, ctx) => {
    const entries = Object.entries(map);
    const problem = (message: string) => {
      ctx.issues.push({ code: "custom", message, input: map });
    };
    if (entries.length > FIELD_MAP_MAX) return problem(FIELD_MAP_TOO_LONG);
    for (const [ours, theirs] of entries) {
      if (!isLeadField(ours)) return problem(fieldMapUnknownField(ours));
      if (
        typeof theirs !== "string" ||
        theirs.trim() === "" ||
        theirs.length > 100 ||
        !isStorableText(theirs)
      ) {
        return problem(fieldMapTargetInvalid(ours));
      }
    }
    if (!("email" in map)) problem(FIELD_MAP_EMAIL_REQUIRED);
  }),
);
export type FieldMap = Record<string, string>;

const trimmedMap = z.pipe(
  fieldMapSchema,
  z.transform(
    (map): FieldMap =>
      Object.fromEntries(Object.entries(map).map(([k, v]) => [k, String(v).trim()])),
  ),
);

const common = {
  name: requiredString(LEAD_DESTINATION_NAME_REQUIRED, LEAD_DESTINATION_NAME_MAX),
  active: z._default(z.boolean({ error: LEAD_DESTINATION_ACTIVE_INVALID }), true),
};

const bodyOf = (mode: "create" | "update") => {
  const settings = settingsOf(mode);
  const sftpCredential = z.refine<{ password?: string; private_key?: string }>(
    (s) => mode === "update" || s.password !== undefined || s.private_key !== undefined,
    { error: SFTP_CREDENTIAL_REQUIRED, path: ["password"] },
  );
  return z.discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("hubspot"),
        ...common,
        settings: settings.hubspot,
        field_map: trimmedMap,
      }),
      z.object({
        kind: z.literal("salesforce"),
        ...common,
        settings: settings.salesforce,
        field_map: trimmedMap,
      }),
      z.object({
        kind: z.literal("marketo"),
        ...common,
        settings: settings.marketo,
        field_map: trimmedMap,
      }),
      z.object({
        kind: z.literal("sftp"),
        ...common,
        settings: settings.sftp.check(sftpCredential),
        field_map: trimmedMap,
      }),
      // A signed webhook: its payload is the lead.created event's, no field map.
      z.object({
        kind: z.literal("https"),
        ...common,
        settings: settings.https,
        field_map: z._default(
          z.pipe(
            z.unknown(),
            z.transform((): FieldMap => ({})),
          ),
          {},
        ),
      }),
    ],
    { error: LEAD_DESTINATION_KIND_INVALID },
  );
};

/** Body of POST /sponsors/{id}/destinations (admin). */
export const createLeadDestinationSchema = bodyOf("create");
export type CreateLeadDestinationInput = z.input<typeof createLeadDestinationSchema>;
export type CreateLeadDestinationData = z.output<typeof createLeadDestinationSchema>;

/**
 * Body of PUT /sponsors/{id}/destinations/{d} (admin): the whole destination again, its kind
 * unchanged; a secret absent or sent back as SECRET_MASK keeps the stored one.
 */
export const updateLeadDestinationSchema = bodyOf("update");
export type UpdateLeadDestinationInput = z.input<typeof updateLeadDestinationSchema>;
export type UpdateLeadDestinationData = z.output<typeof updateLeadDestinationSchema>;

/** Path of /sponsors/{id}/destinations. */
export const sponsorDestinationsParamsSchema = z.object({ id: idSchema("Invalid sponsor id.") });

/** Path of /sponsors/{id}/destinations/{d}… */
export const leadDestinationParamsSchema = z.object({
  id: idSchema("Invalid sponsor id."),
  d: idSchema("Invalid destination id."),
});

/** Path of /leads/{id}/redeliver. */
export const leadParamsSchema = z.object({ id: idSchema("Invalid lead id.") });

/** A destination as the API shows it: its secrets as SECRET_MASK, never their value. */
export interface LeadDestination {
  id: number;
  sponsor_id: number;
  kind: LeadDestinationKindName;
  name: string;
  settings: Record<string, string | number>;
  field_map: FieldMap;
  active: boolean;
  /** https: the webhook endpoint limited to the sponsor that delivers its leads. */
  webhook_id: number | null;
  /** The last lead delivered, and the deliveries failed and waiting now. */
  last_delivered_at: string | null;
  failed_24h: number;
  pending: number;
  created_at: string;
  updated_at: string;
}

/** POST …/destinations/{d}/test: what the far end said of a test lead. */
export type LeadDestinationTest = { ok: true; detail: string } | { ok: false; error: string };

/** POST /leads/{id}/redeliver: how many deliveries were queued again. */
export interface LeadRedelivery {
  queued: number;
}

export const LEAD_DESTINATION_NOT_FOUND = "No such destination for this sponsor.";
export const LEAD_NOT_FOUND_FOR_REDELIVERY = "No such lead.";
