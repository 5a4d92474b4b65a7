/** What the sign-in page (or an emailed link's page) hands the two-factor step: router state. */
export interface MfaStep {
  mfa_token: string;
  remember: boolean;
}

/** The step's state, or null when the page was opened without one (then: back to sign in). */
export function readMfaStep(state: unknown): MfaStep | null {
  if (typeof state !== "object" || state === null) return null;
  const { mfa_token, remember } = state as Record<string, unknown>;
  if (typeof mfa_token !== "string" || mfa_token === "") return null;
  return { mfa_token, remember: remember === true };
}
