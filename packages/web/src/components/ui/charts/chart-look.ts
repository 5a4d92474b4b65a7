import type { CSSProperties } from "react";

/**
 * What the charts share (the campaign charts, and the horizontal bars of the insights): fills
 * the card's chart area, slate-600 ticks (7.6:1 on white), light lines, an indigo-700 bar (at
 * least 4.5:1 against white). Imported only by lazily loaded chart modules.
 */
export const CHART_STYLE: CSSProperties = { width: "100%", height: "100%" };
export const CHART_MARGIN = { top: 8, right: 12, bottom: 0, left: 0 };
export const TICK = { fill: "#475569", fontSize: 12 };
export const GRID_LINE = "#e2e8f0";
export const AXIS_LINE = "#cbd5e1";
export const HOVER_FILL = "#f1f5f9";
export const BAR_COLOR = "#4338ca";
export const TOOLTIP_CONTENT: CSSProperties = {
  borderRadius: 8,
  borderColor: "#e2e8f0",
  fontSize: 12,
  color: "#0f172a",
};
