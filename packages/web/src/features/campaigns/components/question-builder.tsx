import {
  CAMPAIGN_MAX_QUESTIONS,
  FIRMOGRAPHIC_FIELD_LABELS,
  FIRMOGRAPHIC_FIELDS,
  FIRMOGRAPHIC_OPTIONS,
  type FirmographicField,
  QUESTION_MAX_OPTIONS,
  QUESTION_MIN_OPTIONS,
  type QuestionKind,
} from "@sector/shared";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { PlusIcon, TrashIcon } from "../../../components/ui/icons";
import { NativeSelect } from "../../../components/ui/native-select";
import { TextInput } from "../../../components/ui/text-input";
import { blankQuestion, type CampaignData, type CampaignFormValues } from "../campaign-form-values";

export interface QuestionBuilderProps {
  form: UseFormReturn<CampaignFormValues, unknown, CampaignData>;
}

const KINDS: { value: QuestionKind; label: string }[] = [
  { value: "single", label: "One choice" },
  { value: "multi", label: "Several choices" },
  { value: "text", label: "Text" },
];

const FIELD_CHOICES = FIRMOGRAPHIC_FIELDS.map((field) => ({
  value: field,
  label: FIRMOGRAPHIC_FIELD_LABELS[field],
}));

/** A profile question's choices, read-only: its list's labels (the countries by their count). */
function fieldChoices(field: FirmographicField): string {
  const options = FIRMOGRAPHIC_OPTIONS[field];
  return field === "country"
    ? `Every country of the list (${options.length}), as a drop-down.`
    : options.map((o) => o.label).join(" · ");
}

/**
 * The sponsor's qualifying questions, up to five: each with its wording, how it is answered
 * (one choice, several, text), its 2 to 20 choices, whether it is required, and optionally the
 * member's work detail it fills (then a single choice among that field's list, shown here
 * read-only, and asked only while the member's profile lacks it).
 */
export function QuestionBuilder({ form }: QuestionBuilderProps) {
  const {
    control,
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "questions", keyName: "key" });
  const questions = watch("questions");
  const full = fields.length >= CAMPAIGN_MAX_QUESTIONS;

  return (
    <fieldset className="space-y-4">
      <legend className="text-sm/6 font-semibold text-slate-900">
        Qualifying questions (optional)
      </legend>
      <p className="-mt-2 text-sm text-slate-500">
        Up to {CAMPAIGN_MAX_QUESTIONS}, asked in the sharing dialog before “Share and read”. A
        question that fills a work detail is not asked of a member who has it on file.
      </p>
      {errors.questions?.root?.message && (
        <p role="alert" className="text-sm text-red-600">
          {errors.questions.root.message}
        </p>
      )}
      <ol className="space-y-4">
        {fields.map((item, index) => {
          const number = index + 1;
          const question = questions[index];
          const profileField = question?.profile_field || null;
          const kind = profileField ? "single" : (question?.kind ?? "single");
          const options = question?.options ?? [];
          const problem = errors.questions?.[index]?.message;
          const path = `questions.${index}` as const;
          const setOptions = (next: string[]) =>
            setValue(`${path}.options`, next, { shouldDirty: true });
          return (
            <li
              key={item.key}
              className="space-y-4 rounded-lg p-4 ring-1 ring-slate-200"
              aria-labelledby={`${item.key}-title`}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 id={`${item.key}-title`} className="text-sm font-semibold text-slate-900">
                  Question {number}
                </h3>
                <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                  <TrashIcon className="size-4" />
                  Remove<span className="sr-only"> question {number}</span>
                </Button>
              </div>
              <TextInput
                label={`Question ${number} wording`}
                autoComplete="off"
                placeholder="e.g. What is your budget for security this year?"
                {...register(`${path}.label`)}
              />
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <NativeSelect
                  label={`Question ${number} fills the member's…`}
                  placeholder="Nothing (the sponsor's own question)"
                  options={FIELD_CHOICES}
                  {...register(`${path}.profile_field`, {
                    onChange: (event) => {
                      if (event.target.value) setValue(`${path}.kind`, "single");
                    },
                  })}
                />
                {profileField ? (
                  <TextInput
                    label={`Question ${number} answered with`}
                    value="One choice from the list"
                    readOnly
                  />
                ) : (
                  <NativeSelect
                    label={`Question ${number} answered with`}
                    placeholder="Choose how"
                    options={KINDS}
                    {...register(`${path}.kind`, {
                      onChange: (event) => {
                        // A choice needs choices: a question turned from text gets two blanks.
                        if (
                          event.target.value !== "text" &&
                          options.length < QUESTION_MIN_OPTIONS
                        ) {
                          setOptions([...options, "", ""].slice(0, Math.max(2, options.length)));
                        }
                      },
                    })}
                  />
                )}
              </div>
              {profileField ? (
                <div className="text-sm">
                  <p className="font-medium text-slate-800">Choices</p>
                  <p className="mt-1 text-slate-600">{fieldChoices(profileField)}</p>
                </div>
              ) : kind === "text" ? null : (
                <fieldset className="space-y-2">
                  <legend className="text-sm/6 font-medium text-slate-800">
                    Question {number} choices ({QUESTION_MIN_OPTIONS} to {QUESTION_MAX_OPTIONS})
                  </legend>
                  <ol className="space-y-2">
                    {options.map((option, optionIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the choices are edited in place; their text is no key (two may be blank).
                      <li key={optionIndex} className="flex items-end gap-2">
                        <TextInput
                          className="min-w-0 flex-1"
                          label={`Choice ${optionIndex + 1}`}
                          autoComplete="off"
                          value={option}
                          onChange={(event) =>
                            setOptions(
                              options.map((o, i) => (i === optionIndex ? event.target.value : o)),
                            )
                          }
                        />
                        {options.length > QUESTION_MIN_OPTIONS && (
                          <Button
                            variant="ghost"
                            onClick={() => setOptions(options.filter((_, i) => i !== optionIndex))}
                          >
                            <TrashIcon className="size-4" />
                            <span className="sr-only">
                              Remove choice {optionIndex + 1} of question {number}
                            </span>
                          </Button>
                        )}
                      </li>
                    ))}
                  </ol>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={options.length >= QUESTION_MAX_OPTIONS}
                    onClick={() => setOptions([...options, ""])}
                  >
                    <PlusIcon className="size-4" />
                    Add a choice<span className="sr-only"> to question {number}</span>
                  </Button>
                </fieldset>
              )}
              <Checkbox
                label={`Question ${number} is required`}
                {...register(`${path}.required`)}
              />
              {problem && (
                <p role="alert" className="text-sm text-red-600">
                  {problem}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={full} onClick={() => append(blankQuestion())}>
          <PlusIcon className="size-4" />
          Add a question
        </Button>
        {full && (
          <span className="text-sm text-slate-500">
            A campaign asks at most {CAMPAIGN_MAX_QUESTIONS} questions.
          </span>
        )}
      </div>
    </fieldset>
  );
}
