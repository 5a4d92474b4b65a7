/** The answers of the campaign calls (SPEC.md has no wording for them). */
export { CAMPAIGN_NOT_FOUND } from "@sector/shared";
export const SPONSOR_UNKNOWN = "This sponsor does not exist.";
export const RESOURCE_UNKNOWN = "One of the chosen resources does not exist.";
export const resourceNotSponsored = (title: string, sponsor: string) =>
  `“${title}” is not sponsored by ${sponsor}: set its sponsor first.`;
export const BRAND_UNKNOWN = "One of the chosen brands does not exist.";
export const TOPIC_UNKNOWN = "One of the chosen topics does not exist.";
export const CAMPAIGN_ALREADY_ENDED = "This campaign has already ended.";
