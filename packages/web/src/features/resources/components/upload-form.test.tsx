import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeCompany, makePreference, makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast, toastMessages } from "../../../../test/toasts";
import { authStore } from "../../../lib/auth-store";
import { UploadForm } from "./upload-form";

const MESSAGES = [
  "Title is required.",
  "A valid Landing Page URL is required.",
  "A valid Thumbnail Image URL is required.",
  "Please select a company.",
  "Please select at least one preference.",
];

function stubUploads() {
  return stubFetch({
    "GET /company": { body: { companies: [makeCompany(1, "CIO"), makeCompany(2, "CMO")] } },
    "POST /preferences/fetch": { body: { preferences: [makePreference(5, "Cloud", 1)] } },
    "POST /resources": { body: { message: "ok" } },
  });
}

const addResource = () => screen.getByRole("button", { name: "Add Resource" });

describe("Upload form (SPEC sections 4, 5 and 8)", () => {
  beforeEach(() => {
    authStore.login(makeUser({ id: 3, role: "employee" }), "token", false);
  });

  it("shows each validation message as its own error toast", async () => {
    const network = stubUploads();
    const { user } = renderWithProviders(<UploadForm />, { route: "/uploads" });
    await user.click(addResource());
    for (const message of MESSAGES) await expectToast(message);
    // One toast per message, none twice.
    expect(
      toastMessages()
        .filter((text) => MESSAGES.includes(text))
        .sort(),
    ).toEqual([...MESSAGES].sort());
    expect(network.callsTo("POST /resources")).toHaveLength(0);
  });

  it("accepts only http and https URLs", async () => {
    stubUploads();
    const { user } = renderWithProviders(<UploadForm />, { route: "/uploads" });
    await user.type(screen.getByLabelText("Title"), "A title");
    await user.type(screen.getByLabelText("Landing Page URL"), "chrome://settings");
    await user.type(screen.getByLabelText("Thumbnail Image URL"), "not a url");
    await user.click(addResource());
    await expectToast("URL must start with http:// or https://.");
    await expectToast("A valid Thumbnail Image URL is required.");
    expect(toastMessages()).not.toContain("Title is required.");
  });

  it("asks only for the preferences once the rest is valid", async () => {
    const network = stubUploads();
    const { user } = renderWithProviders(<UploadForm />, { route: "/uploads" });
    await user.type(screen.getByLabelText("Title"), "A title");
    await user.type(screen.getByLabelText("Landing Page URL"), "https://example.com/a");
    await user.type(screen.getByLabelText("Thumbnail Image URL"), "https://example.com/thumb.png");
    await user.click(await screen.findByRole("button", { name: /Website/ }));
    await user.click(await screen.findByRole("option", { name: "CIO" }));
    await user.click(addResource());
    await expectToast("Please select at least one preference.");
    expect(toastMessages()).toEqual(["Please select at least one preference."]);
    expect(network.callsTo("POST /resources")).toHaveLength(0);
  });
});

describe("Upload form: the sponsor (issue 30)", () => {
  const SPONSORS = {
    sponsors: [
      { id: 9, name: "Acme Security", website: "https://acme.example.com", logo_url: null },
      { id: 4, name: "Globex", website: "https://globex.example.com", logo_url: null },
    ],
  };

  /** Fills every required field with valid values. */
  async function fillValid(user: ReturnType<typeof renderWithProviders>["user"]) {
    await user.type(screen.getByLabelText("Title"), "A sponsored report");
    await user.type(screen.getByLabelText("Landing Page URL"), "https://example.com/a");
    await user.type(screen.getByLabelText("Thumbnail Image URL"), "https://example.com/a.png");
    await user.click(await screen.findByRole("button", { name: /Website/ }));
    await user.click(await screen.findByRole("option", { name: "CIO" }));
    await user.click(await screen.findByRole("button", { name: /Preferences/ }));
    await user.click(await screen.findByRole("option", { name: "Cloud" }));
    await user.keyboard("{Escape}");
  }

  it("lets an admin choose a sponsor, sent as sponsor_id", async () => {
    authStore.login(makeUser({ id: 1, role: "admin" }), "token", false);
    const network = stubFetch({
      "GET /company": { body: { companies: [makeCompany(1, "CIO")] } },
      "POST /preferences/fetch": { body: { preferences: [makePreference(5, "Cloud", 1)] } },
      "GET /sponsors": { body: SPONSORS },
      "POST /resources": { status: 201, body: { resource: {} } },
    });
    const { user } = renderWithProviders(<UploadForm />, { route: "/uploads" });
    await fillValid(user);
    const sponsor = screen.getByRole("button", { name: /^Sponsor/ });
    expect(sponsor).toHaveTextContent("No sponsor");
    await user.click(sponsor);
    await user.click(await screen.findByRole("option", { name: "Globex" }));
    await user.click(addResource());
    await expectToast("Resource Added Successfully!");
    expect(network.callsTo("POST /resources")[0]?.body).toMatchObject({
      title: "A sponsored report",
      company_id: 1,
      preference_ids: [5],
      sponsor_id: 4,
    });
  });

  it("sends null for 'No sponsor'", async () => {
    authStore.login(makeUser({ id: 1, role: "admin" }), "token", false);
    const network = stubFetch({
      "GET /company": { body: { companies: [makeCompany(1, "CIO")] } },
      "POST /preferences/fetch": { body: { preferences: [makePreference(5, "Cloud", 1)] } },
      "GET /sponsors": { body: SPONSORS },
      "POST /resources": { status: 201, body: { resource: {} } },
    });
    const { user } = renderWithProviders(<UploadForm />, { route: "/uploads" });
    await fillValid(user);
    await user.click(addResource());
    await expectToast("Resource Added Successfully!");
    expect(network.callsTo("POST /resources")[0]?.body).toMatchObject({ sponsor_id: null });
  });

  it("offers employees no sponsor: the sponsors are not even asked for", async () => {
    authStore.login(makeUser({ id: 3, role: "employee" }), "token", false);
    const network = stubFetch({
      "GET /company": { body: { companies: [makeCompany(1, "CIO")] } },
      "POST /preferences/fetch": { body: { preferences: [makePreference(5, "Cloud", 1)] } },
      "POST /resources": { status: 201, body: { resource: {} } },
    });
    const { user } = renderWithProviders(<UploadForm />, { route: "/uploads" });
    await fillValid(user);
    expect(screen.queryByRole("button", { name: /^Sponsor/ })).toBeNull();
    await user.click(addResource());
    await expectToast("Resource Added Successfully!");
    expect(network.callsTo("POST /resources")[0]?.body).not.toHaveProperty("sponsor_id");
    expect(network.callsTo("GET /sponsors")).toHaveLength(0);
  });
});
