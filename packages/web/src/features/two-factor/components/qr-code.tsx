import QRCode from "qrcode";
import { useMemo } from "react";

/** The QR code of `text` as an SVG document: one path of dark modules, a 4-module quiet zone. */
export function qrSvg(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const side = modules.size + quiet * 2;
  let path = "";
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
}

export interface QrCodeProps {
  text: string;
  alt: string;
  className?: string;
}

/** A QR code as an image (built here, no request leaves the page: it holds a secret). */
export function QrCode({ text, alt, className }: QrCodeProps) {
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(qrSvg(text))}`, [text]);
  return <img src={src} alt={alt} width={192} height={192} className={className} />;
}
