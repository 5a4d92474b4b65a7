import type { PublicUser, Role } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";
import { type UsersPage, usersQueryKeyRoot } from "./get-users";

export interface UpdateUserRoleVariables {
  id: number;
  role: Role;
}

/** PUT /user/protected/updaterole/{id} (admin). */
export async function updateUserRole({ id, role }: UpdateUserRoleVariables): Promise<PublicUser> {
  const { user } = await api.put<{ user: PublicUser }>(`/user/protected/updaterole/${id}`, {
    role,
  });
  return user;
}

/** Changes a role and updates the row in every cached page; the caller shows the toasts. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: (user) => {
      queryClient.setQueriesData<UsersPage>({ queryKey: usersQueryKeyRoot }, (page) =>
        page
          ? { ...page, users: page.users.map((item) => (item.id === user.id ? user : item)) }
          : page,
      );
      // An admin who changed their own role gets the menus and guards of the new one.
      if (authStore.getState().user?.id === user.id) authStore.setUser(user);
    },
  });
}
