import type { Campaign, CampaignQuestion } from "@sector/shared";
import { type ReactNode, useEffect, useId, useMemo } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { TextInput } from "../../../components/ui/text-input";
import { useCompanies } from "../../../lib/api/get-companies";
import { isApiError } from "../../../lib/api-client";
import { showServerFieldErrors, toastFirstInvalid } from "../../../lib/form-errors";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateCampaign } from "../api/create-campaign";
import { useUpdateCampaign } from "../api/update-campaign";
import {
  CAMPAIGN_FIELDS,
  type CampaignData,
  type CampaignFormValues,
  campaignBody,
  campaignFormValues,
  campaignResolver,
  filterOfMessage,
  previewQuestions,
  questionOfMessage,
} from "../campaign-form-values";
import type { CampaignResourceChoice } from "../resource-choices";
import { CampaignFilterFields } from "./campaign-filter-fields";
import { QuestionBuilder } from "./question-builder";
import { SponsoredResourcesField } from "./sponsored-resources-field";

export type { CampaignResourceChoice } from "../resource-choices";

export interface CampaignFormModalProps {
  open: boolean;
  /** The sponsor a new campaign is for; unused when editing. */
  sponsorId: number | null;
  /** Its name: the resources it sponsors are listed first, under "Sponsored by {name}". */
  sponsorName: string;
  /**
   * Beside the form: the sharing dialog as a member will see it with these questions (the
   * screen passes the sponsor-sharing feature's preview), updated as they are written.
   */
  preview?: (questions: CampaignQuestion[]) => ReactNode;
  /** The campaign being edited; null to add one. */
  campaign: Campaign | null;
  /** The resources to choose from; undefined while they load. */
  resources: readonly CampaignResourceChoice[] | undefined;
  onClose: () => void;
  onSaved: (campaign: Campaign) => void;
}

/** The fields a refusal (400) may name, as the server names them. */
const SERVER_FIELDS = ["name", "resource_ids", "lead_cap", "starts_at", "ends_at"] as const;

const NO_RESOURCES: readonly CampaignResourceChoice[] = [];

/** New campaign / Edit campaign: what is sponsored, how many leads, when, and who may share. */
export function CampaignFormModal({
  open,
  sponsorId,
  sponsorName,
  preview,
  campaign,
  resources,
  onClose,
  onSaved,
}: CampaignFormModalProps) {
  const formId = useId();
  const { data: companies } = useCompanies();
  const brandNames = useMemo(
    () => new Map((companies ?? []).map((c) => [c.id, c.name])),
    [companies],
  );
  const sponsorIdNow = campaign?.sponsor_id ?? sponsorId;
  const sponsor = useMemo(
    () => ({ id: sponsorIdNow, name: campaign?.sponsor.name ?? sponsorName }),
    [sponsorIdNow, campaign?.sponsor.name, sponsorName],
  );
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const form = useForm<CampaignFormValues, unknown, CampaignData>({
    resolver: campaignResolver,
    defaultValues: campaignFormValues(null),
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  // Each opening starts from the campaign (edit) or a blank one starting now (add).
  useEffect(() => {
    if (open) reset(campaignFormValues(campaign));
  }, [open, campaign, reset]);

  const onValid = async (data: CampaignData) => {
    const input = campaignBody(data);
    try {
      const saved = campaign
        ? await update.mutateAsync({ id: campaign.id, input })
        : await create.mutateAsync({ sponsor_id: sponsorId ?? 0, ...input });
      toast.success(campaign ? "Campaign updated." : "Campaign created.");
      onSaved(saved);
    } catch (error) {
      const shown = showServerFieldErrors(error, SERVER_FIELDS, setError).length > 0;
      // A refused question shows under the question it names, a refused work details' filter
      // under that filter.
      const questions = isApiError(error) ? error.fieldErrors?.questions : undefined;
      if (questions) {
        const at = questionOfMessage(questions, getValues("questions"));
        if (at === null) setError("questions.root" as "questions", { message: questions });
        else setError(`questions.${at}`, { message: questions });
      }
      const filters = isApiError(error) ? error.fieldErrors?.filters : undefined;
      const filter = filters ? filterOfMessage(filters) : null;
      if (filters && filter) setError(filter, { message: filters });
      // Anything else (the sponsor, a brand) is a toast.
      if (!shown && !questions && !filter) reportError(error);
    }
  };

  const onInvalid = (invalid: FieldErrors<CampaignFormValues>) => {
    // The questions' messages are each under its question: the first of them is the toast's.
    const questions = invalid.questions;
    const message =
      questions?.root?.message ??
      (Array.isArray(questions) ? questions.find((q) => q?.message)?.message : undefined);
    toastFirstInvalid(
      { ...invalid, questions: message ? { type: "invalid", message } : undefined },
      CAMPAIGN_FIELDS,
    );
  };

  const close = () => {
    if (!isSubmitting) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={campaign ? "Edit campaign" : "New campaign"}
      description="Members who read a sponsored resource while the campaign runs may share their details with the sponsor, until the lead cap is reached."
      size="xl"
      align="top"
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel={campaign ? "Save campaign" : "Create campaign"}
          busy={isSubmitting}
          onCancel={close}
        />
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <form
          id={formId}
          onSubmit={handleSubmit(onValid, onInvalid)}
          noValidate
          className="space-y-5"
        >
          <TextInput
            label="Campaign name"
            autoComplete="off"
            data-autofocus
            error={errors.name?.message}
            {...register("name")}
          />
          <Controller
            control={control}
            name="resource_ids"
            render={({ field }) => (
              <SponsoredResourcesField
                ref={field.ref}
                sponsor={sponsor}
                campaignResources={campaign?.resources ?? NO_RESOURCES}
                resources={resources}
                brandNames={brandNames}
                value={field.value}
                onChange={field.onChange}
                error={errors.resource_ids?.message}
              />
            )}
          />
          <TextInput
            label="Lead cap"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="The campaign takes no more leads once it has this many."
            error={errors.lead_cap?.message}
            {...register("lead_cap")}
          />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <TextInput
              label="Starts"
              type="datetime-local"
              hint="Your local time."
              error={errors.starts_at?.message}
              {...register("starts_at")}
            />
            <TextInput
              label="Ends"
              type="datetime-local"
              hint="Your local time."
              error={errors.ends_at?.message}
              {...register("ends_at")}
            />
          </div>
          <CampaignFilterFields form={form} companies={companies} />
          <QuestionBuilder form={form} />
        </form>
        <div className="lg:sticky lg:top-4 lg:self-start">
          {preview?.(previewQuestions(watch("questions")))}
        </div>
      </div>
    </Modal>
  );
}
