import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { authStore } from "../../../lib/auth-store";
import { WorkDetails } from "./work-details";

const GET = "GET /user/protected/myprofile";
const PATCH = "PATCH /user/protected/profile-details";

afterEach(() => authStore.logout());

/** A member whose title derived director / data, with a country of their own. */
const derived = makeUser({
  job_title: "Head of Data",
  country: "DE",
  seniority: "director",
  seniority_source: "derived",
  job_function: "data",
  job_function_source: "derived",
});
const answer = { user: derived, suggestions: { seniority: "director", job_function: "data" } };

describe("Work details", () => {
  it("shows the stored values and the job title's suggestions", async () => {
    stubFetch({ [GET]: { body: answer } });
    renderWithProviders(<WorkDetails userId={derived.id} />);
    expect(await screen.findByRole("combobox", { name: "Country" })).toHaveValue("DE");
    expect(screen.getByRole("combobox", { name: "Seniority" })).toHaveValue("director");
    expect(screen.getByRole("combobox", { name: "Company size" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Seniority" })).toHaveAccessibleDescription(
      "Suggested from your job title: Director",
    );
    expect(screen.getByRole("button", { name: /Accept the suggested seniority/ })).toBeVisible();
  });

  it("sends only what changed, and an accepted suggestion, then shows the answer", async () => {
    const saved = makeUser({
      ...derived,
      company_size: "50-249",
      seniority_source: "member",
    });
    const network = stubFetch({
      [GET]: { body: answer },
      [PATCH]: { body: { user: saved, suggestions: { seniority: null, job_function: "data" } } },
    });
    authStore.login(derived, "token", false);
    const { user } = renderWithProviders(<WorkDetails userId={derived.id} />);
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Company size" }),
      "50–249 employees",
    );
    await user.click(screen.getByRole("button", { name: /Accept the suggested seniority/ }));
    expect(screen.getByRole("combobox", { name: "Seniority" })).toHaveAccessibleDescription(
      "Suggested from your job title: Director (accepted: save to keep it)",
    );
    await user.click(screen.getByRole("button", { name: "Save work details" }));
    await expectToast("Your work details have been saved.");
    expect(network.callsTo(PATCH).map((c) => c.body)).toEqual([
      { company_size: "50-249", seniority: "director" },
    ]);
    // The signed-in user follows the answer; the seniority is no longer only a suggestion.
    expect(authStore.getState().user).toMatchObject({ company_size: "50-249" });
    expect(screen.queryByRole("button", { name: /Accept the suggested seniority/ })).toBeNull();
  });

  it("clears a field chosen empty, and shows the server's word under a field", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const message = "Choose a country from the list.";
    const network = stubFetch({
      [GET]: { body: answer },
      [PATCH]: { status: 400, body: { message, errors: { country: message } } },
    });
    const { user } = renderWithProviders(<WorkDetails userId={derived.id} />);
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Country" }),
      "Select a country",
    );
    await user.click(screen.getByRole("button", { name: "Save work details" }));
    await vi.waitFor(() => expect(network.callsTo(PATCH)).toHaveLength(1));
    expect(network.callsTo(PATCH)[0]?.body).toEqual({ country: null });
    expect(await screen.findByText(message, { selector: "p" })).toBeVisible();
  });
});
