import { DEFAULT_BRANDING, NO_REGISTRATION_FIELDS } from "@sector/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeCompany, makeCompanyBrand } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { CompanyFormModal } from "./company-form-modal";

describe("Company modal (SPEC sections 2 and 5)", () => {
  it("Add Company requires the name, the base URL and the logo URL", async () => {
    const network = stubFetch({});
    const { user } = renderWithProviders(<CompanyFormModal open onClose={() => {}} />);
    expect(await screen.findByRole("dialog", { name: "Add Company" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirm and Create" }));
    expect(await screen.findByText("Name is required.")).toBeInTheDocument();
    expect(screen.getByText("Base URL is required.")).toBeInTheDocument();
    expect(screen.getByText("Logo URL is required.")).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("Edit Company opens with the row's values and refuses an emptied field", async () => {
    const company = makeCompany(4, "CRO");
    const network = stubFetch({
      "POST /company/fetch-company": { body: { company: makeCompanyBrand(4, "CRO") } },
    });
    const { user } = renderWithProviders(
      <CompanyFormModal open company={company} onClose={() => {}} />,
    );
    expect(await screen.findByRole("dialog", { name: "Edit Company" })).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("CRO");
    expect(screen.getByLabelText("Base URL")).toHaveValue(company.base_url);
    await user.clear(screen.getByLabelText("Logo URL"));
    await user.click(screen.getByRole("button", { name: "Confirm and Edit" }));
    expect(await screen.findByText("Logo URL is required.")).toBeInTheDocument();
    expect(screen.queryByText("Name is required.")).toBeNull();
    // Only the company's branding was read; nothing was saved.
    expect(network.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /company/fetch-company",
    ]);
  });

  it("creates the company and says so", async () => {
    const network = stubFetch({ "POST /company": { body: { company: makeCompany(9, "NEW") } } });
    const { user } = renderWithProviders(<CompanyFormModal open onClose={() => {}} />);
    await screen.findByRole("dialog", { name: "Add Company" });
    await user.type(screen.getByLabelText("Name"), "NEW");
    await user.type(screen.getByLabelText("Base URL"), "https://new.example.com");
    await user.type(screen.getByLabelText("Logo URL"), "https://new.example.com/logo.png");
    await user.click(screen.getByRole("button", { name: "Confirm and Create" }));
    await expectToast("Company successfully registered!");
    expect(network.callsTo("POST /company")[0]?.body).toEqual({
      name: "NEW",
      base_url: "https://new.example.com",
      logo_url: "https://new.example.com/logo.png",
      ...DEFAULT_BRANDING,
    });
  });

  it("checks the branding: hex colours, http(s) links, Quick Link targets", async () => {
    const network = stubFetch({});
    const { user } = renderWithProviders(<CompanyFormModal open onClose={() => {}} />);
    await screen.findByRole("dialog", { name: "Add Company" });
    await user.type(screen.getByLabelText("Name"), "CFO");
    await user.type(screen.getByLabelText("Base URL"), "https://cfo.example.com");
    await user.type(screen.getByLabelText("Logo URL"), "https://cfo.example.com/logo.png");
    await user.clear(screen.getByLabelText("Primary colour"));
    await user.type(screen.getByLabelText("Primary colour"), "blue");
    await user.type(screen.getByLabelText("Social link"), "linkedin.com/cfo");
    await user.clear(screen.getByLabelText("Quick link 2 URL"));
    await user.type(screen.getByLabelText("Quick link 2 URL"), "news");
    await user.click(screen.getByRole("button", { name: "Confirm and Create" }));
    expect(
      await screen.findByText("Primary colour must be a hex colour such as #1e3a8a."),
    ).toBeInTheDocument();
    expect(screen.getByText("Social link must be a valid http(s) URL.")).toBeInTheDocument();
    expect(
      screen.getByText("Each quick link needs an http(s) URL or a path starting with /."),
    ).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("adds and removes Quick Links, at most eight", async () => {
    stubFetch({});
    const { user } = renderWithProviders(<CompanyFormModal open onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Add Company" });
    const add = within(dialog).getByRole("button", { name: "Add quick link" });
    await user.click(add);
    await user.click(add);
    expect(screen.getByLabelText("Quick link 8 label")).toHaveValue("");
    expect(add).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Remove quick link 1" }));
    expect(screen.queryByLabelText("Quick link 8 label")).toBeNull();
    expect(screen.getByLabelText("Quick link 1 label")).toHaveValue("News");
    expect(add).toBeEnabled();
  });

  it("sends the edited branding with the SPEC fields, and renders the draft in the preview", async () => {
    const stored = makeCompanyBrand(4, "CRO", { tagline: "Old tagline", join_label: "Join" });
    const network = stubFetch({
      "POST /company/fetch-company": { body: { company: stored } },
      "PUT /company/4": { body: { company: makeCompany(4, "CRO") } },
    });
    const drafts: string[] = [];
    const { user } = renderWithProviders(
      <CompanyFormModal
        open
        company={makeCompany(4, "CRO")}
        onClose={() => {}}
        renderPreview={(draft) => {
          drafts.push(`${draft.name}: ${draft.tagline}`);
          return <p>Preview of {draft.tagline}</p>;
        }}
      />,
    );
    const tagline = await screen.findByLabelText("Tagline");
    await expect.poll(() => (tagline as HTMLInputElement).value).toBe("Old tagline");
    await user.clear(tagline);
    await user.type(tagline, "Grow revenue");
    expect(screen.getByText("Preview of Grow revenue")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirm and Edit" }));
    await expectToast("Company updated successfully!");
    const {
      id: _id,
      description: _description,
      registration_fields: _fields,
      ...branding
    } = stored;
    expect(network.callsTo("PUT /company/4")[0]?.body).toEqual({
      ...branding,
      tagline: "Grow revenue",
    });
    expect(drafts).toContain("CRO: Grow revenue");
  });

  it("shows the brand's registration fields and saves a change with their own call", async () => {
    const company = makeCompany(4, "CRO");
    const brand = makeCompanyBrand(4, "CRO", {
      registration_fields: { ...NO_REGISTRATION_FIELDS, country: "required" },
    });
    const network = stubFetch({
      "POST /company/fetch-company": { body: { company: brand } },
      "PUT /company/4": { body: { company } },
      "PUT /company/4/registration-fields": { body: { registration_fields: {} } },
    });
    const { user } = renderWithProviders(
      <CompanyFormModal open company={company} onClose={() => {}} />,
    );
    await screen.findByRole("dialog", { name: "Edit Company" });
    const fields = await screen.findByRole("group", { name: "Registration fields" });
    await vi.waitFor(() =>
      expect(within(fields).getByLabelText("Country")).toHaveDisplayValue("Required"),
    );
    expect(within(fields).getByLabelText("Industry")).toHaveDisplayValue("Not asked");
    await user.selectOptions(within(fields).getByLabelText("Industry"), "Optional");
    await user.click(screen.getByRole("button", { name: "Confirm and Edit" }));
    await expectToast("Company updated successfully!");
    expect(network.callsTo("PUT /company/4/registration-fields")[0]?.body).toEqual({
      fields: { ...NO_REGISTRATION_FIELDS, country: "required", industry: "optional" },
    });
    // The SPEC's call carries no registration fields.
    expect(network.callsTo("PUT /company/4")[0]?.body).not.toHaveProperty("registration_fields");
  });

  it("leaves the registration fields alone when they did not change", async () => {
    const company = makeCompany(4, "CRO");
    const network = stubFetch({
      "POST /company/fetch-company": { body: { company: makeCompanyBrand(4, "CRO") } },
      "PUT /company/4": { body: { company } },
    });
    const { user } = renderWithProviders(
      <CompanyFormModal open company={company} onClose={() => {}} />,
    );
    await screen.findByRole("dialog", { name: "Edit Company" });
    await vi.waitFor(() => expect(screen.getByLabelText("Country")).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Confirm and Edit" }));
    await expectToast("Company updated successfully!");
    expect(network.callsTo("PUT /company/4/registration-fields")).toHaveLength(0);
  });

  it("a new company's registration fields are saved once it exists", async () => {
    const network = stubFetch({
      "POST /company": { body: { company: makeCompany(9, "NEW") } },
      "PUT /company/9/registration-fields": { body: { registration_fields: {} } },
    });
    const { user } = renderWithProviders(<CompanyFormModal open onClose={() => {}} />);
    await screen.findByRole("dialog", { name: "Add Company" });
    await user.type(screen.getByLabelText("Name"), "NEW");
    await user.type(screen.getByLabelText("Base URL"), "https://new.example.com");
    await user.type(screen.getByLabelText("Logo URL"), "https://new.example.com/logo.png");
    await user.selectOptions(screen.getByLabelText("Seniority"), "Required");
    await user.click(screen.getByRole("button", { name: "Confirm and Create" }));
    await expectToast("Company successfully registered!");
    expect(network.callsTo("PUT /company/9/registration-fields")[0]?.body).toEqual({
      fields: { ...NO_REGISTRATION_FIELDS, seniority: "required" },
    });
  });
});
