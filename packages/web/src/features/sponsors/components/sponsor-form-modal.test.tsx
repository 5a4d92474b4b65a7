import {
  SPONSOR_LOGO_INVALID,
  SPONSOR_NAME_REQUIRED,
  SPONSOR_PRIVACY_INVALID,
  SPONSOR_WEBSITE_INVALID,
  type Sponsor,
} from "@sector/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast, toastMessages } from "../../../../test/toasts";
import { SponsorFormModal } from "./sponsor-form-modal";

const ACME: Sponsor = {
  id: 4,
  name: "Acme Cloud",
  website: "https://acme.example.com",
  logo_url: null,
  privacy_url: "https://acme.example.com/privacy",
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};

const openModal = (sponsor: Sponsor | null = null, onSaved = vi.fn()) => {
  const rendered = renderWithProviders(
    <SponsorFormModal open sponsor={sponsor} onClose={() => {}} onSaved={onSaved} />,
  );
  const dialog = screen.getByRole("dialog", { name: sponsor ? "Edit sponsor" : "Add sponsor" });
  return { ...rendered, dialog, onSaved };
};

describe("Add sponsor / Edit sponsor", () => {
  it("refuses blank and malformed fields with the shared messages, before asking the server", async () => {
    const network = stubFetch({});
    const { user, dialog } = openModal();
    await user.type(within(dialog).getByLabelText("Website"), "acme dot com");
    await user.type(within(dialog).getByLabelText("Logo URL (optional)"), "acme/logo.png");
    await user.click(within(dialog).getByRole("button", { name: "Add sponsor" }));

    await within(dialog).findByText(SPONSOR_NAME_REQUIRED);
    expect(within(dialog).getByText(SPONSOR_WEBSITE_INVALID)).toBeInTheDocument();
    expect(within(dialog).getByText(SPONSOR_LOGO_INVALID)).toBeInTheDocument();
    expect(within(dialog).getByText(SPONSOR_PRIVACY_INVALID)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText("Privacy policy URL")).toHaveAccessibleDescription(
      SPONSOR_PRIVACY_INVALID,
    );
    // The first problem, once, as a toast.
    await expectToast(SPONSOR_NAME_REQUIRED);
    expect(network.calls).toEqual([]);
  });

  it("adds a sponsor without a logo as null, trimmed, and says so", async () => {
    const network = stubFetch({ "POST /sponsors": { status: 201, body: { sponsor: ACME } } });
    const { user, dialog, onSaved } = openModal();
    await user.type(within(dialog).getByLabelText("Name"), "  Acme Cloud ");
    await user.type(within(dialog).getByLabelText("Website"), "https://acme.example.com");
    await user.type(
      within(dialog).getByLabelText("Privacy policy URL"),
      "https://acme.example.com/privacy",
    );
    await user.click(within(dialog).getByRole("button", { name: "Add sponsor" }));

    await expectToast("Sponsor added.");
    expect(network.callsTo("POST /sponsors").map((call) => call.body)).toEqual([
      {
        name: "Acme Cloud",
        website: "https://acme.example.com",
        logo_url: null,
        privacy_url: "https://acme.example.com/privacy",
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(ACME);
  });

  it("edits a sponsor from its values and shows the server's refusal under the field", async () => {
    const network = stubFetch({
      "PUT /sponsors/4": {
        status: 400,
        body: {
          message: "A sponsor with this name already exists.",
          errors: { name: "A sponsor with this name already exists." },
        },
      },
    });
    const { user, dialog, onSaved } = openModal(ACME);
    const name = within(dialog).getByLabelText("Name");
    expect(name).toHaveValue("Acme Cloud");
    expect(within(dialog).getByLabelText("Logo URL (optional)")).toHaveValue("");
    await user.type(
      within(dialog).getByLabelText("Logo URL (optional)"),
      "https://cdn.example.com/acme.svg",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save sponsor" }));

    await within(dialog).findByText("A sponsor with this name already exists.");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(network.callsTo("PUT /sponsors/4")[0]?.body).toEqual({
      name: "Acme Cloud",
      website: "https://acme.example.com",
      logo_url: "https://cdn.example.com/acme.svg",
      privacy_url: "https://acme.example.com/privacy",
    });
    // Said once, under the field, not again in a toast.
    expect(toastMessages()).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
