import { MAILING_CAP_MESSAGE } from "@sector/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { MailingSettingsForm } from "./mailing-settings-form";

describe("the brand's frequency cap", () => {
  it("refuses a cap out of bounds, then saves 0 (no cap)", async () => {
    const network = stubFetch({
      "PUT /company/3/mailing-settings": (call) => ({
        body: { settings: { company_id: 3, ...(call.body as object) } },
      }),
    });
    const { user } = renderWithProviders(
      <MailingSettingsForm settings={{ company_id: 3, max_mailings_per_member_per_7_days: 2 }} />,
    );
    const cap = screen.getByLabelText("Mailings per member per 7 days");
    expect(cap).toHaveValue(2);
    await user.clear(cap);
    await user.type(cap, "51");
    await user.click(screen.getByRole("button", { name: "Save cap" }));
    await expectToast(MAILING_CAP_MESSAGE);
    expect(cap).toHaveAccessibleDescription(expect.stringContaining(MAILING_CAP_MESSAGE));
    expect(network.callsTo("PUT /company/3/mailing-settings")).toEqual([]);

    await user.clear(cap);
    await user.type(cap, "0");
    await user.click(screen.getByRole("button", { name: "Save cap" }));
    await expectToast("Frequency cap saved.");
    await waitFor(() =>
      expect(network.callsTo("PUT /company/3/mailing-settings")[0]?.body).toEqual({
        max_mailings_per_member_per_7_days: 0,
      }),
    );
  });
});
