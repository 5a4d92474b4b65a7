/** The words for an edition's audience (GET /newsletters/{id}/audience). */

/** "Will go to 1 member", "Will go to 1,234 members". */
export const audienceLabel = (members: number) =>
  `Will go to ${members.toLocaleString("en-US")} ${members === 1 ? "member" : "members"}`;

/** "1 consenting member gets the newsletter", "1,234 consenting members get the newsletter". */
export const consentingLabel = (members: number) =>
  `${members.toLocaleString("en-US")} consenting ${members === 1 ? "member gets" : "members get"} the newsletter`;
