import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

export interface EndSentinelOptions {
  /** Whether reaching the end should load more (a next page exists and none is loading). */
  enabled: boolean;
  onReached: () => void;
  /**
   * Changes whenever the list grows (e.g. the number of loaded pages). A fresh observer
   * reports the sentinel's current state at once, so a sentinel still in view after a short
   * page loads the next one without waiting for a scroll.
   */
  resetKey: unknown;
}

/**
 * Calls `onReached` when the element behind the returned ref is fully visible
 * (IntersectionObserver, threshold 1): the end of an infinitely scrolled list.
 */
export function useEndSentinel<T extends Element>({
  enabled,
  onReached,
  resetKey,
}: EndSentinelOptions): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const onReachedRef = useRef(onReached);
  useLayoutEffect(() => {
    onReachedRef.current = onReached;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey re-arms the observer on purpose.
  useEffect(() => {
    const sentinel = ref.current;
    if (!enabled || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 1)) {
          onReachedRef.current();
        }
      },
      { threshold: 1 },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, resetKey]);

  return ref;
}
