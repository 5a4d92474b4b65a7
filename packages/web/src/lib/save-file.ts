/**
 * Hands data the app fetched (with the session token, which a plain link cannot carry) to
 * the browser as a download named `fileName`, through a temporary link to an object URL.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves `data` as an indented JSON file named `fileName`. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveFile(
    new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" }),
    fileName,
  );
}
