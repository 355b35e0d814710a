/**
 * Publishes every content collection's schema as JSON Schema, for the editor to check content files
 * as they are typed (tools/schemas/generate.ts): schemas/<collection>.schema.json, the field tables of
 * docs/content-model.md and `yaml.schemas` in .vscode/settings.json. Run it after changing a loader's
 * schema and commit what it changes; a unit test fails until then (tools/schemas/__tests__).
 *
 *   npm run schemas
 */
import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { schemaCollections } from '../tools/schemas/collections';
import {
  DOCS_FILE,
  docsWithFieldTables,
  generatedSchemas,
  outdated,
  readPublished,
  SCHEMAS_DIR,
  VSCODE_SETTINGS,
  yamlSchemasSetting,
} from '../tools/schemas/generate';

const root = process.cwd();
const changed: string[] = [];

/** Writes a file when its text changes; JSON as Prettier formats it, so `npm run format:check` passes. */
async function write(file: string, text: string) {
  const absolute = path.join(root, file);
  const formatted = file.endsWith('.json') ? await format(text, { ...(await resolveConfig(absolute)), filepath: absolute }) : text;
  if (fs.existsSync(absolute) && fs.readFileSync(absolute, 'utf8') === formatted) return;
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, formatted);
  changed.push(file);
}

async function main() {
  const schemas = generatedSchemas(schemaCollections);
  for (const [file, schema] of Object.entries(schemas)) await write(file, JSON.stringify(schema));
  for (const file of Object.keys(readPublished(root).schemaFiles).filter((f) => !(f in schemas))) {
    fs.rmSync(path.join(root, file));
    changed.push(`${file} (removed)`);
  }
  await write(DOCS_FILE, docsWithFieldTables(fs.readFileSync(path.join(root, DOCS_FILE), 'utf8'), schemaCollections));
  const settingsFile = path.join(root, VSCODE_SETTINGS);
  // Plain JSON (no comments), so that this script can keep the other settings as they are.
  const settings = fs.existsSync(settingsFile) ? JSON.parse(fs.readFileSync(settingsFile, 'utf8')) : {};
  await write(VSCODE_SETTINGS, JSON.stringify({ ...settings, 'yaml.schemas': yamlSchemasSetting(schemaCollections) }));
  const left = outdated(schemaCollections, readPublished(root));
  if (left.length) throw new Error(left.join('\n'));
  const what = changed.length ? `changed ${changed.join(', ')}` : 'everything was up to date';
  console.log(`schemas: ${Object.keys(schemas).length} JSON Schemas in ${SCHEMAS_DIR}/; ${what}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
