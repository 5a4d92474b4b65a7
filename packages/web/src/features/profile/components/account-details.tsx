import type { PublicUser } from "@sector/shared";
import { TextInput } from "../../../components/ui/text-input";

/** The Account Details tab: the user's contact data, read-only. */
export function AccountDetails({ user }: { user: PublicUser }) {
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">
      <TextInput label="First Name" value={user.firstname} readOnly />
      <TextInput label="Last Name" value={user.lastname} readOnly />
      <TextInput label="Email" type="email" value={user.email} readOnly />
      <TextInput label="Mobile Number" type="tel" value={user.mobile_number} readOnly />
    </div>
  );
}
