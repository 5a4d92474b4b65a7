import { Link } from "react-router";

/** Under the login form: the way in without a password, by an emailed one-time link. */
export function LoginLinkEntry() {
  return (
    <div className="mt-6 space-y-4">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Link
        to="/login-link"
        className="flex w-full justify-center rounded-md bg-white px-4 py-2.5 text-base font-semibold text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Email me a sign-in link
      </Link>
    </div>
  );
}
