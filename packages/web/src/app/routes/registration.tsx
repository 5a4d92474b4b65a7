import { useLocation } from "react-router";
import { brandForPath } from "../../features/registration/brands";
import { RegistrationPage } from "../../features/registration/components/registration-page";
import NotFoundRoute from "./not-found";

/** /cio-register, /cmo-register, /chro-register, /cro-register: one screen, branded by path. */
export default function RegistrationRoute() {
  const { pathname } = useLocation();
  const brand = brandForPath(pathname);
  if (!brand) return <NotFoundRoute />;
  // Keyed by brand: moving to another brand's page starts from an empty form.
  return <RegistrationPage key={brand.code} brand={brand} />;
}
