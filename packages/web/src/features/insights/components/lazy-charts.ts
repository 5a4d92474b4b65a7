import { lazy } from "react";

/**
 * The charts, loaded when the insights first draw one: recharts (with its dependencies the
 * largest library of the app) is downloaded by the admin dashboard alone, after its figures,
 * never by the public pages nor the other screens.
 */
export const SignupsChart = lazy(() =>
  import("./charts/signups-chart").then((module) => ({ default: module.SignupsChart })),
);
export const ConsentChart = lazy(() =>
  import("./charts/consent-chart").then((module) => ({ default: module.ConsentChart })),
);
export const TopResourcesChart = lazy(() =>
  import("./charts/top-resources-chart").then((module) => ({
    default: module.TopResourcesChart,
  })),
);
export const TopicOpensChart = lazy(() =>
  import("./charts/topic-opens-chart").then((module) => ({ default: module.TopicOpensChart })),
);
