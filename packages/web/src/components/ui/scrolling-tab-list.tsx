import { TabList } from "@headlessui/react";
import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { cn } from "../../lib/cn";

/** How far the faded edges reach; a tab scrolled into view clears them. */
const FADE_PX = 32;

interface Overflow {
  start: boolean;
  end: boolean;
}

/** Fades the edges behind which more tabs lie (a mask, so it works on any background). */
function fadeMask({ start, end }: Overflow): CSSProperties | undefined {
  if (!start && !end) return undefined;
  const from = start ? `transparent, #000 ${FADE_PX}px` : "#000";
  const to = end ? `#000 calc(100% - ${FADE_PX}px), transparent` : "#000";
  const mask = `linear-gradient(to right, ${from}, ${to})`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Scrolls `list` just enough to show `tab` whole and clear of the faded edges. */
function reveal(list: HTMLElement, tab: HTMLElement) {
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const left = tabBox.left - listBox.left + list.scrollLeft;
  const right = left + tabBox.width;
  let target = list.scrollLeft;
  if (left - FADE_PX < target) target = left - FADE_PX;
  else if (right + FADE_PX > target + list.clientWidth) target = right + FADE_PX - list.clientWidth;
  target = Math.max(0, Math.min(target, list.scrollWidth - list.clientWidth));
  if (Math.abs(target - list.scrollLeft) < 1) return;
  list.scrollTo({ left: target, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

export interface ScrollingTabListProps {
  /** The list's own layout: gaps and padding (it is a flex row). */
  className?: string;
  children: ReactNode;
}

/**
 * A Headless UI tab list that scrolls sideways when its tabs are wider than the screen (issue
 * 64: a member's profile tabs on a phone) instead of cutting them off: its edges fade where
 * more tabs lie beyond, and the selected or focused tab (a click, the arrow keys, Home, End)
 * scrolls fully into view. Headless UI's own keyboard handling is untouched. Its bottom line
 * sits on the wrapper, outside the fade, and the selected tab's underline covers it.
 */
export function ScrollingTabList({ className, children }: ScrollingTabListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft > 1;
    const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setOverflow((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const revealSelected = () => {
      const selected = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (selected) reveal(list, selected);
    };
    // The tabs change (a role's set of tabs) or the screen turns: the overflow changes too.
    const resized = new ResizeObserver(measure);
    const observeTabs = () => {
      resized.disconnect();
      resized.observe(list);
      for (const tab of Array.from(list.children)) resized.observe(tab);
    };
    // A selection made by code, or by a click (which keeps the page from scrolling to the tab).
    const changed = new MutationObserver(() => {
      observeTabs();
      revealSelected();
    });
    changed.observe(list, { childList: true, attributeFilter: ["aria-selected"], subtree: true });
    observeTabs();
    revealSelected();
    measure();
    list.addEventListener("scroll", measure, { passive: true });
    return () => {
      list.removeEventListener("scroll", measure);
      resized.disconnect();
      changed.disconnect();
    };
  }, [measure]);

  return (
    <div className="shadow-[inset_0_-1px_0_var(--color-slate-200)]">
      <TabList
        ref={listRef}
        className={cn("flex overflow-x-auto [scrollbar-width:none]", className)}
        style={fadeMask(overflow)}
        onFocus={(event) => {
          // Arrow keys, Home and End move the focus to a tab that may lie behind an edge.
          const list = listRef.current;
          const tab = event.target;
          if (list && tab instanceof HTMLElement && tab.getAttribute("role") === "tab")
            reveal(list, tab);
        }}
      >
        {children}
      </TabList>
    </div>
  );
}
