import { CONSENT_PURPOSES, type ConsentPurpose, FIRMOGRAPHIC_FIELDS } from "@sector/shared";
import type { StatedFirmographics } from "../firmographics/member-columns";

/** A consent a line states: granted or not, when, and where it was first given. */
export interface StatedConsent {
  purpose: ConsentPurpose;
  granted: boolean;
  /** ISO time of the original consent; null when the file gives none (a "no" may lack it). */
  at: string | null;
  source: string;
}

/** A line that passed every check of the file itself: what the import writes. */
export interface StagedMember {
  firstname: string;
  lastname: string;
  /** Lower case, as registration stores it. */
  email: string;
  phone: string;
  company: string;
  jobTitle: string;
  brandId: number;
  topicIds: number[];
  consents: StatedConsent[];
  /** The firmographics the line states, as codes; a field it leaves empty is absent. */
  firmographics: StatedFirmographics;
}

/** A staged line: refused already (with why), or a member to create or merge. */
export type StagedRow = { refused: string } | { member: StagedMember };

/*
 * member_import_rows.cells holds a staged line as text cells: only the mapped fields, checked
 * and normalised when the file was uploaded (so a resumed run reads exactly what the dry run
 * saw, and the table holds no column of the file nobody asked for).
 *   refused:  ["!", reason]
 *   member:   ["", firstname, lastname, email, phone, company, job title, brand id,
 *              topic ids "1,2", then per purpose (newsletter, resources, partners):
 *              granted "1" | "0" | "" (not stated), ISO time or "", source,
 *              then country, company size, industry, job function, seniority: a code or ""]
 * A line staged before the firmographics were (a run resumed across the upgrade) lacks the last
 * five cells: it states none.
 */
const REFUSED = "!";
const FIXED = 9;
const FIRMOGRAPHICS_AT = FIXED + CONSENT_PURPOSES.length * 3;

export const encodeStagedRow = (row: StagedRow): string[] => {
  if ("refused" in row) return [REFUSED, row.refused];
  const m = row.member;
  const cells = [
    "",
    m.firstname,
    m.lastname,
    m.email,
    m.phone,
    m.company,
    m.jobTitle,
    String(m.brandId),
    m.topicIds.join(","),
  ];
  for (const purpose of CONSENT_PURPOSES) {
    const consent = m.consents.find((c) => c.purpose === purpose);
    cells.push(
      consent ? (consent.granted ? "1" : "0") : "",
      consent?.at ?? "",
      consent?.source ?? "",
    );
  }
  for (const field of FIRMOGRAPHIC_FIELDS) cells.push(m.firmographics[field] ?? "");
  return cells;
};

export const decodeStagedRow = (cells: string[]): StagedRow => {
  if (cells[0] === REFUSED) return { refused: cells[1] ?? "Refused." };
  const cell = (i: number) => cells[i] ?? "";
  const consents: StatedConsent[] = [];
  CONSENT_PURPOSES.forEach((purpose, i) => {
    const granted = cell(FIXED + i * 3);
    if (granted === "") return;
    consents.push({
      purpose,
      granted: granted === "1",
      at: cell(FIXED + i * 3 + 1) || null,
      source: cell(FIXED + i * 3 + 2),
    });
  });
  const firmographics: StatedFirmographics = {};
  FIRMOGRAPHIC_FIELDS.forEach((field, i) => {
    const value = cell(FIRMOGRAPHICS_AT + i);
    if (value !== "") firmographics[field] = value;
  });
  return {
    member: {
      firstname: cell(1),
      lastname: cell(2),
      email: cell(3),
      phone: cell(4),
      company: cell(5),
      jobTitle: cell(6),
      brandId: Number(cell(7)),
      topicIds: cell(8) === "" ? [] : cell(8).split(",").map(Number),
      consents,
      firmographics,
    },
  };
};
