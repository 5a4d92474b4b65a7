import type { FastifyRequest } from "fastify";
import { BadRequestError, HttpError } from "../../lib/errors";
import { FILE_TOO_LARGE, NO_FILE, NOT_MULTIPART, TOO_MANY_FILES } from "./messages";

export interface Upload {
  fileName: string;
  bytes: Buffer;
  /** The text fields, by name (the last one wins when a name repeats). */
  fields: Record<string, string>;
}

const MALFORMED = "The multipart body is malformed.";

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
 * Reads a multipart upload: one file (kept in memory, within the size limit) and the text
 * fields, in whatever order the client sent them.
 */
export const readUpload = async (request: FastifyRequest): Promise<Upload> => {
  if (!request.isMultipart()) throw new BadRequestError(NOT_MULTIPART);
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (file) throw new BadRequestError(TOO_MANY_FILES);
        file = { fileName: part.filename ?? "", bytes: await part.toBuffer() };
      } else {
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
      }
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (!file) throw new BadRequestError(NO_FILE, { file: NO_FILE });
  return { ...file, fields };
};
