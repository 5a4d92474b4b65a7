import { sql } from "drizzle-orm";
import type { Executor } from "./client";

/** Pending opens a read rolls up at most (a busy hour's second, many times over). */
const ROLL_UP_ON_READ = 100_000;

/**
 * Brings the open rollups up to date (pending opens rolled up, days that left a window given
 * back), so a read shows every open recorded before it: the caller first writes the opens this
 * process holds (`app.opens.flush()`, db/open-recorder.ts), outside any transaction. Both do nothing when there is nothing
 * to do; another session rolling up at that moment is not waited for.
 */
export const refreshOpenRollups = async (db: Executor) => {
  await db.execute(sql`select roll_up_opens(${ROLL_UP_ON_READ}::int)`);
  await db.execute(sql`select expire_open_windows()`);
};
