import { PageHeader } from "../../components/ui/page-header";
import { useSignedInUser } from "../../lib/auth-store";

/** Home of role user. The resource feed of SPEC section 2 (Dashboard) goes below the header. */
export default function DashboardRoute() {
  const user = useSignedInUser();
  const subtitle = ["Resources", user.base_company].filter(Boolean).join(" ");
  return <PageHeader title="Dashboard" subtitle={subtitle} />;
}
