import type { CreatedWebhook, WebhookEndpoint } from "@sector/shared";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { PlusIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/page-header";
import { useSponsors } from "../../features/sponsors/api/list-sponsors";
import { useDeleteWebhook } from "../../features/webhooks/api/delete-webhook";
import { useWebhooks } from "../../features/webhooks/api/get-webhooks";
import { useSendTestWebhook } from "../../features/webhooks/api/send-test-webhook";
import { useUpdateWebhook } from "../../features/webhooks/api/update-webhook";
import { WebhookDeliveries } from "../../features/webhooks/components/webhook-deliveries";
import { WebhookFormModal } from "../../features/webhooks/components/webhook-form-modal";
import { WebhookSecretModal } from "../../features/webhooks/components/webhook-secret-modal";
import { WebhooksTable } from "../../features/webhooks/components/webhooks-table";
import { useCompanies } from "../../lib/api/get-companies";
import { reportError } from "../../lib/report-error";
import { toast } from "../../lib/toast";

/** /webhooks (admin): the endpoints that hear of members' changes, and their deliveries. */
export default function WebhooksRoute() {
  const { data: endpoints, isPending } = useWebhooks();
  const { data: companies } = useCompanies();
  const { data: sponsors } = useSponsors();
  const sendTest = useSendTestWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const selected = endpoints?.find((e) => e.id === selectedId) ?? null;

  const act = async (endpoint: WebhookEndpoint, work: () => Promise<string>) => {
    setBusyId(endpoint.id);
    try {
      toast.success(await work());
    } catch (error) {
      reportError(error);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Webhooks"
        subtitle="Push new members, consent changes and erasures to the publisher's other systems"
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon className="size-4" />
            Add endpoint
          </Button>
        }
      />
      <WebhooksTable
        endpoints={endpoints}
        isPending={isPending}
        selectedId={selectedId}
        busyId={busyId}
        onShowDeliveries={(endpoint) => setSelectedId(endpoint.id)}
        onSendTest={(endpoint) =>
          act(endpoint, async () => {
            const answer = await sendTest.mutateAsync(endpoint.id);
            setSelectedId(endpoint.id);
            return answer.message;
          })
        }
        onTogglePause={(endpoint) =>
          act(endpoint, async () => {
            const paused = endpoint.status === "active";
            await update.mutateAsync({ id: endpoint.id, paused });
            return paused ? "Endpoint paused." : "Endpoint resumed.";
          })
        }
        onDelete={setDeleting}
      />
      {selected && <WebhookDeliveries endpoint={selected} />}

      <WebhookFormModal
        open={adding}
        companies={companies}
        sponsors={sponsors}
        onClose={() => setAdding(false)}
        onCreated={(webhook) => {
          setAdding(false);
          setCreated(webhook);
          setSelectedId(webhook.id);
        }}
      />
      <WebhookSecretModal
        secret={created?.secret ?? null}
        url={created?.url ?? ""}
        onClose={() => setCreated(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        message="Delete this endpoint?"
        description={`${deleting?.url ?? ""} will receive nothing more, and its deliveries are deleted with it.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success("Endpoint deleted.");
            if (selectedId === deleting.id) setSelectedId(null);
            setDeleting(null);
          } catch (error) {
            reportError(error);
          }
        }}
      />
    </>
  );
}
