import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";

export default function NotFoundRoute() {
  const navigate = useNavigate();

  // With nothing to go back to (a link opened in a new tab), go home instead.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate("/"));

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div className="text-center">
        <p className="text-6xl font-bold tracking-tight text-brand-600 sm:text-7xl">404</p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Page not found!
        </h1>
        <p className="mt-4 text-base text-slate-600">
          The page you're trying to reach our for does not exist.
        </p>
        <Button size="lg" className="mt-8" onClick={goBack}>
          Go Back
        </Button>
      </div>
    </main>
  );
}
