import {
  LEAD_DESTINATION_NOT_FOUND,
  type LeadDestinationTest,
  leadDestinationParamsSchema,
} from "@sector/shared";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { leadDestinations } from "../../db/lead-delivery-schema";
import { mapLead, testLead } from "../../lead-delivery/deliveries";
import { kindOf } from "../../lead-delivery/kinds";
import { openSettings } from "../../lead-delivery/settings-box";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { enqueueTestEvent } from "../../webhooks/enqueue";

/** How long "Send test lead" waits for the far end. */
const TEST_TIMEOUT_MS = 20_000;

export const testDestinationRoute = async (app: App) => {
  app.post(
    "/sponsors/:id/destinations/:d/test",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Send a test lead, clearly marked as one, through the destination now (admin, audited): 200 { ok, detail } with what the far end said, or { ok: false, error }; an https destination queues a webhook.test event",
        params: leadDestinationParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "test", subject: "leadDestination" }),
    },
    async (request): Promise<LeadDestinationTest> => {
      const { id: sponsorId, d } = request.params;
      const [destination] = await app.db
        .select()
        .from(leadDestinations)
        .where(and(eq(leadDestinations.id, d), eq(leadDestinations.sponsorId, sponsorId)));
      if (!destination) throw new NotFoundError(LEAD_DESTINATION_NOT_FOUND);
      let answer: LeadDestinationTest;
      if (destination.kind === "https") {
        if (destination.webhookId !== null) await enqueueTestEvent(app.db, destination.webhookId);
        answer = { ok: true, detail: "A webhook.test event was queued for the endpoint." };
      } else {
        const kind = kindOf(destination.kind);
        if (!kind) {
          answer = { ok: false, error: `${destination.kind} delivery is not available here.` };
        } else {
          const settings = openSettings(
            destination.kind,
            destination.settings,
            app.config.mfaEncryptionKey,
          );
          const lead = mapLead(testLead(), destination.fieldMap, true);
          try {
            const [outcome] = await kind.deliver(settings, [lead], {
              addressPolicy: app.config.webhookAddresses,
              timeoutMs: TEST_TIMEOUT_MS,
              signal: AbortSignal.timeout(TEST_TIMEOUT_MS + 1000),
            });
            answer = !outcome
              ? { ok: false, error: "The destination answered nothing." }
              : outcome.ok
                ? { ok: true, detail: outcome.detail }
                : { ok: false, error: outcome.error };
          } catch (err) {
            answer = { ok: false, error: err instanceof Error ? err.message : String(err) };
          }
        }
      }
      await recordAudit(app.db, request, {
        action: "lead_destination.test",
        targetType: "lead_destination",
        targetId: d,
        summary: `test lead to ${destination.kind} “${destination.name}”: ${answer.ok ? answer.detail : answer.error}`,
      });
      return answer;
    },
  );
};
