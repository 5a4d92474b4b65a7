import { Link } from "react-router";

/** A set-password link that is used, replaced by a newer one, or expired: ask for a new one. */
export function DeadLinkNotice() {
  return (
    <div className="space-y-5 text-sm text-slate-700">
      <p>
        Each link works once, and only for a while; sending a new link also retires the older ones.
        Ask for a new link and use the newest email.
      </p>
      <Link
        to="/forgot-password"
        className="flex w-full justify-center rounded-md bg-brand-600 px-4 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Ask for a new link
      </Link>
    </div>
  );
}
