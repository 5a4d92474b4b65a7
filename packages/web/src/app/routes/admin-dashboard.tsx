import { PageHeader } from "../../components/ui/page-header";
import { CompanyCards } from "../../features/companies/components/company-cards";

/** /admin-dashboard (admin): a card per affiliated website. */
export default function AdminDashboardRoute() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="affiliated websites" />
      <CompanyCards />
    </>
  );
}
