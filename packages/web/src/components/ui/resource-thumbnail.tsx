import { useState } from "react";
import { cn } from "../../lib/cn";
import { PhotoIcon } from "./icons";

export interface ResourceThumbnailProps {
  src: string;
  /** Aspect-ratio and size classes of the box; the box never changes size as the image loads. */
  className?: string;
  /** Load at once (the first, large item) instead of when scrolled near. */
  eager?: boolean;
}

/**
 * A thumbnail in a fixed aspect-ratio box: no layout shift while it loads, and a neutral
 * placeholder when there is no image or it fails to load. Decorative: the card's title
 * names the resource.
 */
export function ResourceThumbnail({ src, className, eager = false }: ResourceThumbnailProps) {
  return (
    <div
      className={cn(
        "relative overflow-hidden bg-linear-to-br from-slate-100 to-slate-200",
        className,
      )}
    >
      {/* Keyed by src so a new image gets a fresh loading state. */}
      <ThumbnailImage key={src} src={src} eager={eager} />
    </div>
  );
}

function ThumbnailImage({ src, eager }: { src: string; eager: boolean }) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">(src ? "loading" : "failed");

  if (state === "failed") {
    return (
      <div
        data-testid="thumbnail-fallback"
        className="absolute inset-0 flex items-center justify-center text-slate-400"
      >
        <PhotoIcon className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      referrerPolicy="no-referrer"
      onLoad={() => setState("loaded")}
      onError={() => setState("failed")}
      className={cn(
        "absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-[1.03]",
        state === "loaded" ? "opacity-100" : "opacity-0",
      )}
    />
  );
}
