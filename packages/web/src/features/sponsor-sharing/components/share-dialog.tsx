import {
  JUST_READ,
  SHARE_AND_READ,
  SPONSOR_SHARED_DETAILS,
  type SponsorOffer,
} from "@sector/shared";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";

export interface ShareDialogProps {
  open: boolean;
  /** The offer of the resource being opened; kept while the dialog fades out. */
  offer: SponsorOffer | null;
  onShareAndRead: () => void;
  onJustRead: () => void;
  /** Escape, a click outside or the close button: nothing opens, nothing is shared. */
  onClose: () => void;
}

/**
 * Asks, before a sponsored resource opens, whether the member shares their details with its
 * sponsor: who the sponsor is, the brand's wording, exactly which details leave and the
 * sponsor's privacy policy. The two answers are equals (same style, same size, side by side)
 * and both open the resource: reading never depends on sharing.
 */
export function ShareDialog({
  open,
  offer,
  onShareAndRead,
  onJustRead,
  onClose,
}: ShareDialogProps) {
  const detailsId = useId();
  return (
    <Modal
      open={open && offer !== null}
      onClose={onClose}
      title={offer ? `${offer.sponsor.name} sponsors this resource` : ""}
      size="md"
    >
      {offer && (
        <div className="space-y-4 text-sm text-slate-700">
          {offer.sponsor.logo_url && (
            // The title names the sponsor: the logo adds nothing to read out.
            <img
              src={offer.sponsor.logo_url}
              alt=""
              className="h-10 w-auto max-w-40 object-contain"
            />
          )}
          <p>{offer.wording.text}</p>
          <div>
            <p id={detailsId} className="font-semibold text-slate-900">
              What {offer.sponsor.name} receives if you share
            </p>
            <ul aria-labelledby={detailsId} className="mt-1 list-disc space-y-0.5 pl-5">
              {SPONSOR_SHARED_DETAILS.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          </div>
          <p>
            <a
              href={offer.sponsor.privacy_url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Privacy policy of {offer.sponsor.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
          {/* Its own row, not the modal's footer: the same order on every screen width. */}
          <div className="grid grid-cols-1 gap-3 pt-2 sm:grid-cols-2">
            <Button variant="secondary" size="lg" fullWidth onClick={onShareAndRead}>
              {SHARE_AND_READ}
            </Button>
            <Button variant="secondary" size="lg" fullWidth onClick={onJustRead}>
              {JUST_READ}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
