/**
 * Values a process keeps between requests, as the code that reads them sees them (the read
 * caches' ReadCache, src/cache/read-cache.ts, is one): `getMany` answers the kept keys and reads
 * the others in one call of `loadMissing` (null where it finds none).
 */
export interface KeptValues<V> {
  getMany(
    keys: string[],
    loadMissing: (keys: string[]) => Promise<Map<string, V>>,
  ): Promise<(V | null)[]>;
}
