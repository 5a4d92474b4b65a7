import { encode, wrap } from "nodemailer/lib/qp";
import type { PartForm } from "./slot-template";

/**
 * Quoted-printable (RFC 2045 §6.7) in pieces that join: each piece is encoded on its own and,
 * unless it ends a line, ends with a soft line break, so a mail body is a concatenation of
 * pieces encoded once per edition (the template's text, each resource's block) and the few
 * a member brings (their name, their links). Lines stay within 76 characters, the soft break
 * included, and line ends are CRLF.
 */
const LINE = 75;
const SOFT_BREAK = "=\r\n";

/**
 * A text that quoted-printable writes as it is and fits one line: printable ASCII without "=",
 * spaces only between other characters (one at a line's end is encoded). A member's links and
 * most names are such texts, two dozen of them in each mail.
 */
const LITERAL_LINE = new RegExp(
  `^[\\x21-\\x3c\\x3e-\\x7e](?:[\\x20-\\x3c\\x3e-\\x7e]{0,${LINE - 2}}[\\x21-\\x3c\\x3e-\\x7e])?$`,
);

export const qpPiece = (text: string): string => {
  if (text === "") return "";
  // What nodemailer's encoder and wrap would give, without their loops over every byte.
  if (LITERAL_LINE.test(text)) return text + SOFT_BREAK;
  const encoded = wrap(encode(text.replace(/\r?\n/g, "\r\n")), LINE);
  return encoded.endsWith("\r\n") ? encoded : encoded + SOFT_BREAK;
};

/**
 * A body made of pieces, as it goes into its MIME part: without a soft break at its end (the
 * line end before the part's closing boundary belongs to the boundary, RFC 2046 §5.1.1).
 */
export const qpBody = (pieces: string): string =>
  pieces.endsWith(SOFT_BREAK) ? pieces.slice(0, -SOFT_BREAK.length) : pieces;

/** A mail's parts as quoted-printable pieces (the template's assembleEncoded). */
export const quotedPrintable: PartForm = { piece: qpPiece, body: qpBody };
