import type { ComponentType } from "react";
import type { IconProps } from "../../components/ui/icons";

/** What the palette lists: a screen the role may open, or a member, brand or resource. */
export type PaletteKind = "screen" | "member" | "brand" | "resource";

export interface PaletteItem {
  /** Unique in the list, e.g. "member:12". */
  key: string;
  kind: PaletteKind;
  label: string;
  /** A second line: a member's email, a resource's brand. */
  detail?: string;
  /** Where choosing it goes, in the app. */
  to: string;
  icon?: ComponentType<IconProps>;
}

/** A screen the palette may jump to (the app passes those of the signed-in role). */
export interface PaletteScreen {
  name: string;
  to: string;
  icon: ComponentType<IconProps>;
}

/** The group headings, in the order the palette shows them. */
export const KIND_HEADINGS: Record<PaletteKind, string> = {
  screen: "Screens",
  member: "Members",
  brand: "Brands",
  resource: "Resources",
};

const folded = (text: string) => text.toLocaleLowerCase().normalize("NFKD");

/** Whether every word typed is the start of a word in `text`, or held in it, ignoring case. */
export function matchesWords(text: string, typed: string): boolean {
  const haystack = folded(text);
  return folded(typed)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The screens whose name holds every word typed; every screen when nothing is typed. */
export function screenItems(screens: readonly PaletteScreen[], typed: string): PaletteItem[] {
  return screens
    .filter((screen) => matchesWords(screen.name, typed))
    .map((screen) => ({
      key: `screen:${screen.to}`,
      kind: "screen",
      label: screen.name,
      to: screen.to,
      icon: screen.icon,
    }));
}
