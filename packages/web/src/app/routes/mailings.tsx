import { MAILINGS_PAGE_SIZE } from "@sector/shared";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { PlusIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/page-header";
import { Pager, pageCount } from "../../components/ui/pager";
import { idNameOptions, Select } from "../../components/ui/select";
import { useMailings } from "../../features/mailings/api/get-mailings";
import { MailingsTable } from "../../features/mailings/components/mailings-table";
import { NEW_MAILING_PATH } from "../../features/mailings/mailing-paths";
import { useCompanies } from "../../lib/api/get-companies";

/**
 * /mailings (staff): a brand's one-off mailings to segments of its members, newest first, with
 * their state and how they fared; "New mailing" opens the composer.
 */
export default function MailingsRoute() {
  const navigate = useNavigate();
  const { data: companies } = useCompanies();
  const [chosenBrand, setChosenBrand] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const companyId = chosenBrand ?? companies?.[0]?.id ?? null;
  const list = useMailings(companyId, page);

  return (
    <>
      <PageHeader
        title="Mailings"
        subtitle="One-off mail to the members of a brand who agreed to hear about resources, events or partners"
        actions={
          <Button
            onClick={() => navigate(`${NEW_MAILING_PATH}?brand=${companyId}`)}
            disabled={companyId === null}
          >
            <PlusIcon className="size-4" />
            New mailing
          </Button>
        }
      />
      <div className="space-y-6">
        <Select
          label="Brand"
          value={companyId}
          onChange={(id) => {
            setChosenBrand(id);
            setPage(1);
          }}
          options={idNameOptions(companies)}
          placeholder="Select a brand"
          className="max-w-xs"
        />
        <MailingsTable
          mailings={list.data?.mailings}
          isPending={companyId === null || list.isPending}
          busy={list.isPlaceholderData}
        />
        {(list.data?.total ?? 0) > MAILINGS_PAGE_SIZE && (
          <Pager
            page={page}
            totalPages={pageCount(list.data?.total ?? 0, MAILINGS_PAGE_SIZE)}
            onPageChange={setPage}
            label="Mailings pages"
          />
        )}
      </div>
    </>
  );
}
