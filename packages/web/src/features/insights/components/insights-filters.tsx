import {
  type Company,
  INSIGHT_PERIOD_LABELS,
  INSIGHT_PERIODS,
  type InsightPeriod,
} from "@sector/shared";
import { Select, type SelectOption } from "../../../components/ui/select";

export interface InsightsFiltersProps {
  /** null for all brands. */
  companyId: number | null;
  onCompanyChange: (companyId: number | null) => void;
  companies: readonly Company[] | undefined;
  companiesPending: boolean;
  period: InsightPeriod;
  onPeriodChange: (period: InsightPeriod) => void;
}

/** 0 stands for all brands: a Select always holds a value of its own type. */
const ALL_BRANDS = 0;

const PERIOD_OPTIONS: SelectOption<InsightPeriod>[] = INSIGHT_PERIODS.map((period) => ({
  value: period,
  label: INSIGHT_PERIOD_LABELS[period],
}));

/** The brand and period every chart of the insights follows. */
export function InsightsFilters({
  companyId,
  onCompanyChange,
  companies,
  companiesPending,
  period,
  onPeriodChange,
}: InsightsFiltersProps) {
  const brandOptions: SelectOption<number>[] = [
    { value: ALL_BRANDS, label: companiesPending ? "Loading..." : "All brands" },
    ...(companies ?? []).map((company) => ({ value: company.id, label: company.name })),
  ];
  return (
    <div className="grid w-full grid-cols-2 gap-3 sm:w-auto sm:grid-cols-[12rem_10rem]">
      <Select
        label="Brand"
        value={companyId ?? ALL_BRANDS}
        onChange={(value) => onCompanyChange(value === ALL_BRANDS ? null : value)}
        options={brandOptions}
      />
      <Select label="Period" value={period} onChange={onPeriodChange} options={PERIOD_OPTIONS} />
    </div>
  );
}
