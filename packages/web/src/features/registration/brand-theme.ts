import type { CSSProperties } from "react";

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full =
    digits.length === 3
      ? digits
          .split("")
          .map((d) => d + d)
          .join("")
      : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** White or near-black, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  const bg = luminance(background);
  const dark = "#0f172a";
  return contrast(bg, 1) >= contrast(bg, luminance(dark)) ? "#ffffff" : dark;
}

const mix = (color: string, other: string, percent: number) =>
  `color-mix(in oklab, ${color} ${percent}%, ${other})`;

/**
 * CSS variables that re-colour everything inside: the app's `brand-*` scale (buttons,
 * focus rings, checkboxes, links) follows the brand's primary colour, and
 * `--brand-accent` / `--brand-on-*` serve the banner and highlights.
 */
export function brandTheme(primary: string, accent: string): CSSProperties {
  return {
    "--color-brand-50": mix(primary, "white", 8),
    "--color-brand-100": mix(primary, "white", 16),
    "--color-brand-200": mix(primary, "white", 30),
    "--color-brand-300": mix(primary, "white", 48),
    "--color-brand-400": mix(primary, "white", 70),
    "--color-brand-500": mix(primary, "white", 86),
    "--color-brand-600": primary,
    "--color-brand-700": mix(primary, "black", 85),
    "--color-brand-800": mix(primary, "black", 70),
    "--color-brand-900": mix(primary, "black", 55),
    "--brand-primary": primary,
    "--brand-on-primary": readableTextOn(primary),
    "--brand-accent": accent,
    "--brand-on-accent": readableTextOn(accent),
  } as CSSProperties;
}
