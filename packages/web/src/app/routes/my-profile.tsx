import { Tab, TabGroup, TabPanel, TabPanels } from "@headlessui/react";
import { PageHeader } from "../../components/ui/page-header";
import { ScrollingTabList } from "../../components/ui/scrolling-tab-list";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form";
import { SignOutEverywhere } from "../../features/auth/components/sign-out-everywhere";
import { CommunicationPreferences } from "../../features/consents/components/communication-preferences";
import { MyEvents } from "../../features/events/components/my-events";
import { AccountDetails } from "../../features/profile/components/account-details";
import { PreferencesForm } from "../../features/profile/components/preferences-form";
import { ProfileSummary } from "../../features/profile/components/profile-summary";
import { SponsorSharesSection } from "../../features/profile/components/sponsor-shares";
import { WorkDetails } from "../../features/profile/components/work-details";
import { YourData } from "../../features/profile/components/your-data";
import { TwoFactorSection } from "../../features/two-factor/components/two-factor-section";
import { useSignedInUser } from "../../lib/auth-store";
import { cn } from "../../lib/cn";

// The focus ring is drawn inside the tab: the list scrolls sideways on phones and would clip it.
const tabClass = cn(
  "shrink-0 border-b-2 border-transparent px-1 py-3 text-sm font-semibold whitespace-nowrap text-slate-600",
  "hover:border-slate-300 hover:text-slate-800 data-selected:border-brand-600 data-selected:text-brand-700",
  "focus:outline-none data-focus:rounded-sm data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-brand-600",
);

export default function MyProfileRoute() {
  const user = useSignedInUser();
  // Employees have no preferences to choose (SPEC section 6).
  const showPreferences = user.role !== "employee";
  // A member's own consent controls; staff see members' consents on the Users screen.
  const showCommunication = user.role === "user";
  // Only members register for events.
  const showEvents = user.role === "user";

  return (
    <>
      <PageHeader title="My Profile" />
      <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="border-b border-slate-200 px-5 py-6 sm:px-8">
          <ProfileSummary user={user} />
        </div>
        <TabGroup>
          {/* A member's tabs are wider than a phone: the list scrolls sideways, not the page, and
              fades where more tabs lie beyond. */}
          <ScrollingTabList className="gap-x-6 px-5 sm:px-8">
            <Tab className={tabClass}>Account Details</Tab>
            {showPreferences && <Tab className={tabClass}>Preferences</Tab>}
            {showCommunication && <Tab className={tabClass}>Communication</Tab>}
            {showEvents && <Tab className={tabClass}>My events</Tab>}
          </ScrollingTabList>
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
            {showEvents && (
              <TabPanel className="focus:outline-none">
                <MyEvents userId={user.id} />
              </TabPanel>
            )}
          </TabPanels>
        </TabGroup>
      </div>
      <WorkDetails userId={user.id} />
      <ChangePasswordForm />
      <TwoFactorSection userId={user.id} />
      <SignOutEverywhere />
      {/* Only members share details with sponsors; staff have nothing to list. */}
      {user.role === "user" && <SponsorSharesSection userId={user.id} />}
      <YourData />
    </>
  );
}
