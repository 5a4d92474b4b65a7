import type { CSSProperties } from "react";

/**
 * The campaign charts' look, matched to the dashboard's insights (a feature does not import
 * another, so these few values are repeated here): fills the card's chart area, slate-600
 * ticks (7.6:1 on white), light lines, an indigo-700 bar (at least 4.5:1 against white).
 */
export const CHART_STYLE: CSSProperties = { width: "100%", height: "100%" };
export const CHART_MARGIN = { top: 8, right: 12, bottom: 0, left: 0 };
export const TICK = { fill: "#475569", fontSize: 12 };
export const GRID_LINE = "#e2e8f0";
export const AXIS_LINE = "#cbd5e1";
export const HOVER_FILL = "#f1f5f9";
export const LEADS_COLOR = "#4338ca";
export const TOOLTIP_CONTENT: CSSProperties = {
  borderRadius: 8,
  borderColor: "#e2e8f0",
  fontSize: 12,
  color: "#0f172a",
};
