import type { MailingPurpose, SegmentRules } from "@sector/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { idNameOptions, Select } from "../../../components/ui/select";
import { useSegmentCount } from "../api/count-segment";
import { useSegments } from "../api/list-segments";
import { SegmentBuilder } from "../components/segment-builder";
import { SegmentFormModal } from "../components/segment-form-modal";

export interface AudiencePickerProps {
  companyId: number;
  purpose: MailingPurpose;
  segmentId: number | null;
  rules: SegmentRules | null;
  /** Exactly one of them is set: a saved segment, or rules (the other null). */
  onChange: (audience: { segmentId: number | null; rules: SegmentRules | null }) => void;
  error?: string;
}

/** A saved segment's count now, in the builder's words. */
function SavedSegmentCount({ id, purpose }: { id: number; purpose: MailingPurpose }) {
  const { data, isFetching } = useSegmentCount(id, purpose);
  return (
    <p
      role="status"
      aria-live="polite"
      className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200"
    >
      {data === undefined ? (
        isFetching ? (
          "Counting members..."
        ) : (
          "The members could not be counted."
        )
      ) : (
        <>
          <strong className="text-base tabular-nums">{data.toLocaleString("en-US")}</strong>{" "}
          consenting {data === 1 ? "member" : "members"}
        </>
      )}
    </p>
  );
}

/** Who the mailing goes to: a saved segment of the brand, or rules built here (and saved). */
export function AudiencePicker({
  companyId,
  purpose,
  segmentId,
  rules,
  onChange,
  error,
}: AudiencePickerProps) {
  const segments = useSegments(companyId);
  const [saving, setSaving] = useState(false);
  const mode = rules === null ? "segment" : "rules";

  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="text-base font-semibold text-slate-900">Audience</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="radio"
            name="audience-mode"
            className="size-4 accent-brand-600"
            checked={mode === "rules"}
            onChange={() => onChange({ segmentId: null, rules: {} })}
          />
          Build the audience
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="radio"
            name="audience-mode"
            className="size-4 accent-brand-600"
            checked={mode === "segment"}
            onChange={() => onChange({ segmentId: null, rules: null })}
          />
          A saved segment
        </label>
      </div>
      {mode === "segment" ? (
        <div className="space-y-3">
          <Select
            label="Segment"
            value={segmentId}
            onChange={(id) => onChange({ segmentId: id, rules: null })}
            options={idNameOptions(segments.data)}
            placeholder="Choose a segment"
            emptyText={segments.isPending ? "Loading..." : "This brand has no saved segment."}
            error={error}
            className="max-w-sm"
          />
          {segmentId !== null && <SavedSegmentCount id={segmentId} purpose={purpose} />}
        </div>
      ) : (
        <div className="space-y-3">
          <SegmentBuilder
            companyId={companyId}
            purpose={purpose}
            rules={rules ?? {}}
            onChange={(next) => onChange({ segmentId: null, rules: next })}
          />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button variant="secondary" onClick={() => setSaving(true)}>
            Save as segment
          </Button>
        </div>
      )}
      <SegmentFormModal
        open={saving}
        companyId={companyId}
        segment={null}
        initialRules={rules ?? {}}
        initialPurpose={purpose}
        onClose={() => setSaving(false)}
        onSaved={(segment) => onChange({ segmentId: segment.id, rules: null })}
      />
    </fieldset>
  );
}
