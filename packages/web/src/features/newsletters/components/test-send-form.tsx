import { zodResolver } from "@hookform/resolvers/zod";
import { newsletterTestSchema } from "@sector/shared";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextInput } from "../../../components/ui/text-input";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useSendTestNewsletter } from "../api/send-test-newsletter";

export interface TestSendFormProps {
  newsletterId: number;
  /** The member whose edition is mailed; null: the brand's first recipient. */
  memberId: number | null;
  memberName: string | null;
  /** Where the test goes to begin with: the signed-in staff member's address. */
  defaultEmail: string;
  /**
   * Whether another address may be typed (admins: another staff account's). Anyone else's test
   * goes to their own address only, as the server enforces: the field is then read-only.
   */
  canChooseAddress: boolean;
}

interface FormValues {
  email: string;
}

const resolver = zodResolver(newsletterTestSchema) as unknown as Resolver<FormValues>;

/** Mails a sample of the edition, subject prefixed [Test], to a staff address. */
export function TestSendForm({
  newsletterId,
  memberId,
  memberName,
  defaultEmail,
  canChooseAddress,
}: TestSendFormProps) {
  const send = useSendTestNewsletter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver, defaultValues: { email: defaultEmail } });

  const onValid = async ({ email }: FormValues) => {
    try {
      const answer = await send.mutateAsync({
        id: newsletterId,
        email,
        ...(memberId !== null && { user_id: memberId }),
      });
      toast.success(answer.message);
    } catch (error) {
      reportError(error);
      const message = isApiError(error) ? error.fieldErrors?.email : undefined;
      if (message) setError("email", { message });
    }
  };

  const onInvalid = (invalid: FieldErrors<FormValues>) => {
    const message = invalid.email?.message;
    if (message) toast.error(message, { id: message });
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, onInvalid)}
      noValidate
      className="flex flex-wrap items-start gap-3"
    >
      <TextInput
        label="Send a test to"
        type="email"
        autoComplete="email"
        className="min-w-0 flex-1 basis-64"
        hint={`${
          memberName
            ? `${memberName}'s edition, subject marked [Test].`
            : "The first recipient's edition, subject marked [Test]."
        } ${canChooseAddress ? "Your address or another staff account's." : "Tests go to your own address."}`}
        error={errors.email?.message}
        readOnly={!canChooseAddress}
        {...register("email")}
      />
      <Button type="submit" variant="secondary" loading={isSubmitting} className="sm:mt-8">
        Send test
      </Button>
    </form>
  );
}
