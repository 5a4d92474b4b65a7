import type { PublicUser } from "@sector/shared";
import { Avatar } from "../../../components/ui/avatar";
import { fullName, initials } from "../../../lib/user";

/** Avatar, full name and job title at the top of My Profile. */
export function ProfileSummary({ user }: { user: PublicUser }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <Avatar initials={initials(user)} size="lg" />
      <div className="min-w-0">
        <p className="text-xl font-semibold break-words text-slate-900">{fullName(user)}</p>
        {user.job_title && <p className="mt-1 text-sm text-slate-600">{user.job_title}</p>}
      </div>
    </div>
  );
}
