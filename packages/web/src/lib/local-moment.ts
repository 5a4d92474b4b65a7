/**
 * The value of a datetime-local input ("2026-12-01T09:00", the viewer's own clock) as an ISO
 * moment with its zone, as the API asks; null when it is empty or unreadable.
 */
export function localMomentToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
