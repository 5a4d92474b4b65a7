import { describe, expect, it } from "vitest";
import { guessField, guessMapping } from "./guess-mapping";
import { readHeaderRow } from "./read-header-row";

describe("reading a file's header row", () => {
  it("reads the first record, quoted names and a BOM included, with its separator", async () => {
    const comma = new Blob([
      '\uFEFF"Last, name", E-mail ,Brand\r\nLovelace,ada@example.org,CIO\r\n',
    ]);
    expect(await readHeaderRow(comma)).toEqual(["Last, name", "E-mail", "Brand"]);
    const semicolon = new Blob(["First name;Surname;Email\nAda;Lovelace;ada@example.org\n"]);
    expect(await readHeaderRow(semicolon)).toEqual(["First name", "Surname", "Email"]);
  });
});

describe("guessing the mapping", () => {
  it("maps common header names to fields and leaves the rest unmapped", () => {
    const mapping = guessMapping([
      "First Name",
      "Surname",
      "E-mail",
      "Mobile",
      "Organisation",
      "Job Title",
      "Community",
      "Interests",
      "Newsletter opt-in",
      "Newsletter consent date",
      "Newsletter consent source",
      "Partner consent",
      "Partners when",
      "Partners origin",
      "Notes",
    ]);
    expect(mapping).toMatchObject({
      firstname: "First Name",
      lastname: "Surname",
      email: "E-mail",
      mobile_number: "Mobile",
      user_company: "Organisation",
      job_title: "Job Title",
      brand: "Community",
      topics: "Interests",
      newsletter_granted: "Newsletter opt-in",
      newsletter_date: "Newsletter consent date",
      newsletter_source: "Newsletter consent source",
      partners_granted: "Partner consent",
      partners_date: "Partners when",
      partners_source: "Partners origin",
      resources_granted: "",
    });
    expect(Object.values(mapping)).not.toContain("Notes");
  });

  it("maps the firmographic columns by their common names", () => {
    expect(
      guessMapping(["Email", "Country", "Company size", "Industry", "Job Function", "Seniority"]),
    ).toMatchObject({
      country: "Country",
      company_size: "Company size",
      industry: "Industry",
      job_function: "Job Function",
      seniority: "Seniority",
    });
    expect(guessField("Number of employees")).toBe("company_size");
    expect(guessField("Department")).toBe("job_function");
    expect(guessField("Seniority level")).toBe("seniority");
    expect(guessField("Country code")).toBe("country");
  });

  it("keeps the first of two headers that name one field, and knows the screen's own labels", () => {
    expect(guessMapping(["Email", "Email address"]).email).toBe("Email");
    expect(guessField("Resources consent granted")).toBe("resources_granted");
    expect(guessField("Newsletter subscription")).toBe("newsletter_granted");
    expect(guessField("")).toBeNull();
  });
});
