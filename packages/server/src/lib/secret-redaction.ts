/**
 * The secret parts of the links we hand out, taken out of text bound for a log. A set-password
 * or reset link, an unsubscribe link or a join confirmation works for whoever holds it, so
 * whoever reads the logs must not hold it.
 */

/** What stands where a secret was. */
export const REDACTED = "[redacted]";

/**
 * Paths whose last part is a secret: /reset-password/{slug}, /unsubscribe/{token} (and the API's
 * /api/unsubscribe/{token}), /join/{…} confirmation links, /login/link/{token} sign-in links,
 * /staff-invitation/{token} (and the API's /api/staff-invitations/{token}…) invitation links.
 * Everything after the prefix up to the query, fragment, quote or white space goes.
 */
const SECRET_PATH =
  /(\/(?:reset-password|unsubscribe|join|login\/link|staff-invitations?)\/)[^?#\s"'<>\\]+/gi;

/**
 * Query parameters that carry a credential: access_token (a beacon's session token), token, slug,
 * secret, password, signature, key and the like, by name, whatever the case.
 */
const SECRET_QUERY =
  /([?&](?:[\w.-]*(?:token|slug|secret|passw|signature|key)[\w.-]*|code|sig)=)[^&#\s"'<>\\]*/gi;

/** `text` with every secret path part and credential query value replaced by [redacted]. */
export const redactSecrets = (text: string): string =>
  text.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
