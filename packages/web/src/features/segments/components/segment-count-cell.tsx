import type { MailingPurpose } from "@sector/shared";
import { useSegmentCount } from "../api/count-segment";

/** A saved segment's consenting members for one purpose, counted now. */
export function SegmentCountCell({ id, purpose }: { id: number; purpose: MailingPurpose }) {
  const { data, isError } = useSegmentCount(id, purpose);
  if (isError) return <span className="text-slate-500">--</span>;
  if (data === undefined) return <span className="text-slate-500">Counting...</span>;
  return <span className="tabular-nums">{data.toLocaleString("en-US")}</span>;
}
