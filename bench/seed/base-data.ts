import { hashPassword } from "../../packages/server/src/auth/password";
import { BENCH_EMPLOYEE } from "../lib/accounts";
import type { Sql } from "./sql-client";
import { COMPANY_TOPICS } from "./topics";
import { EXTRA_COMPANIES } from "./vocabulary";

/** Employees who upload and edit resources (the admin does too). */
export const STAFF_EMPLOYEES = 24;

/** The extra brands and 50 topics per brand; names that exist already are left alone. */
export const addCompaniesAndTopics = async (sql: Sql): Promise<number> => {
  for (const company of EXTRA_COMPANIES) {
    await sql.query(
      `INSERT INTO companies (name, base_url, logo_url, description, primary_color, accent_color, tagline)
       VALUES ($1, $2, $2 || '/logo.svg', $3, $4, $5, $6)
       ON CONFLICT ((lower(name))) DO NOTHING`,
      [
        company.name,
        company.baseUrl,
        company.description,
        company.primaryColor,
        company.accentColor,
        company.tagline,
      ],
    );
  }
  const pairs = COMPANY_TOPICS.flatMap((c) => c.topics.map((topic) => [c.name, topic] as const));
  const inserted = await sql.query(
    `INSERT INTO preferences (company_id, name)
     SELECT c.id, t.topic
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(company, topic, n)
     JOIN companies c ON lower(c.name) = lower(t.company)
     ORDER BY t.n
     ON CONFLICT (company_id, (lower(name))) DO NOTHING`,
    [pairs.map(([c]) => c), pairs.map(([, t]) => t)],
  );
  return inserted.rowCount ?? 0;
};

/**
 * The staff: the admin plus STAFF_EMPLOYEES employees (one multi-row statement). Only
 * employee1 gets a password. Returns the ids of all staff, the admin first.
 */
export const addStaff = async (sql: Sql, adminEmail: string): Promise<number[]> => {
  const employeeHash = await hashPassword(BENCH_EMPLOYEE.password);
  await sql.query(
    `INSERT INTO users (firstname, lastname, email, mobile_number, password_hash, role, job_title,
                        user_company, created_at, updated_at)
     SELECT 'Editor', 'Number ' || g, 'employee' || g || '@example.com',
            '5550' || lpad(g::text, 6, '0'), CASE WHEN g = 1 THEN $2 END, 'employee',
            'Content Editor', 'Sector Media', now() - interval '3 years', now() - interval '3 years'
     FROM generate_series(1, $1::int) g
     ON CONFLICT ((lower(email))) DO NOTHING`,
    [STAFF_EMPLOYEES, employeeHash],
  );
  const { rows } = await sql.query<{ id: number }>(
    `SELECT id FROM users WHERE role IN ('admin', 'employee') ORDER BY lower(email) = $1 DESC, id`,
    [adminEmail.toLowerCase()],
  );
  return rows.map((r) => r.id);
};
