import fc from "fast-check";
import type { Operation, Parameter } from "./openapi-operations";
import { looksLikeLeak } from "./response-check";
import {
  garbage,
  nearlyPlausibleValue,
  plausibleValue,
  sometimes,
  valueFor,
} from "./schema-arbitrary";
import { extraKey, hostileText } from "./text-arbitrary";
import { encodeUrlText, RAW_URL_PIECES, urlText } from "./url-encoding";

/** A request as the fuzzer sends it, before a role's token is added. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body's exact text (or bytes); absent: no body. */
  payload?: string | Buffer;
  /** The client address: rate limits count per address. */
  remoteAddress: string;
}

const JSON_TYPE = "application/json";

/**
 * A path or query value: a plausible one, or (`wild`) one of any kind from its schema or a raw,
 * malformed piece of URL.
 */
const urlValue = (parameter: Parameter, wild: boolean): fc.Arbitrary<string | { raw: string }> =>
  !wild
    ? plausibleValue(parameter.schema, parameter.name).map(urlText)
    : fc.oneof(
        { weight: 8, arbitrary: valueFor(parameter.schema, parameter.name).map(urlText) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES).map((raw) => ({ raw })) },
      );

const encoded = (value: string | { raw: string }) =>
  typeof value === "string" ? encodeUrlText(value) : value.raw;

const pathOf = (operation: Operation, wild: boolean) =>
  fc
    .tuple(
      ...operation.pathParams.map((p) =>
        urlValue(p, wild).map((v) => [p.name, encoded(v)] as const),
      ),
    )
    .map((values) =>
      values.reduce((path, [name, value]) => path.replace(`{${name}}`, value), operation.path),
    );

/** One `name=value` pair, a repeated key, a bare key, or nothing at all. */
const queryPair = (parameter: Parameter, wild: boolean): fc.Arbitrary<string[]> => {
  const name = encodeUrlText(parameter.name);
  const value = urlValue(parameter, wild).map(encoded);
  if (!wild) {
    const pair = value.map((v) => [`${name}=${v}`]);
    if (parameter.required) return pair;
    return fc.oneof(fc.constant<string[]>([]), pair, pair);
  }
  return fc.oneof(
    { weight: parameter.required ? 1 : 3, arbitrary: fc.constant<string[]>([]) },
    { weight: 6, arbitrary: value.map((v) => [`${name}=${v}`]) },
    {
      weight: 1,
      arbitrary: fc.tuple(value, value).map(([a, b]) => [`${name}=${a}`, `${name}=${b}`]),
    },
    { weight: 1, arbitrary: fc.constantFrom<string[]>([name], [`${name}=`], [`${name}[]=1`]) },
  );
};

const extraQuery = fc
  .tuple(extraKey, hostileText)
  .map(([key, value]) => [`${encodeUrlText(key)}=${encodeUrlText(value)}`]);

const queryOf = (operation: Operation, wild: boolean) =>
  fc
    .tuple(
      fc.tuple(...operation.queryParams.map((p) => queryPair(p, wild))),
      wild ? sometimes(extraQuery, 1, 5) : fc.constant(null),
    )
    .map(([pairs, extra]) => [...pairs.flat(), ...(extra ?? [])])
    .map((pairs) => (pairs.length ? `?${pairs.join("&")}` : ""));

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

/** Bodies that are not a JSON object, or not JSON at all, or not declared as JSON. */
const rawBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { contentType: JSON_TYPE, payload: "" },
    { contentType: JSON_TYPE, payload: "{" },
    { contentType: JSON_TYPE, payload: '{"a":' },
    { contentType: JSON_TYPE, payload: "[1," },
    { contentType: JSON_TYPE, payload: '{"a":1}}' },
    { contentType: JSON_TYPE, payload: "nul" },
    { contentType: JSON_TYPE, payload: "{'a':1}" },
    { contentType: JSON_TYPE, payload: '{"a":"\\x00"}' },
    { contentType: JSON_TYPE, payload: '"\\ud800"' },
    { contentType: JSON_TYPE, payload: '{"__proto__":{"role":"admin"}}' },
    { contentType: JSON_TYPE, payload: '{"constructor":{"prototype":{"role":"admin"}}}' },
    { contentType: JSON_TYPE, payload: "\u0000" },
    {
      contentType: JSON_TYPE,
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { contentType: `${JSON_TYPE}; charset=latin1`, payload: "{}" },
    { contentType: "text/plain", payload: '{"a":1}' },
    { contentType: "application/x-www-form-urlencoded", payload: "a=1&b=%00" },
    { contentType: "multipart/form-data; boundary=x", payload: "--x\r\n\r\nhi\r\n--x--" },
    { contentType: "application/xml", payload: "<a/>" },
    { contentType: "", payload: "{}" },
    { payload: '{"a":1}' },
  ),
  fc.constantFrom(1, 50, 5000).map((depth) => ({
    contentType: JSON_TYPE,
    payload: `${"[".repeat(depth)}${"]".repeat(depth)}`,
  })),
  garbage().map((value) => ({ contentType: JSON_TYPE, payload: JSON.stringify(value) ?? "null" })),
);

const jsonBody = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
  value.map((v) => ({ contentType: JSON_TYPE, payload: JSON.stringify(v) ?? "" }));

/**
 * A JSON body from the operation's schema: plausible, or plausible but for one field; when
 * `wild`, of any kind, now and then not JSON at all (or sent where no body is expected).
 */
const bodyOf = (operation: Operation, wild: boolean): fc.Arbitrary<Body> => {
  if (!operation.body) {
    if (!wild) return fc.constant<Body>({});
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant<Body>({}) },
      { weight: 1, arbitrary: rawBody },
    );
  }
  if (!wild) return jsonBody(nearlyPlausibleValue(operation.body, "body"));
  const json = jsonBody(valueFor(operation.body, "body"));
  return fc.oneof({ weight: 8, arbitrary: json }, { weight: 1, arbitrary: rawBody });
};

/** Mostly the usual test address (where the rate limits bite), sometimes a stranger. */
const remoteAddress = fc.oneof(
  { weight: 3, arbitrary: fc.constant("127.0.0.1") },
  { weight: 1, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
);

/** Requests for one operation: its path, query and body generated from its schemas. */
const requestIn = (operation: Operation, wild: boolean): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      path: pathOf(operation, wild),
      query: queryOf(operation, wild),
      body: bodyOf(operation, wild),
      remoteAddress,
    })
    .map(({ path, query, body, remoteAddress }) => {
      const request: FuzzRequest = {
        method: operation.method,
        url: `${path}${query}`,
        headers: body.contentType === undefined ? {} : { "content-type": body.contentType },
        remoteAddress,
      };
      if (body.payload !== undefined) request.payload = body.payload;
      return request;
    })
    // A server that echoes a stack-trace-like input must not be blamed for a leak.
    .filter((request) => !looksLikeLeak(`${request.url} ${request.payload ?? ""}`));

/**
 * Requests for one operation: a third as a well-behaved client would send them (to reach the
 * handler, or to be refused for a single field), the rest wild.
 */
export const requestFor = (operation: Operation): fc.Arbitrary<FuzzRequest> =>
  fc.oneof(
    { weight: 1, arbitrary: requestIn(operation, false) },
    { weight: 2, arbitrary: requestIn(operation, true) },
  );
