import { type ComponentType, createContext, type ReactNode } from "react";

/**
 * The signed-in shell (app-layout.tsx: sidebar and top bar) for a page shown outside the
 * signed-in routes: the Not found page of a signed-in user. RootLayout provides it; a page takes
 * it from here instead of importing the layout, whose sidebar lists the route table that lists
 * those pages (an import cycle). Null outside RootLayout (a screen rendered on its own).
 */
export const SignedInShell = createContext<ComponentType<{ children?: ReactNode }> | null>(null);
