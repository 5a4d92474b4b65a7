import {
  ANSWER_TEXT_MAX,
  type CampaignQuestion,
  FIRMOGRAPHIC_OPTIONS,
  firmographicLabel,
  type LeadAnswers,
  questionOptions,
} from "@sector/shared";
import { type ReactNode, useId } from "react";
import { NativeSelect } from "../../../components/ui/native-select";
import { TextInput } from "../../../components/ui/text-input";

/** Beyond this many choices a single choice is a select (a country among 250), not radios. */
const MAX_RADIOS = 8;

export interface ShareQuestionsProps {
  questions: readonly CampaignQuestion[];
  answers: LeadAnswers;
  onAnswer: (questionId: string, answer: string | string[]) => void;
}

/** A question's wording, with a mark (and its words for screen readers) when required. */
function Wording({ question }: { question: CampaignQuestion }) {
  return (
    <>
      {question.label}
      {question.required && (
        <>
          <span aria-hidden="true" className="text-red-600">
            {" "}
            *
          </span>
          <span className="sr-only"> (required)</span>
        </>
      )}
    </>
  );
}

/** A choice's label: a profile question's codes read as their list's labels. */
const choiceLabel = (question: CampaignQuestion, option: string) =>
  question.profile_field ? firmographicLabel(question.profile_field, option) : option;

function Choices({
  question,
  type,
  children,
}: {
  question: CampaignQuestion;
  type: "radio" | "checkbox";
  children: (option: string, inputId: string) => ReactNode;
}) {
  const baseId = useId();
  return (
    <fieldset>
      <legend className="text-sm/6 font-medium text-slate-800">
        <Wording question={question} />
        {type === "checkbox" && <span className="font-normal text-slate-500"> (any)</span>}
      </legend>
      <div className="mt-1.5 space-y-1.5">
        {questionOptions(question).map((option, index) => {
          const inputId = `${baseId}-${index}`;
          return (
            <div key={option} className="flex items-center gap-2">
              {children(option, inputId)}
              <label htmlFor={inputId} className="text-sm/6 text-slate-700 select-none">
                {choiceLabel(question, option)}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

const choiceInputClass =
  "size-4 shrink-0 border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * A sponsor's questions as the sharing dialog asks them: a single choice as radio buttons (a
 * select for a long list such as countries), several choices as check boxes, each group a
 * fieldset named by its legend; text in a labelled box. Required ones marked.
 */
export function ShareQuestions({ questions, answers, onAnswer }: ShareQuestionsProps) {
  const groupName = useId();
  return (
    <div className="space-y-4">
      {questions.map((question) => {
        const answer = answers[question.id];
        if (question.kind === "text") {
          return (
            <TextInput
              key={question.id}
              label={<Wording question={question} />}
              aria-required={question.required || undefined}
              maxLength={ANSWER_TEXT_MAX}
              value={typeof answer === "string" ? answer : ""}
              onChange={(event) => onAnswer(question.id, event.target.value)}
            />
          );
        }
        if (question.kind === "multi") {
          const chosen = Array.isArray(answer) ? answer : [];
          return (
            <Choices key={question.id} question={question} type="checkbox">
              {(option, inputId) => (
                <input
                  id={inputId}
                  type="checkbox"
                  className={`${choiceInputClass} rounded`}
                  checked={chosen.includes(option)}
                  onChange={(event) =>
                    onAnswer(
                      question.id,
                      event.target.checked
                        ? [...chosen, option]
                        : chosen.filter((item) => item !== option),
                    )
                  }
                />
              )}
            </Choices>
          );
        }
        const options = questionOptions(question);
        const value = typeof answer === "string" ? answer : "";
        if (options.length > MAX_RADIOS) {
          return (
            <NativeSelect
              key={question.id}
              label={<Wording question={question} />}
              aria-required={question.required || undefined}
              placeholder="Choose one"
              options={
                question.profile_field
                  ? FIRMOGRAPHIC_OPTIONS[question.profile_field]
                  : options.map((option) => ({ value: option, label: option }))
              }
              value={value}
              onChange={(event) => onAnswer(question.id, event.target.value)}
            />
          );
        }
        return (
          <Choices key={question.id} question={question} type="radio">
            {(option, inputId) => (
              <input
                id={inputId}
                type="radio"
                name={`${groupName}-${question.id}`}
                className={choiceInputClass}
                checked={value === option}
                onChange={() => onAnswer(question.id, option)}
              />
            )}
          </Choices>
        );
      })}
    </div>
  );
}
