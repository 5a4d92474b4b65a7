/** Answers of the resource calls where SPEC.md has no wording of its own. */
export const FOREIGN_PREFERENCES = "Please select preferences of the selected company.";
export const RESOURCE_NOT_FOUND = "Resource not found.";
export const SPONSOR_NOT_FOUND = "This sponsor does not exist.";
export const inOtherCampaign = (campaign: { name: string; sponsor: string }) =>
  `This resource collects leads for ${campaign.sponsor} in the campaign “${campaign.name}”: end that campaign or take the resource out of it first.`;
