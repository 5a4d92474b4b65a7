/** The answers of the segment calls (SPEC.md has no wording for them). */
export const SEGMENT_NOT_FOUND = "No such segment.";
export const BRAND_NOT_FOUND = "This brand does not exist.";
export const SEGMENT_NAME_TAKEN = "A segment of this brand already has this name.";
export const TOPICS_OF_OTHER_BRAND = "Choose topics of this brand.";
export const EVENTS_OF_OTHER_BRAND = "Choose events of this brand.";
