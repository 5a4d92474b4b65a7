import { z } from "zod/mini";
import { registerSchema } from "./register";
import { shareResourceSchema } from "./sponsors";

/**
 * The body of a member's registration. `share`: the member also shares their details with the
 * sponsor of the event's running campaign (the sponsor share question, its qualifying
 * questions answered), exactly as POST /resources/{id}/share; absent: registration shares
 * nothing.
 */
export const eventRegistrationSchema = z.optional(
  z.nullable(z.object({ share: z.optional(z.nullable(shareResourceSchema)) })),
);
export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;

/**
 * The body of a guest's registration from an event's page: the brand's registration body, and
 * `share` as a member's (the sponsor question the page asked, answered); absent: registration
 * shares nothing.
 */
export const guestEventRegistrationSchema = z.extend(registerSchema, {
  share: z.optional(z.nullable(shareResourceSchema)),
});
export type GuestEventRegistrationInput = z.input<typeof guestEventRegistrationSchema>;
export type GuestEventRegistrationData = z.output<typeof guestEventRegistrationSchema>;
