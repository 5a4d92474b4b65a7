import pg from "pg";

/** Runs `work` with a client of the database at `databaseUrl`, and closes it afterwards. */
export const withClient = async <T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};
