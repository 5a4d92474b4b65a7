import pg from "pg";

export type Sql = pg.Client;

/**
 * A connection for bulk work. The session settings only touch this connection: memory for
 * index builds and the hash joins of the generator, no waiting on WAL flushes at commit (a
 * crashed load is redone anyway), and no parallel index workers, since two connections
 * already build indexes side by side on this two-core machine.
 */
export const openLoadConnection = async (databaseUrl: string): Promise<Sql> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`
    SET maintenance_work_mem = '1GB';
    SET work_mem = '256MB';
    SET synchronous_commit = off;
    SET max_parallel_maintenance_workers = 0;
    SET statement_timeout = 0;
  `);
  return client;
};

/**
 * Runs `jobs` on the given connections, each taking the next job when it is free: the
 * longest jobs should come first so the last one to finish is a short one.
 */
export const runOnConnections = async (
  connections: Sql[],
  jobs: { label: string; run: (sql: Sql) => Promise<void> }[],
): Promise<void> => {
  const queue = [...jobs];
  await Promise.all(
    connections.map(async (sql) => {
      for (let job = queue.shift(); job; job = queue.shift()) await job.run(sql);
    }),
  );
};
