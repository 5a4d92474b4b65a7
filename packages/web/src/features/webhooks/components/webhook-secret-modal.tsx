import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { toast } from "../../../lib/toast";

export interface WebhookSecretModalProps {
  /** The new endpoint's secret; null when closed. */
  secret: string | null;
  url: string;
  onClose: () => void;
}

/** The signing secret of a new endpoint: shown this once, with a copy button. */
export function WebhookSecretModal({ secret, url, onClose }: WebhookSecretModalProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      toast.error("Copying failed: select the secret and copy it.");
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Modal
      open={secret !== null}
      onClose={close}
      title="Signing secret"
      description={`Give it to the receiver at ${url} to verify each delivery's webhook-signature. It is shown only now: once this closes, nobody can see it again.`}
      footer={<Button onClick={close}>Done</Button>}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <output
          aria-label="Signing secret"
          className="block min-w-0 flex-1 rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
        >
          {secret}
        </output>
        <Button variant="secondary" onClick={copy}>
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </Modal>
  );
}
