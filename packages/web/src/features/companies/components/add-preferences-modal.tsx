import { zodResolver } from "@hookform/resolvers/zod";
import { createPreferencesSchema } from "@sector/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { TextInput } from "../../../components/ui/text-input";
import { useCompanies } from "../../../lib/api/get-companies";
import { usePreferences } from "../../../lib/api/get-preferences";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { adjustCachedPreferenceCount } from "../api/companies-cache";
import { useCreatePreferences } from "../api/create-preferences";
import { PreferenceItem } from "./preference-item";

export interface AddPreferencesModalProps {
  open: boolean;
  companyId: number | null;
  onClose: () => void;
}

/**
 * The input holds the names comma separated; the shared schema trims each and drops blanks
 * and repeats, and words the message when none is left.
 */
const namesFormSchema = z.object({
  names: z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => text.split(",")),
    ),
    createPreferencesSchema.shape.names,
  ),
});

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
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof namesFormSchema>, unknown, z.output<typeof namesFormSchema>>({
    resolver: zodResolver(namesFormSchema),
    defaultValues: { names: "" },
  });
  const text = watch("names");
  // A name that is too long is reported at its place in the list (names.0, an array at run
  // time, typed `any` by Array.isArray); its message is shown like one about the whole input.
  const namesError =
    errors.names?.message ??
    (Array.isArray(errors.names) ? errors.names.find(Boolean)?.message : undefined);
  const { data: companies } = useCompanies();
  const company = companies?.find((item) => item.id === companyId) ?? null;
  const { data: preferences, isPending } = usePreferences(companyId);
  const create = useCreatePreferences();

  useEffect(() => {
    if (open) reset({ names: "" });
  }, [open, reset]);

  const filter = lastSegment(text);
  const all = preferences ?? [];
  const shown = filter ? all.filter((p) => p.name.toLowerCase().includes(filter)) : all;

  const submit = handleSubmit(async ({ names }) => {
    if (companyId === null) return;
    try {
      const result = await create.mutateAsync({ companyId, names });
      if (result.preferences.length > 0) {
        adjustCachedPreferenceCount(queryClient, companyId, result.preferences.length);
        toast.success("Preference/s successfully added!");
      }
      if (result.skipped.length > 0) {
        toast.error(`Already added: ${result.skipped.join(", ")}`);
      }
      reset({ names: "" });
    } catch (err) {
      reportError(err);
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add Preferences"
      // Its list filters as one types: anchored at the top, the dialog does not jump.
      align="top"
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
      <form
        // The button is disabled meanwhile; this also refuses a second submit by other means.
        onSubmit={(event) => (create.isPending ? event.preventDefault() : submit(event))}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextInput
          id={inputId}
          label="Preference names"
          hint="Separate several names with commas."
          placeholder="e.g. Cloud, Security, Data"
          autoComplete="off"
          data-autofocus
          error={namesError}
          {...register("names")}
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
