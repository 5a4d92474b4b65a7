import type { NewsletterPreview as Preview } from "@sector/shared";

export interface NewsletterPreviewProps {
  preview: Preview | undefined;
  isPending: boolean;
  /** Whose mail this is, for the frame's name. */
  memberName: string;
}

/**
 * One member's mail as they would get it: the subject, the HTML in a sandboxed frame, and its
 * items. The frame's origin is opaque (no allow-same-origin), so nothing in it can reach the
 * app, its storage or the session; the page's CSP, which a srcdoc frame inherits, refuses
 * inline scripts besides. Scripts stay allowed for tools that inspect the frame, such as an
 * accessibility checker, whose timers never fire in a frame without them.
 */
export function NewsletterPreview({ preview, isPending, memberName }: NewsletterPreviewProps) {
  if (isPending) return <p className="text-sm text-slate-500">Loading preview...</p>;
  if (!preview) return null;
  return (
    <div className="space-y-4">
      {!preview.recipient && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-600/20">
          {memberName} is not a recipient now (no newsletter consent for this brand, or not a
          member): this is what they would get if they were.
        </p>
      )}
      {preview.skipped ? (
        <p className="text-sm text-slate-700">
          Nothing to read for {memberName} this time: they get no mail.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">Subject:</span> {preview.subject}
          </p>
          <div>
            <h4 className="text-sm font-semibold text-slate-900">
              Items{preview.popular && " (Popular this week: none matched their topics)"}
            </h4>
            <ul
              aria-label="Items"
              className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700"
            >
              {preview.items.map((item) => (
                <li key={item.resource_id}>{item.title}</li>
              ))}
            </ul>
          </div>
          <iframe
            title={`Newsletter for ${memberName}`}
            sandbox="allow-scripts"
            srcDoc={preview.html}
            className="h-[36rem] w-full rounded-lg bg-white ring-1 ring-slate-200"
          />
        </>
      )}
    </div>
  );
}
