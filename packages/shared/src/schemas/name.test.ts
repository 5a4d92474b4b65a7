import { describe, expect, it } from "vitest";
import { INVALID_TEXT_MESSAGE } from "./fields";
import { NAME_CONTROL_MESSAGE } from "./name";
import { registerSchema } from "./register";

const valid = {
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.org",
  mobile_number: "0123456789",
  preferences: [1],
  company_id: 1,
};

/** The first message of each field, as the server's error handler words a 400. */
const messagesOf = (input: Record<string, unknown>) => {
  const errors: Record<string, string> = {};
  for (const issue of registerSchema.safeParse(input).error?.issues ?? []) {
    errors[String(issue.path[0] ?? "")] ??= issue.message;
  }
  return errors;
};

describe("first and last names refuse line breaks and control characters", () => {
  it("is the message the issue words", () => {
    expect(NAME_CONTROL_MESSAGE).toBe("Name must not contain line breaks or control characters.");
  });

  it.each([
    ["a line feed and a link", "Ada\nPlease sign in at https://evil.example"],
    ["a carriage return and a line feed", "Ada\r\nLovelace"],
    ["a tab inside", "Ada\tLovelace"],
    ["a bell", "\u0007Ada"],
    ["DEL", "Ada\u007f"],
    ["a C1 control (next line)", "Ada\u0085Lovelace"],
    ["the Unicode line separator", "Ada\u2028Lovelace"],
    ["the Unicode paragraph separator", "Ada\u2029Lovelace"],
    ["a right-to-left override", "Ada\u202eecalevoL"],
    ["a bidirectional isolate", "\u2066Ada\u2069"],
  ])("%s", (_case, name) => {
    for (const field of ["firstname", "lastname"]) {
      expect(messagesOf({ ...valid, [field]: name })).toEqual({ [field]: NAME_CONTROL_MESSAGE });
    }
  });

  it.each([
    ["a plain name", "Ada"],
    ["spaces, hyphens, apostrophes and dots", "Mary-Jo O'Brien J.R."],
    ["accents and other scripts", "Zoë Þórsdóttir 李 محمد"],
    ["a joiner inside an emoji", "Ada 👩‍💻"],
    ["white space around it (trimmed)", "\t Ada \r\n"],
  ])("accepts %s", (_case, name) => {
    expect(messagesOf({ ...valid, firstname: name, lastname: name })).toEqual({});
  });

  it("keeps the SPEC's messages for what it refused before", () => {
    expect(messagesOf({ ...valid, firstname: " \t ", lastname: undefined })).toEqual({
      firstname: "First name is required.",
      lastname: "Last name is required.",
    });
    expect(messagesOf({ ...valid, firstname: "Ada\u0000" })).toEqual({
      firstname: INVALID_TEXT_MESSAGE,
    });
    expect(messagesOf({ ...valid, lastname: "x".repeat(101) })).toEqual({
      lastname: "Must be at most 100 characters.",
    });
  });
});
