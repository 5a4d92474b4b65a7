import { isHexColor } from "@sector/shared";
import { SERIES_COLORS } from "./palette";

/**
 * Each brand's series in the brand's own colour (its registration page's primary colour), as
 * long as a bar in it stands out against the white card (3:1, WCAG's non-text contrast) and
 * from the colours of the brands before it (brands keep the default navy until an admin sets
 * one, so many share it). Otherwise the brand takes the first chart colour far enough from
 * those already taken.
 */

/** How far apart two series' colours must be (CIE76 ΔE): clearly two colours side by side. */
export const MIN_COLOR_DISTANCE = 20;
/** A bar against the white card: WCAG's non-text contrast. */
export const MIN_CONTRAST = 3;

type Rgb = [number, number, number];

/** "#abc" or "#aabbcc" as 0-255 channels. */
const rgbOf = (hex: string): Rgb => {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
};

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG's contrast ratio of a colour against white. */
export const contrastWithWhite = (hex: string): number => {
  const [r, g, b] = rgbOf(hex).map(linear) as Rgb;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
};

/** CIE L*a*b* (D65) of a colour. */
const labOf = (hex: string): Rgb => {
  const [r, g, b] = rgbOf(hex).map(linear) as Rgb;
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map((v) => (v > 216 / 24389 ? Math.cbrt(v) : (24389 / 27 / 116) * v + 16 / 116)) as Rgb;
  return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
};

/** How different two colours look (CIE76 ΔE: 0 the same, about 2.3 just noticeable). */
export const colorDistance = (a: string, b: string): number => {
  const [l1, a1, b1] = labOf(a);
  const [l2, a2, b2] = labOf(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
};

const distinctFrom = (color: string, taken: readonly string[]) =>
  taken.every((other) => colorDistance(color, other) >= MIN_COLOR_DISTANCE);

/**
 * The colour of each brand of `brands` (in the company list's order, so a brand keeps its colour
 * whatever the filter), by brand id. `own` holds each brand's colour; a brand not in it, or
 * whose colour is too light or too close to an earlier brand's, takes a chart colour instead.
 */
export function brandColors(
  brands: readonly number[],
  own: ReadonlyMap<number, string>,
): Map<number, string> {
  const colors = new Map<number, string>();
  const taken: string[] = [];
  for (const [index, id] of brands.entries()) {
    const wanted = own.get(id)?.toLowerCase();
    const usable =
      wanted && isHexColor(wanted) && contrastWithWhite(wanted) >= MIN_CONTRAST ? wanted : null;
    const color =
      (usable && distinctFrom(usable, taken) ? usable : null) ??
      SERIES_COLORS.find((candidate) => distinctFrom(candidate, taken)) ??
      SERIES_COLORS[index % SERIES_COLORS.length] ??
      SERIES_COLORS[0];
    colors.set(id, color);
    taken.push(color);
  }
  return colors;
}
