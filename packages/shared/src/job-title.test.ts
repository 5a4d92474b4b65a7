import { describe, expect, it } from "vitest";
import { deriveFromJobTitle } from "./job-title";

/** Real titles, as members type them, and what they suggest (undefined: no suggestion). */
const TITLES: [string, string | undefined, string | undefined][] = [
  ["Chief Information Officer", "c_level", "it"],
  ["CIO", "c_level", "it"],
  ["Chief Information Security Officer", "c_level", "security"],
  ["CISO", "c_level", "security"],
  ["CTO", "c_level", "engineering"],
  ["Chief Technology Officer", "c_level", "engineering"],
  ["CFO", "c_level", "finance"],
  ["Chief Executive Officer", "c_level", "general_management"],
  ["Founder & CEO", "c_level", "general_management"],
  ["Chief Operating Officer", "c_level", "operations"],
  ["Chief Marketing Officer", "c_level", "marketing"],
  ["Chief Revenue Officer", "c_level", "sales"],
  ["Chief People Officer", "c_level", "hr"],
  ["Chief Data Officer", "c_level", "data"],
  ["Managing Director", "c_level", "general_management"],
  ["Owner", "c_level", "general_management"],
  ["VP Marketing", "vp", "marketing"],
  ["Vice President of Sales", "vp", "sales"],
  ["SVP, Engineering", "vp", "engineering"],
  ["Assistant Vice President, Finance", "vp", "finance"],
  ["Head of Data", "director", "data"],
  ["Head of IT", "director", "it"],
  ["Head of People", "director", "hr"],
  ["Director of HR", "director", "hr"],
  ["Director of Information Technology", "director", "it"],
  ["Sr. Director, Demand Generation", "director", "marketing"],
  ["General Counsel", "director", "legal"],
  ["Chief of Staff", "director", undefined],
  ["Sales Manager", "manager", "sales"],
  ["IT Manager", "manager", "it"],
  ["Customer Success Manager", "manager", "customer_success"],
  ["Product Marketing Manager", "manager", "marketing"],
  ["Supply Chain Manager", "manager", "operations"],
  ["Office Manager", "manager", "operations"],
  ["Service Desk Team Lead", "manager", "it"],
  ["Senior Software Engineer", "individual", "engineering"],
  ["Marketing Coordinator", "individual", "marketing"],
  ["Data Engineer", "individual", "data"],
  ["Business Intelligence Analyst", "individual", "data"],
  ["Account Executive", "individual", "sales"],
  ["Key Account Manager", "individual", "sales"],
  ["Financial Analyst", "individual", "finance"],
  ["HR Business Partner", "individual", "hr"],
  ["Recruiter", "individual", "hr"],
  ["Network Administrator", "individual", "it"],
  ["Procurement Specialist", "individual", "procurement"],
  ["Legal Counsel", "individual", "legal"],
  ["Solutions Architect", "individual", "engineering"],
  ["Digital Marketing Specialist", "individual", "marketing"],
  ["Product Manager", "manager", undefined],
  ["Teacher", undefined, undefined],
];

describe("deriveFromJobTitle", () => {
  it("has a table of at least 30 real titles", () => {
    expect(TITLES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TITLES)("%s → %s / %s", (title, seniority, jobFunction) => {
    const derived = deriveFromJobTitle(title);
    expect(derived.seniority).toBe(seniority);
    expect(derived.job_function).toBe(jobFunction);
  });

  it("ignores case and punctuation, and suggests nothing for an empty title", () => {
    expect(deriveFromJobTitle("vp,   MARKETING")).toEqual({
      seniority: "vp",
      job_function: "marketing",
    });
    expect(deriveFromJobTitle("")).toEqual({});
    expect(deriveFromJobTitle("   ")).toEqual({});
    expect(deriveFromJobTitle(null)).toEqual({});
  });

  it("matches words, not parts of words: 'it' is not in 'Editor', 'pr' not in 'Principal'", () => {
    expect(deriveFromJobTitle("Editor").job_function).toBeUndefined();
    expect(deriveFromJobTitle("Principal").job_function).toBeUndefined();
  });
});
