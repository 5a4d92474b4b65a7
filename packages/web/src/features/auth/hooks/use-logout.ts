import { useCallback } from "react";
import { useNavigate } from "react-router";
import { authStore } from "../../../lib/auth-store";

/** Clears the token (both storages) and the user, then goes to /login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    authStore.logout();
    navigate("/login", { replace: true });
  }, [navigate]);
}
