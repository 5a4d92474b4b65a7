import { TOKEN_STORAGE_KEY } from "@sector/shared";

/**
 * The bearer token lives in session storage (this tab only) or, when the user ticked
 * "Remember me", in local storage. Storage access can throw (privacy modes, disabled
 * storage), so every access is guarded and a failure reads as "no token".
 */

export interface StoredToken {
  token: string;
  /** True when the token came from local (persistent) storage. */
  persist: boolean;
}

function getStorage(persist: boolean): Storage | null {
  try {
    return persist ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(persist: boolean): string | null {
  try {
    return getStorage(persist)?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Session storage first, then local storage (SPEC section 2). */
export function readStoredToken(): StoredToken | null {
  const sessionToken = read(false);
  if (sessionToken) return { token: sessionToken, persist: false };
  const localToken = read(true);
  if (localToken) return { token: localToken, persist: true };
  return null;
}

export function getStoredToken(): string | null {
  return readStoredToken()?.token ?? null;
}

export function storeToken(token: string, persist: boolean): void {
  // A token left in the other storage would shadow or outlive this one.
  clearStoredToken();
  try {
    getStorage(persist)?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage full or blocked: the session still works in memory until reload.
  }
}

export function clearStoredToken(): void {
  for (const persist of [false, true]) {
    try {
      getStorage(persist)?.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Nothing stored where storage is unavailable.
    }
  }
}
