import { Suspense, useContext } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { useAuth } from "../../lib/auth-store";
import { SignedInShell } from "../layouts/signed-in-shell";

/**
 * The Not found page. A signed-in user on an unknown path (or sent to /404 by a screen) sees it
 * inside the app shell with a way home; a guest sees it on its own.
 */
export default function NotFoundRoute() {
  const signedIn = useAuth().user !== null;
  // The app layout, loaded lazily by RootLayout: a guest's Not found page never downloads it.
  const AppLayout = useContext(SignedInShell);
  if (!signedIn || AppLayout === null) {
    return (
      <main className="flex min-h-dvh items-center justify-center px-4 py-16">
        <NotFoundContent />
      </main>
    );
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppLayout>
        <div className="flex justify-center py-10 sm:py-16">
          <NotFoundContent homeLink />
        </div>
      </AppLayout>
    </Suspense>
  );
}

function NotFoundContent({ homeLink = false }: { homeLink?: boolean }) {
  const navigate = useNavigate();
  // With nothing to go back to (a link opened in a new tab), go home instead.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate("/"));

  return (
    <div className="text-center">
      <p className="text-6xl font-bold tracking-tight text-brand-600 sm:text-7xl">404</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Page not found!
      </h1>
      <p className="mt-4 text-base text-slate-600">
        The page you're trying to reach our for does not exist.
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
        <Button size="lg" onClick={goBack}>
          Go Back
        </Button>
        {homeLink && (
          // "/" lands each role on its own home (the feed, the admin dashboard, the profile).
          <Link
            to="/"
            className="rounded-sm text-base font-semibold text-brand-600 hover:text-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Go to your dashboard <span aria-hidden="true">&rarr;</span>
          </Link>
        )}
      </div>
    </div>
  );
}
