import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { makeCompanyBrand } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import RegistrationRoute from "./registration";

describe("/{code}-register", () => {
  it("looks the code's company up and shows its page", async () => {
    const network = stubFetch({
      "POST /company/fetch-company": {
        body: { company: makeCompanyBrand(21, "CFO", { tagline: "Numbers that lead" }) },
      },
      "POST /preferences/fetch": { body: { preferences: [] } },
    });
    renderWithProviders(<RegistrationRoute />, { route: "/CFO-register" });
    expect(await screen.findByRole("heading", { name: "Become a Member" })).toBeInTheDocument();
    expect(screen.getAllByText("Numbers that lead").length).toBeGreaterThan(0);
    expect(network.callsTo("POST /company/fetch-company")[0]?.body).toEqual({
      company_name: "cfo",
    });
  });

  it("is the Not found page for a code no company has, and for any other path", async () => {
    stubFetch({
      "POST /company/fetch-company": { status: 404, body: { message: "Company not found." } },
    });
    renderWithProviders(<RegistrationRoute />, { route: "/cfx-register" });
    expect(await screen.findByRole("heading", { name: "Page not found!" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Become a Member" })).toBeNull();
  });

  it("shows other one-segment paths the Not found page without asking", async () => {
    const network = stubFetch({});
    renderWithProviders(<RegistrationRoute />, { route: "/404" });
    expect(await screen.findByRole("heading", { name: "Page not found!" })).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });
});
