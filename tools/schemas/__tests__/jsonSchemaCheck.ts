/**
 * A small JSON Schema validator for the tests: the keywords `z.toJSONSchema` writes for our loaders
 * and nothing more, so the tests need no validator package. `unknownKeywords` names any other keyword
 * a schema uses: the tests fail on it rather than let this validator pass what it cannot check.
 */
import { isDeepStrictEqual } from 'node:util';

type Schema = { [keyword: string]: unknown };

/** Read by people and editors, not checked. */
const ANNOTATIONS = ['$schema', '$comment', 'title', 'description', 'default', 'patternErrorMessage'];
const CHECKED = [
  'type',
  'const',
  'enum',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'anyOf',
  'oneOf',
];
const KNOWN = new Set([...ANNOTATIONS, ...CHECKED]);

/** Every sub-schema of a schema, with where it is. */
function* subSchemas(schema: Schema, at: string): Generator<[Schema, string]> {
  yield [schema, at];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [name, s] of Object.entries(properties)) yield* subSchemas(s, `${at}.properties.${name}`);
  if (schema.items && typeof schema.items === 'object') yield* subSchemas(schema.items as Schema, `${at}.items`);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    yield* subSchemas(schema.additionalProperties as Schema, `${at}.additionalProperties`);
  for (const key of ['anyOf', 'oneOf'])
    for (const [i, s] of ((schema[key] ?? []) as Schema[]).entries()) yield* subSchemas(s, `${at}.${key}[${i}]`);
}

export function unknownKeywords(schema: Schema): string[] {
  return [...subSchemas(schema, '#')].flatMap(([s, at]) => Object.keys(s).flatMap((k) => (KNOWN.has(k) ? [] : [`${at}: ${k}`])));
}

export function allSubSchemas(schema: Schema): Array<[Schema, string]> {
  return [...subSchemas(schema, '#')];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isPlainObject(value);
  if (type === 'null') return value === null;
  return typeof value === type;
}

/** What is wrong with `value` under `schema`, one message per problem with its path; empty when it is valid. */
export function jsonSchemaErrors(schema: Schema, value: unknown, at = ''): string[] {
  const errors: string[] = [];
  const fail = (message: string) => errors.push(`${at || '(the file)'}: ${message}`);
  const types = schema.type === undefined ? [] : ([] as string[]).concat(schema.type as string);
  if (types.length && !types.some((t) => hasType(value, t))) {
    fail(`expected ${types.join(' or ')}, got ${JSON.stringify(value)}`);
    return errors;
  }
  if ('const' in schema && !isDeepStrictEqual(value, schema.const)) fail(`expected ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.some((v) => isDeepStrictEqual(v, value)))
    fail(`expected one of ${JSON.stringify(schema.enum)}, got ${JSON.stringify(value)}`);
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof schema.minLength === 'number' && length < schema.minLength) fail(`shorter than ${schema.minLength}`);
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) fail(`longer than ${schema.maxLength}`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      fail(String(schema.patternErrorMessage ?? `does not match ${schema.pattern}`));
  }
  if (typeof value === 'number') {
    const n = (k: string) => (typeof schema[k] === 'number' ? (schema[k] as number) : undefined);
    if (n('minimum') !== undefined && value < n('minimum')!) fail(`below ${n('minimum')}`);
    if (n('maximum') !== undefined && value > n('maximum')!) fail(`above ${n('maximum')}`);
    if (n('exclusiveMinimum') !== undefined && value <= n('exclusiveMinimum')!) fail(`not above ${n('exclusiveMinimum')}`);
    if (n('exclusiveMaximum') !== undefined && value >= n('exclusiveMaximum')!) fail(`not below ${n('exclusiveMaximum')}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) fail(`fewer than ${schema.minItems} items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) fail(`more than ${schema.maxItems} items`);
    if (isPlainObject(schema.items)) value.forEach((v, i) => errors.push(...jsonSchemaErrors(schema.items as Schema, v, `${at}[${i}]`)));
  }
  if (isPlainObject(value)) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required ?? []) as string[]) if (!(name in value)) fail(`"${name}" is missing`);
    for (const [name, v] of Object.entries(value)) {
      const where = at ? `${at}.${name}` : name;
      if (name in properties) errors.push(...jsonSchemaErrors(properties[name], v, where));
      else if (schema.additionalProperties === false) fail(`"${name}" is not allowed`);
      else if (isPlainObject(schema.additionalProperties)) errors.push(...jsonSchemaErrors(schema.additionalProperties, v, where));
    }
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (!options) continue;
    const results = options.map((o) => jsonSchemaErrors(o, value, at));
    const passed = results.filter((r) => r.length === 0).length;
    if (passed === 0) fail(`matches none of its ${options.length} forms (${results.map((r) => r[0]).join('; ')})`);
    else if (key === 'oneOf' && passed > 1) fail(`matches ${passed} of its forms, and oneOf allows one`);
  }
  return errors;
}
