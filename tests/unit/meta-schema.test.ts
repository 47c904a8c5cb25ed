import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSections, parseSectionFile, SchemaFileError } from '../../server/engine/load-schemas';

const depart = fs.readFileSync(path.resolve(__dirname, '../../schemas/admin/depart.json'), 'utf8');
const variant = (change: (json: any) => void) => {
  const json = JSON.parse(depart);
  change(json);
  return JSON.stringify(json);
};
const errorOf = (text: string, file = 'schemas/admin/depart.json') => {
  try {
    parseSectionFile(file, text);
  } catch (error) {
    return error as SchemaFileError;
  }
  throw new Error('expected the file to be refused');
};

test('every shipped section file passes the meta-schema and its cross-checks', () => {
  const sections = loadSections();
  expect(sections.map((s) => s.id)).toContain('depart');
  for (const section of sections) expect(section.area).toMatch(/^[a-z]+$/);
});

test('a file that is not JSON names the file and says why', () => {
  const error = errorOf('{"id": ');
  expect(error).toBeInstanceOf(SchemaFileError);
  expect(error.file).toBe('schemas/admin/depart.json');
  expect(error.reason).toMatch(/invalid JSON/);
});

test('a missing required property is reported at its pointer', () => {
  const error = errorOf(variant((j) => delete j.title));
  expect(error.pointer).toBe('');
  expect(error.reason).toMatch(/title/);
});

test('a field of an unknown type is refused with the JSON pointer of the field', () => {
  const error = errorOf(variant((j) => (j.fields.name.type = 'blob')));
  expect(error.pointer).toBe('/fields/name/type');
});

test('functions cannot hide in a schema: unknown keys are refused', () => {
  const error = errorOf(variant((j) => (j.ui.columns[0].render = 'function(){}')));
  expect(error.pointer).toBe('/ui/columns/0');
  expect(error.reason).toMatch(/additional/);
});

test('references must exist: required field, form field, action operation and form', () => {
  expect(errorOf(variant((j) => j.required.push('nope'))).pointer).toBe('/required/1');
  expect(errorOf(variant((j) => j.ui.forms.edit.fields.push('nope'))).pointer).toBe('/ui/forms/edit/fields/1');
  expect(errorOf(variant((j) => (j.ui.rowActions[0].operation = 'explode'))).pointer).toBe('/ui/rowActions/0/operation');
  expect(errorOf(variant((j) => (j.ui.rowActions[1].form = 'missing'))).pointer).toBe('/ui/rowActions/1/form');
  expect(errorOf(variant((j) => (j.ui.tabs[0].operation = 'list2'))).pointer).toBe('/ui/tabs/0/operation');
});

test('an operation beyond the generic ones must say which permission action it needs', () => {
  const error = errorOf(variant((j) => (j.api.operations.destroyAll = { method: 'DELETE', path: '/all' })));
  expect(error.pointer).toBe('/api/operations/destroyAll');
  expect(error.reason).toMatch(/needs an "action"/);
  expect(() => parseSectionFile('schemas/admin/depart.json', variant((j) => (j.api.operations.destroyAll = { method: 'DELETE', path: '/all', action: 'delete' })))).not.toThrow();
});

test('a section declares its table or points at a resource; there is no third way (no custom models)', () => {
  expect(errorOf(variant((j) => delete j.model.table)).pointer).toBe('/model');
  expect(errorOf(variant((j) => { delete j.model.table; j.model.custom = true; })).pointer).toBe('/model');
  expect(() => parseSectionFile('schemas/admin/depart.json', variant((j) => { delete j.model.table; j.model.resource = 'Membership'; delete j.model.tree; delete j.model.softDelete; delete j.model.indexes; }))).not.toThrow();
});

test('the id must equal the file name', () => {
  expect(errorOf(depart, 'schemas/admin/department.json').reason).toMatch(/must equal the file name/);
});

test('loadSections stops at a bad file in a folder and refuses duplicate ids', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
  fs.mkdirSync(path.join(dir, 'admin'));
  fs.mkdirSync(path.join(dir, 'other'));
  fs.writeFileSync(path.join(dir, 'admin', 'depart.json'), depart);
  fs.writeFileSync(path.join(dir, 'other', 'depart.json'), depart);
  expect(() => loadSections(dir)).toThrow(/duplicate section id/);
  fs.writeFileSync(path.join(dir, 'other', 'depart.json'), variant((j) => (j.model.table = 'Bad-Name')));
  expect(() => loadSections(dir)).toThrow(SchemaFileError);
});
