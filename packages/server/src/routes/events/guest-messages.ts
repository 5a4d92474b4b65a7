/**
 * The answer to a registration from an event's page, new address or known (no account
 * enumeration): what comes next is in the mailbox.
 */
export const GUEST_REGISTRATION_ANSWER = {
  message: "Registration received. Please check your email for the next step.",
};

/** The body names another brand than the event's. */
export const OTHER_BRAND = "This event belongs to another community.";

/** A confirm link this server did not sign for this event, or past its time. */
export const CONFIRM_LINK_INVALID =
  "This link is invalid or has expired. Please register again from the event's page.";

export const confirmedText = (title: string, waitlisted: boolean) =>
  waitlisted
    ? `${title} is full: you're on its waitlist. We'll email you if a seat opens up.`
    : `You're registered for ${title}. We've emailed you the invite.`;
