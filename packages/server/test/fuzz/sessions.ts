import type { Role } from "@sector/shared";
import { eq, inArray } from "drizzle-orm";
import { users } from "../../src/db/schema";
import { bearer, createMember, createStaff, loginAdmin } from "../fixtures";
import type { TestApp } from "../test-app";

/** Every request is sent once as each of these. */
export const ROLES = ["guest", "member", "employee", "admin"] as const;
export type FuzzRole = (typeof ROLES)[number];
type SignedIn = Exclude<FuzzRole, "guest">;

const STORED_ROLE: Record<SignedIn, Role> = {
  member: "user",
  employee: "employee",
  admin: "admin",
};

interface Account {
  id: number;
  token: string;
  tokenVersion: number | null;
}

/**
 * A signed-in account per role, kept signed in and in its role while the fuzzer logs out,
 * changes roles and bumps token versions: after each generated request, `restore` puts the
 * stored role back and signs a fresh token wherever the old one stopped working (a token is
 * signed directly: a login per logout would cost a password hash and count against the limits).
 */
export const createSessions = async (t: TestApp) => {
  const member = await createMember(t);
  const employee = await createStaff(t, "employee");
  const admin = await loginAdmin(t);
  const accounts: Record<SignedIn, Account> = {
    member: { id: member.user.id, token: member.token, tokenVersion: null },
    employee: { id: employee.user.id, token: employee.token, tokenVersion: null },
    admin: { id: admin.user.id, token: admin.token, tokenVersion: null },
  };
  const signedIn = Object.keys(accounts) as SignedIn[];
  const stale = new Set<SignedIn>();

  const restore = async () => {
    const ids = signedIn.map((role) => accounts[role].id);
    const rows = await t.db
      .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
      .from(users)
      .where(inArray(users.id, ids));
    for (const role of signedIn) {
      const account = accounts[role];
      const row = rows.find((r) => r.id === account.id);
      if (!row) throw new Error(`the fuzzer's ${role} account (id ${account.id}) is gone`);
      if (row.role !== STORED_ROLE[role]) {
        await t.db.update(users).set({ role: STORED_ROLE[role] }).where(eq(users.id, row.id));
        stale.add(role);
      }
      if (row.tokenVersion !== account.tokenVersion) stale.add(role);
      if (!stale.has(role)) continue;
      account.tokenVersion = row.tokenVersion;
      account.token = t.app.signToken({
        id: row.id,
        role: STORED_ROLE[role],
        tokenVersion: row.tokenVersion,
      });
    }
    stale.clear();
  };
  await restore();

  return {
    headersFor(role: FuzzRole): Record<string, string> {
      return role === "guest" ? {} : bearer(accounts[role].token);
    },
    /** A 401 to a signed-in role means its token was ended (a logout): sign a new one. */
    noteAnswer(role: FuzzRole, status: number) {
      if (role !== "guest" && status === 401) stale.add(role);
    },
    restore,
  };
};

export type Sessions = Awaited<ReturnType<typeof createSessions>>;
