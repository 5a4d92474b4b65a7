import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  consentImportFields,
  EMAIL_PATTERN,
  FIRMOGRAPHIC_FIELD_LABELS,
  FIRMOGRAPHIC_FIELDS,
  isPlainName,
  type MemberImportField,
  type MemberImportMapping,
  NAME_CONTROL_MESSAGE,
  parseFirmographicValue,
} from "@sector/shared";
import type { StatedFirmographics } from "../firmographics/member-columns";
import { BadRequestError } from "../lib/errors";
import { isImportablePhone, readDateTime, readGranted } from "./cell-values";
import { AMBIGUOUS_COLUMN, UNKNOWN_COLUMN } from "./messages";
import type { CsvLine } from "./parse-csv";
import type { StagedMember, StagedRow, StatedConsent } from "./staged-row";

/** The brands and their topics, by lower-case name: what brand and topic cells are read against. */
export interface ImportLookups {
  brands: Map<string, { id: number; name: string }>;
  /** Brand id → lower-case topic name → topic id. */
  topics: Map<number, Map<string, number>>;
}

/** Column index of each mapped field; a column the header row lacks is a 400. */
export const columnIndexes = (
  headers: string[],
  mapping: MemberImportMapping,
): Partial<Record<MemberImportField, number>> => {
  const indexes: Partial<Record<MemberImportField, number>> = {};
  for (const [field, column] of Object.entries(mapping) as [MemberImportField, string][]) {
    const name = column.trim();
    const at = headers.indexOf(name);
    if (at < 0)
      throw new BadRequestError(UNKNOWN_COLUMN(column), { mapping: UNKNOWN_COLUMN(column) });
    if (headers.indexOf(name, at + 1) >= 0) {
      throw new BadRequestError(AMBIGUOUS_COLUMN(name), { mapping: AMBIGUOUS_COLUMN(name) });
    }
    indexes[field] = at;
  }
  return indexes;
};

const PURPOSE_NAMES: Record<ConsentPurpose, string> = {
  newsletter: "Newsletter",
  resources: "Resources",
  partners: "Partners",
};

/** Refusal of a line: thrown inside the checks, caught per line. */
class Refusal {
  constructor(readonly reason: string) {}
}

const refuse = (reason: string): never => {
  throw new Refusal(reason);
};

const text = (value: string, max: number, label: string) =>
  value.length > max ? refuse(`${label} must be at most ${max} characters.`) : value;

const statedConsent = (
  purpose: ConsentPurpose,
  cell: (field: MemberImportField) => string,
  mapped: (field: MemberImportField) => boolean,
  now: number,
): StatedConsent | null => {
  const fields = consentImportFields(purpose);
  if (!mapped(fields.granted)) return null;
  const name = PURPOSE_NAMES[purpose];
  const raw = cell(fields.granted);
  const granted = readGranted(raw);
  if (granted === undefined) {
    refuse(`${name} consent must be yes or no (got "${raw.slice(0, 40)}").`);
  }
  if (granted === null || granted === undefined) return null;
  const dateText = cell(fields.date);
  const source = text(cell(fields.source), 500, `${name} consent source`);
  if (granted) {
    const missing = [dateText === "" && "date", source === "" && "source"].filter(Boolean);
    if (missing.length > 0) {
      refuse(
        `${name} consent granted without its ${missing.join(" and ")}: the original consent must be proven.`,
      );
    }
  }
  let at: string | null = null;
  if (dateText !== "") {
    const date = readDateTime(dateText);
    if (!date) {
      refuse(
        `${name} consent date "${dateText.slice(0, 40)}" is not a date (YYYY-MM-DD or ISO 8601).`,
      );
    } else if (date.getTime() > now) {
      refuse(`${name} consent date is in the future.`);
    } else {
      at = date.toISOString();
    }
  }
  return { purpose, granted, at, source };
};

const topicIdsOf = (value: string, brand: { id: number; name: string }, lookups: ImportLookups) => {
  const known = lookups.topics.get(brand.id) ?? new Map<string, number>();
  const ids = new Set<number>();
  for (const name of value.split(/[;|]/)) {
    const topic = name.trim();
    if (topic === "") continue;
    const id = known.get(topic.toLowerCase());
    if (id === undefined) refuse(`Unknown topic "${topic.slice(0, 100)}" in ${brand.name}.`);
    else ids.add(id);
  }
  return [...ids];
};

/** The firmographics a line states, each read as a code or label of its list, else refused. */
const statedFirmographics = (cell: (field: MemberImportField) => string): StatedFirmographics => {
  const stated: StatedFirmographics = {};
  for (const field of FIRMOGRAPHIC_FIELDS) {
    const raw = cell(field);
    if (raw === "") continue;
    const value = parseFirmographicValue(field, raw);
    if (value === undefined) {
      refuse(`${FIRMOGRAPHIC_FIELD_LABELS[field]} must be a code or a name from its list.`);
    }
    stated[field] = value;
  }
  return stated;
};

/**
 * Reads one line into a member, or refuses it with the first problem found. Reasons name the
 * field, never the personal data in it (they are kept with the import's report).
 */
const checkLine = (
  cell: (field: MemberImportField) => string,
  mapped: (field: MemberImportField) => boolean,
  lookups: ImportLookups,
  now: number,
): StagedMember => {
  const firstname = text(cell("firstname"), 100, "First name");
  if (firstname === "") refuse("First name is required.");
  const lastname = text(cell("lastname"), 100, "Last name");
  if (lastname === "") refuse("Last name is required.");
  // As registration's names (a quoted CSV cell may hold line breaks): one line of text.
  if (!isPlainName(firstname) || !isPlainName(lastname)) refuse(NAME_CONTROL_MESSAGE);
  const email = cell("email").toLowerCase();
  if (email === "") refuse("Email is required.");
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) refuse("Invalid email format.");
  const phone = text(cell("mobile_number"), 40, "Phone number");
  if (phone !== "" && !isImportablePhone(phone)) refuse("Invalid phone number.");
  const company = text(cell("user_company"), 200, "Company");
  const jobTitle = text(cell("job_title"), 200, "Job title");
  const brandName = cell("brand");
  if (brandName === "") refuse("Brand is required.");
  const brand = lookups.brands.get(brandName.toLowerCase());
  if (!brand) return refuse(`Unknown brand "${brandName.slice(0, 100)}".`);
  const topicIds = topicIdsOf(cell("topics"), brand, lookups);
  const consents = CONSENT_PURPOSES.flatMap((purpose) => {
    const consent = statedConsent(purpose, cell, mapped, now);
    return consent ? [consent] : [];
  });
  const firmographics = statedFirmographics(cell);
  return {
    firstname,
    lastname,
    email,
    phone,
    company,
    jobTitle,
    brandId: brand.id,
    topicIds,
    consents,
    firmographics,
  };
};

/**
 * Every line of the file checked against the mapping, the brands and their topics: a member to
 * write, or a refusal with its reason. A second line with an address already taken by an
 * earlier accepted line is refused as its duplicate (the first one wins).
 */
export const checkRows = (
  rows: CsvLine[],
  indexes: Partial<Record<MemberImportField, number>>,
  lookups: ImportLookups,
  now = Date.now() + 5 * 60_000,
): { line: number; row: StagedRow }[] => {
  const firstLineOf = new Map<string, number>();
  const mapped = (field: MemberImportField) => indexes[field] !== undefined;
  return rows.map(({ line, cells }) => {
    const cell = (field: MemberImportField) => {
      const at = indexes[field];
      return at === undefined ? "" : (cells[at] ?? "").trim();
    };
    try {
      const member = checkLine(cell, mapped, lookups, now);
      const first = firstLineOf.get(member.email);
      if (first !== undefined) return { line, row: { refused: `Duplicate of line ${first}.` } };
      firstLineOf.set(member.email, line);
      return { line, row: { member } };
    } catch (err) {
      if (err instanceof Refusal) return { line, row: { refused: err.reason } };
      throw err;
    }
  });
};
