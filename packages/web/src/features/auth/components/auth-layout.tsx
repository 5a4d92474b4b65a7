import type { ReactNode } from "react";
import { Logo } from "../../../components/ui/logo";

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  /** Below the card, e.g. a link back to login. */
  footer?: ReactNode;
  children: ReactNode;
}

/** Centred card for the signed-out screens (login, forgot and reset password). */
export function AuthLayout({ title, description, footer, children }: AuthLayoutProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10 sm:px-6">
      <div className="w-full max-w-md">
        <div className="flex justify-center">
          <Logo />
        </div>
        <h1 className="mt-8 text-center text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h1>
        {description && <p className="mt-2 text-center text-sm text-slate-600">{description}</p>}
        <div className="mt-8 rounded-xl bg-white px-5 py-8 shadow-sm ring-1 ring-slate-200 sm:px-8">
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </main>
  );
}
