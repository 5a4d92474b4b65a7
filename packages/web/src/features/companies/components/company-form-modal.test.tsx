import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeCompany } from "../../../../test/fixtures";
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
    const network = stubFetch({});
    const company = makeCompany(4, "CRO");
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
    expect(network.calls).toHaveLength(0);
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
    });
  });
});
