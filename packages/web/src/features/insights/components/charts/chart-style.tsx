import type { CSSProperties, ReactNode } from "react";
import { AXIS_TEXT } from "../../palette";

/** What the four charts share: size, axis text and the legend and tooltip look. */

/** Fills the card's chart area (a fixed height), following its width. */
export const CHART_STYLE: CSSProperties = { width: "100%", height: "100%" };

export const CHART_MARGIN = { top: 8, right: 12, bottom: 0, left: 0 };

/** Axis ticks in slate-600, small: readable on white (7.6:1). */
export const TICK = { fill: AXIS_TEXT, fontSize: 12 };

/**
 * Legend entries in slate-700 rather than their series colour. Legends keep the series' order
 * (`itemSorter={null}`): brands as listed, consents as the registration page asks them.
 */
export const legendLabel = (value: unknown): ReactNode => (
  <span className="text-xs text-slate-700">{String(value)}</span>
);

export const LEGEND_WRAPPER: CSSProperties = { paddingTop: 8 };

export const TOOLTIP_CONTENT: CSSProperties = {
  borderRadius: 8,
  borderColor: "#e2e8f0",
  fontSize: 12,
  color: "#0f172a",
};

/** Long titles and topics are cut on the axis; the tooltip and the table carry them whole. */
export const shorten =
  (max: number) =>
  (text: unknown): string => {
    const value = String(text);
    return value.length > max ? `${value.slice(0, max - 1)}…` : value;
  };

/**
 * `text` whole when `measure` (its width in pixels) says it fits `maxWidth`, else cut to the most
 * characters that fit with an ellipsis.
 */
export const fitLabel = (
  text: string,
  maxWidth: number,
  measure: (text: string) => number,
): string => {
  if (measure(text) <= maxWidth) return text;
  let low = 0;
  let high = text.length;
  // The longest start of the text that fits with "…": a binary search on its length.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(`${text.slice(0, mid).trimEnd()}…`) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
};

let context: CanvasRenderingContext2D | null | undefined;

/**
 * The width of `text` in the page's font at `fontSize`, measured on a canvas; where there is
 * none (tests, the server), an estimate of 7 px a character at 12 px, wide enough for most.
 */
export const measureText = (text: string, fontSize: number): number => {
  if (context === undefined) {
    try {
      context =
        typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
    } catch {
      context = null;
    }
  }
  if (!context) return (text.length * 7 * fontSize) / 12;
  context.font = `${fontSize}px ${getComputedStyle(document.body).fontFamily}`;
  return context.measureText(text).width;
};
