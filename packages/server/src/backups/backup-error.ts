/** A refusal or failure of the backup and restore commands: its message is for the operator. */
export class BackupError extends Error {
  override name = "BackupError";
}
