import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeCompanyBrand, makePreference } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import RegistrationRoute from "../../../app/routes/registration";

const company = makeCompanyBrand(11, "CIO", { join_label: "Join Now", join_busy_label: "..." });
const preferences = [makePreference(1, "Cloud", 11), makePreference(2, "Security", 11)];

function stubRegistration() {
  return stubFetch({
    "POST /company/fetch-company": { body: { company } },
    "POST /preferences/fetch": { body: { preferences } },
    "POST /user/public/register": { body: { message: "ok" } },
  });
}

async function renderPage() {
  const view = renderWithProviders(<RegistrationRoute />, { route: "/cio-register" });
  // The interests arrive once fetch-company and preferences/fetch have answered.
  await screen.findByLabelText("Cloud");
  return view;
}

/** happy-dom does no layout: record the scroll instead. */
const spyOnScroll = () => vi.spyOn(window, "scrollTo").mockImplementation(() => {});

const join = () => screen.getByRole("button", { name: "Join Now" });
const field = (label: RegExp) => screen.getByLabelText(label);

describe("Registration form (SPEC sections 4 and 5)", () => {
  let scrollTo: ReturnType<typeof spyOnScroll>;
  beforeEach(() => {
    scrollTo = spyOnScroll();
  });

  it("shows every required field's message, the error toast, and scrolls to the top", async () => {
    const network = stubRegistration();
    const { user } = await renderPage();
    await user.click(join());
    expect(await screen.findByText("First name is required.")).toBeInTheDocument();
    expect(screen.getByText("Last name is required.")).toBeInTheDocument();
    expect(screen.getByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Phone number is required.")).toBeInTheDocument();
    expect(screen.getByText("At least one preference must be selected.")).toBeInTheDocument();
    await expectToast("Please fill in all required fields correctly.");
    expect(scrollTo).toHaveBeenCalled();
    expect(scrollTo.mock.calls.at(-1)?.[0]).toMatchObject({ top: 0 });
    expect(network.callsTo("POST /user/public/register")).toHaveLength(0);
  });

  it("trims names, and checks the email pattern and the 10-digit phone", async () => {
    stubRegistration();
    const { user } = await renderPage();
    await user.type(field(/^First Name/), "   ");
    await user.type(field(/^Last Name/), " ");
    await user.type(field(/^Your email/), "ada@example");
    await user.type(field(/^Phone/), "12ab345");
    await user.click(join());
    expect(await screen.findByText("First name is required.")).toBeInTheDocument();
    expect(screen.getByText("Last name is required.")).toBeInTheDocument();
    expect(screen.getByText("Invalid email format.")).toBeInTheDocument();
    expect(screen.getByText("Phone number must be 10 digits.")).toBeInTheDocument();
    // The phone input keeps digits only.
    expect(field(/^Phone/)).toHaveValue("12345");
  });

  it("refuses names holding control characters, with the shared schema's message", async () => {
    const network = stubRegistration();
    const { user } = await renderPage();
    await user.click(field(/^First Name/));
    await user.paste("Ada\tLovelace");
    await user.click(field(/^Last Name/));
    await user.paste("Love\u202elace");
    await user.type(field(/^Your email/), "ada@example.com");
    await user.type(field(/^Phone/), "0123456789");
    await user.click(screen.getByLabelText("Cloud"));
    await user.click(join());
    expect(
      await screen.findAllByText("Name must not contain line breaks or control characters."),
    ).toHaveLength(2);
    await expectToast("Please fill in all required fields correctly.");
    expect(network.callsTo("POST /user/public/register")).toHaveLength(0);
  });

  it("rejects an email with a space", async () => {
    stubRegistration();
    const { user } = await renderPage();
    await user.type(field(/^Your email/), "ada lovelace@example.com");
    await user.click(join());
    expect(await screen.findByText("Invalid email format.")).toBeInTheDocument();
  });

  it("ticking a preference clears the preference error", async () => {
    stubRegistration();
    const { user } = await renderPage();
    await user.click(join());
    await screen.findByText("At least one preference must be selected.");
    await user.click(screen.getByLabelText("Security"));
    expect(screen.queryByText("At least one preference must be selected.")).not.toBeInTheDocument();
  });

  it("registers with the payload and the company, toasts and goes to /login", async () => {
    const network = stubRegistration();
    const { user } = await renderPage();
    await user.type(field(/^First Name/), "  Ada ");
    await user.type(field(/^Last Name/), "Lovelace");
    await user.type(field(/^Your email/), "ada@example.com");
    await user.type(field(/^Phone/), "0123456789");
    await user.click(screen.getByLabelText("Cloud"));
    await user.click(join());
    await expectToast("Registeration Successful!");
    expect(await screen.findByText("Navigated to /login")).toBeInTheDocument();
    const [call] = network.callsTo("POST /user/public/register");
    expect(call?.body).toMatchObject({
      firstname: "Ada",
      lastname: "Lovelace",
      email: "ada@example.com",
      mobile_number: "0123456789",
      company_id: 11,
      newsletter_flag: false,
      resources_flag: false,
      partners_flag: false,
    });
    const sent = call?.body as { preferences: { id: number }[] } | undefined;
    expect(sent?.preferences.map((p) => p.id)).toEqual([1]);
    expect(screen.queryByText("First name is required.")).toBeNull();
    // The brand asks no work details: the body is the SPEC's, and the form shows none.
    expect(Object.keys(call?.body as object)).not.toContain("country");
    expect(screen.queryByLabelText(/^Country/)).toBeNull();
  });
});

describe("Registration form: the work details the brand asks", () => {
  beforeEach(() => {
    spyOnScroll();
  });

  const asking = makeCompanyBrand(11, "CIO", {
    join_label: "Join Now",
    registration_fields: {
      country: "required",
      company_size: "off",
      industry: "off",
      job_function: "off",
      seniority: "optional",
    },
  });
  const stubAsking = () =>
    stubFetch({
      "POST /company/fetch-company": { body: { company: asking } },
      "POST /preferences/fetch": { body: { preferences } },
      "POST /user/public/register": { body: { message: "ok" } },
    });

  it("shows them after Job Title, required ones marked, and sends what was chosen", async () => {
    const network = stubAsking();
    const { user } = await renderPage();
    const labels = [...document.querySelectorAll("form label")].map((l) => l.textContent);
    const after = labels.slice(labels.indexOf("Job Title") + 1, labels.indexOf("Job Title") + 3);
    expect(after).toEqual(["Country*", "Seniority"]);
    expect(screen.queryByLabelText(/^Industry/)).toBeNull();
    expect(field(/^Country/)).toHaveAttribute("aria-required", "true");

    await user.type(field(/^First Name/), "Ada");
    await user.type(field(/^Last Name/), "Lovelace");
    await user.type(field(/^Your email/), "ada@example.com");
    await user.type(field(/^Phone/), "0123456789");
    await user.click(screen.getByLabelText("Cloud"));
    await user.click(join());
    // A required field left empty: its message, nothing sent, the focus on it.
    expect(await screen.findByText("Country is required.")).toBeInTheDocument();
    expect(network.callsTo("POST /user/public/register")).toHaveLength(0);
    expect(field(/^Country/)).toHaveFocus();

    await user.selectOptions(field(/^Country/), "Germany");
    await user.selectOptions(field(/^Seniority/), "Director");
    await user.click(join());
    await expectToast("Registeration Successful!");
    const [call] = network.callsTo("POST /user/public/register");
    expect(call?.body).toMatchObject({ country: "DE", seniority: "director" });
    expect(Object.keys(call?.body as object)).not.toContain("industry");
  });
});
