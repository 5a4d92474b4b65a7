import {
  type CompanySize,
  deriveFromJobTitle,
  type FirmographicField,
  type FirmographicSource,
  type Industry,
  type JobFunction,
  type Seniority,
} from "@sector/shared";

/** The five fields as a body or a line states them: a code, null (unknown) or absent (untold). */
export type StatedFirmographics = Partial<Record<FirmographicField, string | null>>;

/** The users columns the fields are stored in (db/schema.ts). */
export interface FirmographicColumns {
  country?: string | null;
  companySize?: CompanySize | null;
  industry?: Industry | null;
  jobFunction?: JobFunction | null;
  jobFunctionSource?: FirmographicSource | null;
  seniority?: Seniority | null;
  senioritySource?: FirmographicSource | null;
}

/*
 * The values reaching here were checked against their lists (the shared zod schemas, or the
 * import's parseFirmographicValue), and the database's CHECKs hold the same lists: the casts
 * below narrow a checked string to its list's type.
 */

/**
 * The columns a statement sets for what a member, an import or staff states (`source` for the
 * two that can be derived); a field left out is left as it is.
 */
export const statedColumns = (
  stated: StatedFirmographics,
  source: FirmographicSource,
): FirmographicColumns => {
  const columns: FirmographicColumns = {};
  if (stated.country !== undefined) columns.country = stated.country;
  if (stated.company_size !== undefined) {
    columns.companySize = stated.company_size as CompanySize | null;
  }
  if (stated.industry !== undefined) columns.industry = stated.industry as Industry | null;
  if (stated.job_function !== undefined) {
    columns.jobFunction = stated.job_function as JobFunction | null;
    columns.jobFunctionSource = source;
  }
  if (stated.seniority !== undefined) {
    columns.seniority = stated.seniority as Seniority | null;
    columns.senioritySource = source;
  }
  return columns;
};

/**
 * A new member's columns: what was stated, and for seniority and job function left unstated
 * (or stated unknown), what the job title suggests, marked "derived" until the member confirms.
 */
export const newMemberColumns = (
  stated: StatedFirmographics,
  jobTitle: string,
  source: FirmographicSource,
): FirmographicColumns => {
  const columns = statedColumns(stated, source);
  const derived = deriveFromJobTitle(jobTitle);
  if (columns.seniority == null && derived.seniority) {
    columns.seniority = derived.seniority;
    columns.senioritySource = "derived";
  } else if (columns.seniority == null) {
    columns.senioritySource = null;
  }
  if (columns.jobFunction == null && derived.job_function) {
    columns.jobFunction = derived.job_function;
    columns.jobFunctionSource = "derived";
  } else if (columns.jobFunction == null) {
    columns.jobFunctionSource = null;
  }
  return columns;
};
