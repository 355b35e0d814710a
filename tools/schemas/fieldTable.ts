/**
 * A Markdown table of a JSON Schema's fields, for docs/content-model.md: each field's path, the value
 * it takes and its description, the loader's own words. `events[].date` is the `date` of each item of
 * `events`; `slides[image].src` the `src` of each item whose `type` is `image`.
 */

export type JsonSchema = { [keyword: string]: unknown };

type Row = { field: string; value: string; description: string };

const code = (v: unknown) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;
const optionsOf = (s: JsonSchema) => (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
const isObject = (s: JsonSchema) => s.type === 'object';

/** The value a field takes, in a few words. */
function kind(s: JsonSchema): string {
  if ('const' in s) return code(s.const);
  if (Array.isArray(s.enum)) return `one of ${s.enum.map(code).join(', ')}`;
  const options = optionsOf(s);
  if (options) {
    if (options.every((o) => 'const' in o)) return options.map((o) => code(o.const)).join(' or ');
    if (options.every(isObject)) return 'one of the kinds below';
    return options.map(kind).join(', or ');
  }
  if (s.type === 'array') {
    const items = s.items as JsonSchema;
    const each = isObject(items) ? 'the fields below' : optionsOf(items)?.every(isObject) ? 'one of the kinds below' : kind(items);
    return `list (${s.minItems ? `at least ${s.minItems}, ` : ''}each: ${each})`;
  }
  const words: Record<string, string> = {
    string: 'text',
    integer: 'whole number',
    number: 'number',
    boolean: '`true` or `false`',
    object: 'the fields below',
  };
  return words[String(s.type)] ?? 'anything';
}

function value(s: JsonSchema, required: boolean): string {
  if (required) return kind(s);
  const empty = Array.isArray(s.default) && s.default.length === 0;
  return `${kind(s)}, ${s.default === undefined || empty ? 'optional' : `default ${code(s.default)}`}`;
}

/** The variant's `type` (or other constant field), which names it in a path. */
function tagOf(s: JsonSchema): string | undefined {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const tag = Object.values(properties).find((p) => 'const' in p);
  return tag ? String(tag.const) : undefined;
}

function collect(s: JsonSchema, at: string, rows: Row[]): void {
  if (isObject(s) && s.properties) {
    const required = new Set(s.required as string[] | undefined);
    for (const [name, property] of Object.entries(s.properties as Record<string, JsonSchema>)) {
      const field = at ? `${at}.${name}` : name;
      rows.push({ field, value: value(property, required.has(name)), description: String(property.description ?? '') });
      collect(property, field, rows);
    }
  } else if (s.type === 'array' && s.items) {
    collect(s.items as JsonSchema, `${at}[]`, rows);
  } else {
    for (const option of optionsOf(s) ?? []) {
      const tag = tagOf(option);
      const within = !tag ? at : at.endsWith('[]') ? `${at.slice(0, -2)}[${tag}]` : `${at}(${tag})`;
      collect(option, within, rows);
    }
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function fieldTable(schema: JsonSchema): string {
  const rows: Row[] = [];
  collect(schema, '', rows);
  const lines = rows.map((r) => `| ${cell(code(r.field))} | ${cell(r.value)} | ${cell(r.description)} |`);
  return ['| field | value | what it is |', '|---|---|---|', ...lines].join('\n');
}
