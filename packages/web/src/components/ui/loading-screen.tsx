import { Spinner } from "./spinner";

/** Fills the viewport while the app cannot show a page yet (session check, first chunk). */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50">
      <Spinner size="lg" />
    </div>
  );
}
