import { describe, expect, it } from "vitest";
import { mayWrite, observeStatement, runInWriteScope, type WriteScope } from "./writes";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("mayWrite", () => {
  it("tells reads from statements that may write", () => {
    expect(mayWrite('select "id" from "users"')).toBe(false);
    expect(mayWrite("(select 1) union (select 2)")).toBe(false);
    expect(mayWrite("begin")).toBe(false);
    expect(mayWrite('with "insert" as (select 1) select * from "insert"')).toBe(false);
    expect(mayWrite('insert into "users" values (1)')).toBe(true);
    expect(mayWrite('with moved as (delete from "jobs" returning *) select * from moved')).toBe(
      true,
    );
    expect(mayWrite('update "users" set "role" = $1')).toBe(true);
    // An open: a table no cache reads (no change notification to wait for).
    expect(
      mayWrite(`with "commit_mode" as (select set_config('synchronous_commit', 'off', true))
        insert into "resource_opens_pending" ("user_id") select 1`),
    ).toBe(false);
    expect(mayWrite('insert into "resource_opens" ("user_id") values (1)')).toBe(true);
  });
});

describe("write scopes", () => {
  it("count each request's own writes, not those of requests running meanwhile", async () => {
    const reader: WriteScope = { count: 0 };
    const writer: WriteScope = { count: 0 };
    const runs = (scope: WriteScope, work: () => Promise<void>) =>
      new Promise<void>((resolve, reject) => {
        runInWriteScope(scope, () => {
          work().then(resolve, reject);
        });
      });
    await Promise.all([
      runs(reader, async () => {
        observeStatement("select 1");
        await tick();
        observeStatement("select 2");
      }),
      runs(writer, async () => {
        await tick();
        observeStatement('insert into "jobs" default values');
        observeStatement("commit");
      }),
    ]);
    // Outside any request (the job worker): counted nowhere.
    observeStatement('delete from "jobs"');
    expect(reader.count).toBe(0);
    expect(writer.count).toBe(1);
  });
});
