import { lazy } from "react";

/**
 * The campaign charts, loaded when a campaign's detail first draws one: recharts (the app's
 * largest library) is downloaded by the screens that chart something, never by the others.
 */
export const LeadsPerDayChart = lazy(() =>
  import("./charts/leads-per-day-chart").then((module) => ({ default: module.LeadsPerDayChart })),
);
export const LeadsPerBrandChart = lazy(() =>
  import("./charts/leads-per-brand-chart").then((module) => ({
    default: module.LeadsPerBrandChart,
  })),
);
