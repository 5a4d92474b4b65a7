import type { NavEntry } from "../route-config";

/** A labelled group of the staff sidebar. */
export interface NavGroup {
  id: string;
  label: string;
  /** The screens it holds, by path; shown in the route table's order. */
  paths: readonly string[];
}

/**
 * The staff sidebar's groups (issue 33): what people look for, together. A screen in none of
 * them (Dashboard, My Profile) stays at the top, ungrouped.
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  { id: "content", label: "Content", paths: ["/uploads", "/emp-resources"] },
  {
    id: "audience",
    label: "Audience",
    paths: ["/users", "/import-members", "/leads", "/suppressions"],
  },
  {
    id: "engagement",
    label: "Engagement",
    paths: ["/newsletters", "/mailings", "/event-admin", "/segments", "/sponsors"],
  },
  { id: "settings", label: "Settings", paths: ["/company", "/webhooks", "/audit"] },
];

export interface GroupedNav {
  top: NavEntry[];
  groups: { group: NavGroup; entries: NavEntry[] }[];
}

/**
 * A role's sidebar entries (route-config's order, its role filtering) split into the ungrouped
 * ones and the groups that hold any; a group the role sees nothing of is left out.
 */
export function groupNavEntries(entries: readonly NavEntry[]): GroupedNav {
  const groupOf = new Map(NAV_GROUPS.flatMap((group) => group.paths.map((p) => [p, group.id])));
  return {
    top: entries.filter((entry) => !groupOf.has(entry.to)),
    groups: NAV_GROUPS.map((group) => ({
      group,
      entries: entries.filter((entry) => groupOf.get(entry.to) === group.id),
    })).filter(({ entries: held }) => held.length > 0),
  };
}
