/** A JSON string literal at the start of a capture, e.g. `"Zero \"trust\""`. */
const JSON_TEXT = String.raw`("(?:[^"\\]|\\.)*")`;

/**
 * Where each action's summary (see recordAudit's callers) holds the name of its target, for
 * when the target is gone: group 1, a JSON string literal when `json` says so.
 */
const NAME_IN_SUMMARY: Record<string, { pattern: RegExp; json?: true }> = {
  "company.create": { pattern: new RegExp(`^created ${JSON_TEXT}`), json: true },
  "preference.delete": { pattern: new RegExp(`^deleted ${JSON_TEXT} of company`), json: true },
  "preference.update": { pattern: new RegExp(`→ ${JSON_TEXT}$`), json: true },
  "resource.create": { pattern: new RegExp(`^uploaded ${JSON_TEXT}`), json: true },
  "event.registrants_export": { pattern: new RegExp(`^registrants of ${JSON_TEXT}`), json: true },
  "event.attendance_import": { pattern: new RegExp(`^attendance of ${JSON_TEXT}`), json: true },
  "segment.create": { pattern: /^segment (.+) of .+$/ },
  "segment.delete": { pattern: /^segment (.+) deleted$/ },
  "webhook.create": { pattern: /^(\S+) for / },
  "webhook.delete": { pattern: /^deleted (\S+)$/ },
  "webhook.test": { pattern: /^test event queued for (\S+)$/ },
  "lead_destination.create": { pattern: /“(.+?)”/ },
  "lead_destination.update": { pattern: /“(.+?)”/ },
  "lead_destination.delete": { pattern: /“(.+?)”/ },
  "lead_destination.test": { pattern: /“(.+?)”/ },
  "suppression.create": { pattern: /^suppressed (.+)$/ },
  "suppression.delete": { pattern: /suppression of (.+)$/ },
  "mailing.create": { pattern: /^draft \w+ mailing of [^:]+: (.+)$/ },
  "mailing.update": { pattern: /^draft edited: (.+)$/ },
  "mailing.clickers_export": { pattern: /^clickers of (.+)$/ },
  "member_import.run": { pattern: /^(.+): \d+ rows/ },
  "member_import.dry_run": { pattern: /^(.+): \d+ rows/ },
  "staff_invitation.create": { pattern: /^invited (\S+) as/ },
  "staff_invitation.revoke": { pattern: /invitation of (\S+) as/ },
};

/** The name an entry recorded of its target, or null (none recorded, or not readable). */
export const recordedName = (action: string, summary: string): string | null => {
  const rule = NAME_IN_SUMMARY[action];
  const match = rule?.pattern.exec(summary)?.[1];
  if (!match) return null;
  if (!rule?.json) return match;
  try {
    const name: unknown = JSON.parse(match);
    return typeof name === "string" && name !== "" ? name : null;
  } catch {
    return null;
  }
};
