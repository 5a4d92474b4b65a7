import { CONSENT_PURPOSES } from "@sector/shared";
import { Button } from "../../../components/ui/button";
import { SpinnerIcon } from "../../../components/ui/icons";
import { Modal } from "../../../components/ui/modal";
import { useConsentTexts } from "../../../lib/api/get-consent-texts";
import { ConsentWordingForm } from "./consent-wording-form";

/** The brand whose wording is edited. */
export interface WordingCompany {
  id: number;
  name: string;
}

export interface ConsentWordingModalProps {
  open: boolean;
  company: WordingCompany | null;
  onClose: () => void;
}

/**
 * 'Consent wording': a brand's three consent texts as its registration page shows them, each
 * saved on its own; a change becomes a new version, and members' consents keep the version
 * they saw.
 */
export function ConsentWordingModal({ open, company, onClose }: ConsentWordingModalProps) {
  const texts = useConsentTexts(open && company ? company.id : null);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Consent wording"
      description={
        company
          ? `What the ${company.name} registration page asks. Saving a change creates a new version.`
          : undefined
      }
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {texts.isPending || !company ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <SpinnerIcon className="size-4 animate-spin text-brand-600" />
          Loading...
        </p>
      ) : texts.isError ? (
        <p className="text-sm text-slate-600">The consent wording is unavailable.</p>
      ) : (
        <div className="space-y-6">
          {CONSENT_PURPOSES.map((purpose) => {
            const text = texts.data.find((item) => item.purpose === purpose);
            return text ? (
              // Keyed by version: a saved change starts the form from the new text.
              <ConsentWordingForm
                key={`${purpose}-${text.version}`}
                companyId={company.id}
                text={text}
              />
            ) : null;
          })}
        </div>
      )}
    </Modal>
  );
}
