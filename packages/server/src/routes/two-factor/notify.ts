import type { AuditAction } from "@sector/shared";
import { type AuditActor, recordAudit } from "../../audit/audit-log";
import type { Transaction } from "../../db/client";
import { enqueueJob } from "../../jobs/job-queue";
import { type TwoFactorEvent, twoFactorMail } from "../../mail/two-factor-mail";

const AUDIT: Record<TwoFactorEvent, { action: AuditAction; summary: string }> = {
  enabled: { action: "mfa.enable", summary: "Two-factor sign-in turned on" },
  disabled: { action: "mfa.disable", summary: "Two-factor sign-in turned off" },
  recovery_code_used: { action: "mfa.recovery_code_use", summary: "Recovery code used" },
};

/**
 * Enrolment, disabling and a spent recovery code: audited and mailed to the account, in the
 * change's transaction (both exist exactly when the change does). The caller kicks the jobs.
 */
export const noteTwoFactorEvent = async (
  tx: Transaction,
  p: {
    by: AuditActor;
    user: { id: number; email: string; firstname: string };
    event: TwoFactorEvent;
    publicUrl: string;
    recoveryCodesLeft?: number;
  },
) => {
  const audit = AUDIT[p.event];
  await recordAudit(tx, p.by, {
    action: audit.action,
    targetType: "user",
    targetId: p.user.id,
    summary:
      p.recoveryCodesLeft === undefined
        ? audit.summary
        : `${audit.summary}; ${p.recoveryCodesLeft} left`,
  });
  await enqueueJob(
    tx,
    "mail",
    twoFactorMail({
      to: p.user.email,
      firstname: p.user.firstname,
      event: p.event,
      at: new Date(),
      recoveryCodesLeft: p.recoveryCodesLeft,
      forgotUrl: `${p.publicUrl}/forgot-password`,
    }),
  );
};
