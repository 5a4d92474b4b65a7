import { AUDIT_ACTIONS, type AuditEntry, type AuditSubject } from "@sector/shared";
import { describe, expect, it } from "vitest";
import { auditSentence, hasOwnWords, sentenceText } from "./audit-sentence";

const subject = (over: Partial<AuditSubject> = {}): AuditSubject => ({
  kind: "campaign",
  id: "7",
  label: "campaign",
  name: "Q1 Nimbus",
  href: "/campaigns/7",
  deleted: false,
  ...over,
});

const sponsor = subject({
  kind: "sponsor",
  id: "3",
  label: "sponsor",
  name: "Nimbus Cloud Security",
  href: "/sponsors",
});

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: "2026-03-07T14:05:00.000Z",
  actor: { id: 1, firstname: "Ann", lastname: "Admin", name: "Ann Admin", href: "/users?search=a" },
  action: "campaign.create",
  target_type: "campaign",
  target_id: "7",
  subject: subject(),
  parent: null,
  summary: "",
  ip: "127.0.0.1",
  ...over,
});

const say = (over: Partial<AuditEntry>) => sentenceText(auditSentence(entry(over)));

describe("the audit log's sentences", () => {
  it("say what was done, by whom, to what, with the names linked", () => {
    const parts = auditSentence(entry({ parent: sponsor }));
    expect(sentenceText(parts)).toBe(
      "Ann Admin created campaign Q1 Nimbus (sponsor Nimbus Cloud Security)",
    );
    expect(parts.filter((p) => typeof p !== "string")).toEqual([
      { name: "Ann Admin", href: "/users?search=a" },
      { name: "Q1 Nimbus", href: "/campaigns/7" },
      { name: "Nimbus Cloud Security", href: "/sponsors" },
    ]);
    const member = subject({ kind: "user", label: "", name: "Jane Doe", href: "/users?search=j" });
    expect(
      say({ action: "user.role_change", subject: member, summary: 'role: "user" → "admin"' }),
    ).toBe("Ann Admin changed Jane Doe's role to admin");
    expect(
      say({
        action: "lead.export",
        subject: subject({ kind: "company", label: "company", name: "CIO" }),
      }),
    ).toBe("Ann Admin exported the leads of company CIO");
    expect(
      say({ action: "member.erase", subject: subject({ label: "", name: "deleted user #4" }) }),
    ).toBe("Ann Admin erased deleted user #4");
    expect(say({ action: "demo.remove", subject: null })).toBe("Ann Admin removed the demo data");
    expect(say({ action: "newsletter.send", actor: null })).toBe(
      "The system started sending campaign Q1 Nimbus",
    );
  });

  it("has words of its own for every action the server writes", () => {
    for (const action of AUDIT_ACTIONS) {
      const text = say({ action, parent: sponsor, summary: 'x: "a" → "b"' });
      expect(text, action).not.toMatch(/[{}]|undefined|null|“/);
      // Two actions name no single target: the demo data, a member import of old.
      if (action !== "demo.remove" && action !== "member.import") {
        expect(text, action).toContain("Q1 Nimbus");
      }
      expect(hasOwnWords(action), action).toBe(true);
    }
  });

  it("reads an action it does not know yet", () => {
    expect(hasOwnWords("staff_invitation.created")).toBe(false);
    const invitation = subject({
      kind: "staff_invitation",
      label: "staff invitation",
      name: "#12",
      href: null,
    });
    expect(say({ action: "staff_invitation.created", subject: invitation })).toBe(
      "Ann Admin created staff invitation #12",
    );
    expect(say({ action: "staff_invitation.revoke", subject: invitation })).toBe(
      "Ann Admin revoked staff invitation #12",
    );
    expect(say({ action: "staff_invitation.resend", subject: invitation })).toBe(
      "Ann Admin resent staff invitation #12",
    );
    expect(say({ action: "staff_invitation.role_change", subject: invitation })).toBe(
      "Ann Admin did “role change” to staff invitation #12",
    );
    expect(say({ action: "staff_invitation.accepted", subject: null, target_id: null })).toBe(
      "Ann Admin accepted staff invitation",
    );
  });
});
