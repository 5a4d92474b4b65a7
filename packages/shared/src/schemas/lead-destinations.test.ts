import { describe, expect, it } from "vitest";
import {
  createLeadDestinationSchema,
  FIELD_MAP_EMAIL_REQUIRED,
  fieldMapUnknownField,
  LEAD_DESTINATION_KIND_INVALID,
  SECRET_MASK,
  SETTING_URL_INVALID,
  SFTP_CREDENTIAL_REQUIRED,
  settingRequired,
  updateLeadDestinationSchema,
} from "./lead-destinations";

const hubspot = {
  kind: "hubspot",
  name: "Acme HubSpot",
  settings: { access_token: "pat-123", list_id: 42 },
  field_map: { email: "email", first_name: "firstname", "question:budget": "budget" },
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("lead destination bodies", () => {
  it("take a destination of each kind, active by default", () => {
    const parsed = createLeadDestinationSchema.parse(hubspot);
    expect(parsed).toMatchObject({ kind: "hubspot", active: true });
    expect(parsed.settings).toEqual({ access_token: "pat-123", list_id: "42" });
    expect(
      createLeadDestinationSchema.parse({
        kind: "sftp",
        name: "Drop",
        settings: {
          host: "sftp.acme.test",
          port: "2222",
          username: "u",
          private_key: "KEY",
          folder: "/in",
        },
        field_map: { email: "Email" },
      }).settings,
    ).toMatchObject({ port: 2222, private_key: "KEY" });
    const https = createLeadDestinationSchema.parse({
      kind: "https",
      name: "Hook",
      settings: { url: "https://crm.acme.test/hook" },
    });
    expect(https.field_map).toEqual({});
  });

  it("refuse an unknown field, a map without email, a bad kind and bad settings, each by name", () => {
    const field = createLeadDestinationSchema.safeParse({
      ...hubspot,
      field_map: { email: "email", shoe_size: "shoe" },
    });
    expect(messages(field)).toEqual([fieldMapUnknownField("shoe_size")]);
    const noEmail = createLeadDestinationSchema.safeParse({
      ...hubspot,
      field_map: { first_name: "firstname" },
    });
    expect(messages(noEmail)).toEqual([FIELD_MAP_EMAIL_REQUIRED]);
    const kind = createLeadDestinationSchema.safeParse({ ...hubspot, kind: "pigeon" });
    expect(messages(kind)).toEqual([LEAD_DESTINATION_KIND_INVALID]);
    const token = createLeadDestinationSchema.safeParse({ ...hubspot, settings: {} });
    expect(messages(token)).toEqual([settingRequired("Access token")]);
    const url = createLeadDestinationSchema.safeParse({
      kind: "marketo",
      name: "M",
      settings: { base_url: "ftp://x", client_id: "a", client_secret: "b" },
      field_map: { email: "email" },
    });
    expect(messages(url)).toEqual([SETTING_URL_INVALID]);
    const sftp = createLeadDestinationSchema.safeParse({
      kind: "sftp",
      name: "Drop",
      settings: { host: "h", username: "u", folder: "/" },
      field_map: { email: "Email" },
    });
    expect(messages(sftp)).toEqual([SFTP_CREDENTIAL_REQUIRED]);
  });

  it("on update, keep a secret sent back masked or left out", () => {
    const masked = updateLeadDestinationSchema.parse({
      ...hubspot,
      settings: { access_token: SECRET_MASK },
    });
    expect(masked.settings).toEqual({});
    expect(updateLeadDestinationSchema.parse({ ...hubspot, settings: {} }).settings).toEqual({});
    expect(
      updateLeadDestinationSchema.parse({ ...hubspot, settings: { access_token: "new" } }).settings,
    ).toEqual({ access_token: "new" });
  });
});
