import type { PublicUser } from "@sector/shared";

type Named = Pick<PublicUser, "firstname" | "lastname" | "email">;

export function fullName(user: Named): string {
  return [user.firstname, user.lastname].filter(Boolean).join(" ") || user.email;
}

/** Up to two letters for an avatar: first and last name initials, else the email's first letter. */
export function initials(user: Named): string {
  const letters = [user.firstname, user.lastname]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("");
  return (letters || user.email.charAt(0)).toUpperCase();
}
