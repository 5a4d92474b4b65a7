import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface LoginLinkBody {
  email: string;
}

/** POST /user/public/login-link: mails a sign-in link if the address is a member's. */
export function requestLoginLink(body: LoginLinkBody): Promise<{ message: string }> {
  return api.post<{ message: string }>("/user/public/login-link", body);
}

export function useRequestLoginLink() {
  return useMutation({ mutationFn: requestLoginLink });
}
