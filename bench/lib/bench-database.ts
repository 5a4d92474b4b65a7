import { withClient } from "./bench-client";
import { prepareInsightScenarios } from "./insight-scenarios";
import { LEAD_DELIVERY_ID, type LeadDeliveryFigure, measureLeadDelivery } from "./lead-delivery";
import { LEAD_EXPORT_ID, type LeadExportFigure, measureLeadExport } from "./lead-export";
import { type LoadOptions, type RowResult, runScenario, warmupOf } from "./load";
import { MEMBER_IMPORT_ID, type MemberImportFigure, measureMemberImport } from "./member-import";
import { prepareNewsletterAudience } from "./newsletter-audience";
import {
  judgeMailing,
  MAILING_ID,
  measureNewsletter,
  NEWSLETTER_ID,
  type NewsletterFigure,
} from "./newsletter-send";
import { log } from "./progress";
import { prepareScenarios, type Scenario } from "./scenarios";
import { prepareSearchScenario } from "./search-scenario";
import { prepareSegmentCountScenarios } from "./segment-count";
import { startServer } from "./server";
import { startSmtpCounter } from "./smtp-counter";
import { signAdminToken } from "./tokens";
import { prepareTrafficScenario, type TrafficOptions } from "./traffic";

/** The load of every row, and the traffic row's own settings. */
export type BenchOptions = LoadOptions & {
  traffic: TrafficOptions;
  /** Where the server writes a CPU profile of the run (--profile); none by default. */
  profileDir?: string;
  /** Members the newsletter row's edition goes to (--newsletter-members); the data set's by default. */
  newsletterMembers?: number;
  /**
   * Server processes sending the newsletter row's edition side by side (--newsletter-processes),
   * as a deployment of several processes does; 1 by default. The traffic goes to the first.
   */
  newsletterProcesses?: number;
};

export interface DatasetSize {
  resources: number;
  members: number;
}

/** How big the benchmarked data set is (exact counts: they go into the result file). */
export const datasetSize = (databaseUrl: string): Promise<DatasetSize> =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ resources: string; members: string }>(
      `SELECT (SELECT count(*) FROM resources) AS resources,
              (SELECT count(*) FROM users WHERE role = 'user') AS members`,
    );
    return { resources: Number(rows[0]?.resources ?? 0), members: Number(rows[0]?.members ?? 0) };
  });

/**
 * Starts the server on `databaseUrl`, runs the rows (all, or those named in `only`) one after
 * the other, and stops it.
 */
export const benchDatabase = async (
  databaseUrl: string,
  options: BenchOptions,
  only: string[],
  /** The one-off measurements (lead export, member import) after the load rows. */
  { withOneOffs = true } = {},
): Promise<{
  scenarios: Scenario[];
  rows: RowResult[];
  leadExport: LeadExportFigure | null;
  memberImport: MemberImportFigure | null;
  newsletter: NewsletterFigure | null;
  mailing: (NewsletterFigure & { vsEdition: number }) | null;
  leadDelivery: LeadDeliveryFigure | null;
}> => {
  // Every mail the server sends (welcome mails of the traffic row's sign-ups, the newsletter
  // row's edition) goes to a local SMTP server over pooled connections, as in production.
  const smtp = await startSmtpCounter();
  const server = await startServer(databaseUrl, {
    readCaches: options.readCaches,
    profileDir: options.profileDir,
    // The lead delivery row's fake HubSpot listens on this machine, which production refuses.
    env: { SMTP_URL: smtp.url, WEBHOOKS_ALLOW_PRIVATE: "1" },
  });
  try {
    const base = await prepareScenarios(server.baseUrl);
    const traffic = await prepareTrafficScenario(
      databaseUrl,
      server.jwtSecret,
      await withClient(databaseUrl, (client) => signAdminToken(client, server.jwtSecret)),
      options.traffic,
      options.readCaches,
    );
    const all = [
      ...base,
      traffic,
      await prepareSearchScenario(databaseUrl, server.jwtSecret),
      ...(await prepareSegmentCountScenarios(databaseUrl, server.jwtSecret, traffic)),
      ...(await prepareInsightScenarios(
        databaseUrl,
        server.jwtSecret,
        base.find((s) => s.id === "feed-p1"),
      )),
    ];
    const unknown = only.filter(
      (id) =>
        id !== LEAD_EXPORT_ID &&
        id !== MEMBER_IMPORT_ID &&
        id !== NEWSLETTER_ID &&
        id !== MAILING_ID &&
        id !== LEAD_DELIVERY_ID &&
        !all.some((s) => s.id === id),
    );
    if (unknown.length) {
      throw new Error(
        `unknown row ${unknown.join(", ")}; rows: ${all.map((s) => s.id).join(", ")}`,
      );
    }
    // The ceiling always runs: every other row is read against it.
    const scenarios = all.filter((s, i) => only.length === 0 || i === 0 || only.includes(s.id));
    const rows: RowResult[] = [];
    for (const scenario of scenarios) {
      log(
        `${scenario.label}: ${warmupOf(scenario, options)}s warm-up, ${options.duration}s at ${options.connections} connections`,
      );
      rows.push(await runScenario(server.baseUrl, scenario, options));
    }
    let leadExport: LeadExportFigure | null = null;
    if (withOneOffs && (only.length === 0 || only.includes(LEAD_EXPORT_ID))) {
      log("lead export: every brand's members as CSV, one brand after the other");
      leadExport = await measureLeadExport(server.baseUrl, server.pid);
    }
    // Makes one brand's audience (memberships, topics, consents) the rows above must not see.
    let newsletter: NewsletterFigure | null = null;
    let mailing: (NewsletterFigure & { vsEdition: number }) | null = null;
    const withMailing = only.length === 0 || only.includes(MAILING_ID);
    if (withOneOffs && (only.length === 0 || only.includes(NEWSLETTER_ID) || withMailing)) {
      const size = options.newsletterMembers ?? (await datasetSize(databaseUrl)).members;
      log(`newsletter: preparing an audience of ${size.toLocaleString("en-US")} members`);
      const { brandId, audience } = await prepareNewsletterAudience(databaseUrl, size);
      if (audience > size) {
        // The audience only grows: a smaller edition needs a data set no larger run has used.
        log(
          `newsletter: an earlier run gave the brand ${audience.toLocaleString("en-US")} members; all of them get this edition`,
        );
      }
      log(
        `newsletter: one edition to ${audience.toLocaleString("en-US")} members, traffic alongside`,
      );
      const starting = await Promise.allSettled(
        Array.from({ length: (options.newsletterProcesses ?? 1) - 1 }, () =>
          startServer(databaseUrl, { env: { SMTP_URL: smtp.url }, alongside: server }),
        ),
      );
      const senders = starting.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
      try {
        const failed = starting.find((s) => s.status === "rejected");
        if (failed) throw failed.reason;
        const pids = [server.pid, ...senders.map((s) => s.pid)];
        newsletter = await measureNewsletter(server.baseUrl, pids, smtp, brandId, {
          scenario: traffic,
          options,
        });
        if (withMailing) {
          log(`mailing: one mailing to the same ${audience.toLocaleString("en-US")} members`);
          const sent = await measureNewsletter(
            server.baseUrl,
            pids,
            smtp,
            brandId,
            { scenario: traffic, options },
            "mailing",
          );
          mailing = { ...sent, vsEdition: judgeMailing(sent, newsletter) };
        }
      } finally {
        await Promise.all(senders.map((s) => s.stop()));
      }
    }
    // Adds 10,000 leads, which the member import's members are not among.
    let leadDelivery: LeadDeliveryFigure | null = null;
    if (withOneOffs && (only.length === 0 || only.includes(LEAD_DELIVERY_ID))) {
      log("lead delivery: 10,000 leads to a HubSpot answering after 200 ms, traffic alongside");
      leadDelivery = await measureLeadDelivery(server.baseUrl, databaseUrl, {
        scenario: traffic,
        options,
      });
    }
    // Last: it adds 100,000 members, which the rows above must not see.
    let memberImport: MemberImportFigure | null = null;
    if (withOneOffs && (only.length === 0 || only.includes(MEMBER_IMPORT_ID))) {
      log("member import: a generated 100,000-row CSV, uploaded and imported");
      memberImport = await measureMemberImport(server.baseUrl);
    }
    return { scenarios, rows, leadExport, memberImport, newsletter, mailing, leadDelivery };
  } finally {
    await server.stop();
    await smtp.close();
  }
};
