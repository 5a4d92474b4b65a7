import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ConsentText,
  FIRMOGRAPHIC_FIELDS,
  FIRMOGRAPHIC_REQUIRED_MESSAGES,
  type FirmographicField,
  type Preference,
  type RegisterData,
  registerSchema,
} from "@sector/shared";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { FirmographicSelect } from "../../../components/ui/firmographic-select";
import { SpinnerIcon } from "../../../components/ui/icons";
import { TextInput } from "../../../components/ui/text-input";
import { cn } from "../../../lib/cn";
import { focusFirstInvalid } from "../../../lib/focus-first-invalid";
import type { LoginArrivalState } from "../../../lib/login-arrival";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { type RegistrationPayload, useRegisterMember } from "../api/register-member";
import type { ResolvedBrand } from "../brand";
import { consentWording } from "../consent-wording";
import { ConsentFields } from "./consent-fields";
import { InterestsField } from "./interests-field";

/**
 * The payload as the form holds it: no company until fetch-company answers; each firmographic
 * field as its select holds it, a code or "" while nothing is chosen.
 */
type RegistrationFormValues = Omit<RegistrationPayload, "company_id" | FirmographicField> & {
  company_id: number | null;
} & Record<FirmographicField, string>;

/**
 * registerSchema validates these values as they are (its input is looser: preferences may
 * be ids); only the resolver's static types differ.
 */
const schemaResolver = zodResolver(registerSchema) as unknown as Resolver<
  RegistrationFormValues,
  unknown,
  RegisterData
>;

/**
 * The schema's checks plus the brand's required fields (the server enforces them too, with
 * the same messages).
 */
const resolverFor =
  (
    required: readonly FirmographicField[],
  ): Resolver<RegistrationFormValues, unknown, RegisterData> =>
  async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const missing = required.filter((field) => !values[field]);
    if (missing.length === 0) return result;
    const errors = { ...result.errors };
    for (const field of missing) {
      errors[field] ??= { type: "required", message: FIRMOGRAPHIC_REQUIRED_MESSAGES[field] };
    }
    return { values: {}, errors };
  };

const EMPTY: RegistrationFormValues = {
  firstname: "",
  lastname: "",
  email: "",
  mobile_number: "",
  user_company: "",
  job_title: "",
  country: "",
  company_size: "",
  industry: "",
  job_function: "",
  seniority: "",
  preferences: [],
  newsletter_flag: false,
  resources_flag: false,
  partners_flag: false,
  company_id: null,
};

export interface RegistrationFormProps {
  brand: ResolvedBrand;
  /** The brand's company; null until fetch-company answers. */
  companyId: number | null;
  preferences: readonly Preference[];
  preferencesLoading: boolean;
  /** The brand's current consent wordings; the built-in ones show until they arrive. */
  consentTexts?: readonly ConsentText[];
  /**
   * Sends the payload elsewhere than the brand's registration, and takes over what follows
   * its success (an event's page registers for the event with it); absent: the brand's page.
   */
  send?: (payload: RegistrationPayload) => Promise<void>;
}

function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className="text-red-600">*</span>
    </>
  );
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The firmographic fields' labels in the page's Title Case ("Job Title", "Company Name"). */
const LABELS: Record<FirmographicField, string> = {
  country: "Country",
  company_size: "Company Size",
  industry: "Industry",
  job_function: "Job Function",
  seniority: "Seniority",
};

/** The fields as the form shows them: an invalid submit focuses the first one in error. */
const FIELD_ORDER = [
  "firstname",
  "lastname",
  "email",
  "mobile_number",
  ...FIRMOGRAPHIC_FIELDS,
  "preferences",
] as const;

export function RegistrationForm({
  brand,
  companyId,
  preferences,
  preferencesLoading,
  consentTexts,
  send,
}: RegistrationFormProps) {
  const navigate = useNavigate();
  const registration = useRegisterMember();
  const [sending, setSending] = useState(false);
  const asked = brand.fields;
  const requiredKey = asked
    .filter((f) => f.required)
    .map((f) => f.field)
    .join(",");
  const resolver = useMemo(
    () => resolverFor(requiredKey === "" ? [] : (requiredKey.split(",") as FirmographicField[])),
    [requiredKey],
  );
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<RegistrationFormValues, unknown, RegisterData>({
    resolver,
    defaultValues: EMPTY,
    // The page scrolls to the top on failure (SPEC section 4): onInvalid focuses the first
    // field in error without scrolling to it, where react-hook-form's focus would scroll.
    shouldFocusError: false,
  });

  useEffect(() => {
    setValue("company_id", companyId);
  }, [companyId, setValue]);

  const selected = watch("preferences");
  const togglePreference = (preference: Preference, checked: boolean) => {
    const current = getValues("preferences");
    const next = checked
      ? [...current.filter((p) => p.id !== preference.id), preference]
      : current.filter((p) => p.id !== preference.id);
    setValue("preferences", next, { shouldDirty: true });
    clearErrors("preferences");
  };

  const phone = register("mobile_number");
  const wording = consentWording(brand.name, consentTexts);

  const onValid = async (data: RegisterData) => {
    try {
      // The parsed values, with the preference objects the payload carries in place of ids.
      // Only the fields the brand asks: a body without the others is the SPEC's.
      const { country, company_size, industry, job_function, seniority, ...rest } = data;
      const firmographics = { country, company_size, industry, job_function, seniority };
      const payload: RegistrationPayload = {
        ...rest,
        ...Object.fromEntries(asked.map(({ field }) => [field, firmographics[field] ?? null])),
        preferences: getValues("preferences"),
        // Which wordings the visitor saw, so the consent ledger records those versions.
        ...(wording.versions && { consent_versions: wording.versions }),
      };
      if (send) {
        setSending(true);
        try {
          await send(payload);
        } finally {
          setSending(false);
        }
        return;
      }
      await registration.mutateAsync(payload);
      toast.success("Registeration Successful!");
      // The address rides in router state, never in the URL: /login says where the link went.
      const arrival: LoginArrivalState = {
        joinedEmail: data.email,
        brand: brand.name.toLowerCase(),
      };
      navigate("/login", { state: arrival });
    } catch (error) {
      // SPEC section 8: a response with a message (e.g. 429) is toasted; otherwise only logged.
      reportError(error);
    }
  };

  const formRef = useRef<HTMLFormElement>(null);
  const onInvalid = (invalid: FieldErrors<RegistrationFormValues>) => {
    toast.error("Please fill in all required fields correctly.", { id: "registration-invalid" });
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    focusFirstInvalid(formRef.current, FIELD_ORDER, invalid);
  };

  const busy = registration.isPending || sending;
  const joinText = busy && brand.busyLabel !== null ? brand.busyLabel : brand.joinLabel;

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit(onValid, onInvalid)}
      noValidate
      className="space-y-8"
    >
      {errors.company_id?.message && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-700">
          {errors.company_id.message}
        </p>
      )}
      <div className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextInput
          label={<Required>First Name</Required>}
          autoComplete="given-name"
          aria-required="true"
          error={errors.firstname?.message}
          {...register("firstname")}
        />
        <TextInput
          label={<Required>Last Name</Required>}
          autoComplete="family-name"
          aria-required="true"
          error={errors.lastname?.message}
          {...register("lastname")}
        />
        <TextInput
          label={<Required>Your email (Business Email)</Required>}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-required="true"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextInput
          label={<Required>Phone</Required>}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-required="true"
          error={errors.mobile_number?.message}
          {...phone}
          onChange={(event) => {
            // Digits only: anything else typed or pasted is dropped as it arrives.
            event.target.value = event.target.value.replace(/\D/g, "");
            return phone.onChange(event);
          }}
        />
        <TextInput
          label="Company Name"
          autoComplete="organization"
          error={errors.user_company?.message}
          {...register("user_company")}
        />
        <TextInput
          label="Job Title"
          autoComplete="organization-title"
          error={errors.job_title?.message}
          {...register("job_title")}
        />
        {asked.map(({ field, required }) => (
          <FirmographicSelect
            key={field}
            field={field}
            label={required ? <Required>{LABELS[field]}</Required> : LABELS[field]}
            aria-required={required || undefined}
            autoComplete={field === "country" ? "country" : undefined}
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
      </div>

      <InterestsField
        preferences={preferences}
        loading={preferencesLoading}
        selected={selected}
        onToggle={togglePreference}
        error={errors.preferences?.message ?? errors.preferences?.root?.message}
      />

      <ConsentFields
        labels={wording.labels}
        newsletter={register("newsletter_flag")}
        resources={register("resources_flag")}
        partners={register("partners_flag")}
      />

      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={cn(
          "inline-flex w-full items-center justify-center gap-2 rounded-md px-6 py-3 text-base font-semibold shadow-sm sm:w-auto sm:min-w-40",
          "bg-(--brand-primary) text-(--brand-on-primary) transition hover:brightness-110",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--brand-primary)",
          "disabled:cursor-not-allowed disabled:opacity-70",
        )}
      >
        {busy && brand.busyLabel === null && <SpinnerIcon className="size-4 animate-spin" />}
        {joinText}
      </button>
    </form>
  );
}
