/** The answers of the webhook calls (SPEC.md has no wording for them). */
export const WEBHOOK_NOT_FOUND = "No such webhook endpoint.";
export const BRAND_NOT_FOUND = "This brand does not exist.";
export const PAUSED_NO_TEST = "Resume the endpoint to send it a test event.";
export const TEST_QUEUED = { message: "Test event queued." };
export const SPONSOR_NOT_FOUND = "This sponsor does not exist.";
