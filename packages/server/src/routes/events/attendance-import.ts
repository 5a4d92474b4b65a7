import fastifyMultipart from "@fastify/multipart";
import { eventParamsSchema } from "@sector/shared";
import type { FastifyRequest } from "fastify";
import { recordAudit } from "../../audit/audit-log";
import { ATTENDANCE_MAX_BYTES, parseAttendanceFile } from "../../events/attendance-csv";
import { markAttendance } from "../../events/attendance-marks";
import { lockEvent } from "../../events/event-row";
import type { App } from "../../lib/app-type";
import { BadRequestError, HttpError, NotFoundError } from "../../lib/errors";
import { EVENT_NOT_FOUND } from "./messages";

export const ATTENDANCE_NOT_MULTIPART =
  "Send the attendance file as multipart/form-data, in the field file.";
export const ATTENDANCE_NO_FILE = "Choose the attendance file (CSV) to upload.";
export const ATTENDANCE_TOO_LARGE = `The attendance file is too large (at most ${ATTENDANCE_MAX_BYTES / 1024 / 1024} MB).`;
const MALFORMED = "The multipart body is malformed.";

/** The uploaded file's bytes (field `file`, at most ATTENDANCE_MAX_BYTES), or a 4xx. */
const readFile = async (request: FastifyRequest): Promise<Buffer> => {
  if (!request.isMultipart()) throw new BadRequestError(ATTENDANCE_NOT_MULTIPART);
  try {
    const part = await request.file();
    if (part?.fieldname !== "file") {
      throw new BadRequestError(ATTENDANCE_NO_FILE, { file: ATTENDANCE_NO_FILE });
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new HttpError(413, ATTENDANCE_TOO_LARGE);
    return bytes;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: unknown } | null)?.code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, ATTENDANCE_TOO_LARGE);
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
      throw new BadRequestError(ATTENDANCE_NOT_MULTIPART);
    }
    // busboy's complaints about the body itself ("Unexpected end of form", a limit passed).
    if (err instanceof Error && !("statusCode" in err && Number(err.statusCode) >= 500)) {
      throw new BadRequestError(MALFORMED);
    }
    throw err;
  }
};

/** POST /events/{id}/attendance (staff): marks who came from a Zoom or Teams report. */
export const attendanceImportRoute = async (app: App) => {
  // Multipart is taken by this route only (this plugin's scope): one file, nothing else large.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: ATTENDANCE_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });
  app.post(
    "/:id/attendance",
    {
      schema: {
        tags: ["events"],
        summary:
          "Import an event's attendance (admin; multipart: file, a Zoom participant report, a Teams attendance report or a CSV with an Email column, up to 5 MB): every registered member in it is marked attended with their minutes, every other one no-show; addresses not registered are listed in `unknown`, never created. 200 { report }; 400 for a file that cannot be read (nothing changed). Recorded in the audit log",
        params: eventParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "importAttendance", subject: "eventRegistrants" }),
    },
    async (request) => {
      const bytes = await readFile(request);
      // Read whole before anything is written: a file refused changes nothing.
      const file = await parseAttendanceFile(bytes);
      const report = await app.db.transaction(async (tx) => {
        const event = await lockEvent(tx, request.params.id);
        if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
        const result = await markAttendance(tx, event, file);
        await recordAudit(tx, request, {
          action: "event.attendance_import",
          targetType: "resource",
          targetId: event.id,
          summary: `attendance of ${JSON.stringify(event.title)} from a ${result.format} file: ${result.attended} attended, ${result.no_show} no-show, ${result.unknown.length} unknown addresses`,
        });
        return result;
      });
      return { report };
    },
  );
};
