import type { Page } from "playwright-core";

/**
 * Whether two PNGs show the same picture to the eye: same size, and no pixel whose colour
 * differs by more than a few steps. Chromium rasterises the anti-aliased edge of a rounded card
 * over an image a step or two differently from one run to the next; a file rewritten for that
 * alone would be churn in every commit of the images. Decoded by the page's own canvas.
 */
const COMPARE = `async (before, after) => {
  const pixels = async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  };
  const [a, b] = await Promise.all([pixels(before), pixels(after)]);
  if (a.width !== b.width || a.height !== b.height) return false;
  for (let i = 0; i < a.data.length; i++) {
    if (Math.abs(a.data[i] - b.data[i]) > TOLERANCE) return false;
  }
  return true;
}`;

/** Largest change of one colour channel still taken for rasterisation noise. */
const TOLERANCE = 8;

export const samePicture = (page: Page, before: Buffer, after: Buffer): Promise<boolean> =>
  page.evaluate(
    `(${COMPARE.replace("TOLERANCE", String(TOLERANCE))})(${JSON.stringify(before.toString("base64"))}, ${JSON.stringify(after.toString("base64"))})`,
  );
