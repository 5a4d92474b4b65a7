import { withClient } from "./bench-client";
import { signSessionToken } from "./tokens";

export interface TrafficMember {
  id: number;
  token: string;
  /** The brand the member joined through: their dashboard's feed. */
  companyId: number;
  /** Their saved topics of that brand (empty: the brand's whole feed). */
  topicIds: number[];
}

/**
 * `count` distinct members of the data set (a fixed pseudo-random draw over the whole table),
 * each with a session token signed with the server's secret, their brand and their topics there.
 */
export const drawTrafficMembers = (
  databaseUrl: string,
  jwtSecret: string,
  count: number,
): Promise<TrafficMember[]> =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{
      id: number;
      token_version: number;
      company_id: number;
      topic_ids: number[];
    }>(
      `SELECT u.id, u.token_version, u.joined_thru AS company_id,
              coalesce(array_agg(p.id ORDER BY p.id) FILTER (WHERE p.id IS NOT NULL), '{}') AS topic_ids
       FROM (SELECT id, token_version, joined_thru FROM users
             WHERE role = 'user' AND joined_thru IS NOT NULL
             ORDER BY hashint4(id # 24680) LIMIT $1) u
       LEFT JOIN user_preferences up ON up.user_id = u.id
       LEFT JOIN preferences p ON p.id = up.preference_id AND p.company_id = u.joined_thru
       GROUP BY u.id, u.token_version, u.joined_thru
       ORDER BY hashint4(u.id # 24680)`,
      [count],
    );
    return rows.map((row) => ({
      id: row.id,
      token: signSessionToken(jwtSecret, {
        id: row.id,
        role: "user",
        tokenVersion: row.token_version,
      }),
      companyId: row.company_id,
      topicIds: row.topic_ids,
    }));
  });

export interface UploadTarget {
  companyId: number;
  topicIds: number[];
}

/** Every brand with its topics in list order (uploads tag 1–3 neighbouring topics, as seeded). */
export const uploadTargets = (databaseUrl: string): Promise<UploadTarget[]> =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ company_id: number; topic_ids: number[] }>(
      `SELECT company_id, array_agg(id ORDER BY id) AS topic_ids
       FROM preferences GROUP BY company_id ORDER BY company_id`,
    );
    return rows.map((row) => ({ companyId: row.company_id, topicIds: row.topic_ids }));
  });
