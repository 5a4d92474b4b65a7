import type { AuditSubject } from "@sector/shared";
import type { Executor } from "../db/client";
import { recordedName } from "./recorded-name";
import { kindWords, LOOKUPS, live } from "./subject-lookups";

/** What the log names of an entry: its target, and what that belongs to. */
export interface AuditEntryRef {
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
}

const numericId = (id: string | null) => (id !== null && /^\d{1,15}$/.test(id) ? Number(id) : null);

/**
 * A target no lookup covers (a mail job, or a kind newer than this list): by the name its
 * entry recorded, else its id.
 */
const unresolved = (ref: AuditEntryRef, id: string): AuditSubject => ({
  kind: ref.targetType,
  id,
  label: kindWords(ref.targetType),
  name: recordedName(ref.action, ref.summary) ?? `#${id}`,
  href: null,
  deleted: false,
});

/** Gone since: by the name its entry recorded, else "deleted campaign #7". */
const gone = (ref: AuditEntryRef, id: string): AuditSubject => {
  const name = recordedName(ref.action, ref.summary);
  return name
    ? {
        kind: ref.targetType,
        id,
        label: kindWords(ref.targetType),
        name,
        href: null,
        deleted: true,
      }
    : {
        kind: ref.targetType,
        id,
        label: "",
        name: `deleted ${kindWords(ref.targetType)} #${id}`,
        href: null,
        deleted: true,
      };
};

/**
 * The targets of a page of entries, by name and link, as they are now: one lookup per kind
 * of target on the page (never one per entry).
 */
export const resolveAuditSubjects = async (
  db: Executor,
  refs: readonly AuditEntryRef[],
): Promise<{ subject: AuditSubject | null; parent: AuditSubject | null }[]> => {
  const wanted = new Map<string, Set<number>>();
  for (const ref of refs) {
    const id = numericId(ref.targetId);
    if (id === null || !Object.hasOwn(LOOKUPS, ref.targetType)) continue;
    const ids = wanted.get(ref.targetType) ?? new Set<number>();
    wanted.set(ref.targetType, ids.add(id));
  }
  const found = new Map(
    await Promise.all(
      [...wanted].map(async ([kind, ids]) => [kind, await LOOKUPS[kind]?.(db, [...ids])] as const),
    ),
  );
  return refs.map((ref) => {
    if (ref.targetId === null) return { subject: null, parent: null };
    const id = numericId(ref.targetId);
    const ofKind = found.get(ref.targetType);
    if (id === null || !ofKind) return { subject: unresolved(ref, ref.targetId), parent: null };
    const hit = ofKind.get(id);
    if (!hit) return { subject: gone(ref, ref.targetId), parent: null };
    return { subject: live(ref.targetType, id, hit.name, hit.href), parent: hit.parent ?? null };
  });
};
