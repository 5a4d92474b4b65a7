import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { EraseMemberModal } from "./erase-member-modal";

const member = makeUser({ id: 12, firstname: "Grace", lastname: "Hopper" });
const ERASE = "POST /user/protected/members/12/erase";

function renderModal(onClose = () => {}) {
  return renderWithProviders(<EraseMemberModal open member={member} onClose={onClose} />);
}

const eraseButton = () => screen.getByRole("button", { name: "Erase member" });

describe("Erase member", () => {
  it("requires a reason of at most 500 characters before asking anything else", async () => {
    const network = stubFetch({});
    const { user } = renderModal();
    await screen.findByRole("dialog", { name: "Erase member" });
    await user.click(eraseButton());
    expect(await screen.findByText("Please give a reason.", { selector: "p" })).toBeVisible();
    expect(screen.getByLabelText("Reason")).toHaveAttribute("aria-invalid", "true");

    // Blank is no reason either.
    await user.type(screen.getByLabelText("Reason"), "   ");
    await user.click(eraseButton());
    expect(await screen.findByText("Please give a reason.", { selector: "p" })).toBeVisible();

    await user.clear(screen.getByLabelText("Reason"));
    await user.click(screen.getByLabelText("Reason"));
    await user.paste("x".repeat(501));
    await user.click(eraseButton());
    expect(
      await screen.findByText("The reason must be at most 500 characters.", { selector: "p" }),
    ).toBeVisible();
    expect(screen.queryByRole("dialog", { name: "Erase Grace Hopper?" })).toBeNull();
    expect(network.calls).toHaveLength(0);
  });

  it("asks for confirmation, then sends the trimmed reason, says so and closes", async () => {
    const network = stubFetch({ [ERASE]: { status: 204 } });
    const onClose = vi.fn();
    const { user } = renderModal(onClose);
    await user.type(await screen.findByLabelText("Reason"), "  Asked by the member  ");
    await user.click(eraseButton());

    const confirm = await screen.findByRole("dialog", { name: "Erase Grace Hopper?" });
    expect(network.calls).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "No, go back" }));
    expect(network.calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(eraseButton());
    await user.click(
      within(await screen.findByRole("dialog", { name: "Erase Grace Hopper?" })).getByRole(
        "button",
        { name: "Yes, erase" },
      ),
    );
    await expectToast("Member erased.");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(network.callsTo(ERASE).map((call) => call.body)).toEqual([
      { reason: "Asked by the member" },
    ]);
  });

  it("shows the server's refusal in the dialog (the last admin)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal = "The last admin cannot be erased. Make another user an admin first.";
    stubFetch({ [ERASE]: { status: 409, body: { message: refusal } } });
    const onClose = vi.fn();
    const { user } = renderModal(onClose);
    await user.type(await screen.findByLabelText("Reason"), "Leaving the company");
    await user.click(eraseButton());
    await user.click(await screen.findByRole("button", { name: "Yes, erase" }));

    const dialog = await screen.findByRole("dialog", { name: "Erase member" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    await expectToast(refusal);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog", { name: "Erase Grace Hopper?" })).toBeNull();
  });

  it("reloads the users list after a 404 (the member is already gone)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch({ [ERASE]: { status: 404, body: { message: "Not found" } } });
    const { user, queryClient } = renderModal();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.type(await screen.findByLabelText("Reason"), "Duplicate account");
    await user.click(eraseButton());
    await user.click(await screen.findByRole("button", { name: "Yes, erase" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Not found");
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["users"] });
  });
});
