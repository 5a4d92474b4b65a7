import { greeting } from "./greeting";
import { message } from "./templates";

/**
 * Sent when an existing member registers on another brand's page: nothing changes until they
 * open the link and confirm (someone else may have typed their address).
 */
export const joinBrandMail = (p: {
  to: string;
  firstname: string;
  brand: string;
  topics: string[];
  /** The wordings of the consents they ticked (none: no email from the brand). */
  consents: string[];
  link: string;
}) =>
  message(
    p.to,
    `Confirm joining the ${p.brand} community`,
    `${p.brand} community`,
    [
      greeting(p.firstname),
      `Someone, probably you, registered this email address with the ${p.brand} community. You already have an account with us, so we have changed nothing yet: to add the ${p.brand} community to your account, confirm below.`,
      `Topics you chose: ${p.topics.length > 0 ? p.topics.join(", ") : "none"}.`,
      p.consents.length > 0
        ? `You agreed: ${p.consents.join(" ")}`
        : `You did not ask for emails from ${p.brand}.`,
      "This link works once and expires in 7 days. If this was not you, you can ignore this email: nothing will change.",
    ],
    { label: `Join the ${p.brand} community`, url: p.link },
  );
