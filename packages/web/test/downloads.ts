import { vi } from "vitest";

/** A file the app handed to the browser: the link's download name and the blob's text. */
export interface SavedFile {
  fileName: string;
  text: () => Promise<string>;
}

/**
 * Catches the files the app saves through a temporary <a download> and an object URL
 * (happy-dom neither downloads nor keeps blobs behind URLs). The spies end with the test.
 */
export function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: SavedFile[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((object) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, object as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute("href") ?? "");
    if (blob) saved.push({ fileName: this.download, text: () => blob.text() });
  });
  return saved;
}
