import { modifyPreferencesSchema, type Preference, type PublicUser } from "@sector/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { SpinnerIcon } from "../../../components/ui/icons";
import { MultiSelect } from "../../../components/ui/multi-select";
import { idNameOptions, Select } from "../../../components/ui/select";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCompanies } from "../../companies/api/get-companies";
import { usePreferences } from "../../preferences/api/fetch-preferences";
import { useModifyPreferences } from "../../preferences/api/modify-preferences";
import { useMyPreferences } from "../../preferences/api/my-preferences";

/**
 * The Preferences tab: pick a website (the company joined through by default), then the
 * preferences chosen there; saving asks for confirmation first.
 */
export function PreferencesForm({ user }: { user: PublicUser }) {
  const companies = useCompanies();
  const [chosenCompanyId, setChosenCompanyId] = useState<number | null>(user.joined_thru);
  const companyId = chosenCompanyId ?? companies.data?.[0]?.id ?? null;
  const preferences = usePreferences(companyId);
  const mine = useMyPreferences(user.id, companyId);

  const loading = companyId !== null && (preferences.isPending || mine.isPending);

  return (
    <div className="max-w-xl space-y-6">
      <Select
        label="Website"
        value={companyId}
        onChange={setChosenCompanyId}
        options={idNameOptions(companies.data)}
        placeholder={companies.isPending ? "Loading..." : "Select a company"}
        disabled={companies.isPending}
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
        />
      )}
    </div>
  );
}

interface PreferencesChoiceProps {
  options: readonly Preference[];
  saved: readonly number[];
}

function PreferencesChoice({ options, saved }: PreferencesChoiceProps) {
  const modify = useModifyPreferences();
  const [selectedIds, setSelectedIds] = useState<number[]>(() =>
    saved.filter((id) => options.some((option) => option.id === id)),
  );
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  const selected = options.filter((option) => selectedIds.includes(option.id));

  const change = (ids: number[]) => {
    setSelectedIds(ids);
    setError(undefined);
  };

  const requestUpdate = () => {
    const check = modifyPreferencesSchema.safeParse({ preferenceData: selected });
    if (!check.success) {
      const message = check.error.issues[0]?.message ?? "Please select at least one preference!";
      setError(message);
      toast.error(message, { id: message });
      return;
    }
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      await modify.mutateAsync(selected);
      toast.success("Preferences successfully updated!");
    } catch (failure) {
      reportError(failure);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <MultiSelect
        label="Preferences"
        value={selectedIds}
        onChange={change}
        options={idNameOptions(options)}
        placeholder="Select preferences"
        error={error}
      />
      <div className="flex justify-end border-t border-slate-200 pt-6">
        <Button onClick={requestUpdate}>Update Account</Button>
      </div>
      <ConfirmDialog
        open={confirming}
        message="Are your sure you want to perform this action?"
        confirmLabel="Yes, I'm sure"
        cancelLabel="No, cancel"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        busy={modify.isPending}
      />
    </>
  );
}
