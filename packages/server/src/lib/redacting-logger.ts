import type { FastifyRequest, FastifyServerOptions } from "fastify";
import { redactSecrets } from "./secret-redaction";

type LoggerOption = FastifyServerOptions["logger"];

/** Fastify's request serializer, with the secret parts of the URL taken out. */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactSecrets(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** A log call's own fields: strings among them lose their secrets (`{ url }`, `{ error }`). */
const redactFields = (value: unknown): unknown => {
  if (typeof value === "string") return redactSecrets(value);
  if (typeof value !== "object" || value === null || value instanceof Error) return value;
  if (Array.isArray(value))
    return value.map((item) => (typeof item === "string" ? redactSecrets(item) : item));
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = typeof field === "string" ? redactSecrets(field) : field;
  }
  return copy;
};

/**
 * The app's logger options with secret links taken out of every line, at every level: request
 * URLs (the request log records each one), messages, and the string fields a call passes. Mailed
 * links are the mailer's business (src/mail/mailer.ts): they are logged whole in development,
 * where the developer needs them, and redacted in production.
 */
export const redactingLogger = (logger: LoggerOption): LoggerOption => {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest },
    hooks: {
      logMethod(args, method) {
        // biome-ignore lint/suspicious/noExplicitAny: pino's LogFn overloads take any arguments.
        return method.apply(this, args.map(redactFields) as any);
      },
    },
  } as LoggerOption;
};
