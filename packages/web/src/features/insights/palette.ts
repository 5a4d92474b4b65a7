import type { ConsentPurpose } from "@sector/shared";

/**
 * Chart colours. Each is at least 4.5:1 against white, so a bar reads against the card and the
 * legend's text (drawn in the series colour by default) passes WCAG AA; neighbours differ in hue
 * as well as lightness for colour-blind viewers (Tailwind's 700 shades).
 */
export const SERIES_COLORS = [
  "#4338ca", // indigo-700
  "#b45309", // amber-700
  "#0f766e", // teal-700
  "#be123c", // rose-700
  "#0369a1", // sky-700
  "#7e22ce", // purple-700
  "#4d7c0f", // lime-700
  "#475569", // slate-600
] as const;

export const PURPOSE_COLORS: Record<ConsentPurpose, string> = {
  newsletter: "#4338ca",
  resources: "#b45309",
  partners: "#0f766e",
};

/**
 * Short names of the consents for legends and table cells (the consents feature's names are
 * sentences, too long for a legend, and a feature does not import another).
 */
export const PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  newsletter: "Newsletter",
  resources: "Resources and events",
  partners: "Partners",
};

/** Opens and distinct members, in the two resource charts. */
export const OPENS_COLOR = "#4338ca";
export const MEMBERS_COLOR = "#0f766e";

/** Axis ticks, grid lines and tooltips: slate-600 text (7.6:1 on white), light lines. */
export const AXIS_TEXT = "#475569";
export const GRID_LINE = "#e2e8f0";
export const AXIS_LINE = "#cbd5e1";
export const HOVER_FILL = "#f1f5f9";
