/**
 * Bytes in a Buffer of their own: a string's UTF-8, or a copy of other bytes. `Buffer.from(text)`
 * and `Buffer.concat` (zlib's results too) hand out a slice of a shared 64 KB pool (Node 24's
 * Buffer.poolSize) for anything under 32 KB, and a slice keeps its whole pool alive: a cache that
 * keeps thousands of small answers that way holds 64 KB for each (150 MB for the feed pages a
 * few seconds of traffic leave behind, measured). What is kept for long is made with this; what
 * is sent and dropped may use the pool.
 */
export const ownBytes = (content: string | Uint8Array): Buffer => {
  if (typeof content === "string") {
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(content));
    bytes.write(content);
    return bytes;
  }
  const bytes = Buffer.allocUnsafeSlow(content.byteLength);
  bytes.set(content);
  return bytes;
};
