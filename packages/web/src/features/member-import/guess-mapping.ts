import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  MEMBER_IMPORT_FIELD_LABELS,
  MEMBER_IMPORT_FIELDS,
  type MemberImportField,
} from "@sector/shared";

/** A header or a field name reduced to lower-case letters and digits: "E-mail" → "email". */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

const PROFILE_NAMES: Partial<Record<MemberImportField, string[]>> = {
  firstname: ["firstname", "first", "givenname", "forename", "prenom"],
  lastname: ["lastname", "last", "surname", "familyname", "nom"],
  email: ["email", "emailaddress", "mail", "emailid"],
  mobile_number: ["phone", "mobile", "mobilenumber", "phonenumber", "telephone", "tel", "cell"],
  user_company: ["company", "organisation", "organization", "employer", "usercompany"],
  job_title: ["jobtitle", "title", "position", "role", "job"],
  country: ["country", "countrycode", "countryname", "countryregion", "nation"],
  company_size: [
    "companysize",
    "size",
    "employees",
    "numberofemployees",
    "employeecount",
    "headcount",
    "companyheadcount",
  ],
  industry: ["industry", "vertical", "industrysector"],
  job_function: ["jobfunction", "function", "department", "dept"],
  seniority: ["seniority", "senioritylevel", "level", "joblevel", "managementlevel"],
  brand: ["brand", "community", "website", "site", "sector", "joinedthru"],
  topics: ["topics", "topic", "interests", "preferences"],
};

const PURPOSE_WORDS: Record<ConsentPurpose, string[]> = {
  newsletter: ["newsletter"],
  resources: ["resources", "resource", "reports"],
  partners: ["partners", "partner", "affiliates", "thirdparty"],
};

/** The field a header most likely feeds, or null. */
export function guessField(header: string): MemberImportField | null {
  const name = squash(header);
  if (name === "") return null;
  for (const [field, names] of Object.entries(PROFILE_NAMES)) {
    if (names?.includes(name)) return field as MemberImportField;
  }
  for (const purpose of CONSENT_PURPOSES) {
    const word = PURPOSE_WORDS[purpose].find((w) => name.includes(w));
    if (!word) continue;
    const rest = name.replace(word, "").replace(/consent/g, "");
    if (/date|when|time/.test(rest)) return `${purpose}_date`;
    if (/source|origin|proof|from|where/.test(rest)) return `${purpose}_source`;
    return `${purpose}_granted`;
  }
  // The screen's own labels ("Newsletter consent granted") and the field names map back.
  for (const field of MEMBER_IMPORT_FIELDS) {
    if (name === squash(field) || name === squash(MEMBER_IMPORT_FIELD_LABELS[field])) return field;
  }
  return null;
}

/** Field → column for every field a header names; "" where none does. The first header wins. */
export function guessMapping(headers: readonly string[]): Record<MemberImportField, string> {
  const mapping = Object.fromEntries(MEMBER_IMPORT_FIELDS.map((f) => [f, ""])) as Record<
    MemberImportField,
    string
  >;
  for (const header of headers) {
    const field = guessField(header);
    if (field && mapping[field] === "") mapping[field] = header;
  }
  return mapping;
}
