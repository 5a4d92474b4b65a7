import { zodResolver } from "@hookform/resolvers/zod";
import { modifyPreferencesSchema, type Preference, type PublicUser } from "@sector/shared";
import { useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { SpinnerIcon } from "../../../components/ui/icons";
import { MultiSelect } from "../../../components/ui/multi-select";
import { idNameOptions, Select } from "../../../components/ui/select";
import { useCompanies } from "../../../lib/api/get-companies";
import { usePreferences } from "../../../lib/api/get-preferences";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useMyPreferences } from "../api/get-my-preferences";
import { useUpdateMyPreferences } from "../api/update-my-preferences";
import { readLastWebsite, rememberLastWebsite } from "../last-website";

/**
 * The Preferences tab: pick a website (the one saved last in this browser, else the company
 * joined through), then the
 * preferences chosen there; saving asks for confirmation first. A member picks among the
 * brands they belong to; staff, who belong to none, among every company.
 */
export function PreferencesForm({ user }: { user: PublicUser }) {
  const ownBrands = user.role === "user" && user.brands.length > 0;
  const companies = useCompanies();
  const websites = ownBrands ? user.brands : companies.data;
  const websitesPending = !ownBrands && companies.isPending;
  const [chosenCompanyId, setChosenCompanyId] = useState<number | null>(
    () => readLastWebsite(user.id) ?? user.joined_thru,
  );
  const chosen = websites?.some((website) => website.id === chosenCompanyId)
    ? chosenCompanyId
    : null;
  const companyId = chosen ?? websites?.[0]?.id ?? null;
  const preferences = usePreferences(companyId);
  const mine = useMyPreferences(user.id, companyId);

  const loading = companyId !== null && (preferences.isPending || mine.isPending);

  return (
    <div className="max-w-xl space-y-6">
      <Select
        label="Website"
        value={companyId}
        onChange={setChosenCompanyId}
        options={idNameOptions(websites)}
        placeholder={websitesPending ? "Loading..." : "Select a company"}
        disabled={websitesPending}
      />
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <SpinnerIcon className="size-4 animate-spin text-brand-600" />
          Loading preferences...
        </p>
      ) : (
        <PreferencesChoice
          // A new company, or a fresh answer from the server, starts from what is saved.
          key={`${companyId}:${mine.dataUpdatedAt}`}
          options={preferences.data ?? []}
          saved={(mine.data ?? []).map((item) => item.preference_id)}
          onSaved={() => companyId !== null && rememberLastWebsite(user.id, companyId)}
        />
      )}
    </div>
  );
}

interface PreferencesChoiceProps {
  options: readonly Preference[];
  saved: readonly number[];
  onSaved: () => void;
}

/** The ids chosen; the schema takes ids as well as the preference objects that are sent. */
interface PreferencesChoiceValues {
  preferenceData: number[];
}

/** The schema validates these values as they are; only the resolver's static types differ. */
const resolver = zodResolver(
  modifyPreferencesSchema,
) as unknown as Resolver<PreferencesChoiceValues>;

function PreferencesChoice({ options, saved, onSaved }: PreferencesChoiceProps) {
  const update = useUpdateMyPreferences();
  const [confirming, setConfirming] = useState(false);
  const {
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<PreferencesChoiceValues>({
    resolver,
    defaultValues: {
      preferenceData: saved.filter((id) => options.some((option) => option.id === id)),
    },
  });

  const onInvalid = (invalid: FieldErrors<PreferencesChoiceValues>) => {
    const message = invalid.preferenceData?.message;
    if (message) toast.error(message, { id: message });
  };

  const confirm = async () => {
    const ids = getValues("preferenceData");
    try {
      await update.mutateAsync(options.filter((option) => ids.includes(option.id)));
      onSaved();
      toast.success("Preferences successfully updated!");
    } catch (failure) {
      reportError(failure);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      {/* Valid: 'Update Account' asks for confirmation first (SPEC section 2). */}
      <form onSubmit={handleSubmit(() => setConfirming(true), onInvalid)} noValidate>
        <Controller
          control={control}
          name="preferenceData"
          render={({ field }) => (
            <MultiSelect
              ref={field.ref}
              label="Preferences"
              value={field.value}
              onChange={field.onChange}
              options={idNameOptions(options)}
              placeholder="Select preferences"
              error={errors.preferenceData?.message}
            />
          )}
        />
        <div className="mt-6 flex justify-end border-t border-slate-200 pt-6">
          <Button type="submit">Update Account</Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        message="Are your sure you want to perform this action?"
        confirmLabel="Yes, I'm sure"
        cancelLabel="No, cancel"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        busy={update.isPending}
      />
    </>
  );
}
