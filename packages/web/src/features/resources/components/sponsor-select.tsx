import type { SponsorBadge } from "@sector/shared";
import type { Ref } from "react";
import { Select } from "../../../components/ui/select";
import { NO_SPONSOR, useSponsorOptions } from "../api/get-sponsor-options";

export interface SponsorSelectProps {
  /** The chosen sponsor's id; null: none. */
  value: number | null;
  onChange: (sponsorId: number | null) => void;
  /** The resource's sponsor now, named even before (or without) the list of sponsors. */
  current?: SponsorBadge | null;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A resource's sponsor, or "No sponsor" (null). Admins only: it lists the sponsors, which only
 * admins may read, so a screen renders it for admins and nobody else.
 */
export function SponsorSelect({ value, onChange, current, disabled, ref }: SponsorSelectProps) {
  const sponsors = useSponsorOptions(true);
  const options = sponsors.data ?? [{ value: NO_SPONSOR, label: "No sponsor" }];
  const withCurrent =
    current && !options.some((option) => option.value === current.id)
      ? [...options, { value: current.id, label: current.name }]
      : options;
  return (
    <Select
      ref={ref}
      label="Sponsor"
      value={value ?? NO_SPONSOR}
      onChange={(id) => onChange(id === NO_SPONSOR ? null : id)}
      options={withCurrent}
      disabled={disabled}
    />
  );
}
