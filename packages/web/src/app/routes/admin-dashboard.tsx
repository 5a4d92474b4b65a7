import { PageHeader } from "../../components/ui/page-header";
import { CompanyCards } from "../../features/companies/components/company-cards";
import { InsightsSection } from "../../features/insights/components/insights-section";
import { MailSection } from "../../features/mail/components/mail-section";

/**
 * /admin-dashboard (admin): the insights (sign-ups, consents, opens), a card per affiliated
 * website, then the state of outgoing mail.
 */
export default function AdminDashboardRoute() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="affiliated websites" />
      <InsightsSection />
      <CompanyCards />
      <MailSection />
    </>
  );
}
