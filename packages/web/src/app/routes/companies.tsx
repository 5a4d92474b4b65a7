import type { Company } from "@sector/shared";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { PlusIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/page-header";
import { AddPreferencesModal } from "../../features/companies/components/add-preferences-modal";
import { CompanyFormModal } from "../../features/companies/components/company-form-modal";
import { CompanyTable } from "../../features/companies/components/company-table";
import {
  ConsentWordingModal,
  type WordingCompany,
} from "../../features/consents/components/consent-wording-modal";
import { RegistrationPreview } from "../../features/registration/components/registration-preview";

/** /company (admin): the websites, their preferences, and the forms to add and edit them. */
export default function CompaniesRoute() {
  // The modals keep their subject while closing, so titles don't change during the fade.
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Company | null>(null);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [preferencesCompanyId, setPreferencesCompanyId] = useState<number | null>(null);
  const [wordingOpen, setWordingOpen] = useState(false);
  const [wordingCompany, setWordingCompany] = useState<WordingCompany | null>(null);

  return (
    <>
      <PageHeader
        title="Company"
        subtitle="Affiliated websites and their preferences"
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <PlusIcon className="size-4" />
            Add Company
          </Button>
        }
      />
      <CompanyTable
        onEdit={(company) => {
          setEditing(company);
          setFormOpen(true);
        }}
        onAddPreferences={(company) => {
          setPreferencesCompanyId(company.id);
          setPreferencesOpen(true);
        }}
        onEditConsentWording={(company) => {
          setWordingCompany({ id: company.id, name: company.name });
          setWordingOpen(true);
        }}
      />
      <CompanyFormModal
        open={formOpen}
        company={editing}
        onClose={() => setFormOpen(false)}
        renderPreview={(draft) => <RegistrationPreview company={draft} />}
      />
      <AddPreferencesModal
        open={preferencesOpen}
        companyId={preferencesCompanyId}
        onClose={() => setPreferencesOpen(false)}
      />
      <ConsentWordingModal
        open={wordingOpen}
        company={wordingCompany}
        onClose={() => setWordingOpen(false)}
      />
    </>
  );
}
