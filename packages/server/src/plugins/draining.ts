import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * This process is shutting down (src/graceful-shutdown.ts): it still serves every request,
     * but readiness (`GET /api/health`) answers 503 so a load balancer sends it nothing new.
     */
    draining: { readonly active: boolean; start(): void };
  }
}

/**
 * The draining state of a process. While draining, every answer also carries
 * `Connection: close`, so a client or proxy holding a keep-alive connection to this process
 * opens its next one elsewhere.
 */
export const registerDraining = (app: FastifyInstance) => {
  let active = false;
  app.decorate("draining", {
    get active() {
      return active;
    },
    start() {
      active = true;
    },
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (active) reply.header("connection", "close");
    done(null, payload);
  });
};
