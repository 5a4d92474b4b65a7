import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../../components/ui/button";

/**
 * Rendered by the router when a screen throws while rendering, including a screen chunk
 * that no longer exists after a deploy; reloading fetches the current build.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
        <p className="mt-3 text-sm text-slate-600">
          An unexpected error occurred. Reloading the page usually fixes it.
        </p>
        {detail && <p className="mt-2 text-xs text-slate-500">{detail}</p>}
        <Button className="mt-8" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </div>
    </div>
  );
}
