import type { FastifyInstance } from "fastify";
import type { JsonSchema } from "./schema-arbitrary";

/** One operation of the API document, reduced to what the fuzzer generates requests from. */
export interface Operation {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | null;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

interface DocumentParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface DocumentOperation {
  parameters?: DocumentParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface ApiDocument {
  paths?: Record<string, Record<string, DocumentOperation>>;
}

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

/** The Swagger UI's own pages and assets: not part of the API. */
const isDocsRoute = (path: string) => path === "/api/docs" || path.startsWith("/api/docs/");

const parametersIn = (operation: DocumentOperation, place: string): Parameter[] =>
  (operation.parameters ?? [])
    .filter((p) => p.in === place)
    .map((p) => ({
      name: p.name,
      required: p.required ?? place === "path",
      schema: p.schema ?? {},
    }));

/**
 * Every operation of the app's OpenAPI document (GET /api/docs/json), in document order: the
 * fuzzer covers routes added later without being told about them.
 */
export const readOperations = async (app: FastifyInstance): Promise<Operation[]> => {
  const res = await app.inject({ method: "GET", url: "/api/docs/json" });
  if (res.statusCode !== 200) {
    throw new Error(`GET /api/docs/json answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  }
  const document = res.json<ApiDocument>();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (isDocsRoute(path)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const json = content["application/json"] ?? Object.values(content)[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parametersIn(operation, "path"),
        queryParams: parametersIn(operation, "query"),
        body: operation.requestBody ? (json?.schema ?? {}) : null,
      });
    }
  }
  return operations;
};
