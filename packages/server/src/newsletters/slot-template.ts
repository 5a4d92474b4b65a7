/**
 * A text rendered once with named slots (`slot("name")`), filled many times: the parts between
 * slots are kept, so filling one is a join of strings, not a render. The marker holds a NUL,
 * which no stored text can (shared isStorableText), so no content is ever taken for a slot.
 */
const MARK = "\u0000";

export const slot = (name: string) => `${MARK}${name}${MARK}`;

export type SlotValues = Record<string, string>;

/**
 * How a mail's parts are written: `piece` puts a text in that form (the edition's own texts
 * once, a member's name and links per mail), `body` finishes the joined pieces.
 */
export interface PartForm {
  piece(text: string): string;
  body(joined: string): string;
}

/**
 * `encodePart` turns the template's own text into what the values fill in (quoted-printable
 * pieces for a mail body, once per edition); the values are then given in that form too.
 */
export const compileSlots = (
  template: string,
  encodePart: (text: string) => string = (text) => text,
): ((values: SlotValues) => string) => {
  const parts = template.split(MARK).map((part, i) => (i % 2 === 0 ? encodePart(part) : part));
  // Even indexes are text, odd ones slot names.
  return (values) => {
    let out = "";
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] ?? "";
      out += i % 2 === 0 ? part : (values[part] ?? "");
    }
    return out;
  };
};

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** #rrggbb (or #rgb) as its relative luminance (WCAG 2), or null when it is not a colour. */
const luminance = (hex: string): number | null => {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join("") : m[1];
  const channel = (i: number) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
};

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * A brand colour safe to put in a style attribute, and the text colour that reads on it (white
 * or near-black, whichever contrasts more): a brand may pick a pale colour.
 */
export const brandColours = (colour: string, fallback: string) => {
  const background = luminance(colour) === null ? fallback : colour.trim();
  const l = luminance(background) ?? 0;
  const dark = luminance("#111827") ?? 0;
  const text = contrast(l, 1) >= contrast(l, dark) ? "#ffffff" : "#111827";
  // As link colour on white it must contrast too (4.5:1); else the dark text colour.
  const onWhite = contrast(l, 1) >= 4.5 ? background : "#1f2937";
  return { background, text, onWhite };
};
