import {
  type CampaignQuestion,
  JUST_READ,
  SHARE_AND_READ,
  SPONSOR_SHARED_DETAILS,
  type SponsorOffer,
} from "@sector/shared";
import { Button } from "../../../components/ui/button";
import { ShareDialogBody, shareDialogTitle } from "./share-dialog";

export interface SharePreviewProps {
  sponsorName: string;
  /** The questions as the campaign will ask them (a profile question with its list). */
  questions: CampaignQuestion[];
}

/**
 * The sharing dialog as a member sees it with these questions (a member with none of the
 * work details on file, who is asked them all), updated as the questions are written. A
 * picture, not a form: inert, so the keyboard does not wander through answers and buttons
 * that do nothing here.
 */
export function SharePreview({ sponsorName, questions }: SharePreviewProps) {
  const offer: SponsorOffer = {
    resource_id: 0,
    campaign_id: 0,
    sponsor: { id: 0, name: sponsorName, logo_url: null, website: "", privacy_url: "#" },
    wording: { version: 0, text: "The brand's sharing wording, with the sponsor's name." },
    details: SPONSOR_SHARED_DETAILS,
    questions,
  };
  return (
    <section
      aria-label="Preview of the sharing dialog"
      className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Preview</p>
      <div inert className="mt-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-900/5">
        <p className="mb-3 text-base font-semibold text-slate-900">{shareDialogTitle(offer)}</p>
        <ShareDialogBody
          offer={offer}
          answers={{}}
          onAnswer={() => {}}
          actions={
            <>
              <Button variant="secondary" size="lg" fullWidth>
                {SHARE_AND_READ}
              </Button>
              <Button variant="secondary" size="lg" fullWidth>
                {JUST_READ}
              </Button>
            </>
          }
        />
      </div>
    </section>
  );
}
