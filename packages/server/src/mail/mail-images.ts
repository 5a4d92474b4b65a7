import { escapeHtml } from "./escape-html";

const HTTP_URL = /^https?:\/\//i;
/** A scheme (data:, cid:, javascript:, …) or a protocol-relative address: nothing to resolve. */
const OTHER_SCHEME = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * An image's address as a mail can use it: absolute, on PUBLIC_URL when it was stored as a path
 * ("/demo/cio-report.svg", "brands/cio.svg"). A mail is read far from the portal (a mail client,
 * a test mail saved as a file, the preview's sandboxed frame), where a relative address leads
 * nowhere. Null for what no mail client should load (data:, javascript:, an empty text).
 */
export const mailImageUrl = (address: string, publicUrl: string): string | null => {
  const value = address.trim();
  if (HTTP_URL.test(value)) return URL.canParse(value) ? value : null;
  if (value === "" || OTHER_SCHEME.test(value)) return null;
  const absolute = `${publicUrl.replace(/\/+$/, "")}/${value.replace(/^\/+/, "")}`;
  return URL.canParse(absolute) ? absolute : null;
};

export interface MailImage {
  /** Absolute already (mailImageUrl). */
  src: string;
  /** Empty for an image that only decorates (a link beside it says the same). */
  alt: string;
  width: number;
  height: number;
  style?: string;
  className?: string;
}

/**
 * An <img> of a mail: its size given (clients that block images until asked keep the layout;
 * Outlook sizes by the attributes), its alternative text always written, its style inline.
 */
export const mailImg = (image: MailImage) =>
  `<img${image.className ? ` class="${escapeHtml(image.className)}"` : ""} src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" width="${image.width}" height="${image.height}" style="display:block;border:0;${escapeHtml(image.style ?? "")}">`;
