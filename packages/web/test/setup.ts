import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  // Toasts live in a module-wide store: one test's toasts must not show in the next.
  toast.remove();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
