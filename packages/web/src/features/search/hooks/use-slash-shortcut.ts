import { type RefObject, useEffect } from "react";

/** Whether a key press is being typed into something (a field, a list box, an editor). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * `/` anywhere on the page (outside fields, without a modifier) focuses `ref`'s element, when
 * it is shown: the search field's keyboard shortcut, as on GitHub and MDN.
 */
export function useSlashShortcut(ref: RefObject<HTMLInputElement | null>, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      const input = ref.current;
      // Hidden (display: none on a phone, where the drawer holds the field): leave the key be.
      if (!input || input.getClientRects().length === 0) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [ref, enabled]);
}
