import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /user/protected/logout-all: ends every session of the caller, this one included. */
export function endAllSessions(): Promise<void> {
  return api.post<void>("/user/protected/logout-all");
}

/** Ends every session on the server; the caller then signs out here and says so. */
export function useEndAllSessions() {
  return useMutation({ mutationFn: endAllSessions });
}
