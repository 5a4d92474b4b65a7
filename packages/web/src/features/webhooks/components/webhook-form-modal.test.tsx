import type { CreatedWebhook } from "@sector/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeCompany } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { WebhookFormModal } from "./webhook-form-modal";

const CREATED: CreatedWebhook = {
  id: 3,
  url: "https://crm.example.com/hooks",
  events: ["lead.created"],
  secret: "whsec_abc",
};

const SPONSORS = [
  { id: 4, name: "Acme Cloud" },
  { id: 5, name: "Beta Analytics" },
];

const openModal = (onCreated = vi.fn()) => {
  const rendered = renderWithProviders(
    <WebhookFormModal
      open
      companies={[makeCompany(1, "CIO")]}
      sponsors={SPONSORS}
      onClose={() => {}}
      onCreated={onCreated}
    />,
  );
  const dialog = screen.getByRole("dialog", { name: "Add endpoint" });
  return { ...rendered, dialog, onCreated };
};

/** The ticked event checkboxes, by event type. */
const ticked = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole("checkbox")
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => (box as HTMLInputElement).value);

const chooseSponsor = async (
  user: ReturnType<typeof openModal>["user"],
  dialog: HTMLElement,
  name: string,
) => {
  await user.click(within(dialog).getByRole("button", { name: /^Only leads of sponsor/ }));
  await user.click(await screen.findByRole("option", { name }));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
};

describe("Add endpoint", () => {
  it("starts with every member event, leads left out until chosen", () => {
    stubFetch({});
    const { dialog } = openModal();
    expect(ticked(dialog)).toEqual([
      "member.created",
      "member.updated",
      "membership.added",
      "consent.changed",
      "member.erased",
      "event.registered",
      "event.cancelled",
      "event.attended",
    ]);
    expect(within(dialog).getByRole("checkbox", { name: /^lead\.created/ })).toBeEnabled();
    expect(within(dialog).getByRole("checkbox", { name: /^lead\.rejected/ })).toBeEnabled();
  });

  it("limited to a sponsor, hears of its lead events alone, member events locked, and says why", async () => {
    const network = stubFetch({ "POST /webhooks": { status: 201, body: { webhook: CREATED } } });
    const { user, dialog, onCreated } = openModal();
    await user.type(within(dialog).getByLabelText("Endpoint URL"), CREATED.url);
    await user.click(within(dialog).getByRole("checkbox", { name: /^member\.erased/ }));
    await chooseSponsor(user, dialog, "Acme Cloud");

    expect(ticked(dialog)).toEqual(["lead.created", "lead.rejected"]);
    for (const box of within(dialog).getAllByRole("checkbox")) {
      if (/^lead\./.test((box as HTMLInputElement).value)) expect(box).toBeEnabled();
      else expect(box).toBeDisabled();
    }
    const events = within(dialog).getByRole("group", { name: "Events" });
    expect(events).toHaveAccessibleDescription(
      "Limited to a sponsor, the endpoint hears of that sponsor's leads only: lead.created and lead.rejected, and no other event.",
    );

    // Not limited again: the events chosen before come back.
    await chooseSponsor(user, dialog, "Not limited to a sponsor");
    expect(ticked(dialog)).toEqual([
      "member.created",
      "member.updated",
      "membership.added",
      "consent.changed",
      "event.registered",
      "event.cancelled",
      "event.attended",
    ]);
    expect(within(dialog).getByRole("checkbox", { name: /^member\.erased/ })).toBeEnabled();

    await chooseSponsor(user, dialog, "Beta Analytics");
    // Only its new leads: rejections left out.
    await user.click(within(dialog).getByRole("checkbox", { name: /^lead\.rejected/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    await expectToast("Webhook endpoint added.");
    expect(network.callsTo("POST /webhooks").map((call) => call.body)).toEqual([
      { url: CREATED.url, events: ["lead.created"], company_id: null, sponsor_id: 5 },
    ]);
    expect(onCreated).toHaveBeenCalledWith(CREATED);
  });
});
