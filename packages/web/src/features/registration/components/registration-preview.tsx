import type { CompanyBrand } from "@sector/shared";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useConsentTexts } from "../../../lib/api/get-consent-texts";
import { usePreferences } from "../../../lib/api/get-preferences";
import { resolveBrand } from "../brand";
import { RegistrationLayout } from "./registration-layout";

/** The width the page is laid out at in the preview (a desktop), before it is scaled down. */
const PAGE_WIDTH = 1280;

const FRAME_DOCUMENT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Registration page preview</title></head><body></body></html>';

/** Gives the frame the app's stylesheets (links in a build, style elements in development). */
function copyStyles(into: Document) {
  for (const node of document.head.querySelectorAll('link[rel="stylesheet"], style')) {
    into.head.appendChild(node.cloneNode(true));
  }
}

/**
 * A live preview of a brand's registration page: the real page components, rendered with the
 * draft branding into a frame laid out at desktop width and scaled down to fit. The frame is
 * inert (nothing in it can be focused, filled in or submitted) and lays the page out on its
 * own, so the page's breakpoints and landmarks stay the page's.
 */
export function RegistrationPreview({ company }: { company: CompanyBrand }) {
  const box = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [scale, setScale] = useState(0.4);
  const [height, setHeight] = useState(2000);
  const companyId = company.id > 0 ? company.id : null;
  const preferences = usePreferences(companyId);
  const consentTexts = useConsentTexts(companyId);

  // The scale follows the box's width.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScale(element.clientWidth / PAGE_WIDTH));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The frame is as tall as the page in it, so the preview shows the whole page.
  useEffect(() => {
    const view = body?.ownerDocument.defaultView;
    if (!body || !view) return;
    const observer = new view.ResizeObserver(() => setHeight(body.scrollHeight));
    observer.observe(body);
    return () => observer.disconnect();
  }, [body]);

  const onLoad = (event: { currentTarget: HTMLIFrameElement }) => {
    const frame = event.currentTarget.contentDocument;
    if (!frame) return;
    copyStyles(frame);
    frame.body.style.margin = "0";
    setBody(frame.body);
  };

  return (
    <div
      ref={box}
      data-testid="registration-preview"
      className="relative w-full overflow-hidden rounded-lg bg-white ring-1 ring-slate-200"
      style={{ height: Math.ceil(height * scale) }}
    >
      <iframe
        title={`Preview of the ${company.name || "new brand's"} registration page`}
        srcDoc={FRAME_DOCUMENT}
        onLoad={onLoad}
        inert
        tabIndex={-1}
        className="absolute top-0 left-0 origin-top-left border-0"
        style={{ width: PAGE_WIDTH, height, transform: `scale(${scale})` }}
      />
      {body &&
        createPortal(
          <RegistrationLayout
            brand={resolveBrand(company)}
            companyId={companyId}
            preferences={preferences.data ?? []}
            preferencesLoading={companyId !== null && preferences.isPending}
            consentTexts={consentTexts.data}
            fillViewport={false}
          />,
          body,
        )}
    </div>
  );
}
