import { useEffect } from "react";

/**
 * Ctrl-K (⌘-K on a Mac) anywhere opens the palette, or closes it when it is open; the
 * browser's own use of the keys (its search bar) is kept from them.
 */
export function usePaletteShortcut(toggle: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);
}
