import { zodResolver } from "@hookform/resolvers/zod";
import {
  FIRMOGRAPHIC_FIELDS,
  type FirmographicField,
  firmographicLabel,
  type MyProfileResponse,
  type ProfileDetailsData,
  profileDetailsSchema,
} from "@sector/shared";
import { useEffect, useId, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { FirmographicSelect } from "../../../components/ui/firmographic-select";
import { Spinner } from "../../../components/ui/spinner";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useProfileDetails } from "../api/get-profile-details";
import { useUpdateProfileDetails } from "../api/update-profile-details";

/** The form holds each field as its select does: a code, or "" for unknown. */
type WorkDetailsValues = Record<FirmographicField, string>;

const resolver = zodResolver(profileDetailsSchema) as unknown as Resolver<
  WorkDetailsValues,
  unknown,
  ProfileDetailsData
>;

const FAILED = "Your work details could not be saved. Please try again.";

/** The two fields a job title can suggest. */
const SUGGESTED = ["seniority", "job_function"] as const;
type SuggestedField = (typeof SUGGESTED)[number];
const isSuggested = (field: FirmographicField): field is SuggestedField =>
  (SUGGESTED as readonly string[]).includes(field);

const valuesOf = ({ user }: MyProfileResponse): WorkDetailsValues =>
  Object.fromEntries(FIRMOGRAPHIC_FIELDS.map((f) => [f, user[f] ?? ""])) as WorkDetailsValues;

/**
 * My Profile's "Work details": country, company size, industry, job function and seniority,
 * each from its list. Seniority and job function the job title suggests are offered to accept
 * or change: a value still only suggested is marked so, and saving sends only what changed
 * (or was accepted), which the server then keeps as the member's own choice.
 */
export function WorkDetails({ userId }: { userId: number }) {
  const headingId = useId();
  const details = useProfileDetails(userId);
  const save = useUpdateProfileDetails();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<WorkDetailsValues, unknown, ProfileDetailsData>({
    resolver,
    defaultValues: Object.fromEntries(FIRMOGRAPHIC_FIELDS.map((f) => [f, ""])),
  });

  // Suggestions accepted in this form: sent even when the value shown was already the
  // suggestion (stored as derived), so that it becomes the member's own.
  const [accepted, setAccepted] = useState<ReadonlySet<SuggestedField>>(new Set());

  // The stored values once they arrive, and again after each save.
  useEffect(() => {
    if (details.data) {
      reset(valuesOf(details.data));
      setAccepted(new Set());
    }
  }, [details.data, reset]);

  const onValid = async (data: ProfileDetailsData) => {
    const changed = Object.fromEntries(
      FIRMOGRAPHIC_FIELDS.filter((f) => dirtyFields[f] || (isSuggested(f) && accepted.has(f))).map(
        (f) => [f, data[f] ?? null],
      ),
    );
    if (Object.keys(changed).length === 0) {
      toast.success("Your work details are up to date.");
      return;
    }
    try {
      await save.mutateAsync(changed);
    } catch (error) {
      reportError(error, FAILED);
      const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
      for (const field of FIRMOGRAPHIC_FIELDS) {
        const message = fieldErrors?.[field];
        if (message) setError(field, { message }, { shouldFocus: true });
      }
      return;
    }
    toast.success("Your work details have been saved.");
  };

  /** What the job title suggests for the field, and whether it is accepted in this form. */
  const suggestion = (field: SuggestedField) => {
    const suggested = details.data?.suggestions[field];
    if (!suggested) return null;
    const settled = accepted.has(field) && watch(field) === suggested;
    return { label: firmographicLabel(field, suggested), value: suggested, settled };
  };

  const accept = (field: SuggestedField, value: string) => {
    setValue(field, value, { shouldDirty: true, shouldValidate: true });
    setAccepted((current) => new Set([...current, field]));
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Work details
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Where you work and what you do. Each is optional; sponsors' offers use them only when you
        choose to share your details with a sponsor.
      </p>
      {details.isPending ? (
        <div className="mt-5 flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <form
          onSubmit={handleSubmit(onValid)}
          noValidate
          aria-labelledby={headingId}
          className="mt-5 space-y-5"
        >
          <div className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">
            {FIRMOGRAPHIC_FIELDS.map((field) => {
              const offer = isSuggested(field) ? suggestion(field) : null;
              return (
                <div key={field}>
                  <FirmographicSelect
                    field={field}
                    error={errors[field]?.message}
                    hint={
                      offer
                        ? offer.settled
                          ? `Suggested from your job title: ${offer.label} (accepted: save to keep it)`
                          : `Suggested from your job title: ${offer.label}`
                        : undefined
                    }
                    {...register(field)}
                  />
                  {offer && !offer.settled && isSuggested(field) && (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="mt-2"
                      aria-label={`Accept the suggested ${field === "seniority" ? "seniority" : "job function"}: ${offer.label}`}
                      onClick={() => accept(field, offer.value)}
                    >
                      Accept {offer.label}
                    </Button>
                  )}
                </div>
              );
            })}
          </div>
          <Button type="submit" loading={isSubmitting}>
            Save work details
          </Button>
        </form>
      )}
    </section>
  );
}
