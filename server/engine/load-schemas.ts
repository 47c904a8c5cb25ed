import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import metaSchema from '../../schemas/_meta/section.schema.json';
import { operationAction, type SectionSpec } from './section-types';

export const SCHEMAS_DIR = path.resolve(__dirname, '../../schemas');

/** A section file that does not pass: names the file, the JSON pointer and the reason. */
export class SchemaFileError extends Error {
  constructor(public file: string, public pointer: string, public reason: string) {
    super(`${file} ${pointer || '/'}: ${reason}`);
  }
}

const ajv = new Ajv({ allErrors: false, strict: false });
const checkMeta = ajv.compile(metaSchema);

/** Cross-references the meta-schema cannot express: names used in ui/api must exist. */
function checkReferences(spec: SectionSpec, file: string) {
  const fail = (pointer: string, reason: string) => {
    throw new SchemaFileError(file, pointer, reason);
  };
  const fields = new Set(Object.keys(spec.fields));
  (spec.required ?? []).forEach((name, i) => fields.has(name) || fail(`/required/${i}`, `unknown field "${name}"`));
  (spec.search ?? []).forEach((name, i) => fields.has(name) || fail(`/search/${i}`, `unknown field "${name}"`));
  if (spec.model.tree && !fields.has(spec.model.tree.parentField)) fail('/model/tree/parentField', `unknown field "${spec.model.tree.parentField}"`);
  const operations = new Set(Object.keys(spec.api.operations ?? {}));
  for (const [name, operation] of Object.entries(spec.api.operations ?? {})) {
    if (!(name in operationAction) && !operation.action) fail(`/api/operations/${name}`, `operation "${name}" is not generic and needs an "action"`);
  }
  if (spec.model.custom && !spec.api.operations) fail('/api', 'a custom-model section lists its operations');
  const ui = spec.ui;
  if (!ui) return;
  ui.tabs?.forEach((tab, i) => operations.has(tab.operation) || fail(`/ui/tabs/${i}/operation`, `unknown operation "${tab.operation}"`));
  for (const kind of ['toolbar', 'rowActions'] as const) {
    ui[kind]?.forEach((action, i) => {
      if (!operations.has(action.operation)) fail(`/ui/${kind}/${i}/operation`, `unknown operation "${action.operation}"`);
      if (action.form && !ui.forms?.[action.form]) fail(`/ui/${kind}/${i}/form`, `unknown form "${action.form}"`);
      Object.keys(action.body ?? {}).forEach((name) => fields.has(name) || fail(`/ui/${kind}/${i}/body/${name}`, `unknown field "${name}"`));
    });
  }
  for (const [name, form] of Object.entries(ui.forms ?? {})) {
    form.fields.forEach((field, i) => fields.has(field) || fail(`/ui/forms/${name}/fields/${i}`, `unknown field "${field}"`));
  }
}

export function parseSectionFile(file: string, text: string): SectionSpec {
  let json: any;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SchemaFileError(file, '', `invalid JSON: ${(error as Error).message}`);
  }
  if (!checkMeta(json)) {
    const first = checkMeta.errors![0];
    throw new SchemaFileError(file, first.instancePath, `${first.message}${first.params ? ` ${JSON.stringify(first.params)}` : ''}`);
  }
  const area = path.basename(path.dirname(file));
  const spec = { ...json, area, file } as SectionSpec;
  const expected = path.basename(file, '.json');
  if (spec.id !== expected) throw new SchemaFileError(file, '/id', `id "${spec.id}" must equal the file name "${expected}"`);
  checkReferences(spec, file);
  return spec;
}

/** Reads and checks every section file under schemas/<area>/. Throws on the first bad file. */
export function loadSections(dir = SCHEMAS_DIR): SectionSpec[] {
  const sections: SectionSpec[] = [];
  for (const area of fs.readdirSync(dir).sort()) {
    const areaDir = path.join(dir, area);
    if (area.startsWith('_') || !fs.statSync(areaDir).isDirectory()) continue;
    for (const name of fs.readdirSync(areaDir).filter((n) => n.endsWith('.json')).sort()) {
      const file = path.join(areaDir, name);
      sections.push(parseSectionFile(path.relative(path.dirname(dir), file), fs.readFileSync(file, 'utf8')));
    }
  }
  const seen = new Set<string>();
  for (const section of sections) {
    if (seen.has(section.id)) throw new SchemaFileError(section.file, '/id', `duplicate section id "${section.id}"`);
    seen.add(section.id);
  }
  return sections;
}
