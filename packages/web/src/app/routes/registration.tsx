import { registrationCodeOf } from "@sector/shared";
import { Navigate, useLocation } from "react-router";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { registrationTitle } from "../../features/registration/brand";
import { RegistrationPage } from "../../features/registration/components/registration-page";
import { useCompanyBrand } from "../../lib/api/get-company-brand";
import { useAuth } from "../../lib/auth-store";
import { useScreenTitle } from "../layouts/document-title";
import NotFoundRoute from "./not-found";

const NOT_FOUND_TITLE = "Page Not Found";

/**
 * /{code}-register: the registration page of the company whose name, in lower case, is `code`;
 * any brand an admin adds has one at once. A code no company has, and any other one-segment path
 * this route catches, show the Not found page. A signed-in user is sent to /.
 */
export default function RegistrationRoute() {
  const code = registrationCodeOf(useLocation().pathname);
  const brand = useCompanyBrand(code);
  const signedIn = useAuth().user !== null;
  const company = brand.data;
  useScreenTitle(
    code === null || company === null
      ? NOT_FOUND_TITLE
      : company
        ? registrationTitle(company.name)
        : null,
  );

  if (code === null) return <NotFoundRoute />;
  // A server-rendered page has its company already; moving here inside the app fetches it.
  if (brand.isError) throw brand.error;
  if (company === undefined) return <LoadingScreen />;
  if (company === null) return <NotFoundRoute />;
  if (signedIn) return <Navigate to="/" replace />;
  // Keyed by brand: moving to another brand's page starts from an empty form.
  return <RegistrationPage key={company.id} company={company} />;
}
