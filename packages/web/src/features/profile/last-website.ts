/**
 * The website whose preferences a user saved last, remembered in this browser so that My
 * Profile opens on it again (the server keeps the choices themselves, not which came last).
 */
const key = (userId: number) => `profile-website:${userId}`;

export function readLastWebsite(userId: number): number | null {
  try {
    const stored = window.localStorage.getItem(key(userId));
    const id = stored === null ? Number.NaN : Number(stored);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    // Storage can be unavailable (private modes, blocked cookies): fall back to the default.
    return null;
  }
}

export function rememberLastWebsite(userId: number, companyId: number): void {
  try {
    window.localStorage.setItem(key(userId), String(companyId));
  } catch {
    // Not remembering only means the profile opens on the default website next time.
  }
}
