import { createPreferencesSchema } from "@sector/shared";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { TextInput } from "../../../components/ui/text-input";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreatePreferences } from "../../preferences/api/create-preferences";
import { usePreferences } from "../../preferences/api/fetch-preferences";
import { adjustCachedPreferenceCount } from "../api/companies-cache";
import { useCompanies } from "../api/get-companies";
import { PreferenceItem } from "./preference-item";

export interface AddPreferencesModalProps {
  open: boolean;
  companyId: number | null;
  onClose: () => void;
}

/** "a, b , c" → ["a", "b", "c"]: comma separated, trimmed per item, blanks dropped. */
export const splitNames = (text: string) =>
  text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

/** What the user is typing now: the text after the last comma. */
const lastSegment = (text: string) => (text.split(",").pop() ?? "").trim().toLowerCase();

/**
 * Add Preferences: names to add, comma separated; below, the company's existing
 * preferences filtered by the name being typed, each editable and deletable in place.
 */
export function AddPreferencesModal({ open, companyId, onClose }: AddPreferencesModalProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const listHeadingId = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { data: companies } = useCompanies();
  const company = companies?.find((item) => item.id === companyId) ?? null;
  const { data: preferences, isPending } = usePreferences(companyId);
  const create = useCreatePreferences();

  useEffect(() => {
    if (open) {
      setText("");
      setError(null);
    }
  }, [open]);

  const filter = lastSegment(text);
  const all = preferences ?? [];
  const shown = filter ? all.filter((p) => p.name.toLowerCase().includes(filter)) : all;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (companyId === null || create.isPending) return;
    const parsed = createPreferencesSchema.safeParse({ names: splitNames(text) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter at least one preference name.");
      return;
    }
    setError(null);
    try {
      const result = await create.mutateAsync({ companyId, names: parsed.data.names });
      if (result.preferences.length > 0) {
        adjustCachedPreferenceCount(queryClient, companyId, result.preferences.length);
        toast.success("Preference/s successfully added!");
      }
      if (result.skipped.length > 0) {
        toast.error(`Already added: ${result.skipped.join(", ")}`);
      }
      setText("");
    } catch (err) {
      reportError(err);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add Preferences"
      description={
        company
          ? `${company.name} has ${company.preferenceCount} preference${company.preferenceCount === 1 ? "" : "s"}.`
          : undefined
      }
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextInput
          id={inputId}
          label="Preference names"
          hint="Separate several names with commas."
          placeholder="e.g. Cloud, Security, Data"
          autoComplete="off"
          data-autofocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          className="flex-1"
        />
        <Button type="submit" loading={create.isPending} className="sm:mt-8">
          Add
        </Button>
      </form>

      <section aria-labelledby={listHeadingId} className="mt-6">
        <h3 id={listHeadingId} className="text-sm font-semibold text-slate-900">
          Existing preferences
        </h3>
        <div className="mt-2 max-h-72 overflow-y-auto rounded-lg ring-1 ring-slate-200">
          {isPending ? (
            <p role="status" className="px-3 py-4 text-center text-sm text-slate-500">
              Loading...
            </p>
          ) : all.length === 0 ? (
            <p className="px-3 py-4 text-center text-sm text-slate-500">No options available</p>
          ) : shown.length === 0 ? (
            <p className="px-3 py-4 text-center text-sm text-slate-500">
              No matching preferences found.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {shown.map((preference) => (
                <PreferenceItem
                  key={preference.id}
                  preference={preference}
                  onDeleted={() =>
                    companyId !== null && adjustCachedPreferenceCount(queryClient, companyId, -1)
                  }
                />
              ))}
            </ul>
          )}
        </div>
      </section>
    </Modal>
  );
}
