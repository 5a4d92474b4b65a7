import {
  FIELD_MAP_EMAIL_REQUIRED,
  type LeadDestination,
  SECRET_MASK,
  type Sponsor,
  settingRequired,
} from "@sector/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { DestinationsModal } from "./destinations-modal";

const ACME: Sponsor = {
  id: 4,
  name: "Acme Cloud",
  website: "https://acme.example.com",
  logo_url: null,
  privacy_url: "https://acme.example.com/privacy",
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};

const HUBSPOT: LeadDestination = {
  id: 7,
  sponsor_id: 4,
  kind: "hubspot",
  name: "Acme HubSpot",
  settings: { access_token: SECRET_MASK, list_id: "9" },
  field_map: { email: "email", first_name: "firstname" },
  active: true,
  webhook_id: null,
  last_delivered_at: "2026-11-21T09:30:00.000Z",
  failed_24h: 2,
  pending: 1,
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};

const LIST = "GET /sponsors/4/destinations";

const open = (destinations: LeadDestination[], routes = {}) => {
  const network = stubFetch({ [LIST]: { body: { destinations } }, ...routes });
  const rendered = renderWithProviders(
    <DestinationsModal
      open
      sponsor={ACME}
      questions={[{ id: "size", label: "Team size", kind: "text", required: false }]}
      onClose={() => {}}
    />,
  );
  const dialog = screen.getByRole("dialog", { name: "Lead destinations of Acme Cloud" });
  return { ...rendered, network, dialog };
};

const formDialog = (name: string) => screen.findByRole("dialog", { name });

describe("Lead destinations of a sponsor", () => {
  it("lists each destination's kind, name, active and delivery status", async () => {
    const { dialog } = open([HUBSPOT]);
    const row = await within(dialog).findByRole("row", { name: /^Acme HubSpot/ });
    expect(within(row).getByText("HubSpot")).toBeInTheDocument();
    expect(within(row).getByText("Active")).toBeInTheDocument();
    expect(within(row).getByText("Failed in 24 h: 2")).toBeInTheDocument();
    expect(within(row).getByText("Waiting: 1")).toBeInTheDocument();
    expect(within(row).getByText(/^Last delivered: (?!never)/)).toBeInTheDocument();
  });

  it("adds a HubSpot destination: its settings, the field map with a question, Active", async () => {
    const { user, dialog, network } = open([], {
      "POST /sponsors/4/destinations": { status: 201, body: { destination: HUBSPOT } },
    });
    await within(dialog).findByText(/No destinations yet/);
    await user.click(within(dialog).getByRole("button", { name: "Add destination" }));
    const form = await formDialog("Add destination");
    await user.type(within(form).getByLabelText("Name"), " Acme HubSpot ");
    await user.type(within(form).getByLabelText("Access token"), "pat-secret");
    await user.type(within(form).getByLabelText("List id (optional)"), "9");
    await user.click(within(form).getByRole("button", { name: "Add field" }));
    await user.selectOptions(within(form).getByLabelText("Our field 5"), "question:size");
    await user.type(within(form).getByLabelText("Their field 5"), "team_size");
    await user.click(within(form).getByLabelText("Active: deliver new leads here"));
    await user.click(within(form).getByRole("button", { name: "Add destination" }));

    await expectToast("Destination added.");
    expect(network.callsTo("POST /sponsors/4/destinations").map((c) => c.body)).toEqual([
      {
        kind: "hubspot",
        name: "Acme HubSpot",
        active: false,
        settings: { access_token: "pat-secret", list_id: "9" },
        field_map: {
          email: "email",
          first_name: "firstname",
          last_name: "lastname",
          company: "company",
          "question:size": "team_size",
        },
      },
    ]);
  });

  it("sends each kind's own settings: SFTP with its port and key, https without a field map", async () => {
    const { user, dialog, network } = open([], {
      "POST /sponsors/4/destinations": { status: 201, body: { destination: HUBSPOT } },
    });
    await within(dialog).findByText(/No destinations yet/);
    await user.click(within(dialog).getByRole("button", { name: "Add destination" }));
    let form = await formDialog("Add destination");
    await user.selectOptions(within(form).getByLabelText("Kind"), "sftp");
    await user.type(within(form).getByLabelText("Name"), "Drop");
    await user.type(within(form).getByLabelText("Host"), "sftp.acme.example.com");
    await user.type(within(form).getByLabelText("Port (optional)"), "2222");
    await user.type(within(form).getByLabelText("User name"), "leads");
    await user.type(within(form).getByLabelText("Private key"), "KEY{Enter}LINE");
    await user.type(within(form).getByLabelText("Folder"), "/in");
    await user.click(within(form).getByRole("button", { name: "Add destination" }));
    await expectToast("Destination added.");

    await user.click(within(dialog).getByRole("button", { name: "Add destination" }));
    form = await formDialog("Add destination");
    await user.selectOptions(within(form).getByLabelText("Kind"), "https");
    expect(within(form).queryByText("Field map")).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText("Name"), "Hook");
    await user.type(within(form).getByLabelText("URL"), "https://hooks.acme.example.com/leads");
    await user.click(within(form).getByRole("button", { name: "Add destination" }));

    await expectToast("Destination added.");
    const bodies = network.callsTo("POST /sponsors/4/destinations").map((c) => c.body);
    expect(bodies[0]).toMatchObject({
      kind: "sftp",
      settings: {
        host: "sftp.acme.example.com",
        port: "2222",
        username: "leads",
        private_key: "KEY\nLINE",
        folder: "/in",
      },
    });
    expect(bodies[0]).not.toHaveProperty("settings.password");
    expect(bodies[1]).toEqual({
      kind: "https",
      name: "Hook",
      active: true,
      settings: { url: "https://hooks.acme.example.com/leads" },
    });
  });

  it("sends a kept secret back untouched as “••••” and shows the server's 400 under its field", async () => {
    const { user, dialog, network } = open([HUBSPOT], {
      "PUT /sponsors/4/destinations/7": {
        status: 400,
        body: {
          message: "This address is not allowed.",
          errors: { "settings.base_url": "This address is not allowed." },
        },
      },
    });
    await user.click(await within(dialog).findByRole("button", { name: "Edit Acme HubSpot" }));
    const form = await formDialog("Edit destination");
    expect(within(form).getByLabelText("Access token")).toHaveValue(SECRET_MASK);
    expect(within(form).getByLabelText("Kind")).toBeDisabled();
    await user.type(within(form).getByLabelText("Base URL (optional)"), "http://10.0.0.1");
    await user.click(within(form).getByRole("button", { name: "Save destination" }));

    expect(await within(form).findByText("This address is not allowed.")).toBeInTheDocument();
    expect(within(form).getByLabelText("Base URL (optional)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(network.callsTo("PUT /sponsors/4/destinations/7").map((c) => c.body)).toEqual([
      {
        kind: "hubspot",
        name: "Acme HubSpot",
        active: true,
        settings: { access_token: SECRET_MASK, list_id: "9", base_url: "http://10.0.0.1" },
        field_map: { email: "email", first_name: "firstname" },
      },
    ]);
  });

  it("refuses a field map without email before asking the server, and names a missing setting", async () => {
    const { user, dialog, network } = open([], {
      "POST /sponsors/4/destinations": {
        status: 400,
        body: {
          message: settingRequired("Access token"),
          errors: { settings: settingRequired("Access token") },
        },
      },
    });
    await within(dialog).findByText(/No destinations yet/);
    await user.click(within(dialog).getByRole("button", { name: "Add destination" }));
    const form = await formDialog("Add destination");
    await user.type(within(form).getByLabelText("Name"), "Acme HubSpot");
    await user.click(within(form).getByRole("button", { name: "Remove field 1" }));
    await user.click(within(form).getByRole("button", { name: "Add destination" }));
    expect(await within(form).findByText(FIELD_MAP_EMAIL_REQUIRED)).toBeInTheDocument();
    expect(network.callsTo("POST /sponsors/4/destinations")).toEqual([]);

    await user.click(within(form).getByRole("button", { name: "Add field" }));
    await user.selectOptions(within(form).getByLabelText("Our field 4"), "email");
    await user.type(within(form).getByLabelText("Their field 4"), "email");
    await user.click(within(form).getByRole("button", { name: "Add destination" }));
    expect(await within(form).findByText(settingRequired("Access token"))).toBeInTheDocument();
    expect(within(form).getByLabelText("Access token")).toHaveAttribute("aria-invalid", "true");
    expect(network.callsTo("POST /sponsors/4/destinations")).toHaveLength(1);
  });

  it("shows what the far end said of a test lead, delivered or refused", async () => {
    let answer: object = { ok: true, detail: "HubSpot contact 501 created." };
    const { user, dialog } = open([HUBSPOT], {
      "POST /sponsors/4/destinations/7/test": () => ({ body: answer }),
    });
    const send = await within(dialog).findByRole("button", {
      name: "Send test lead to Acme HubSpot",
    });
    await user.click(send);
    expect(
      await within(dialog).findByText("Test lead delivered: HubSpot contact 501 created."),
    ).toBeInTheDocument();
    answer = { ok: false, error: "HubSpot answered 401: bad token." };
    await user.click(send);
    expect(
      await within(dialog).findByText("Test lead failed: HubSpot answered 401: bad token."),
    ).toBeInTheDocument();
  });

  it("deletes a destination once confirmed", async () => {
    const { user, dialog, network } = open([HUBSPOT], {
      "DELETE /sponsors/4/destinations/7": { status: 204 },
    });
    await user.click(await within(dialog).findByRole("button", { name: "Delete Acme HubSpot" }));
    const confirm = await screen.findByRole("dialog", {
      name: "Delete the destination “Acme HubSpot”?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Delete destination" }));
    await expectToast("Destination deleted.");
    expect(network.callsTo("DELETE /sponsors/4/destinations/7")).toHaveLength(1);
  });
});
