import type { App } from "../../lib/app-type";
import { countSegmentRoutes } from "./count-segments";
import { createSegmentRoute } from "./create-segment";
import { deleteSegmentRoute } from "./delete-segment";
import { getSegmentRoute } from "./get-segment";
import { listSegmentsRoute } from "./list-segments";
import { updateSegmentRoute } from "./update-segment";

/** /api/segments: saved segments of a brand's members and their counts (staff). */
export const segmentRoutes = async (app: App) => {
  await app.register(listSegmentsRoute);
  await app.register(createSegmentRoute);
  // Before /:id: "count" is not a segment id.
  await app.register(countSegmentRoutes);
  await app.register(getSegmentRoute);
  await app.register(updateSegmentRoute);
  await app.register(deleteSegmentRoute);
};
