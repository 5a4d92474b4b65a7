import {
  type CampaignQuestion,
  FIRMOGRAPHIC_FIELDS,
  type FirmographicField,
  type LeadAnswers,
  presentQuestion,
} from "@sector/shared";
import type { StatedFirmographics } from "../firmographics/member-columns";

/** A member's five work details as the users row holds them (null: unknown). */
export type WorkDetails = Record<FirmographicField, string | null>;

/**
 * The work details the member has on file, whoever set them (a seniority derived from the job
 * title included: it is the value the campaign's filters read, so the lead carries it too).
 */
export const onFileOf = (details: WorkDetails): Partial<Record<FirmographicField, string>> => {
  const known: Partial<Record<FirmographicField, string>> = {};
  for (const field of FIRMOGRAPHIC_FIELDS) {
    const value = details[field];
    if (value) known[field] = value;
  }
  return known;
};

/**
 * Progressive profiling: the questions the dialog still asks, in the campaign's order. A
 * question filling a work detail the member already has is never asked again.
 */
export const questionsToAsk = (
  questions: readonly CampaignQuestion[],
  details: WorkDetails,
): CampaignQuestion[] => {
  const known = onFileOf(details);
  return questions.filter((q) => !(q.profile_field && known[q.profile_field])).map(presentQuestion);
};

/**
 * What the answers add to the member's profile: the answer of each question filling a work
 * detail the profile lacked (checkAnswers took those on file from the profile, not the body).
 */
export const profileAnswers = (
  questions: readonly CampaignQuestion[],
  answers: LeadAnswers,
  details: WorkDetails,
): StatedFirmographics => {
  const stated: StatedFirmographics = {};
  for (const q of questions) {
    const answer = answers[q.id];
    if (q.profile_field && !details[q.profile_field] && typeof answer === "string") {
      stated[q.profile_field] = answer;
    }
  }
  return stated;
};
