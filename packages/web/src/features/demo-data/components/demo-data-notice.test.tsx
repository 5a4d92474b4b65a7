import type { DemoDataSummary } from "@sector/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { authStore } from "../../../lib/auth-store";
import { DemoDataNotice } from "./demo-data-notice";

const PRESENT: DemoDataSummary = { present: true, resources: 36, members: 9, editions: 1 };
const GONE: DemoDataSummary = { present: false, resources: 0, members: 0, editions: 0 };

describe("the demo data notice", () => {
  beforeEach(() => {
    authStore.login(makeUser({ role: "admin" }), "token", false);
  });

  it("says what the demo content is, and removes it only once confirmed", async () => {
    const network = stubFetch({
      "GET /demo-data": { body: PRESENT },
      "DELETE /demo-data": { body: GONE },
    });
    const { user } = renderWithProviders(<DemoDataNotice />);
    const notice = await screen.findByRole("region", { name: "This portal shows demo content" });
    expect(notice).toHaveTextContent("36 resources, 9 members, 1 sent newsletter edition");

    await user.click(within(notice).getByRole("button", { name: "Remove demo data" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove all demo data?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(network.callsTo("DELETE /demo-data")).toHaveLength(0);

    await user.click(within(notice).getByRole("button", { name: "Remove demo data" }));
    const again = await screen.findByRole("dialog", { name: "Remove all demo data?" });
    await user.click(within(again).getByRole("button", { name: "Remove demo data" }));
    await expectToast("Demo data removed.");
    expect(network.callsTo("DELETE /demo-data")).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: /demo content/ })).not.toBeInTheDocument(),
    );
  });

  it("shows nothing when there is no demo content", async () => {
    const network = stubFetch({ "GET /demo-data": { body: GONE } });
    renderWithProviders(<DemoDataNotice />);
    await waitFor(() => expect(network.callsTo("GET /demo-data")).toHaveLength(1));
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
