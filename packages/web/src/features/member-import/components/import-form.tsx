import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { inputClassName } from "../../../components/ui/field";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateMemberImport } from "../api/create-member-import";
import { guessMapping } from "../guess-mapping";
import {
  emptyMapping,
  type ImportFormData,
  type ImportFormValues,
  importFormSchema,
} from "../import-form-schema";
import { readHeaderRow } from "../read-header-row";
import { MappingFields } from "./mapping-fields";

/** The schema validates these values as they are; only the resolver's static types differ. */
const resolver = zodResolver(importFormSchema) as unknown as Resolver<
  ImportFormValues,
  unknown,
  ImportFormData
>;

const UNREADABLE = "The header row of this file could not be read: is it a CSV file?";

export interface ImportFormProps {
  /** An import (or dry run) was accepted: its id. */
  onStarted: (id: number, dryRun: boolean, totalRows: number) => void;
  /** An import is under way: starting another waits. */
  running: boolean;
}

/**
 * Choose a CSV file, map its columns (guessed from the header row, read here before any
 * upload), then "Dry run" (a report of what would happen) or "Import".
 */
export function ImportForm({ onStarted, running }: ImportFormProps) {
  const fileInputId = useId();
  const [headers, setHeaders] = useState<string[]>([]);
  const [mode, setMode] = useState<"dry" | "run" | null>(null);
  const create = useCreateMemberImport();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ImportFormValues, unknown, ImportFormData>({
    resolver,
    defaultValues: { file: null, mapping: emptyMapping(), send_welcome: false },
  });

  const onFile = async (file: File | undefined) => {
    setHeaders([]);
    setValue("mapping", emptyMapping());
    if (!file) return;
    try {
      const names = await readHeaderRow(file);
      setHeaders(names);
      setValue("mapping", guessMapping(names));
    } catch (error) {
      reportError(error, UNREADABLE);
    }
  };

  const start = (dryRun: boolean) => async (data: ImportFormData) => {
    setMode(dryRun ? "dry" : "run");
    try {
      const accepted = await create.mutateAsync({
        file: data.file,
        mapping: data.mapping,
        dryRun,
        sendWelcome: data.send_welcome,
      });
      onStarted(accepted.id, dryRun, accepted.total_rows);
    } catch (error) {
      reportError(error, "The import could not start. Please try again.");
    } finally {
      setMode(null);
    }
  };

  const onInvalid = (invalid: FieldErrors<ImportFormValues>) => {
    const message = invalid.file?.message ?? invalid.mapping?.message;
    if (message) toast.error(message, { id: message });
  };

  const busy = create.isPending || running;
  const mappingError = errors.mapping?.message;
  return (
    <form
      aria-label="Import members"
      noValidate
      onSubmit={handleSubmit(start(true), onInvalid)}
      className="space-y-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <label htmlFor={fileInputId} className="block text-sm/6 font-medium text-slate-800">
          CSV file (UTF-8, a header row, up to 200,000 members)
        </label>
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <input
              id={fileInputId}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={errors.file ? true : undefined}
              className={inputClassName(Boolean(errors.file), "mt-1.5")}
              onChange={(event) => {
                const file = event.target.files?.[0];
                field.onChange(file ?? null);
                void onFile(file);
              }}
            />
          )}
        />
        {errors.file?.message && (
          <p className="mt-1.5 text-sm text-red-600">{errors.file.message}</p>
        )}
      </div>
      {headers.length > 0 && (
        <>
          <div>
            <h2 className="text-base font-semibold text-slate-900">Columns</h2>
            <p className="mt-1 text-sm text-slate-600">
              Which column feeds each field. Brand is a company code (CIO, CMO…); topics are names
              of that brand's topics separated by ; or |; a granted consent needs the date and the
              source of the original consent.
            </p>
          </div>
          <MappingFields control={control} headers={headers} disabled={busy} />
          {mappingError && (
            <p role="alert" className="text-sm text-red-600">
              {mappingError}
            </p>
          )}
          <Checkbox label="Send welcome emails to new members" {...register("send_welcome")} />
        </>
      )}
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button
          type="submit"
          variant="secondary"
          loading={mode === "dry"}
          disabled={busy}
          className="w-full sm:w-auto"
        >
          Dry run
        </Button>
        <Button
          type="button"
          loading={mode === "run"}
          disabled={busy}
          onClick={handleSubmit(start(false), onInvalid)}
          className="w-full sm:w-auto"
        >
          Import
        </Button>
      </div>
    </form>
  );
}
