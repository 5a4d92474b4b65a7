import { randomBytes } from "node:crypto";
import MimeNode from "nodemailer/lib/mime-node";

/** What one member's message adds to the edition's: all of it ASCII (addresses, ids, links, JSON). */
export interface MemberEnvelope {
  to: string;
  messageId: string;
  headers: Record<string, string | { prepared: true; value: string }>;
  /**
   * The parts, quoted-printable with CRLF line ends (the template's assembleEncoded): each is
   * followed by the line end that begins the next boundary.
   */
  html: string;
  text: string;
}

export interface EditionMime {
  /** The member's whole message (RFC 5322, MIME multipart/alternative), ready for the relay. */
  message(member: MemberEnvelope): Buffer;
}

/**
 * An address the To header carries as it is: printable ASCII without spaces, quotes, brackets
 * or commas. Any other goes through the mailer's MIME build, which encodes it.
 */
export const isPlainAddress = (email: string) =>
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(email);

/**
 * An edition's message framing, built once: From and Subject as nodemailer encodes them (its
 * MIME node, so a brand's name or a subject in any script is encoded as in every other mail),
 * and one multipart boundary. A member's message is then a join of its header lines and parts,
 * where the mailer's composer built and encoded the whole message again for each member.
 */
export const editionMime = ({
  fromName,
  fromAddress,
  subject,
}: {
  fromName: string;
  fromAddress: string;
  subject: string;
}): EditionMime => {
  const node = new MimeNode();
  node.setHeader("From", { name: fromName, address: fromAddress });
  node.setHeader("Subject", subject);
  // Header fields end where a line does not start with white space (folded lines do).
  const shared = node
    .buildHeaders()
    .split(/\r\n(?![ \t])/)
    .filter((field) => /^(From|Subject):/.test(field))
    .join("\r\n");
  const boundary = `--_sp_${randomBytes(12).toString("hex")}`;
  const partHead = (type: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n`;
  const textHead = partHead("text/plain");
  const htmlHead = partHead("text/html");
  const tail = `--${boundary}--\r\n`;
  const contentType = `Content-Type: multipart/alternative; boundary="${boundary}"\r\n`;

  return {
    message({ to, messageId, headers, html, text }) {
      let head = `${shared}\r\nTo: ${to}\r\nMessage-ID: ${messageId}\r\nDate: ${new Date()
        .toUTCString()
        .replace(/GMT/, "+0000")}\r\nMIME-Version: 1.0\r\n`;
      for (const [key, value] of Object.entries(headers)) {
        head += `${key}: ${typeof value === "string" ? value : value.value}\r\n`;
      }
      return Buffer.from(
        `${head}${contentType}\r\n${textHead}${text}\r\n${htmlHead}${html}\r\n${tail}`,
      );
    },
  };
};
