import path from "node:path";
import { buildApp } from "./app";
import { type Claim, claimEmbeddedDatabase } from "./backups/control-socket";
import { embeddedArchive } from "./backups/embedded-archive";
import type { Config } from "./config";
import { noChangeFeed } from "./db/change-feed";
import { createDatabase } from "./db/client";
import { seedDatabase } from "./db/seed";
import { loadDemoData } from "./demo-data/load-demo-data";
import { createMailer } from "./mail/mailer";

/** Opens the database, migrates and seeds it, and builds the app: everything but listening. */
export const bootstrap = async (config: Config) => {
  // The embedded database is this process's alone: claimed before it is opened.
  const claim = config.databaseUrl ? null : await claimEmbeddedDatabase(config.dataDir);
  try {
    return await openAndBuild(config, claim);
  } catch (error) {
    await claim?.release();
    throw error;
  }
};

const openAndBuild = async (config: Config, claim: Claim | null) => {
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    pglitePath: config.databaseUrl ? null : path.join(config.dataDir, "db"),
  });
  const { embedded } = database;
  if (claim && embedded) claim.answerBackups(() => embeddedArchive(embedded, config.dataDir));
  const seed = await database.withStartupLock(async () => {
    await database.migrate();
    const seeded = await seedDatabase(database.db, {
      publicUrl: config.publicUrl,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
    });
    // Only the start that created the brands: a restart, or a database with content, never.
    const demo =
      config.demoData && seeded.companiesCreated > 0
        ? await loadDemoData(database.db, { publicUrl: config.publicUrl })
        : null;
    return { ...seeded, demo };
  });
  const app = await buildApp({
    config,
    db: database.db,
    changes: config.readCaches ? await database.openChangeFeed() : noChangeFeed(),
    poolStats: () => database.poolStats(),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, "outbox"),
      log: { info: (obj, msg) => app.log.info(obj, msg) },
      redactLinks: config.production,
      ratePerSecond: config.mailRatePerSecond ?? null,
      poolSize: config.smtpPoolSize,
      dkim: config.dkim ?? null,
    }),
    logger: { level: config.logLevel },
  });
  app.addHook("onClose", async () => {
    await app.mailer.close?.();
    await database.close();
    await claim?.release();
  });
  return { app, database, seed };
};
