import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { CHUNK_ROWS, leadCsvChunks, READ_ROWS } from "./lead-csv-chunks";
import { LEAD_COLUMNS } from "./leads-csv";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("lead export chunks", () => {
  it("sends every member once, in id order, over several reads, in chunks of at most 100 members", async () => {
    const cro = await companyByCode(t, "CRO");
    // More than two reads' worth, and not a whole number of chunks.
    const members = 2 * READ_ROWS + CHUNK_ROWS + 37;
    await t.db.execute(sql`
      insert into users (firstname, lastname, email, mobile_number, joined_thru)
      select 'Lead', 'Number ' || n, 'lead' || n || '@chunks.test', '0123456789', ${cro.id}
      from generate_series(1, ${members}) as n`);
    const { rows: leads } = (await t.db.execute(sql`
      select id from users
      where joined_thru = ${cro.id} and role = 'user' and erased_at is null
      order by id`)) as unknown as { rows: { id: number | string }[] };
    const expected = leads.map((row) => String(row.id));
    expect(expected.length).toBeGreaterThanOrEqual(members);

    const chunks: string[] = [];
    for await (const chunk of leadCsvChunks(
      t.db,
      { company_id: cro.id, preference_ids: [] },
      { id: cro.id, name: cro.name },
      { publicUrl: "http://portal.test", secret: t.config.unsubscribeSecret },
    )) {
      chunks.push(chunk);
    }

    const [header, ...body] = chunks;
    expect(header).toBe(`${LEAD_COLUMNS.join(",")}\r\n`);
    const perChunk = body.map((chunk) => (parse(chunk) as string[][]).length);
    expect(Math.max(...perChunk)).toBe(CHUNK_ROWS);
    expect(perChunk.reduce((sum, n) => sum + n, 0)).toBe(expected.length);
    const ids = (parse(body.join(""), { columns: [...LEAD_COLUMNS] }) as { id: string }[]).map(
      (row) => row.id,
    );
    expect(ids).toEqual(expected);
  });
});
