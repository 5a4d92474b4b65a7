import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

const run = async (serverUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, named `<prefix>_<unique>`,
 * for one test file, one browser journey or one benchmark; `drop` removes it again.
 */
export const createScratchDatabase = async (
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase> => {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await run(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `drop database if exists "${name}" with (force)`),
  };
};
