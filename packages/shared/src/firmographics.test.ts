import { describe, expect, it } from "vitest";
import {
  COMPANY_SIZES,
  COUNTRIES,
  FIRMOGRAPHIC_FIELDS,
  FIRMOGRAPHIC_OPTIONS,
  INDUSTRIES,
  JOB_FUNCTION_LABELS,
  JOB_FUNCTIONS,
  parseFirmographicValue,
  SENIORITIES,
} from "./firmographics";
import { profileDetailsSchema, registrationFieldsSchema } from "./schemas/firmographics";

/** The first message of each field, as the server's error handler words a 400. */
const errorsOf = (schema: typeof profileDetailsSchema, input: unknown) => {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    errors[String(issue.path[0] ?? "")] ??= issue.message;
  }
  return errors;
};

describe("the lists", () => {
  it("has every ISO 3166-1 alpha-2 country once, with its English name, sorted by name", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    const codes = COUNTRIES.map((c) => c.value);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    const byCode = Object.fromEntries(COUNTRIES.map((c) => [c.value, c.label]));
    expect(byCode).toMatchObject({
      US: "United States",
      GB: "United Kingdom",
      DE: "Germany",
      IN: "India",
      TW: "Taiwan",
      CI: "Côte d'Ivoire",
    });
    const labels = COUNTRIES.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("has the issue's sizes, about 20 industries, about 12 functions and five seniorities", () => {
    expect(COMPANY_SIZES).toEqual(["1-49", "50-249", "250-999", "1000-4999", "5000+"]);
    expect(SENIORITIES).toEqual(["c_level", "vp", "director", "manager", "individual"]);
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(18);
    expect(JOB_FUNCTIONS).toEqual(expect.arrayContaining(["it", "engineering", "marketing"]));
    expect(JOB_FUNCTION_LABELS).toMatchObject({ it: "IT", hr: "HR", sales: "Sales" });
  });

  it.each(FIRMOGRAPHIC_FIELDS)(
    "%s: stable snake_case codes, each with a label, none twice",
    (f) => {
      const options = FIRMOGRAPHIC_OPTIONS[f];
      const pattern =
        f === "country" ? /^[A-Z]{2}$/ : f === "company_size" ? /^[\d+-]+$/ : /^[a-z_]+$/;
      for (const o of options) {
        expect(o.value).toMatch(pattern);
        expect(o.label.length).toBeGreaterThan(1);
      }
      expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    },
  );
});

describe("profileDetailsSchema", () => {
  it("takes any of the five, null or an empty choice as unknown, absent as untouched", () => {
    expect(
      profileDetailsSchema.parse({
        country: "DE",
        seniority: "vp",
        industry: null,
        company_size: "",
      }),
    ).toEqual({ country: "DE", seniority: "vp", industry: null, company_size: null });
    expect(profileDetailsSchema.parse({})).toEqual({});
  });

  it.each([
    ["country", "de", "Choose a country from the list."],
    ["country", "Germany", "Choose a country from the list."],
    ["company_size", "10-20", "Choose a company size from the list."],
    ["industry", "mining", "Choose an industry from the list."],
    ["job_function", "IT", "Choose a job function from the list."],
    ["seniority", "ceo", "Choose a seniority from the list."],
    ["seniority", 3, "Choose a seniority from the list."],
    ["country", ["DE"], "Choose a country from the list."],
  ])("refuses %s = %j naming the field", (field, value, message) => {
    expect(errorsOf(profileDetailsSchema, { [field]: value })).toEqual({ [field]: message });
  });
});

describe("registrationFieldsSchema", () => {
  it("takes off, optional or required per field", () => {
    const fields = { country: "required", seniority: "optional", industry: "off" };
    expect(registrationFieldsSchema.parse({ fields })).toEqual({ fields });
  });

  it.each([
    [{ fields: { country: "yes" } }],
    [{ fields: { favourite_colour: "required" } }],
    [{ fields: [] }],
    [{}],
  ])("refuses %j", (body) => {
    expect(registrationFieldsSchema.safeParse(body).success).toBe(false);
  });
});

describe("parseFirmographicValue (a spreadsheet's spelling)", () => {
  it.each([
    ["country", "de", "DE"],
    ["country", "Germany", "DE"],
    ["country", "united states", "US"],
    ["country", "USA", "US"],
    ["country", "UK", "GB"],
    ["company_size", "1000-4999", "1000-4999"],
    ["company_size", "1,000–4,999 employees", "1000-4999"],
    ["company_size", "5000+", "5000+"],
    ["industry", "Healthcare", "healthcare"],
    ["industry", "software and internet", "software_internet"],
    ["industry", "SOFTWARE_INTERNET", "software_internet"],
    ["job_function", "IT", "it"],
    ["job_function", "hr", "hr"],
    ["seniority", "C-level", "c_level"],
    ["seniority", "c_level", "c_level"],
    ["seniority", "Vice President", "vp"],
    ["seniority", "individual contributor", "individual"],
  ] as const)("%s %j → %s", (field, text, value) => {
    expect(parseFirmographicValue(field, text)).toBe(value);
  });

  it.each([
    ["country", "Atlantis"],
    ["company_size", "huge"],
    ["industry", "mining"],
    ["job_function", ""],
    ["seniority", "boss"],
  ] as const)("%s %j is none of them", (field, text) => {
    expect(parseFirmographicValue(field, text)).toBeUndefined();
  });
});
