/**
 * The accounts the large seed gives a password (argon2id, like any real account) and the
 * benchmark signs in with. Every other generated member has no password yet, like a member
 * who registered and has not opened the welcome link.
 */
export const BENCH_ADMIN = { email: "admin@example.com", password: "bench-admin-password" };
export const BENCH_EMPLOYEE = {
  email: "employee1@example.com",
  password: "bench-employee-password",
};

/** Members 1..3 of the load: joined through the first company, exactly three topics each. */
export const BENCH_MEMBERS = [1, 2, 3].map((n) => ({
  email: `member${n}@example.com`,
  password: `bench-member-password-${n}`,
}));
export const KNOWN_MEMBER_TOPICS = 3;
