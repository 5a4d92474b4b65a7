/** WCAG 2's AA minimum for normal text: what a mail's wordmark must reach on its band. */
export const AA_CONTRAST = 4.5;

/** #rrggbb (or #rgb) as its relative luminance (WCAG 2), or null when it is not a colour. */
export const relativeLuminance = (hex: string): number | null => {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join("") : m[1];
  const channel = (i: number) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
};

/** The contrast ratio of two luminances, 1 (none) to 21 (black on white). */
export const luminanceContrast = (a: number, b: number) =>
  (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The WCAG 2 contrast ratio of two #rrggbb colours, or null when either is not one. */
export const contrastRatio = (a: string, b: string): number | null => {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return la === null || lb === null ? null : luminanceContrast(la, lb);
};
