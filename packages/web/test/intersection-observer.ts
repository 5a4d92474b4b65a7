import { vi } from "vitest";

/**
 * A stand-in for IntersectionObserver that reports only what the test says: happy-dom does no
 * layout, so "the sentinel scrolled fully into view" is an event the test raises itself.
 */
export function stubIntersectionObserver() {
  const observers = new Set<FakeIntersectionObserver>();

  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin = "0px";
    readonly thresholds: readonly number[];
    readonly targets = new Set<Element>();

    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      const { threshold = 0 } = options;
      this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
      observers.add(this);
    }

    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }

    report(ratio: number) {
      const entries = [...this.targets].map(
        (target) =>
          ({
            target,
            isIntersecting: ratio > 0,
            intersectionRatio: ratio,
            time: performance.now(),
            boundingClientRect: target.getBoundingClientRect(),
            intersectionRect: target.getBoundingClientRect(),
            rootBounds: null,
          }) as IntersectionObserverEntry,
      );
      // The fake implements the observer's whole surface; the cast only names the DOM type.
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return {
    /** Reports every observed element as `ratio` visible (1 = fully). */
    setVisible(ratio = 1) {
      for (const observer of [...observers]) observer.report(ratio);
    },
    /** How many elements are being watched right now. */
    watchedCount: () => [...observers].reduce((sum, o) => sum + o.targets.size, 0),
  };
}
