import {
  MEMBER_IMPORT_FIELDS,
  type MemberImportField,
  type MemberImportMapping,
  memberImportMappingSchema,
  preprocess,
} from "@sector/shared";
import { z } from "zod/mini";

export const CHOOSE_FILE = "Choose a CSV file to import.";

/** What the import form holds: "" for a field no column feeds. */
export interface ImportFormValues {
  file: File | null;
  mapping: Record<MemberImportField, string>;
  send_welcome: boolean;
}

export interface ImportFormData {
  file: File;
  mapping: MemberImportMapping;
  send_welcome: boolean;
}

/** The form's rules: a file, and the server's own mapping rules once empty choices are left out. */
export const importFormSchema = z.object({
  file: z.custom<File>((value) => value instanceof File, { error: CHOOSE_FILE }),
  mapping: preprocess(
    (value) =>
      Object.fromEntries(
        Object.entries((value ?? {}) as Record<string, string>).filter(([, column]) => column),
      ),
    memberImportMappingSchema,
  ),
  send_welcome: z.boolean(),
});

export const emptyMapping = (): Record<MemberImportField, string> =>
  Object.fromEntries(MEMBER_IMPORT_FIELDS.map((field) => [field, ""])) as Record<
    MemberImportField,
    string
  >;
