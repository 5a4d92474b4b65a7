import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/db/schema.ts",
    "./src/db/insights-schema.ts",
    "./src/db/webhooks-schema.ts",
    "./src/db/search-schema.ts",
    "./src/db/newsletters-schema.ts",
    "./src/db/deliverability-schema.ts",
    "./src/db/sponsors-schema.ts",
    "./src/db/lead-delivery-schema.ts",
    "./src/db/sponsor-reports-schema.ts",
    "./src/db/mailings-schema.ts",
    "./src/db/events-schema.ts",
    "./src/db/identity-schema.ts",
    "./src/db/demo-schema.ts",
    "./src/db/staff-invitations-schema.ts",
  ],
  out: "./drizzle",
});
