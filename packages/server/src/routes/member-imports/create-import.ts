import {
  isStorableText,
  type MemberImportAccepted,
  memberImportOptionsSchema,
} from "@sector/shared";
import { auditActorOf } from "../../audit/audit-log";
import { parseMemberCsv } from "../../imports/parse-csv";
import { stageImport } from "../../imports/stage-import";
import type { App } from "../../lib/app-type";
import { BadRequestError } from "../../lib/errors";
import { requestTimeoutsOf } from "../../plugins/request-timeouts";
import { readUpload } from "./read-upload";

/** The file's name as the report shows it: printable, storable, short. */
const cleanFileName = (name: string) => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes.
  const printable = name.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 255);
  return isStorableText(printable) ? printable : "";
};

export const createImportRoute = async (app: App) => {
  app.post(
    "/imports",
    {
      schema: {
        tags: ["members"],
        summary:
          "Import members from a CSV file (admin; multipart: file, mapping JSON, dry_run, send_welcome); runs in the background",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "memberImport" }),
      // Up to 50 MB from an admin's office: longer than a form's body may take to arrive.
      config: { bodyTimeoutMs: requestTimeoutsOf(app.config).importUploadMs },
    },
    async (request, reply) => {
      // The file is parsed as it arrives: one too large or too long is refused at once.
      const upload = await readUpload(request, reply, parseMemberCsv);
      const options = memberImportOptionsSchema.safeParse(upload.fields);
      if (!options.success) {
        const issue = options.error.issues[0];
        const field = String(issue?.path[0] ?? "mapping");
        const message = issue?.message ?? "Invalid import options.";
        throw new BadRequestError(message, { [field]: message });
      }
      const csv = upload.content;
      const staged = await stageImport(app.db, {
        fileName: cleanFileName(upload.fileName),
        dryRun: options.data.dry_run,
        sendWelcome: options.data.send_welcome,
        mapping: options.data.mapping,
        csv,
        by: auditActorOf(request),
      });
      app.jobs.kick();
      const answer: MemberImportAccepted = {
        id: staged.id,
        status: staged.status,
        total_rows: staged.totalRows,
      };
      return reply.status(202).send(answer);
    },
  );
};
