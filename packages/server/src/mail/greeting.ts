import { NAME_CONTROLS } from "@sector/shared";

/** Runs of what no name holds (control characters, line separators, bidirectional controls). */
const CONTROLS = new RegExp(`${NAME_CONTROLS.source}+`, "gu");

/**
 * What a mail client could make a link of: a scheme or a path (: / \), an address (@), www.,
 * or a dot between a letter or digit and two more (a domain: evil.example). Stricter than any
 * client's own linkifier, which wants a known top-level domain: a name that looks like a link
 * is left out of the mail, not shown in pieces. Initials (J.R.) and plain names pass.
 */
const LINK_LIKE = /[:/\\@]|www\.|[\p{L}\p{N}]\.[\p{L}\p{N}]{2}/iu;

/**
 * A member's name as a mail shows it: one line of plain text (what the schemas refuse now may be
 * stored from before, or come by another way in), or null when nothing of it may be shown. The
 * HTML parts escape it with the rest of their text.
 */
export const mailName = (name: string): string | null => {
  const line = name.replace(CONTROLS, " ").replace(/\s+/g, " ").trim();
  return line === "" || LINK_LIKE.test(line) ? null : line;
};

/** "Hello Ada,": the first line of every mail to a member; "Hello," when the name may not show. */
export const greeting = (firstname: string): string => {
  const name = mailName(firstname);
  return name === null ? "Hello," : `Hello ${name},`;
};
