import type { Segment } from "@sector/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { AudiencePicker } from "./audience-picker";

const CHIEFS: Segment = {
  id: 9,
  company_id: 1,
  company_name: "CIO",
  name: "Chiefs",
  rules: { job_titles: ["chief"] },
  created_at: "2026-11-28T10:00:00.000Z",
  updated_at: "2026-11-28T10:00:00.000Z",
};

describe("the audience picker", () => {
  it("saves the rules built as a segment without submitting the form around it, then uses it", async () => {
    const network = stubFetch({
      "GET /segments/count": { body: { count: 12 } },
      "GET /segments": { body: { segments: [] } },
      "POST /preferences/fetch": { body: { preferences: [] } },
      "POST /segments": { status: 201, body: { segment: CHIEFS } },
    });
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <form onSubmit={outerSubmit}>
        <AudiencePicker
          companyId={1}
          purpose="resources"
          segmentId={null}
          rules={{ job_titles: ["chief"] }}
          onChange={onChange}
        />
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Save as segment" }));
    const dialog = await screen.findByRole("dialog", { name: "New segment" });
    await user.type(within(dialog).getByLabelText("Name"), "Chiefs");
    await user.click(within(dialog).getByRole("button", { name: "Create segment" }));

    await expectToast("Segment created.");
    expect(network.callsTo("POST /segments")[0]?.body).toEqual({
      name: "Chiefs",
      company_id: 1,
      rules: { job_titles: ["chief"] },
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ segmentId: 9, rules: null }));
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
