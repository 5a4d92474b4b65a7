import { useCallback, useEffect, useState } from "react";

/** SPEC section 9: search inputs debounce by 300 ms unless a screen says otherwise. */
export const DEFAULT_DEBOUNCE_MS = 300;

export interface DebouncedState<T> {
  /** What the input shows, updated on every keystroke. */
  value: T;
  /** `value` once it has stopped changing for `delay` ms: what the search uses. */
  debounced: T;
  setValue: (next: T) => void;
  /** Sets both at once, with no delay (e.g. a "clear" button). */
  reset: (next: T) => void;
}

/** A value and its debounced copy, for search boxes that query as the user types. */
export function useDebouncedState<T>(initial: T, delay = DEFAULT_DEBOUNCE_MS): DebouncedState<T> {
  const [value, setValue] = useState(initial);
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  const reset = useCallback((next: T) => {
    setValue(next);
    setDebounced(next);
  }, []);
  return { value, debounced, setValue, reset };
}
