import { LOGIN_LINK_DEAD } from "@sector/shared";
import { Link } from "react-router";

/** A sign-in link that is used, expired or unknown: say so, and offer a new one. */
export function LoginLinkDeadNotice() {
  return (
    <div className="space-y-5 text-sm text-slate-700">
      <p>{LOGIN_LINK_DEAD}</p>
      <p>Each link works once, within 15 minutes of being sent.</p>
      <Link
        to="/login-link"
        className="flex w-full justify-center rounded-md bg-brand-600 px-4 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Email me a new link
      </Link>
    </div>
  );
}
