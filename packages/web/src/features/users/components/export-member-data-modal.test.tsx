import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { catchDownloads } from "../../../../test/downloads";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { ExportMemberDataModal } from "./export-member-data-modal";

const member = makeUser({ id: 12 });
const MEMBER_DATA = "GET /user/protected/members/12/data";

describe("Export data", () => {
  it("requires a reason", async () => {
    const network = stubFetch({});
    const { user } = renderWithProviders(
      <ExportMemberDataModal open member={member} onClose={() => {}} />,
    );
    await user.click(await screen.findByRole("button", { name: "Download data" }));
    expect(await screen.findByText("Please give a reason.", { selector: "p" })).toBeVisible();
    expect(network.calls).toHaveLength(0);
  });

  it("sends the reason and saves member-{id}-data.json", async () => {
    const data = { profile: { id: 12, email: "ada@example.com" } };
    const network = stubFetch({ [MEMBER_DATA]: { body: data } });
    const saved = catchDownloads();
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ExportMemberDataModal open member={member} onClose={onClose} />,
    );
    await user.type(await screen.findByLabelText("Reason"), "Subject access request #41");
    await user.click(screen.getByRole("button", { name: "Download data" }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(network.callsTo(MEMBER_DATA)[0]?.query.get("reason")).toBe("Subject access request #41");
    expect(saved.map((file) => file.fileName)).toEqual(["member-12-data.json"]);
    expect(JSON.parse((await saved[0]?.text()) ?? "")).toEqual(data);
  });

  it("shows the server's refusal in the dialog", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch({ [MEMBER_DATA]: { status: 404, body: { message: "Not found" } } });
    const saved = catchDownloads();
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ExportMemberDataModal open member={member} onClose={onClose} />,
    );
    await user.type(await screen.findByLabelText("Reason"), "Audit");
    await user.click(screen.getByRole("button", { name: "Download data" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Not found");
    expect(onClose).not.toHaveBeenCalled();
    expect(saved).toHaveLength(0);
  });
});
