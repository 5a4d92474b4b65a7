import { Link } from "react-router";

/** The link under the forgot- and reset-password cards. */
export function BackToLogin() {
  return (
    <Link
      to="/login"
      className="rounded-sm font-semibold text-brand-600 hover:text-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      Back to login
    </Link>
  );
}
