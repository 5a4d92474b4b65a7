/**
 * Percent-encodes any JavaScript string for a URL, including what `encodeURIComponent`
 * refuses: an unpaired surrogate goes out as the three bytes it would have in WTF-8
 * (`\ud800` → `%ED%A0%80`), which is not UTF-8 and which the server must refuse cleanly.
 */
export const encodeUrlText = (text: string): string => {
  let out = "";
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    }
  }
  return out;
};

/** How a generated value is written in a URL: strings as they are, the rest as JSON text. */
export const urlText = (value: unknown): string =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "");

/** URL pieces that are not valid percent-encoding or that change the path's shape. */
export const RAW_URL_PIECES = [
  "%",
  "%0",
  "%zz",
  "%00",
  "%C0%80",
  "%ED%A0%80",
  "%FF%FE",
  "%E2%82",
  "%2F",
  "%2e%2e",
  "..",
  "a/b",
  "1;x=2",
  "1%20",
  "+1",
  "%2B1",
  "1#frag",
  "1?x=1",
  "&",
  "=",
];
