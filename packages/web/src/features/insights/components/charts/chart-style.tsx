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
