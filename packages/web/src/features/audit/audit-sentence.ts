import type { AuditAction, AuditEntry, AuditSubject } from "@sector/shared";

/** A piece of an entry's sentence: plain words, or a name that may link to its screen. */
export type SentencePart = string | { name: string; href: string | null };

/**
 * Each action in words. {actor}, {subject} and {parent} are the entry's names ("campaign Q1
 * Nimbus", the subject's kind included); {to} is the value an action set, read off its summary.
 * A second form, when given, is used when the parent is known.
 */
const SENTENCES: Record<AuditAction, string | readonly [string, string]> = {
  "user.role_change": "{actor} changed {subject}'s role to {to}",
  "company.create": "{actor} created {subject}",
  "company.update": "{actor} edited {subject}",
  "company.registration_fields": "{actor} changed the registration fields of {subject}",
  "consent_text.update": "{actor} changed the consent wording of {subject}",
  "consent.staff_change": "{actor} changed a consent of {subject}",
  "preference.create": "{actor} added preferences to {subject}",
  "preference.update": ["{actor} renamed {subject}", "{actor} renamed {subject} ({parent})"],
  "preference.delete": ["{actor} deleted {subject}", "{actor} deleted {subject} ({parent})"],
  "resource.create": ["{actor} uploaded {subject}", "{actor} uploaded {subject} ({parent})"],
  "resource.update": "{actor} edited {subject}",
  "lead.export": "{actor} exported the leads of {subject}",
  "mail.retry": "{actor} queued failed {subject} again",
  "member.export": "{actor} exported the data of {subject}",
  "member.erase": "{actor} erased {subject}",
  "member.delete_account": "{subject} deleted their own account",
  "member.retention_erase": "{subject} was erased by the retention rule",
  "member_import.dry_run": "{actor} tried {subject} without importing (dry run)",
  "member_import.run": "{actor} imported members from {subject}",
  "member.import": "{actor} imported members",
  "webhook.create": "{actor} added {subject}",
  "webhook.update": "{actor} changed {subject}",
  "webhook.delete": "{actor} deleted {subject}",
  "webhook.test": "{actor} sent a test event to {subject}",
  "newsletter.create": ["{actor} created {subject}", "{actor} created {subject} ({parent})"],
  "newsletter.update": "{actor} edited {subject}",
  "newsletter.cancel": "{actor} cancelled {subject}",
  "newsletter.test": "{actor} sent a test of {subject}",
  "newsletter.preview": "{actor} previewed {subject}",
  "newsletter.send": "{actor} started sending {subject}",
  "newsletter.schedule": "{actor} scheduled {subject}",
  "newsletter.settings": "{actor} changed the newsletter settings of {subject}",
  "segment.create": ["{actor} created {subject}", "{actor} created {subject} ({parent})"],
  "segment.update": "{actor} edited {subject}",
  "segment.delete": "{actor} deleted {subject}",
  "mailing.create": ["{actor} created {subject}", "{actor} created {subject} ({parent})"],
  "mailing.update": "{actor} edited {subject}",
  "mailing.preview": "{actor} previewed {subject}",
  "mailing.test": "{actor} sent a test of {subject}",
  "mailing.send": "{actor} started sending {subject}",
  "mailing.schedule": "{actor} scheduled {subject}",
  "mailing.cancel": "{actor} cancelled {subject}",
  "mailing.clickers_export": "{actor} exported the clickers of {subject}",
  "event.registrants_export": "{actor} exported the registrants of {subject}",
  "event.attendance_import": "{actor} imported the attendance of {subject}",
  "mailing.settings": "{actor} changed the mailing settings of {subject}",
  "suppression.create": "{actor} added {subject}",
  "suppression.delete": "{actor} lifted {subject}",
  "sponsor.create": "{actor} created {subject}",
  "sponsor.update": "{actor} edited {subject}",
  "campaign.create": ["{actor} created {subject}", "{actor} created {subject} ({parent})"],
  "campaign.update": ["{actor} edited {subject}", "{actor} edited {subject} ({parent})"],
  "campaign.end": "{actor} ended {subject} early",
  "campaign.leads_export": "{actor} exported the leads of {subject}",
  "lead.reject": ["{actor} rejected {subject}", "{actor} rejected {subject} of {parent}"],
  "lead.restore": ["{actor} restored {subject}", "{actor} restored {subject} of {parent}"],
  "lead.redeliver": [
    "{actor} sent {subject} to its destinations again",
    "{actor} sent {subject} of {parent} to its destinations again",
  ],
  "lead_destination.create": ["{actor} added {subject}", "{actor} added {subject} ({parent})"],
  "lead_destination.update": ["{actor} edited {subject}", "{actor} edited {subject} ({parent})"],
  "lead_destination.delete": "{actor} deleted {subject}",
  "lead_destination.test": "{actor} sent a test lead to {subject}",
  "sponsor_report_link.create": [
    "{actor} created {subject}",
    "{actor} created {subject} ({parent})",
  ],
  "sponsor_report_link.revoke": [
    "{actor} revoked {subject}",
    "{actor} revoked {subject} ({parent})",
  ],
  "sponsor_report.view": [
    "The report was viewed through {subject}",
    "{parent}'s report was viewed through {subject}",
  ],
  "sponsor_report.download": [
    "The report was downloaded through {subject}",
    "{parent}'s report was downloaded through {subject}",
  ],
  "mfa.enable": "{subject} turned on two-factor sign-in",
  "mfa.disable": "{subject} turned off two-factor sign-in",
  "mfa.recovery_code_use": "{subject} signed in with a recovery code",
  "demo.remove": "{actor} removed the demo data",
  "staff_invitation.create": "{actor} created {subject}",
  "staff_invitation.revoke": "{actor} revoked {subject}",
  "staff_invitation.accept": "{subject} accepted their staff invitation",
};

/** Who did it: nobody signed in (a job, a schedule) reads as the system. */
const actorPart = (actor: AuditEntry["actor"]): SentencePart =>
  actor ? { name: actor.name, href: actor.href } : "The system";

/** "campaign Q1 Nimbus": the kind in words, then the (linked) name. */
const subjectParts = (subject: AuditSubject): SentencePart[] => [
  ...(subject.label ? [`${subject.label} `] : []),
  { name: subject.name, href: subject.href },
];

/** The value an action set, when its summary says (`role: "user" → "admin"`). */
const setTo = (summary: string) => /→ "([^"]*)"$/.exec(summary)?.[1] ?? null;

/** "staff_invitation.created" → "staff invitation", "created". */
const words = (action: string) => {
  const dot = action.indexOf(".");
  const kind = dot < 0 ? "" : action.slice(0, dot);
  const verb = dot < 0 ? action : action.slice(dot + 1);
  return { kind: kind.replaceAll("_", " "), verb: verb.replaceAll("_", " ") };
};

/** Whether the app has words of its own for `action` (else the generic sentence). */
export const hasOwnWords = (action: string): action is AuditAction =>
  Object.hasOwn(SENTENCES, action);

const IRREGULAR: Record<string, string> = { send: "sent", resend: "resent", run: "ran" };

/** "create" → "created", "revoked" stays; null for what is not one plain verb ("role change"). */
const pastTense = (verb: string) => {
  if (!/^[a-z]+$/.test(verb)) return null;
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (verb.endsWith("ed")) return verb;
  return verb.endsWith("e") ? `${verb}d` : `${verb}ed`;
};

/**
 * The template for an action the app has no words for yet (one added on the server since):
 * "{actor} created {subject}" from "staff_invitation.created", else "{actor} did “role
 * change” to {subject}".
 */
const generic = (entry: AuditEntry) => {
  const { kind, verb } = words(entry.action);
  const what = entry.subject ? "{subject}" : kind || "something";
  const past = pastTense(verb);
  return past ? `{actor} ${past} ${what}` : `{actor} did “${verb}” to ${what}`;
};

/** An entry as a sentence: "Ann Admin created campaign Q1 Nimbus (sponsor Nimbus Cloud Security)". */
export function auditSentence(entry: AuditEntry): SentencePart[] {
  const known = hasOwnWords(entry.action) ? SENTENCES[entry.action] : null;
  let template =
    known === null
      ? generic(entry)
      : typeof known === "string"
        ? known
        : known[entry.parent ? 1 : 0];
  const to = setTo(entry.summary);
  if (template.includes("{to}") && to === null) template = template.replace(/ to \{to\}$/, "");
  const parts: SentencePart[] = [];
  for (const piece of template.split(/(\{actor\}|\{subject\}|\{parent\}|\{to\})/)) {
    if (piece === "{actor}") parts.push(actorPart(entry.actor));
    else if (piece === "{subject}")
      parts.push(...(entry.subject ? subjectParts(entry.subject) : [entry.target_type]));
    else if (piece === "{parent}") parts.push(...(entry.parent ? subjectParts(entry.parent) : []));
    else if (piece === "{to}") parts.push(to ?? "");
    else if (piece) parts.push(piece);
  }
  return parts;
}

/** The sentence as plain text (tests, titles). */
export const sentenceText = (parts: readonly SentencePart[]) =>
  parts.map((part) => (typeof part === "string" ? part : part.name)).join("");
