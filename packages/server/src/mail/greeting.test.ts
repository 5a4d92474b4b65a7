import { describe, expect, it } from "vitest";
import { renderEditionTemplate } from "../newsletters/edition-template";
import { greeting } from "./greeting";
import { joinBrandMail } from "./join-brand-mail";
import { loginLinkMail } from "./login-link-mail";
import { passwordChangedMail } from "./password-changed-mail";
import { alreadyRegisteredMail, passwordResetMail, welcomeMail } from "./templates";
import { twoFactorMail } from "./two-factor-mail";

/**
 * Names stored before the schemas refused control characters, or by a way in that did not
 * check them, must not write the mails they appear in: every mail that greets a member by name
 * shows it as one line of plain text, and no part of it a mail client could make a link of.
 */

const at = new Date("2025-11-24T14:05:00Z");
const to = "ada@example.org";
const link = "https://portal.example.com/x/abc";

/** Every mail that names the member, as it would greet `firstname`: its text and HTML parts. */
const MAILS: [string, (firstname: string) => { text: string; html: string }][] = [
  ["welcome", (firstname) => welcomeMail({ to, firstname, brand: "CIO", link })],
  ["password reset", (firstname) => passwordResetMail({ to, firstname, link })],
  [
    "already registered",
    (firstname) => alreadyRegisteredMail({ to, firstname, brand: "CIO", forgotUrl: link }),
  ],
  [
    "join a brand",
    (firstname) =>
      joinBrandMail({ to, firstname, brand: "CIO", topics: ["Cloud"], consents: [], link }),
  ],
  ["sign-in link", (firstname) => loginLinkMail({ to, firstname, brand: "CIO", link })],
  ["password changed", (firstname) => passwordChangedMail({ to, firstname, at, forgotUrl: link })],
  [
    "two-factor",
    (firstname) => twoFactorMail({ to, firstname, event: "enabled", at, forgotUrl: link }),
  ],
  [
    "newsletter",
    (firstname) =>
      renderEditionTemplate(
        {
          name: "CIO",
          logoUrl: "https://cio.example.com/logo.svg",
          primaryColor: "#1d4ed8",
          accentColor: "#f59e0b",
          footerBlurb: "Published by Sector Media.",
          baseUrl: "https://cio.example.com",
        },
        { subject: "The week", intro: "Hello all.", publicUrl: "https://portal.example.com" },
      ).assemble({ firstname, popular: false, items: [], unsubscribeUrl: link }),
  ],
];

const HOSTILE = [
  [
    "line breaks and a link",
    "Ada\r\n\r\nYour account is locked. Unlock it: https://evil.example/u",
  ],
  ["a link in markup", '<a href="https://evil.example/u">Ada</a>'],
  ["a bare domain", "Ada, see evil.example"],
  ["an address", "ada@evil.example"],
  ["www", "Ada www.evil"],
] as const;

describe("names in mail are names", () => {
  describe.each(MAILS)("the %s mail", (_mail, build) => {
    it.each(HOSTILE)("greets a name holding %s without it", (_case, firstname) => {
      const { text, html } = build(firstname);
      for (const part of [text, html]) {
        expect(part).not.toContain("evil");
        expect(part).not.toContain("Unlock");
      }
      expect(text).toContain("Hello,");
    });

    it("shows a name with line breaks as one line of plain text", () => {
      const { text, html } = build("Zoë\r\n O'Brien\u2028<Jr>\u202e");
      expect(text).toContain("Hello Zoë O'Brien <Jr>,");
      expect(html).toContain("Hello Zoë O&#39;Brien &lt;Jr&gt;,");
    });

    it("greets a plain name as it is", () => {
      const { text, html } = build("Mary-Jo J.R.");
      expect(text).toContain("Hello Mary-Jo J.R.,");
      expect(html).toContain("Hello Mary-Jo J.R.,");
    });
  });

  it("greets an empty name without one", () => {
    expect(greeting(" \r\n ")).toBe("Hello,");
  });
});
