import { useCallback, useSyncExternalStore } from "react";

/** Where the sidebar keeps which groups are closed (every group is open until closed). */
const STORAGE_KEY = "sidebar-closed-groups";

const listeners = new Set<() => void>();

const read = (): string => {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? "[]";
  } catch {
    return "[]";
  }
};

const closedIds = (raw: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab closing a group closes it here too.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
};

/**
 * Whether a sidebar group is open, and its toggle: remembered in local storage, shared by the
 * desktop sidebar and the phone drawer (one store, so both show the same).
 */
export function useNavGroupOpen(id: string): [open: boolean, toggle: () => void] {
  const raw = useSyncExternalStore(subscribe, read, () => "[]");
  const open = !closedIds(raw).includes(id);
  const toggle = useCallback(() => {
    const closed = closedIds(read()).filter((other) => other !== id);
    if (open) closed.push(id);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(closed));
    } catch {
      // Storage refused (private mode, full): nothing to remember it by; the group stays.
    }
    for (const listener of listeners) listener();
  }, [id, open]);
  return [open, toggle];
}
