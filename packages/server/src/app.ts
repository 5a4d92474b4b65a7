import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { WebRenderer } from "@sector/shared";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import pLimit, { type LimitFunction } from "p-limit";
import { z } from "zod";
import { commonPasswords } from "./auth/common-passwords";
import { createReadCaches, type ReadCaches } from "./cache/read-caches";
import { type Config, DEFAULT_SEARCH_CONCURRENCY, type TrustProxy } from "./config";
import type { ChangeFeed } from "./db/change-feed";
import type { Database, PoolStats } from "./db/client";
import { createOpenRecorder, type OpenRecorder } from "./db/open-recorder";
import { runInWriteScope, type WriteScope } from "./db/writes";
import { redactingLogger } from "./lib/redacting-logger";
import type { Mailer } from "./mail/mailer";
import { createMailMetrics } from "./metrics/mail-metrics";
import { registerAuthentication } from "./plugins/authenticate";
import { loadWebRenderer } from "./plugins/brand-pages";
import { registerDraining } from "./plugins/draining";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerJobWorker } from "./plugins/job-worker";
import { registerMetrics } from "./plugins/metrics";
import { registerNewsletterSchedule } from "./plugins/newsletter-schedule";
import { registerOpenRollups } from "./plugins/open-rollups";
import { registerRateLimits } from "./plugins/rate-limits";
import {
  httpServerOptions,
  registerRequestTimeouts,
  requestTimeoutsOf,
} from "./plugins/request-timeouts";
import { registerRetention } from "./plugins/retention";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerWebApp } from "./plugins/web-app";
import { registerWebhookWorker } from "./plugins/webhook-worker";
import { apiRoutes, linkRoutes } from "./routes";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    mailer: Mailer;
    config: Config;
    /** Answers kept in this process until the database announces a change (src/cache). */
    caches: ReadCaches;
    /** Resource opens held for a moment and written in batches (src/db/open-recorder.ts). */
    opens: OpenRecorder;
    /**
     * Member searches run against the database at most SEARCH_CONCURRENCY at once, the rest in
     * arrival order (routes/search/search-resources.ts).
     */
    searchGate: LimitFunction;
  }
  interface FastifyRequest {
    /** Counts the statements this request ran that may have written (src/db/writes.ts). */
    writes: WriteScope;
  }
}

export interface AppDependencies {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** The database's change notifications; the app closes it when it closes. */
  changes: ChangeFeed;
  logger?: FastifyServerOptions["logger"];
  /** The database connections' state, for GET /metrics; its pool gauges are left out without it. */
  poolStats?: () => PoolStats;
  /**
   * Renders the registration pages at request time; by default the web build's (dist-ssr/ beside
   * `config.webDist`), none when the build has none.
   */
  webRenderer?: WebRenderer | null;
}

const createRedis = (url: string) =>
  new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });

// The shared schemas are written with zod/mini, which loads no messages of its own: English
// ones for whatever a schema does not word itself (the SPEC's messages are all explicit).
z.config(z.locales.en());

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count becomes the function Fastify itself would
 * make of it (its types take no number): with n proxies the client is the address the outermost
 * proxy saw, whatever a client wrote further left in X-Forwarded-For.
 */
const trustProxyOption = (trust: TrustProxy): FastifyServerOptions["trustProxy"] =>
  typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;

/** Largest JSON body accepted: far above any form of the product, far below a memory risk. */
const BODY_LIMIT = 100 * 1024;

export const buildApp = async ({
  config,
  db,
  mailer,
  changes,
  logger = false,
  poolStats,
  webRenderer,
}: AppDependencies) => {
  const app = Fastify({
    // Every line at every level, whoever passes the options: no secret link in a log.
    logger: redactingLogger(logger),
    bodyLimit: BODY_LIMIT,
    // Headers, bodies and idle connections each wait a bounded time (plugins/request-timeouts.ts).
    ...httpServerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", db);
  // Every message counted once, whoever sends it (GET /metrics: mail_messages_total).
  const mailMetrics = createMailMetrics();
  app.decorate("mailer", mailMetrics.count(mailer));
  app.decorate("config", config);
  app.decorate("caches", createReadCaches(changes));
  app.decorate("opens", createOpenRecorder(db, app.log));
  app.decorate("searchGate", pLimit(config.searchConcurrency ?? DEFAULT_SEARCH_CONCURRENCY));
  // The opens this process holds are written before the database goes.
  app.addHook("preClose", async () => {
    await app.opens.flush().catch(() => undefined);
  });
  // A request that may have written (it ran a statement other than a read through `db`,
  // src/db/writes.ts) answers only once this process's caches have heard of every change
  // committed so far, so the writer's next read (on this process) sees its write; other
  // processes hear of it as the notification arrives. Reads, whatever their method, never wait,
  // whatever other requests or the job worker write meanwhile. (Fastify runs body parsing in
  // the request's async context, so a body that arrives late stays in scope: tested.)
  app.decorateRequest("writes", null as unknown as WriteScope);
  app.addHook("onRequest", (request, _reply, done) => {
    request.writes = { count: 0 };
    runInWriteScope(request.writes, done);
  });
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (request.writes.count === 0) return done(null, payload);
    changes.sync().then(() => done(null, payload), done);
  });
  app.addHook("onClose", () => changes.close());
  // Read the common-password list before the first password change needs it.
  app.addHook("onListen", async () => void commonPasswords().catch(() => {}));
  registerRequestTimeouts(app, requestTimeoutsOf(config).bodyMs);
  // Readiness answers 503 once a shutdown has begun (src/graceful-shutdown.ts).
  registerDraining(app);
  registerJobWorker(app);
  registerWebhookWorker(app);
  registerRetention(app);
  registerOpenRollups(app);
  registerNewsletterSchedule(app);
  registerErrorHandler(app);
  // JSON only: Fastify's built-in text/plain parser would hand a route a bare string.
  app.removeContentTypeParser("text/plain");

  registerSecurityHeaders(app);
  const redis = config.redisUrl ? createRedis(config.redisUrl) : null;
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => {})));
  // Sign-in, register and forgot-password counters: in Redis, counted in process while it is down.
  await registerRateLimits(app, redis);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Sector Portal API", version: "1.0.0" },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The API's map is for developers: in production only when API_DOCS=1 asks for it.
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  await registerAuthentication(app, config.jwtSecret);
  // Reads and sets the sign-in's device cookies (src/routes/accounts/device-cookie.ts); sessions
  // stay bearer tokens.
  await app.register(fastifyCookie);
  registerMetrics(app, { poolStats, mail: mailMetrics });

  await app.register(apiRoutes, { prefix: "/api" });
  // Links in sent mail that lead elsewhere (/r/{token}): outside /api, before the web app's pages.
  await app.register(linkRoutes);

  await registerWebApp(
    app,
    config.webDist,
    webRenderer === undefined ? await loadWebRenderer(config.webDist) : webRenderer,
  );
  return app;
};
