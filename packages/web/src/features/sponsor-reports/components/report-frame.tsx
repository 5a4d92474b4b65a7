import { SPONSOR_REPORT_UNAVAILABLE } from "@sector/shared";
import type { ReactNode } from "react";
import { Logo } from "../../../components/ui/logo";

/** The page's frame: no app chrome, nothing that needs a sign-in. */
export function ReportFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white px-4 py-4 sm:px-8">
        <Logo />
      </header>
      <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">{children}</main>
    </div>
  );
}

/** An expired, revoked or unknown link: one message for the three. */
export function ReportUnavailable() {
  return (
    <ReportFrame>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sponsor report</h1>
      <p className="mt-4 text-base text-slate-700">{SPONSOR_REPORT_UNAVAILABLE}</p>
      <p className="mt-2 text-sm text-slate-600">
        Ask your contact at the publisher for a new link.
      </p>
    </ReportFrame>
  );
}
