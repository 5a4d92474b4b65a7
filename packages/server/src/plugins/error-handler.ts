import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../lib/database-unavailable";
import { HttpError } from "../lib/errors";

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** `{ message, errors }` from schema issues: the first message per field, fields in order. */
const validationBody = (issues: ValidationIssue[], context: string | undefined) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").split("/")[0] ?? "";
    if (!field) {
      const what = context === "querystring" ? "query string" : (context ?? "request");
      return { message: `The ${what} is not valid: a JSON object is expected.` };
    }
    errors[field] ??= issue.message ?? "Invalid value.";
  }
  const message = Object.values(errors)[0] ?? "Invalid request.";
  return { message, errors };
};

/**
 * Every error leaves as JSON `{ message }` with a 4xx status when the client caused it.
 * Anything unexpected is logged and answered with a bare 500 — never a stack trace.
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: error.message });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error) });
    }
    if (isDatabaseUnavailable(error)) {
      // Not the client's fault, nor a bug: the database is back in a few seconds.
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", 5)
        .send({ message: "The service is briefly unavailable. Please try again in a moment." });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: "Something went wrong. Please try again." });
  });
};

/** Fastify's own 4xx errors (bad JSON, too large, wrong content type) in plain words. */
const clientMessage = (error: FastifyError): string => {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type: send application/json.";
    case "FST_JWT_NO_AUTHORIZATION_IN_HEADER":
      return "Please log in to continue.";
    default:
      return error.message || "Bad request.";
  }
};
