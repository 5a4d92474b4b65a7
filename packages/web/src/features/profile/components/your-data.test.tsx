import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catchDownloads } from "../../../../test/downloads";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { authStore } from "../../../lib/auth-store";
import { YourData } from "./your-data";

const MY_DATA = "GET /user/protected/my-data";

afterEach(() => authStore.logout());

describe("Your data", () => {
  it("downloads the member's data with their token as my-data.json", async () => {
    const data = { exported_at: "2026-03-01T00:00:00.000Z", profile: { email: "ada@example.com" } };
    const network = stubFetch({ [MY_DATA]: { body: data } });
    const saved = catchDownloads();
    authStore.login(makeUser(), "member-token", true);
    const { user } = renderWithProviders(<YourData />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe("my-data.json");
    expect(JSON.parse((await saved[0]?.text()) ?? "")).toEqual(data);
    expect(network.callsTo(MY_DATA)[0]?.headers.get("authorization")).toBe("Bearer member-token");
  });

  it("says so when the download fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch({ [MY_DATA]: { status: 500 } });
    const saved = catchDownloads();
    authStore.login(makeUser(), "member-token", false);
    const { user } = renderWithProviders(<YourData />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    await expectToast("Your data could not be downloaded. Please try again.");
    expect(saved).toHaveLength(0);
  });

  it("opens the delete dialog", async () => {
    stubFetch({});
    const { user } = renderWithProviders(<YourData />);
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("dialog", { name: "Delete your account?" })).toBeVisible();
  });
});
