import { Link } from "react-router";
import { useSignedInUser } from "../../lib/auth-store";
import { useScreenTitle } from "../layouts/document-title";
import { homeOf } from "../route-config";

/** Its page name, in the document title and the phone's top bar. */
export const FORBIDDEN_TITLE = "No access";

/**
 * The No access page (issue 64): what the role guard shows, in place and at the address asked
 * for, to a signed-in role a screen does not allow. Unlike the Not found page (the same look),
 * it says the page exists and offers the way to the role's own home. Always inside the app
 * shell: only signed-in users reach a role guard.
 */
export default function ForbiddenRoute() {
  const { role } = useSignedInUser();
  const home = homeOf(role);
  useScreenTitle(FORBIDDEN_TITLE);

  return (
    <div className="flex justify-center py-10 sm:py-16">
      <div className="max-w-lg text-center">
        <p className="text-6xl font-bold tracking-tight text-brand-600 sm:text-7xl">403</p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          You don't have access to this page
        </h1>
        <p className="mt-4 text-base text-slate-600">
          This page is not open to your account's role ({role}). If you need it, ask an admin.
        </p>
        <div className="mt-8 flex justify-center">
          <Link
            to={home.path}
            className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Go to {home.name} <span aria-hidden="true">&rarr;</span>
          </Link>
        </div>
      </div>
    </div>
  );
}
