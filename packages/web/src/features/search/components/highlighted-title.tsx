import { Fragment } from "react";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** The text of an escaped piece of HTML (the five entities the server writes). */
const decodeEntities = (html: string) =>
  html.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/**
 * A search result's `highlight` as React nodes: the matched words in `<mark>`, the rest as
 * text. Nothing is set as HTML, so even a `highlight` that held other tags could show only
 * their text.
 */
export function HighlightedTitle({ highlight }: { highlight: string }) {
  // Each piece keyed by where it starts in the highlight: unique and stable.
  let start = 0;
  const pieces = highlight
    .split(/(<mark>.*?<\/mark>)/g)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const key = start;
      start += piece.length;
      const marked = /^<mark>(.*)<\/mark>$/.exec(piece);
      return marked ? (
        <mark key={key}>{decodeEntities(marked[1] ?? "")}</mark>
      ) : (
        <Fragment key={key}>{decodeEntities(piece)}</Fragment>
      );
    });
  return <>{pieces}</>;
}
