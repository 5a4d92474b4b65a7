import type { AuditEntry } from "@sector/shared";
import { Link } from "react-router";
import { auditSentence } from "../audit-sentence";

const linkClass =
  "rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** An entry in words, each name that still has a screen a link to it. */
export function AuditSentence({ entry }: { entry: AuditEntry }) {
  return (
    <p className="text-slate-800">
      {auditSentence(entry).map((part, index) =>
        typeof part === "string" ? (
          part
        ) : part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts are fixed and in order.
          <Link key={index} to={part.href} className={linkClass}>
            {part.name}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts are fixed and in order.
          <span key={index} className="font-medium text-slate-900">
            {part.name}
          </span>
        ),
      )}
    </p>
  );
}

/** The entry as stored, behind a 'Details' disclosure (a native one: keyboard and screen readers). */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const stored = {
    id: entry.id,
    at: entry.at,
    actor_id: entry.actor?.id ?? null,
    action: entry.action,
    target_type: entry.target_type,
    target_id: entry.target_id,
    summary: entry.summary,
    ip: entry.ip,
  };
  return (
    <details className="mt-1.5 text-sm">
      <summary className="w-fit cursor-pointer rounded font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        Details
      </summary>
      <pre className="mt-2 rounded-md bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200 wrap-anywhere">
        {JSON.stringify(stored, null, 2)}
      </pre>
    </details>
  );
}
