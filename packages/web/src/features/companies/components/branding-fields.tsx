import { MAX_QUICK_LINKS } from "@sector/shared";
import { type FieldErrors, type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { PlusIcon, TrashIcon } from "../../../components/ui/icons";
import { TextArea } from "../../../components/ui/text-area";
import { TextInput } from "../../../components/ui/text-input";
import type { CompanyFormValues } from "../company-form-values";

export interface BrandingFieldsProps {
  form: UseFormReturn<CompanyFormValues, unknown, unknown>;
  /** While the edited company's branding loads, the fields wait (and are not sent). */
  disabled?: boolean;
}

/** A colour's text field with a swatch of what it shows. */
function ColorField({
  form,
  field,
  label,
  disabled,
}: BrandingFieldsProps & { field: "primary_color" | "accent_color"; label: string }) {
  const value = form.watch(field);
  const error = form.formState.errors[field]?.message;
  return (
    <div className="flex items-end gap-2">
      <TextInput
        label={label}
        autoComplete="off"
        spellCheck={false}
        placeholder="#1e3a8a"
        className="flex-1"
        disabled={disabled}
        error={error}
        {...form.register(field)}
      />
      <span
        aria-hidden="true"
        className="mb-1 size-8 shrink-0 rounded-md ring-1 ring-slate-300"
        style={{ background: /^#[0-9a-f]{3,6}$/i.test(value.trim()) ? value.trim() : "white" }}
      />
    </div>
  );
}

/** The message of a quick link's field, or of the list as a whole (its length). */
const quickLinkError = (errors: FieldErrors<CompanyFormValues>) =>
  errors.quick_links?.message ?? errors.quick_links?.root?.message;

/**
 * The Branding section of the Add/Edit Company form: what the company's registration page
 * (/{code}-register) shows. Empty texts fall back to the page's generic wording.
 */
export function BrandingFields({ form, disabled = false }: BrandingFieldsProps) {
  const { register, control } = form;
  const { errors } = form.formState;
  const links = useFieldArray({ control, name: "quick_links" });
  const listError = quickLinkError(errors);

  return (
    <fieldset disabled={disabled} className="space-y-4 border-t border-slate-200 pt-4">
      <legend className="float-left w-full text-base font-semibold text-slate-900">Branding</legend>
      <p className="clear-both text-sm text-slate-600">
        The registration page of this brand. Texts left empty show a generic wording.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <ColorField form={form} field="primary_color" label="Primary colour" disabled={disabled} />
        <ColorField form={form} field="accent_color" label="Accent colour" disabled={disabled} />
      </div>
      <TextInput label="Tagline" error={errors.tagline?.message} {...register("tagline")} />
      <TextArea
        label="Intro text"
        rows={4}
        error={errors.intro_text?.message}
        {...register("intro_text")}
      />
      <TextArea
        label="Footer blurb"
        error={errors.footer_blurb?.message}
        {...register("footer_blurb")}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[10rem_1fr]">
        <TextInput
          label="Social network"
          autoComplete="off"
          error={errors.social_network?.message}
          {...register("social_network")}
        />
        <TextInput
          label="Social link"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          hint="Leave empty to show no social link."
          error={errors.social_url?.message}
          {...register("social_url")}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput
          label="Join button"
          autoComplete="off"
          error={errors.join_label?.message}
          {...register("join_label")}
        />
        <TextInput
          label="Join button while sending"
          autoComplete="off"
          hint="Empty: the label stays, with a spinner."
          error={errors.join_busy_label?.message}
          {...register("join_busy_label")}
        />
      </div>

      <div>
        <h3 className="text-sm/6 font-medium text-slate-800">Quick Links</h3>
        <p className="text-sm text-slate-500">
          An http(s) URL, or a path on the brand's website such as /news.
        </p>
        <ul className="mt-2 space-y-3">
          {links.fields.map((link, index) => (
            <li key={link.id} className="flex items-start gap-2">
              <TextInput
                label={`Quick link ${index + 1} label`}
                autoComplete="off"
                className="flex-1"
                error={errors.quick_links?.[index]?.label?.message}
                {...register(`quick_links.${index}.label`)}
              />
              <TextInput
                label={`Quick link ${index + 1} URL`}
                autoComplete="off"
                className="flex-1"
                error={errors.quick_links?.[index]?.url?.message}
                {...register(`quick_links.${index}.url`)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-8"
                onClick={() => links.remove(index)}
              >
                <TrashIcon className="size-4" />
                <span className="sr-only">Remove quick link {index + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
        {listError && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {listError}
          </p>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={disabled || links.fields.length >= MAX_QUICK_LINKS}
          onClick={() => links.append({ label: "", url: "" })}
        >
          <PlusIcon className="size-4" />
          Add quick link
        </Button>
      </div>
    </fieldset>
  );
}
