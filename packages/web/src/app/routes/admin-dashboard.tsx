import { PageHeader } from "../../components/ui/page-header";
import { CompanyCards } from "../../features/companies/components/company-cards";
import { DemoDataNotice } from "../../features/demo-data/components/demo-data-notice";
import { InsightsSection } from "../../features/insights/components/insights-section";
import { LeadDeliveryCard } from "../../features/lead-destinations/components/lead-delivery-card";
import { MailSection } from "../../features/mail/components/mail-section";

/**
 * /admin-dashboard (admin): while the sample content of a fresh start is there, a note offering
 * to remove it; the insights (sign-ups, consents, opens), a card per affiliated
 * website, then the state of outgoing mail and of lead delivery.
 */
export default function AdminDashboardRoute() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="affiliated websites" />
      <DemoDataNotice />
      <InsightsSection />
      <CompanyCards />
      <MailSection />
      <LeadDeliveryCard />
    </>
  );
}
