import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeCompany, makePreference, makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { PreferencesForm } from "./preferences-form";

const cloud = makePreference(5, "Cloud", 1);

const FOUR_BRANDS = [
  makeCompany(1, "CIO"),
  makeCompany(2, "CMO"),
  makeCompany(3, "CHRO"),
  makeCompany(4, "CRO"),
];

function stubProfile(saved: number[], companies = [makeCompany(1, "CIO")]) {
  return stubFetch({
    "GET /company": { body: { companies } },
    "POST /preferences/fetch": { body: { preferences: [cloud, makePreference(6, "AI", 1)] } },
    "POST /user/protected/mypreferences": {
      body: {
        preferences: saved.map((id) => ({ preference_id: id, preference: { ...cloud, id } })),
      },
    },
    "POST /user/protected/modifypreferences": { body: { message: "ok" } },
  });
}

describe("Profile preferences (SPEC sections 2 and 5)", () => {
  it("asks for at least one preference before updating", async () => {
    const network = stubProfile([]);
    const { user } = renderWithProviders(<PreferencesForm user={makeUser()} />);
    await user.click(await screen.findByRole("button", { name: "Update Account" }));
    expect(await screen.findAllByText("Please select at least one preference!")).not.toHaveLength(
      0,
    );
    await expectToast("Please select at least one preference!");
    expect(screen.queryByText("Are your sure you want to perform this action?")).toBeNull();
    expect(network.callsTo("POST /user/protected/modifypreferences")).toHaveLength(0);
  });

  it("asks for confirmation before saving a valid choice", async () => {
    stubProfile([5]);
    const { user } = renderWithProviders(<PreferencesForm user={makeUser()} />);
    await user.click(await screen.findByRole("button", { name: "Update Account" }));
    expect(
      await screen.findByText("Are your sure you want to perform this action?"),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Yes, I'm sure" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "No, cancel" })).toBeInTheDocument();
    expect(screen.queryByText("Please select at least one preference!")).toBeNull();
  });

  it("offers a member the websites of their own brands, the one joined through first", async () => {
    stubProfile([5], FOUR_BRANDS);
    const member = makeUser({
      brands: [
        { id: 1, name: "CIO" },
        { id: 2, name: "CMO" },
      ],
    });
    const { user } = renderWithProviders(<PreferencesForm user={member} />);
    const website = await screen.findByRole("button", { name: /^Website/ });
    expect(website).toHaveTextContent("CIO");
    await user.click(website);
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "CIO",
      "CMO",
    ]);
  });

  it("offers an admin, who belongs to no brand, every company", async () => {
    stubProfile([], FOUR_BRANDS);
    const admin = makeUser({ role: "admin", joined_thru: null, base_company: null, brands: [] });
    const { user } = renderWithProviders(<PreferencesForm user={admin} />);
    const website = await screen.findByRole("button", { name: /^Website/ });
    await screen.findByText("CIO");
    await user.click(website);
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "CIO",
      "CMO",
      "CHRO",
      "CRO",
    ]);
  });
});
