import { Dialog, DialogBackdrop, DialogPanel } from "@headlessui/react";
import { type ReactNode, Suspense, useCallback, useState } from "react";
import { Outlet } from "react-router";
import { CloseIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { useSignedInUser } from "../../lib/auth-store";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

/**
 * The signed-in shell: sidebar (a drawer below the lg breakpoint) and top bar around the screen:
 * the matched child route, or `children` (the Not found page of a signed-in user).
 */
export default function AppLayout({ children }: { children?: ReactNode }) {
  const user = useSignedInUser();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);

  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>

      <Dialog open={sidebarOpen} onClose={closeSidebar} className="relative z-50 lg:hidden">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-slate-900/60 transition-opacity duration-200 ease-linear data-closed:opacity-0"
        />
        <div className="fixed inset-0 flex">
          <DialogPanel
            transition
            className="relative mr-16 flex w-full max-w-xs flex-1 transition duration-200 ease-in-out data-closed:-translate-x-full"
          >
            {/* Inside the drawer, level with the logo: never over the top bar's avatar. */}
            <button
              type="button"
              onClick={closeSidebar}
              aria-label="Close menu"
              className="absolute top-3 right-3 z-10 rounded-md p-2.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CloseIcon className="size-5" />
            </button>
            <Sidebar user={user} onNavigate={closeSidebar} withSearch />
          </DialogPanel>
        </div>
      </Dialog>

      <div className="hidden lg:fixed lg:inset-y-0 lg:z-40 lg:flex lg:w-64 lg:flex-col">
        <Sidebar user={user} />
      </div>

      <div className="lg:pl-64">
        <TopBar user={user} onOpenSidebar={() => setSidebarOpen(true)} />
        <main
          id="main-content"
          tabIndex={-1}
          className="px-4 py-8 focus:outline-none sm:px-6 lg:px-8"
        >
          <div className="mx-auto max-w-7xl">
            <Suspense
              fallback={
                <div className="flex justify-center py-24">
                  <Spinner size="lg" />
                </div>
              }
            >
              {children ?? <Outlet />}
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}
