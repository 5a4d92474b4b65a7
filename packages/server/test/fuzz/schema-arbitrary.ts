import fc from "fast-check";
import { extraKey, hostileText, hugeText, plausibleText, textFor } from "./text-arbitrary";

/** The part of JSON Schema (OpenAPI 3.0 flavour) that the API document uses. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** A bound in JSON Schema 2019+, a flag on `minimum` in OpenAPI 3.0: both occur. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** `arbitrary`'s value `weight` times out of `outOf`, else null. */
export const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight: number, outOf: number) =>
  fc.oneof(
    { weight: outOf - weight, arbitrary: fc.constant(null) },
    { weight, arbitrary: arbitrary },
  );

/** Deeper than this, values are primitives: bodies stay small and generation stays fast. */
const MAX_DEPTH = 3;

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Any JSON value at all, nested at most `depth` levels further. */
export const garbage = (depth = 0): fc.Arbitrary<unknown> => {
  const primitive = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(0, -1, 1, 1.5, -0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e-308),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    hostileText,
  );
  if (depth >= MAX_DEPTH) return primitive;
  return fc.oneof(
    { weight: 4, arbitrary: primitive },
    { weight: 1, arbitrary: fc.array(garbage(depth + 1), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(extraKey, garbage(depth + 1), { maxKeys: 4 }) },
  );
};

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** The inclusive integer range a schema allows, whichever way its bounds are written. */
const integerRange = (schema: JsonSchema) => {
  let min = schema.minimum ?? -MAX_SAFE;
  let max = schema.maximum ?? MAX_SAFE;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === "number") min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === "number") max = schema.exclusiveMaximum - 1;
  return { min: Math.max(min, -MAX_SAFE), max: Math.min(max, MAX_SAFE) };
};

/** Mostly small values from the bottom of the range: ids that name existing rows. */
const integerIn = (schema: JsonSchema) => {
  const { min, max } = integerRange(schema);
  const low = Math.max(min, Math.min(0, max));
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: low, max: Math.min(max, low + 8) }) },
    { weight: 2, arbitrary: fc.integer({ min: low, max: Math.min(max, low + 40) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
};

/** Values at and just past a number's bounds, and numbers in disguise. */
const numberEdges = (schema: JsonSchema) => {
  const { min, max } = integerRange(schema);
  return fc.constantFrom<unknown>(
    min,
    min - 1,
    max,
    max + 1,
    0,
    -1,
    0.5,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    1e308,
    "1",
    "01",
    " 1 ",
    "1e3",
    "0x10",
    "-0",
    "",
    true,
    [1],
    { id: 1 },
  );
};

const stringEdges = (schema: JsonSchema, name: string) => {
  const max = schema.maxLength ?? 200;
  return fc.oneof(
    fc.constantFrom<unknown>("", " ", "x".repeat(max), "x".repeat(max + 1), 0, 1, true, null, []),
    hugeText,
    textFor(name, max),
  );
};

const patternText = (pattern: string): fc.Arbitrary<string> | null => {
  try {
    return fc.stringMatching(new RegExp(pattern), { size: "xsmall" });
  } catch {
    return null;
  }
};

/** Strings the schema describes: by pattern when there is one, else by the field's name. */
const textIn = (schema: JsonSchema, name: string, wild: boolean) => {
  const byPattern = schema.pattern ? patternText(schema.pattern) : null;
  const text = wild ? textFor(name, schema.maxLength) : plausibleText(name, schema.maxLength);
  if (!byPattern) return text;
  return wild ? fc.oneof(byPattern, text) : byPattern;
};

/**
 * An object with its required keys; when `wild`, with values of any kind, sometimes a
 * required key missing and sometimes extra keys.
 */
const objectOf = (schema: JsonSchema, depth: number, wild: boolean) => {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) {
    model[key] = wild
      ? valueFor(property, key, depth + 1)
      : plausibleValue(property, key, depth + 1);
  }
  const required = (schema.required ?? []).filter((key) => key in model);
  const base = fc.record(model, { requiredKeys: required });
  if (!wild) return base;
  return fc
    .tuple(
      base,
      sometimes(fc.constantFrom(...(required.length ? required : [""])), 1, 8),
      sometimes(fc.dictionary(extraKey, garbage(depth + 1), { minKeys: 1, maxKeys: 3 }), 1, 5),
    )
    .map(([value, dropped, extras]) => {
      const out: Record<string, unknown> = { ...value };
      if (dropped) delete out[dropped];
      // Defined as own properties: `__proto__` must be a key of the JSON, not a prototype.
      for (const [key, extra] of Object.entries(extras ?? {})) {
        Object.defineProperty(out, key, { value: extra, enumerable: true, writable: true });
      }
      return out;
    });
};

const arrayOf = (schema: JsonSchema, name: string, depth: number, wild: boolean) => {
  const items = schema.items ?? {};
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 5));
  if (!wild) return fc.array(plausibleValue(items, name, depth + 1), { minLength, maxLength });
  const item = valueFor(items, name, depth + 1);
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(item, { minLength, maxLength }) },
    { weight: 1, arbitrary: fc.constant([]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(item, fc.constantFrom((schema.maxItems ?? 100) + 1, 1000))
        .map(([one, n]) => Array.from({ length: n }, () => one)),
    },
  );
};

/**
 * A value of the schema's shape (ids stay small). When `wild`, its parts may be anything;
 * otherwise they are plausible too, so that the whole value has a chance to pass validation.
 */
const described = (
  schema: JsonSchema,
  name: string,
  depth: number,
  wild: boolean,
): fc.Arbitrary<unknown> => {
  const part = wild ? valueFor : plausibleValue;
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => part(b, name, depth)));
  if (schema.allOf?.length) return part(Object.assign({}, ...schema.allOf), name, depth);
  const type = typesOf(schema)[0];
  switch (type) {
    case "object":
      return depth >= MAX_DEPTH ? fc.constant({}) : objectOf(schema, depth, wild);
    case "array":
      return depth >= MAX_DEPTH ? fc.constant([]) : arrayOf(schema, name, depth, wild);
    case "string":
      return textIn(schema, name, wild);
    case "integer":
      return integerIn(schema);
    case "number":
      return fc.oneof(integerIn(schema), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      if (schema.properties) return objectOf(schema, depth, wild);
      return wild ? garbage(depth) : fc.constant(null);
  }
};

/** Values at the edges of the schema, or of a neighbouring wrong type. */
const edges = (schema: JsonSchema, name: string): fc.Arbitrary<unknown> => {
  const type = typesOf(schema)[0];
  if (type === "integer" || type === "number") return numberEdges(schema);
  if (type === "string" || schema.enum) return stringEdges(schema, name);
  if (type === "boolean") return fc.constantFrom<unknown>("true", "false", 1, 0, "", null);
  if (type === "array") return fc.constantFrom<unknown>({}, "1,2", null, [[1]], [null], 1);
  if (type === "object") return fc.constantFrom<unknown>([], null, "x", 0, [{}]);
  return fc.constantFrom<unknown>(null, "", 0, [], {});
};

/**
 * A value for `schema`, for a field called `name`: mostly one the schema describes (to reach
 * the handlers), often one at or past its edges, sometimes anything at all.
 */
export const valueFor = (schema: JsonSchema, name = "", depth = 0): fc.Arbitrary<unknown> => {
  const options = [
    { weight: 6, arbitrary: described(schema, name, depth, true) },
    { weight: 2, arbitrary: edges(schema, name) },
    { weight: 1, arbitrary: garbage(depth) },
  ];
  if (schema.nullable) options.push({ weight: 1, arbitrary: fc.constant(null) });
  return fc.oneof(...options);
};

/** A value the schema describes, every part of it plausible: what a well-behaved client sends. */
export const plausibleValue = (schema: JsonSchema, name = "", depth = 0): fc.Arbitrary<unknown> =>
  described(schema, name, depth, false);

/**
 * A plausible object with exactly one property's value replaced by a wild one: which of a
 * form's fields is refused, and with which message, is tested one field at a time.
 */
const oneWildProperty = (schema: JsonSchema): fc.Arbitrary<unknown> | null => {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return null;
  const plausible = plausibleValue(schema);
  return fc.oneof(
    ...keys.map((key) =>
      fc
        .tuple(plausible, valueFor(schema.properties?.[key] ?? {}, key, 1))
        .map(([value, wild]) => ({ ...(value as object), [key]: wild })),
    ),
  );
};

/** A plausible value, or (for an object) one plausible but for one property. */
export const nearlyPlausibleValue = (schema: JsonSchema, name: string): fc.Arbitrary<unknown> => {
  const oneWild = oneWildProperty(schema);
  const plausible = plausibleValue(schema, name);
  return oneWild ? fc.oneof(plausible, oneWild) : plausible;
};
