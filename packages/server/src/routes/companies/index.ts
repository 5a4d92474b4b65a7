import type { App } from "../../lib/app-type";
import { createCompanyRoute } from "./create-company";
import { fetchCompanyRoute } from "./fetch-company";
import { listCompaniesRoute } from "./list-companies";
import { registrationFieldsRoute } from "./registration-fields";
import { updateCompanyRoute } from "./update-company";

/** /api/company: the sector websites. */
export const companyRoutes = async (app: App) => {
  await app.register(fetchCompanyRoute);
  await app.register(listCompaniesRoute);
  await app.register(createCompanyRoute);
  await app.register(updateCompanyRoute);
  await app.register(registrationFieldsRoute);
};
