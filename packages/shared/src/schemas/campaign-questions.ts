import { z } from "zod/mini";
import {
  FIRMOGRAPHIC_FIELD_LABELS,
  FIRMOGRAPHIC_FIELDS,
  FIRMOGRAPHIC_OPTIONS,
  type FirmographicField,
} from "../firmographics";
import { requiredString, storableText } from "./fields";

/**
 * A sponsor's qualifying questions (issue 60): up to five per campaign, asked in the sharing
 * dialog. A question may fill one of the member's five work details (`profile_field`): it is
 * then a single choice among that field's codes, asked only while the member's profile lacks
 * the field (progressive profiling), and its answer is stored on the profile too.
 */

export const QUESTION_KINDS = ["single", "multi", "text"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const CAMPAIGN_MAX_QUESTIONS = 5;
export const QUESTION_MIN_OPTIONS = 2;
export const QUESTION_MAX_OPTIONS = 20;
export const QUESTION_LABEL_MAX = 200;
export const QUESTION_OPTION_MAX = 100;
export const ANSWER_TEXT_MAX = 500;

/**
 * A question as a campaign carries it. `options`: the choices of a single or multi question
 * (for one with a `profile_field`, that field's codes in list order: show their labels from
 * FIRMOGRAPHIC_OPTIONS); absent for a text question.
 */
export interface CampaignQuestion {
  id: string;
  label: string;
  kind: QuestionKind;
  options?: string[];
  required: boolean;
  profile_field?: FirmographicField;
}

/** A lead's answers: the question's id to its choice, its choices, or its text. */
export type LeadAnswers = Record<string, string | string[]>;

export const QUESTIONS_LIST = `Questions must be a list of at most ${CAMPAIGN_MAX_QUESTIONS}.`;
export const QUESTION_ID_INVALID =
  "Each question needs an id of 1 to 40 letters, digits, hyphens or underscores.";
export const QUESTION_LABEL_REQUIRED = "Each question needs its wording.";
export const QUESTION_KIND_INVALID = 'A question\'s kind is "single", "multi" or "text".';
export const QUESTION_REQUIRED_INVALID = "Required must be true or false.";
export const QUESTION_PROFILE_FIELD_INVALID = `A question can fill only ${FIRMOGRAPHIC_FIELDS.join(", ")}.`;
export const QUESTION_OPTION_INVALID = `Each option must be text of 1 to ${QUESTION_OPTION_MAX} characters.`;
export const questionNeedsOptions = (label: string) =>
  `“${label}” needs ${QUESTION_MIN_OPTIONS} to ${QUESTION_MAX_OPTIONS} options to choose from.`;
export const questionTakesNoOptions = (label: string) =>
  `“${label}” is answered in words: it takes no options.`;
export const questionOptionTwice = (label: string, option: string) =>
  `“${label}” lists “${option}” twice.`;
export const questionFillsField = (label: string, field: FirmographicField) =>
  `“${label}” fills ${FIRMOGRAPHIC_FIELD_LABELS[field].toLowerCase()}: it must be a single choice among that list, so leave its options out.`;
export const questionIdTwice = (id: string) => `Two questions have the id “${id}”.`;
export const fieldAskedTwice = (field: FirmographicField) =>
  `Two questions fill ${FIRMOGRAPHIC_FIELD_LABELS[field].toLowerCase()}.`;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

const optionText = storableText(QUESTION_OPTION_INVALID).check(
  z.trim(),
  z.minLength(1, { error: QUESTION_OPTION_INVALID }),
  z.maxLength(QUESTION_OPTION_MAX, { error: QUESTION_OPTION_INVALID }),
);

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((v) => b.includes(v));

/** The codes of a field's list, in its order: the options of a question filling it. */
export const fieldOptions = (field: FirmographicField): string[] =>
  FIRMOGRAPHIC_OPTIONS[field].map((o) => o.value);

const questionSchema = z.pipe(
  z.object(
    {
      id: storableText(QUESTION_ID_INVALID).check(
        z.trim(),
        z.regex(ID_PATTERN, { error: QUESTION_ID_INVALID }),
      ),
      label: requiredString(QUESTION_LABEL_REQUIRED, QUESTION_LABEL_MAX),
      kind: z.enum(QUESTION_KINDS, { error: QUESTION_KIND_INVALID }),
      options: z.optional(z.nullable(z.array(optionText, { error: QUESTION_OPTION_INVALID }))),
      required: z._default(z.boolean({ error: QUESTION_REQUIRED_INVALID }), false),
      profile_field: z.optional(
        z.nullable(z.enum(FIRMOGRAPHIC_FIELDS, { error: QUESTION_PROFILE_FIELD_INVALID })),
      ),
    },
    { error: "Each question must be an object." },
  ),
  z.transform((q, ctx): CampaignQuestion => {
    const fail = (message: string) => {
      ctx.issues.push({ code: "custom", message, input: q });
      return z.NEVER;
    };
    const options = q.options ?? undefined;
    const base = { id: q.id, label: q.label, kind: q.kind, required: q.required };
    if (q.profile_field) {
      // Its options are the field's list; the list itself may come back (a campaign read and
      // sent again), anything else is refused rather than stored as a narrower choice.
      if (q.kind !== "single") return fail(questionFillsField(q.label, q.profile_field));
      if (options && !sameSet(options, fieldOptions(q.profile_field))) {
        return fail(questionFillsField(q.label, q.profile_field));
      }
      return { ...base, profile_field: q.profile_field };
    }
    if (q.kind === "text") {
      return options && options.length > 0 ? fail(questionTakesNoOptions(q.label)) : base;
    }
    if (
      !options ||
      options.length < QUESTION_MIN_OPTIONS ||
      options.length > QUESTION_MAX_OPTIONS
    ) {
      return fail(questionNeedsOptions(q.label));
    }
    const seen = new Set<string>();
    for (const option of options) {
      const key = option.toLowerCase();
      if (seen.has(key)) return fail(questionOptionTwice(q.label, option));
      seen.add(key);
    }
    return { ...base, options };
  }),
);

/** `questions` of POST and PUT /campaigns: at most five, ids unique, one per profile field. */
export const campaignQuestionsSchema = z._default(
  z.pipe(
    z
      .array(questionSchema, { error: QUESTIONS_LIST })
      .check(z.maxLength(CAMPAIGN_MAX_QUESTIONS, { error: QUESTIONS_LIST })),
    z.transform((questions: CampaignQuestion[], ctx) => {
      const ids = new Set<string>();
      const fields = new Set<FirmographicField>();
      for (const q of questions) {
        const problem = ids.has(q.id)
          ? questionIdTwice(q.id)
          : q.profile_field && fields.has(q.profile_field)
            ? fieldAskedTwice(q.profile_field)
            : null;
        if (problem) {
          ctx.issues.push({ code: "custom", message: problem, input: questions });
          return z.NEVER;
        }
        ids.add(q.id);
        if (q.profile_field) fields.add(q.profile_field);
      }
      return questions;
    }),
  ),
  [],
);

/** The choices a question offers: its own, or its profile field's codes. */
export const questionOptions = (q: CampaignQuestion): string[] =>
  q.profile_field ? fieldOptions(q.profile_field) : (q.options ?? []);

/** A question as the API shows it: a profile question with its field's codes as options. */
export const presentQuestion = (q: CampaignQuestion): CampaignQuestion =>
  q.profile_field ? { ...q, options: fieldOptions(q.profile_field) } : q;

export const ANSWERS_INVALID = "Answers must map each question's id to a choice, choices or text.";
export const ANSWER_REQUIRED = "Answer every required question.";
export const answerNotOffered = (label: string, answer: string) =>
  `“${answer}” is not one of the choices of “${label}”.`;
export const answerOneChoice = (label: string) => `“${label}” takes one choice.`;
export const answerChoiceList = (label: string) => `“${label}” takes a list of choices.`;
export const answerInWords = (label: string) => `“${label}” is answered in words.`;
export const ANSWER_TOO_LONG = `An answer must be at most ${ANSWER_TEXT_MAX} characters.`;
export const answerUnknownQuestion = (id: string) =>
  `This campaign does not ask “${id}”: reload to see its questions.`;

const answerText = storableText(ANSWERS_INVALID).check(
  z.maxLength(ANSWER_TEXT_MAX, { error: ANSWER_TOO_LONG }),
);
const answerValue = z.union(
  [
    answerText,
    z
      .array(answerText, { error: ANSWERS_INVALID })
      .check(z.maxLength(QUESTION_MAX_OPTIONS, { error: ANSWERS_INVALID })),
  ],
  { error: ANSWERS_INVALID },
);

/** `answers` of POST /resources/{id}/share: their shape; checkAnswers checks them against the questions. */
export const shareAnswersSchema = z.optional(
  z.pipe(
    z.record(z.string(), answerValue, { error: ANSWERS_INVALID }),
    z.transform((answers, ctx): LeadAnswers => {
      if (Object.keys(answers).length > CAMPAIGN_MAX_QUESTIONS * 2) {
        ctx.issues.push({ code: "custom", message: ANSWERS_INVALID, input: answers });
        return z.NEVER;
      }
      return answers;
    }),
  ),
);

export type AnswersCheck = { ok: true; answers: LeadAnswers } | { ok: false; message: string };

/**
 * The member's answers checked against the questions asked: `onFile` answers the questions a
 * profile field already answers (they were not asked: what was sent for them is ignored). An
 * empty text or choice list is no answer. Answers come back trimmed, each choice once, in the
 * question's order; an unanswered optional question is left out. The first problem is returned,
 * "Answer every required question." last, so a wrong answer is named before a missing one.
 */
export const checkAnswers = (
  questions: readonly CampaignQuestion[],
  sent: LeadAnswers,
  onFile: Partial<Record<FirmographicField, string>> = {},
): AnswersCheck => {
  const answers: LeadAnswers = {};
  const unknown = Object.keys(sent).find((id) => !questions.some((q) => q.id === id));
  if (unknown !== undefined) return { ok: false, message: answerUnknownQuestion(unknown) };
  let missing = false;
  for (const q of questions) {
    const known = q.profile_field ? onFile[q.profile_field] : undefined;
    if (known) {
      answers[q.id] = known;
      continue;
    }
    const value = sent[q.id];
    const options = questionOptions(q);
    if (q.kind === "multi") {
      if (value !== undefined && !Array.isArray(value)) {
        return { ok: false, message: answerChoiceList(q.label) };
      }
      const chosen = (value ?? []).map((v) => v.trim()).filter((v) => v !== "");
      const wrong = chosen.find((v) => !options.includes(v));
      if (wrong !== undefined) return { ok: false, message: answerNotOffered(q.label, wrong) };
      if (chosen.length > 0) answers[q.id] = options.filter((o) => chosen.includes(o));
      else if (q.required) missing = true;
      continue;
    }
    if (Array.isArray(value)) {
      const message = q.kind === "text" ? answerInWords(q.label) : answerOneChoice(q.label);
      return { ok: false, message };
    }
    const text = (value ?? "").trim();
    if (text === "") {
      if (q.required) missing = true;
      continue;
    }
    if (q.kind === "single" && !options.includes(text)) {
      return { ok: false, message: answerNotOffered(q.label, text) };
    }
    if (text.length > ANSWER_TEXT_MAX) return { ok: false, message: ANSWER_TOO_LONG };
    answers[q.id] = text;
  }
  return missing ? { ok: false, message: ANSWER_REQUIRED } : { ok: true, answers };
};
