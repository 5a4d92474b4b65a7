import { zodResolver } from "@hookform/resolvers/zod";
import { type Preference, updatePreferenceSchema } from "@sector/shared";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { inputClassName } from "../../../components/ui/field";
import { PencilIcon, TrashIcon } from "../../../components/ui/icons";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useDeletePreference } from "../api/delete-preference";
import { useUpdatePreference } from "../api/update-preference";

export interface PreferenceItemProps {
  preference: Preference;
  /** Called after the server deleted it (the company's count goes down). */
  onDeleted: () => void;
}

type Mode = "view" | "edit" | "delete";

const iconButtonClass =
  "rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";

/** One existing preference: its name, or an inline editor, or a delete confirmation. */
export function PreferenceItem({ preference, onDeleted }: PreferenceItemProps) {
  const [mode, setMode] = useState<Mode>("view");
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<
    z.input<typeof updatePreferenceSchema>,
    unknown,
    z.output<typeof updatePreferenceSchema>
  >({
    resolver: zodResolver(updatePreferenceSchema),
    defaultValues: { name: preference.name },
  });
  const error = errors.name?.message;
  const update = useUpdatePreference();
  const remove = useDeletePreference();
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // Back in view mode, focus returns to the row's Edit button rather than the page top.
  useEffect(() => {
    if (mode === "view" && refocus.current) {
      refocus.current = false;
      editButton.current?.focus();
    }
  }, [mode]);

  const backToView = () => {
    refocus.current = true;
    setMode("view");
  };

  const startEdit = () => {
    reset({ name: preference.name });
    setMode("edit");
  };

  // The schema trims the name and refuses a blank one.
  const save = handleSubmit(async ({ name }) => {
    if (name === preference.name) {
      backToView();
      return;
    }
    try {
      await update.mutateAsync({ id: preference.id, name, companyId: preference.company_id });
      toast.success("Preference updated successfully!");
      backToView();
    } catch (err) {
      reportError(err);
    }
  });

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ id: preference.id, companyId: preference.company_id });
      toast.success("Preference deleted successfully!");
      onDeleted();
    } catch (err) {
      reportError(err);
      backToView();
    }
  };

  if (mode === "edit") {
    const inputId = `preference-${preference.id}-name`;
    return (
      <li className="px-3 py-2">
        <form className="flex flex-wrap items-center gap-2" noValidate onSubmit={save}>
          <label htmlFor={inputId} className="sr-only">
            New name for {preference.name}
          </label>
          <input
            id={inputId}
            {...register("name")}
            // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this name.
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className={inputClassName(Boolean(error), "min-w-0 flex-1 py-1.5")}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={update.isPending}>
              Save
            </Button>
            <Button size="sm" variant="secondary" onClick={backToView} disabled={update.isPending}>
              Cancel
            </Button>
          </div>
          {error && (
            <p id={`${inputId}-error`} role="alert" className="w-full text-sm text-red-600">
              {error}
            </p>
          )}
        </form>
      </li>
    );
  }

  if (mode === "delete") {
    return (
      <li className="flex flex-wrap items-center justify-between gap-2 bg-red-50/60 px-3 py-2">
        <span className="text-sm text-slate-800">
          Delete <strong className="font-semibold">{preference.name}</strong>?
        </span>
        <div className="flex gap-2">
          <Button size="sm" variant="danger" onClick={confirmDelete} loading={remove.isPending}>
            Delete
          </Button>
          <Button size="sm" variant="secondary" onClick={backToView} disabled={remove.isPending}>
            Cancel
          </Button>
        </div>
      </li>
    );
  }

  return (
    <li className="flex items-center justify-between gap-2 px-3 py-1.5">
      <span className="min-w-0 truncate text-sm text-slate-800">{preference.name}</span>
      <span className="flex shrink-0 gap-1">
        <button ref={editButton} type="button" onClick={startEdit} className={iconButtonClass}>
          <PencilIcon className="size-4" />
          <span className="sr-only">Edit {preference.name}</span>
        </button>
        <button type="button" onClick={() => setMode("delete")} className={iconButtonClass}>
          <TrashIcon className="size-4" />
          <span className="sr-only">Delete {preference.name}</span>
        </button>
      </span>
    </li>
  );
}
