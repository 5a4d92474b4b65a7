import {
  luminanceContrast as contrast,
  relativeLuminance as luminance,
} from "../mail/colour-contrast";

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

export { escapeHtml } from "../mail/escape-html";

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
