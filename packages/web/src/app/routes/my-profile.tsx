import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { PageHeader } from "../../components/ui/page-header";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form";
import { SignOutEverywhere } from "../../features/auth/components/sign-out-everywhere";
import { CommunicationPreferences } from "../../features/consents/components/communication-preferences";
import { AccountDetails } from "../../features/profile/components/account-details";
import { PreferencesForm } from "../../features/profile/components/preferences-form";
import { ProfileSummary } from "../../features/profile/components/profile-summary";
import { YourData } from "../../features/profile/components/your-data";
import { useSignedInUser } from "../../lib/auth-store";
import { cn } from "../../lib/cn";

const tabClass = cn(
  "-mb-px border-b-2 border-transparent px-1 py-3 text-sm font-semibold whitespace-nowrap text-slate-600",
  "hover:border-slate-300 hover:text-slate-800 data-selected:border-brand-600 data-selected:text-brand-700",
  "focus:outline-none data-focus:rounded-sm data-focus:outline-2 data-focus:outline-brand-600",
);

export default function MyProfileRoute() {
  const user = useSignedInUser();
  // Employees have no preferences to choose (SPEC section 6).
  const showPreferences = user.role !== "employee";
  // A member's own consent controls; staff see members' consents on the Users screen.
  const showCommunication = user.role === "user";

  return (
    <>
      <PageHeader title="My Profile" />
      <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="border-b border-slate-200 px-5 py-6 sm:px-8">
          <ProfileSummary user={user} />
        </div>
        <TabGroup>
          <TabList className="flex gap-x-6 border-b border-slate-200 px-5 sm:px-8">
            <Tab className={tabClass}>Account Details</Tab>
            {showPreferences && <Tab className={tabClass}>Preferences</Tab>}
            {showCommunication && <Tab className={tabClass}>Communication</Tab>}
          </TabList>
          <TabPanels className="px-5 py-6 sm:px-8">
            <TabPanel className="focus:outline-none">
              <AccountDetails user={user} />
            </TabPanel>
            {showPreferences && (
              <TabPanel className="focus:outline-none">
                <PreferencesForm user={user} />
              </TabPanel>
            )}
            {showCommunication && (
              <TabPanel className="focus:outline-none">
                <CommunicationPreferences user={user} />
              </TabPanel>
            )}
          </TabPanels>
        </TabGroup>
      </div>
      <ChangePasswordForm />
      <SignOutEverywhere />
      <YourData />
    </>
  );
}
