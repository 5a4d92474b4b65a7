import { greeting } from "./greeting";
import { message } from "./templates";

/**
 * An emailed sign-in link, branded as the member's first brand (the one they joined through);
 * staff without a brand get the portal's name.
 */
export const loginLinkMail = (p: { to: string; firstname: string; brand: string; link: string }) =>
  message(
    p.to,
    `Your sign-in link for ${p.brand}`,
    p.brand,
    [
      greeting(p.firstname),
      `Here is the link you asked for to sign in to ${p.brand}. It works once and expires in 15 minutes.`,
      "If you did not ask for it, you can ignore this email: nobody can sign in without it.",
    ],
    { label: "Sign in", url: p.link },
  );
