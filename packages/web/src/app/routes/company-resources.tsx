import { Navigate, useParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header";
import { ResourceFeed } from "../../features/feed/components/resource-feed";
import { useCompanies } from "../../lib/api/get-companies";

/** /resources/{company}/{companyid}: every resource of one company, no preference filter. */
export default function CompanyResourcesRoute() {
  const { company = "", companyid = "" } = useParams();
  const companyId = /^\d+$/.test(companyid) ? Number(companyid) : Number.NaN;
  const companies = useCompanies();
  if (!Number.isSafeInteger(companyId) || companyId < 1) return <Navigate to="/404" replace />;

  // The id decides the feed; the list names it (the path's name is only a fallback).
  const name = companies.data?.find((c) => c.id === companyId)?.name ?? company;

  return (
    <>
      <PageHeader title={name} subtitle="Resources" />
      {/* Keyed by company: another company's feed starts again from page 1. */}
      <ResourceFeed key={companyId} filter={{ companyId, preferenceIds: [] }} />
    </>
  );
}
