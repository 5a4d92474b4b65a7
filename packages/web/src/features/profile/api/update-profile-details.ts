import type { MyProfileResponse, ProfileDetailsInput } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";
import { profileDetailsBaseKey } from "./get-profile-details";

/**
 * PATCH /user/protected/profile-details: sets the fields sent (null clears one), each then the
 * member's own choice. A value outside its list is a 400 naming the field.
 */
export function updateProfileDetails(input: ProfileDetailsInput): Promise<MyProfileResponse> {
  return api.patch<MyProfileResponse>("/user/protected/profile-details", input);
}

/** Saves, then the answer is what the section and the signed-in user show. */
export function useUpdateProfileDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileDetails,
    onSuccess: (answer) => {
      queryClient.setQueryData([...profileDetailsBaseKey, answer.user.id], answer);
      authStore.setUser(answer.user);
    },
  });
}
