import type { ToastOptions } from "react-hot-toast";

/**
 * The app's toasts (react-hot-toast, whose defaults are the spec's). Its module sets up its
 * styles when it is evaluated, so it stays out of the first load: AppToaster loads it in a task
 * of its own right after the first render, and a toast raised before that shows once it has
 * arrived. Toasts keep the order they were raised in.
 */
let loading: Promise<typeof import("react-hot-toast")> | null = null;

export const loadToaster = () => {
  loading ??= import("react-hot-toast");
  return loading;
};

const show =
  (kind: "success" | "error") =>
  (message: string, options?: ToastOptions): void => {
    void loadToaster().then(({ default: toast }) => toast[kind](message, options));
  };

export const toast = {
  success: show("success"),
  error: show("error"),
};
