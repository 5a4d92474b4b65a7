import { NEWSLETTERS_PAGE_SIZE } from "@sector/shared";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { PlusIcon } from "../../components/ui/icons";
import { Modal } from "../../components/ui/modal";
import { PageHeader } from "../../components/ui/page-header";
import { Pager, pageCount } from "../../components/ui/pager";
import { idNameOptions, Select } from "../../components/ui/select";
import { FrequencyCap } from "../../features/mailings/components/frequency-cap";
import { useNewsletters } from "../../features/newsletters/api/get-newsletters";
import { NewsletterComposer } from "../../features/newsletters/components/newsletter-composer";
import { NewsletterEdition } from "../../features/newsletters/components/newsletter-edition";
import { NewslettersTable } from "../../features/newsletters/components/newsletters-table";
import { WeeklySchedule } from "../../features/newsletters/components/weekly-schedule";
import { useCompanies } from "../../lib/api/get-companies";
import { useSignedInUser } from "../../lib/auth-store";

/**
 * /newsletters (staff): a brand's weekly newsletter: its editions and how they fared, a draft's
 * subject and intro, a member's preview, a test by mail; sending and the weekly schedule are
 * the admins'.
 */
export default function NewslettersRoute() {
  const user = useSignedInUser();
  const isAdmin = user.role === "admin";
  const { data: companies } = useCompanies();
  const [chosenBrand, setChosenBrand] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [composing, setComposing] = useState(false);

  // The first brand until another is chosen.
  const companyId = chosenBrand ?? companies?.[0]?.id ?? null;
  const brand = companies?.find((c) => c.id === companyId);
  const list = useNewsletters(companyId, page);

  const chooseBrand = (id: number) => {
    setChosenBrand(id);
    setPage(1);
    setSelectedId(null);
  };

  return (
    <>
      <PageHeader
        title="Newsletters"
        subtitle="Each brand's weekly mail of new resources, matched to every member's topics"
        actions={
          <Button onClick={() => setComposing(true)} disabled={companyId === null}>
            <PlusIcon className="size-4" />
            New edition
          </Button>
        }
      />
      <div className="space-y-6">
        <Select
          label="Brand"
          value={companyId}
          onChange={chooseBrand}
          options={idNameOptions(companies)}
          placeholder="Select a brand"
          className="max-w-xs"
        />
        <NewslettersTable
          newsletters={list.data?.newsletters}
          isPending={companyId === null || list.isPending}
          busy={list.isPlaceholderData}
          selectedId={selectedId}
          onOpen={(edition) => setSelectedId(edition.id)}
        />
        {(list.data?.totalNewsletters ?? 0) > NEWSLETTERS_PAGE_SIZE && (
          <Pager
            page={page}
            totalPages={pageCount(list.data?.totalNewsletters ?? 0, NEWSLETTERS_PAGE_SIZE)}
            onPageChange={setPage}
            label="Editions pages"
          />
        )}
        {selectedId !== null && (
          <NewsletterEdition
            // Keys of their own: siblings of one list, which must not share one.
            key={`edition-${selectedId}`}
            id={selectedId}
            isAdmin={isAdmin}
            staffEmail={user.email}
          />
        )}
        {isAdmin && companyId !== null && brand && (
          <WeeklySchedule
            key={`schedule-${companyId}`}
            companyId={companyId}
            brandName={brand.name}
          />
        )}
        {isAdmin && companyId !== null && brand && (
          <FrequencyCap key={`cap-${companyId}`} companyId={companyId} brandName={brand.name} />
        )}
      </div>
      <Modal
        open={composing && companyId !== null}
        onClose={() => setComposing(false)}
        title="New edition"
        description={brand && `A draft of ${brand.name}'s newsletter: nothing is sent yet.`}
        size="lg"
      >
        {companyId !== null && (
          <NewsletterComposer
            companyId={companyId}
            onSaved={(created) => {
              setComposing(false);
              setSelectedId(created.id);
            }}
            secondaryAction={
              <Button variant="secondary" onClick={() => setComposing(false)}>
                Cancel
              </Button>
            }
          />
        )}
      </Modal>
    </>
  );
}
