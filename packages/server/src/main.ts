import { BackupError } from "./backups/backup-error";
import { bootstrap } from "./bootstrap";
import { ConfigError, loadConfig } from "./config";
import { installGracefulShutdown } from "./graceful-shutdown";
import { boundHeapGrowth } from "./lib/heap-growth";

boundHeapGrowth();

const readConfig = () => {
  try {
    return loadConfig();
  } catch (error) {
    // A bad value in the environment: say which, without a stack trace, and refuse to start.
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Sector Portal cannot start:\n${error.message}`);
    process.exit(1);
  }
};

const config = readConfig();
const { app, database, seed } = await bootstrap(config).catch((error: unknown) => {
  // The embedded database open in another process: say so, and refuse to start.
  if (!(error instanceof BackupError)) throw error;
  console.error(`Sector Portal cannot start:\n${error.message}`);
  process.exit(1);
});
// SIGTERM, SIGINT: drain, finish what is under way, hand back job leases, exit (within 10 s).
installGracefulShutdown(app, { drainMs: config.shutdownDrainMs ?? 3000 });

await app.listen({ port: config.port, host: config.host });

const where =
  database.kind === "postgres"
    ? "PostgreSQL (DATABASE_URL)"
    : `embedded PGlite in ${config.dataDir}/db`;
const lines = [
  `Sector Portal is running on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`,
  `Database: ${where}`,
  `Mail: ${config.smtpUrl ? "SMTP (SMTP_URL)" : `written to ${config.dataDir}/outbox`}`,
];
if (seed.adminCreated) {
  lines.push(
    `Admin account created: ${config.adminEmail}`,
    seed.generatedAdminPassword
      ? `Admin password (shown once, write it down): ${seed.generatedAdminPassword}`
      : "Admin password: the ADMIN_PASSWORD you set",
  );
}
if (seed.demo) {
  lines.push(
    `Demo content loaded (${seed.demo.resources} resources, ${seed.demo.members} members, ${seed.demo.editions} newsletter edition): remove it with "Remove demo data" on the admin dashboard`,
  );
}
console.log(`\n${lines.map((l) => `  ${l}`).join("\n")}\n`);
