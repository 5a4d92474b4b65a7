import {
  type Campaign,
  type CampaignQuestion,
  FIRMOGRAPHIC_MESSAGES,
  type FirmographicField,
  presentQuestion,
  type QuestionKind,
  type UpdateCampaignInput,
  updateCampaignSchema,
} from "@sector/shared";
import { addDays, format } from "date-fns";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod/mini";

/** What the campaign form holds: dates as datetime-local text, job titles as one line. */
export interface CampaignFormValues {
  name: string;
  resource_ids: number[];
  lead_cap: string;
  /** The viewer's own clock, "2026-12-01T09:00". */
  starts_at: string;
  ends_at: string;
  company_ids: number[];
  preference_ids: number[];
  /** Words separated by commas. */
  job_titles: string;
  /** The work details' filters: codes of their lists; empty narrows nothing. */
  countries: string[];
  company_sizes: string[];
  industries: string[];
  job_functions: string[];
  seniorities: string[];
  questions: QuestionDraft[];
}

/** A qualifying question as the builder holds it. */
export interface QuestionDraft {
  /** The saved id (kept on edit: the leads' answers are filed under it); null for a new one. */
  id: string | null;
  /** Made when the question is added, so a new question's id is unique (see questionId). */
  nonce: string;
  label: string;
  kind: QuestionKind;
  /** The choices of a single or multi question (unused for text or a profile question). */
  options: string[];
  required: boolean;
  /** The work detail it fills ("" for none): a single choice among that field's list. */
  profile_field: FirmographicField | "";
}

/** The work details' filters, in the form's order, and the field whose list each draws on. */
export const FIRMOGRAPHIC_FILTERS = [
  { name: "countries", field: "country", label: "Countries" },
  { name: "company_sizes", field: "company_size", label: "Company sizes" },
  { name: "industries", field: "industry", label: "Industries" },
  { name: "job_functions", field: "job_function", label: "Job functions" },
  { name: "seniorities", field: "seniority", label: "Seniorities" },
] as const satisfies readonly {
  name: keyof CampaignFormValues;
  field: FirmographicField;
  label: string;
}[];

export type FirmographicFilterName = (typeof FIRMOGRAPHIC_FILTERS)[number]["name"];

/** The fields in the form's order: the first invalid one is the one said in a toast. */
export const CAMPAIGN_FIELDS = [
  "name",
  "resource_ids",
  "lead_cap",
  "starts_at",
  "ends_at",
  "company_ids",
  "preference_ids",
  "job_titles",
  "countries",
  "company_sizes",
  "industries",
  "job_functions",
  "seniorities",
  "questions",
] as const;

export type CampaignData = z.output<typeof updateCampaignSchema>;

export const START_REQUIRED = "Choose when the campaign starts.";
export const END_REQUIRED = "Choose when the campaign ends.";

/** A new campaign runs from now (to the minute, so it is live at once) for 30 days. */
const DEFAULT_DAYS = 30;

/** An ISO moment as a datetime-local value in the viewer's time zone. */
export const toLocalInput = (iso: string | Date): string =>
  format(typeof iso === "string" ? new Date(iso) : iso, "yyyy-MM-dd'T'HH:mm");

/** A datetime-local value as an ISO moment with its zone; "" when empty or unreadable. */
export const localToIso = (value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
};

/** Comma-separated words as a list, blanks left out. */
export const splitWords = (text: string): string[] =>
  text
    .split(",")
    .map((word) => word.trim())
    .filter((word) => word !== "");

/** Four letters and digits: what keeps a new question's id apart from every other. */
export const newNonce = (): string => Math.random().toString(36).slice(2, 6).padEnd(4, "0");

/** A blank question: a single choice with two empty options, optional. */
export const blankQuestion = (): QuestionDraft => ({
  id: null,
  nonce: newNonce(),
  label: "",
  kind: "single",
  options: ["", ""],
  required: false,
  profile_field: "",
});

/** Wording as an id's first part: "What is your budget?" → "what-is-your-budget". */
const slug = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 30)
    .replace(/^-+|-+$/g, "");

/**
 * A question's id: the saved one, or for a new question a short slug of its wording and its
 * nonce ("budget-range-k3x9"), at most 40 characters as the API asks. Once saved it never
 * changes, whatever the wording becomes.
 */
export const questionId = (draft: QuestionDraft): string =>
  draft.id ?? `${slug(draft.label) || "question"}-${draft.nonce}`;

/** A saved question as the builder holds it. */
const questionDraft = (question: CampaignQuestion): QuestionDraft => ({
  id: question.id,
  nonce: newNonce(),
  label: question.label,
  kind: question.profile_field ? "single" : question.kind,
  options: question.profile_field ? [] : [...(question.options ?? [])],
  required: question.required,
  profile_field: question.profile_field ?? "",
});

/** A question of the builder in the API's shape (a profile question's options are its list's). */
export const questionInput = (draft: QuestionDraft) => {
  const base = { id: questionId(draft), label: draft.label, required: draft.required };
  if (draft.profile_field) {
    return { ...base, kind: "single" as const, profile_field: draft.profile_field };
  }
  if (draft.kind === "text") return { ...base, kind: draft.kind };
  return { ...base, kind: draft.kind, options: draft.options };
};

/**
 * The questions as the sharing dialog will ask them, for its preview while they are written:
 * a question without wording yet is named by its place, blank choices are left out.
 */
export const previewQuestions = (drafts: readonly QuestionDraft[]): CampaignQuestion[] =>
  drafts.map((draft, index) => {
    const question = questionInput(draft);
    return presentQuestion({
      ...question,
      label: question.label.trim() || `Question ${index + 1}`,
      options: "options" in question ? question.options.filter((o) => o.trim() !== "") : undefined,
    });
  });

/** The form's values for a campaign (edit), or a blank campaign starting `now` (add). */
export function campaignFormValues(
  campaign: Campaign | null,
  now = new Date(),
): CampaignFormValues {
  if (!campaign) {
    return {
      name: "",
      resource_ids: [],
      lead_cap: "",
      starts_at: toLocalInput(now),
      ends_at: toLocalInput(addDays(now, DEFAULT_DAYS)),
      company_ids: [],
      preference_ids: [],
      job_titles: "",
      countries: [],
      company_sizes: [],
      industries: [],
      job_functions: [],
      seniorities: [],
      questions: [],
    };
  }
  return {
    name: campaign.name,
    resource_ids: [...campaign.resource_ids],
    lead_cap: String(campaign.lead_cap),
    starts_at: toLocalInput(campaign.starts_at),
    ends_at: toLocalInput(campaign.ends_at),
    company_ids: [...campaign.filters.company_ids],
    preference_ids: [...campaign.filters.preference_ids],
    job_titles: campaign.filters.job_titles.join(", "),
    countries: [...campaign.filters.countries],
    company_sizes: [...campaign.filters.company_sizes],
    industries: [...campaign.filters.industries],
    job_functions: [...campaign.filters.job_functions],
    seniorities: [...campaign.filters.seniorities],
    questions: campaign.questions.map(questionDraft),
  };
}

/** The form's values in the shape of the API's body, before validation. */
const rawInput = (values: CampaignFormValues) => ({
  name: values.name,
  resource_ids: values.resource_ids,
  lead_cap: values.lead_cap,
  starts_at: localToIso(values.starts_at),
  ends_at: localToIso(values.ends_at),
  filters: {
    company_ids: values.company_ids,
    preference_ids: values.preference_ids,
    job_titles: splitWords(values.job_titles),
    countries: values.countries,
    company_sizes: values.company_sizes,
    industries: values.industries,
    job_functions: values.job_functions,
    seniorities: values.seniorities,
  },
  questions: values.questions.map(questionInput),
});

type FieldName = (typeof CAMPAIGN_FIELDS)[number];

/** The form field an issue of the API's body names (filters' lists are fields of their own). */
const fieldOf = (path: readonly PropertyKey[]): FieldName | null => {
  const [first, second] = path;
  const name = first === "filters" ? second : first;
  return (CAMPAIGN_FIELDS as readonly PropertyKey[]).includes(name ?? "")
    ? (name as FieldName)
    : null;
};

/**
 * The question a message about the questions is about: the one whose wording it quotes, or
 * for "Two questions fill …" the second to fill that field; null when it names none (an id
 * twice names an id, which the builder makes, never the person).
 */
export const questionOfMessage = (
  message: string,
  questions: readonly QuestionDraft[],
): number | null => {
  const quoted = questions.findIndex(
    (q) => q.label.trim() && message.includes(`“${q.label.trim()}”`),
  );
  if (quoted >= 0) return quoted;
  const fields = new Set<string>();
  for (const [index, q] of questions.entries()) {
    if (!q.profile_field) continue;
    if (fields.has(q.profile_field)) return index;
    fields.add(q.profile_field);
  }
  return null;
};

/** The work details' filter a refusal of `filters` names, by the field's message. */
export const filterOfMessage = (message: string): FirmographicFilterName | null =>
  FIRMOGRAPHIC_FILTERS.find((f) => FIRMOGRAPHIC_MESSAGES[f.field] === message)?.name ?? null;

/**
 * Validates with the shared updateCampaignSchema (the server's own rules and messages), on the
 * form's values turned into the API's shape; each message lands on the field it is about. A
 * date left empty gets a message that does not ask for ISO text the picker never shows.
 */
export const campaignResolver: Resolver<CampaignFormValues, unknown, CampaignData> = async (
  values,
) => {
  const parsed = updateCampaignSchema.safeParse(rawInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  const questionErrors: ({ type: string; message: string } | undefined)[] = [];
  for (const issue of parsed.error.issues) {
    const [first, index] = issue.path;
    if (first === "questions") {
      // One message per question, under it; a message about the list as a whole (the same
      // field filled twice) goes to the question it names, or above the questions.
      const at =
        typeof index === "number" ? index : questionOfMessage(issue.message, values.questions);
      const entry = { type: issue.code, message: issue.message };
      if (at === null) Object.assign(questionErrors, { root: entry });
      else questionErrors[at] ??= entry;
      errors.questions = questionErrors;
      continue;
    }
    const field = fieldOf(issue.path);
    if (!field || errors[field]) continue;
    let message = issue.message;
    if (field === "starts_at" && values.starts_at === "") message = START_REQUIRED;
    if (field === "ends_at" && values.ends_at === "") message = END_REQUIRED;
    errors[field] = { type: issue.code, message };
  }
  return { values: {}, errors: errors as FieldErrors<CampaignFormValues> };
};

/** A validated campaign as the API takes it (dates as ISO text). */
export const campaignBody = (data: CampaignData): UpdateCampaignInput => ({
  ...data,
  starts_at: data.starts_at.toISOString(),
  ends_at: data.ends_at.toISOString(),
});
