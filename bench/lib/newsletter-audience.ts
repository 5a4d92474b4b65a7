import { withClient } from "./bench-client";

/** The brand whose edition the newsletter row sends: its own, so no other row's brand changes. */
export const NEWSLETTER_BRAND = "Bench Weekly";
/** Resources of the brand uploaded in the edition's window. */
const WINDOW_RESOURCES = 40;
const TOPICS = 12;

/**
 * Makes `members` of the data set's members (the lowest ids) members of NEWSLETTER_BRAND with
 * 1–3 of its topics and a granted newsletter consent in the ledger, and uploads WINDOW_RESOURCES
 * new resources to the brand: an edition audience of that size, each member with items of
 * their own. The audience is made once: a second run of the same size only adds resources.
 * Returns the brand's id and how many members get the edition.
 */
export const prepareNewsletterAudience = (databaseUrl: string, members: number) =>
  withClient(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO companies (name, base_url, logo_url, description, primary_color, accent_color, tagline)
       VALUES ($1, 'https://weekly.example.com', 'https://weekly.example.com/logo.svg',
               'The benchmark brand of the newsletter row', '#1d4ed8', '#f59e0b', 'Every week')
       ON CONFLICT ((lower(name))) DO NOTHING`,
      [NEWSLETTER_BRAND],
    );
    const { rows: brandRows } = await client.query<{ id: number }>(
      "SELECT id FROM companies WHERE lower(name) = lower($1)",
      [NEWSLETTER_BRAND],
    );
    const brandId = brandRows[0]?.id;
    if (!brandId) throw new Error("the newsletter brand was not created");
    await client.query(
      `INSERT INTO preferences (company_id, name)
       SELECT $1, 'Weekly topic ' || g FROM generate_series(1, $2::int) g
       ON CONFLICT (company_id, (lower(name))) DO NOTHING`,
      [brandId, TOPICS],
    );
    const { rows: have } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM memberships WHERE company_id = $1",
      [brandId],
    );
    const missing = members - Number(have[0]?.n ?? 0);
    if (missing > 0) {
      // The members with the lowest ids that are not in the brand yet.
      await client.query("BEGIN");
      await client.query(
        `CREATE TEMP TABLE audience ON COMMIT DROP AS
         SELECT u.id FROM users u
         WHERE u.role = 'user' AND u.erased_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.company_id = $1)
         ORDER BY u.id LIMIT $2`,
        [brandId, missing],
      );
      await client.query(
        `INSERT INTO memberships (user_id, company_id, source) SELECT id, $1, 'staff' FROM audience`,
        [brandId],
      );
      await client.query(
        `INSERT INTO user_preferences (user_id, preference_id)
         SELECT a.id, p.id FROM audience a
         CROSS JOIN LATERAL (
           SELECT id FROM preferences WHERE company_id = $1
           ORDER BY (id::bigint * 7919 + a.id::bigint * 104729) % 1000 LIMIT 1 + a.id % 3
         ) p
         ON CONFLICT DO NOTHING`,
        [brandId],
      );
      await client.query(
        `INSERT INTO consent_events (user_id, company_id, purpose, granted, text_id, source)
         SELECT a.id, $1, 'newsletter', true, t.id, 'import'
         FROM audience a
         JOIN consent_texts t ON t.company_id = $1 AND t.purpose = 'newsletter' AND t.version = 1`,
        [brandId],
      );
      await client.query(
        `INSERT INTO consents (user_id, company_id, purpose, granted, event_id, updated_at)
         SELECT e.user_id, e.company_id, e.purpose, e.granted, e.id, e.occurred_at
         FROM consent_events e JOIN audience a ON a.id = e.user_id
         WHERE e.company_id = $1 AND e.purpose = 'newsletter'
         ON CONFLICT (user_id, company_id, purpose) DO UPDATE
           SET granted = true, event_id = excluded.event_id, updated_at = excluded.updated_at`,
        [brandId],
      );
      await client.query("COMMIT");
      await client.query("ANALYZE memberships, user_preferences, consents, consent_events");
    }
    // The mailing row's audience is the same members under the resources consent (given once,
    // to every member of the brand without it), and no frequency cap: each run mails them all.
    await client.query("BEGIN");
    await client.query(
      `CREATE TEMP TABLE lacking ON COMMIT DROP AS
       SELECT m.user_id AS id FROM memberships m
       WHERE m.company_id = $1 AND NOT EXISTS (SELECT 1 FROM consents c
         WHERE c.user_id = m.user_id AND c.company_id = $1 AND c.purpose = 'resources')`,
      [brandId],
    );
    await client.query(
      `INSERT INTO consent_events (user_id, company_id, purpose, granted, text_id, source)
       SELECT a.id, $1, 'resources', true, t.id, 'import'
       FROM lacking a
       JOIN consent_texts t ON t.company_id = $1 AND t.purpose = 'resources' AND t.version = 1`,
      [brandId],
    );
    await client.query(
      `INSERT INTO consents (user_id, company_id, purpose, granted, event_id, updated_at)
       SELECT e.user_id, e.company_id, e.purpose, e.granted, e.id, e.occurred_at
       FROM consent_events e JOIN lacking a ON a.id = e.user_id
       WHERE e.company_id = $1 AND e.purpose = 'resources'
       ON CONFLICT (user_id, company_id, purpose) DO NOTHING`,
      [brandId],
    );
    await client.query("COMMIT");
    await client.query(
      `INSERT INTO mailing_settings (company_id, max_per_member_per_7_days) VALUES ($1, 0)
       ON CONFLICT (company_id) DO UPDATE SET max_per_member_per_7_days = 0`,
      [brandId],
    );
    // New resources for this run's edition: its window starts where the brand's last one ended.
    await client.query(
      `INSERT INTO resources (title, image_bg, resource_url, company_id, created_at, updated_at)
       SELECT 'Bench Weekly report ' || g || ' of ' || to_char(now(), 'YYYY-MM-DD HH24:MI:SS'),
              'https://weekly.example.com/img/' || g || '.png',
              'https://weekly.example.com/read/' || g, $1,
              now() - make_interval(secs => g), now() - make_interval(secs => g)
       FROM generate_series(1, $2::int) g`,
      [brandId, WINDOW_RESOURCES],
    );
    await client.query(
      `INSERT INTO resource_preferences (resource_id, preference_id)
       SELECT r.id, p.id FROM resources r
       JOIN preferences p ON p.company_id = $1
         AND (p.id + r.id) % ${TOPICS / 2} = 0
       WHERE r.company_id = $1
       ON CONFLICT DO NOTHING`,
      [brandId],
    );
    const { rows: audience } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM consents
       WHERE company_id = $1 AND purpose = 'newsletter' AND granted`,
      [brandId],
    );
    return { brandId, audience: Number(audience[0]?.n ?? 0) };
  });
