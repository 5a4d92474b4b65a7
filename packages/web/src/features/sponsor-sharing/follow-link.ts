/** Where a clicked link was going: enough to go there later, the way the link itself would. */
export interface LinkTarget {
  href: string;
  target: string;
  rel: string;
}

/** The target of a link, or null for an anchor without an address (it goes nowhere). */
export function linkTargetOf(anchor: HTMLAnchorElement): LinkTarget | null {
  if (!anchor.getAttribute("href")) return null;
  return { href: anchor.href, target: anchor.target, rel: anchor.rel };
}

/**
 * Goes where a held-back link was going, as following it would have: the same window or a new
 * one, with its noopener and noreferrer. Called from the click that lets it go, so a new tab is
 * not taken for a pop-up.
 */
export function followLink({ href, target, rel }: LinkTarget): void {
  if (!target || target === "_self") {
    window.location.assign(href);
    return;
  }
  const features = rel
    .split(/\s+/)
    .filter((word) => word === "noopener" || word === "noreferrer")
    .join(",");
  window.open(href, target, features);
}
