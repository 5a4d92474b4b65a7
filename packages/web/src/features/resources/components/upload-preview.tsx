import { isHttpUrl } from "@sector/shared";
import { useState } from "react";
import { FeedItemCard } from "../../../components/ui/feed-item-card";

export interface UploadPreviewProps {
  title: string;
  resourceUrl: string;
  imageUrl: string;
}

/** The upload as members will see it in their feed, updated as the form is filled in. */
export function UploadPreview({ title, resourceUrl, imageUrl }: UploadPreviewProps) {
  // The date the card would show if uploaded now.
  const [now] = useState(() => new Date().toISOString());
  return (
    <section aria-labelledby="upload-preview-heading">
      <h2 id="upload-preview-heading" className="text-base font-semibold text-slate-900">
        Preview
      </h2>
      <p className="mt-1 text-sm text-slate-600">How members will see it in their feed.</p>
      <div className="mt-4 max-w-sm" data-testid="upload-preview">
        <FeedItemCard
          item={{
            title: title.trim() || "Untitled resource",
            // Only a link the form would accept becomes clickable here.
            resource_url: isHttpUrl(resourceUrl.trim()) ? resourceUrl.trim() : "",
            image_bg: isHttpUrl(imageUrl.trim()) ? imageUrl.trim() : "",
            createdAt: now,
          }}
        />
      </div>
    </section>
  );
}
