import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Mailer } from "./mail/mailer";
import { registerAuthentication } from "./plugins/authenticate";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerWebApp } from "./plugins/web-app";
import { apiRoutes } from "./routes";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    mailer: Mailer;
    config: Config;
  }
}

export interface AppDependencies {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger?: FastifyServerOptions["logger"];
}

const createRedis = (url: string) =>
  new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });

/** Largest JSON body accepted: far above any form of the product, far below a memory risk. */
const BODY_LIMIT = 100 * 1024;

export const buildApp = async ({ config, db, mailer, logger = false }: AppDependencies) => {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === "1",
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", db);
  app.decorate("mailer", mailer);
  app.decorate("config", config);
  registerErrorHandler(app);
  // JSON only: Fastify's built-in text/plain parser would hand a route a bare string.
  app.removeContentTypeParser("text/plain");

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // Resource thumbnails and brand logos live on other hosts.
        "img-src": ["'self'", "data:", "https:", "http:"],
        // Served over plain HTTP in development and behind TLS-terminating proxies: an upgrade
        // directive would break http:// thumbnails and local use.
        "upgrade-insecure-requests": null,
      },
    },
  });
  const redis = config.redisUrl ? createRedis(config.redisUrl) : null;
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => {})));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "sector-portal-rl:" } : {}),
    // A Redis outage must not lock everybody out of signing in.
    skipOnError: true,
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Sector Portal API", version: "1.0.0" },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  await registerAuthentication(app, config.jwtSecret);

  await app.register(apiRoutes, { prefix: "/api" });

  await registerWebApp(app, config.webDist);
  return app;
};
