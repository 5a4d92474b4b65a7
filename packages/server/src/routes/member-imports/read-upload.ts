import type { Readable } from "node:stream";
import { MEMBER_IMPORT_MAX_BYTES } from "@sector/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { BadRequestError, HttpError } from "../../lib/errors";
import { FILE_TOO_LARGE, NO_FILE, NOT_MULTIPART, TOO_MANY_FILES } from "./messages";

export interface Upload<T> {
  fileName: string;
  /** What `readFile` made of the file's bytes. */
  content: T;
  /** The text fields, by name (the last one wins when a name repeats). */
  fields: Record<string, string>;
}

/**
 * The file's bytes as they arrive, refused once past multipart's size limit (busboy then cuts
 * the file short and marks it truncated).
 */
async function* bytesOf(file: Readable & { truncated?: boolean }) {
  for await (const chunk of file) {
    if (file.truncated) throw new HttpError(413, FILE_TOO_LARGE);
    yield chunk as Buffer;
  }
  if (file.truncated) throw new HttpError(413, FILE_TOO_LARGE);
}

const MALFORMED = "The multipart body is malformed.";

/**
 * The largest body an import may declare: its file at the size limit, and room for the text
 * fields (at most 10 of 100 KB, index.ts) and the parts' headers.
 */
const MAX_BODY_BYTES = MEMBER_IMPORT_MAX_BYTES + 2 * 1024 * 1024;

/** multipart's own refusals (413 limits, bad parts) in our words, as 4xx answers. */
const uploadError = (err: unknown): unknown => {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new HttpError(413, FILE_TOO_LARGE);
    case "FST_FILES_LIMIT":
      return new BadRequestError(TOO_MANY_FILES);
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new BadRequestError(
        "Too many fields: send the file, mapping, dry_run and send_welcome.",
      );
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new BadRequestError(NOT_MULTIPART);
    default:
      // busboy's complaints about the body itself ("Unexpected end of form", …).
      return err instanceof Error && !("statusCode" in err && Number(err.statusCode) >= 500)
        ? new BadRequestError(MALFORMED)
        : err;
  }
};

/**
 * Reads a multipart upload: one file, handed to `readFile` as its bytes arrive (never held whole
 * first, so a file `readFile` refuses early is refused before the rest is even read), and the
 * text fields, in whatever order the client sent them. A refusal that leaves part of the body
 * unread closes the connection once answered, as Fastify does for a body it refuses: the client
 * may still be sending it.
 */
export const readUpload = async <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  readFile: (bytes: AsyncIterable<Buffer>) => Promise<T>,
): Promise<Upload<T>> => {
  if (!request.isMultipart()) throw new BadRequestError(NOT_MULTIPART);
  // A body declared larger than any import is refused before a byte of it is read.
  if (Number(request.headers["content-length"]) > MAX_BODY_BYTES) {
    reply.header("connection", "close");
    throw new HttpError(413, FILE_TOO_LARGE);
  }
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: T } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (file) throw new BadRequestError(TOO_MANY_FILES);
        file = { fileName: part.filename ?? "", content: await readFile(bytesOf(part.file)) };
      } else {
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
      }
    }
  } catch (err) {
    if (!request.raw.complete) reply.header("connection", "close");
    throw uploadError(err);
  }
  if (!file) throw new BadRequestError(NO_FILE, { file: NO_FILE });
  return { ...file, fields };
};
