import type { MailingPreview } from "@sector/shared";

export interface MailingPreviewFrameProps {
  preview: MailingPreview | undefined;
  isPending: boolean;
  /** Whose mail this is, for the frame's name. */
  memberName: string;
}

/**
 * One member's mail as they would get it: subject, preheader and the HTML in a sandboxed frame
 * (an opaque origin, as the newsletter's preview: nothing in it reaches the app or the session).
 */
export function MailingPreviewFrame({ preview, isPending, memberName }: MailingPreviewFrameProps) {
  if (isPending) return <p className="text-sm text-slate-500">Loading preview...</p>;
  if (!preview) return null;
  return (
    <div className="space-y-2">
      <p className="text-sm break-words text-slate-700">
        <span className="font-medium text-slate-900">Subject:</span> {preview.subject}
      </p>
      {preview.preheader && (
        <p className="text-sm break-words text-slate-600">
          <span className="font-medium text-slate-900">Preheader:</span> {preview.preheader}
        </p>
      )}
      <iframe
        title={`Mailing for ${memberName}`}
        sandbox="allow-scripts"
        srcDoc={preview.html}
        className="h-[36rem] w-full rounded-lg bg-white ring-1 ring-slate-200"
      />
    </div>
  );
}
