import { lazy } from "react";

/**
 * The event's chart, loaded when its detail first draws it: recharts (the app's largest
 * library) is downloaded by the screens that chart something, never by the others.
 */
export const RegistrationsPerDayChart = lazy(() =>
  import("./charts/registrations-per-day-chart").then((module) => ({
    default: module.RegistrationsPerDayChart,
  })),
);
