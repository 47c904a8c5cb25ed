/**
 * The page files of an area (schemas/<area>/pages/*.json), checked and cross-checked against its sections and
 * the client's block kinds; served by page-routes.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isBlockKind } from './client-manifest';
import { metaChecker, SchemaFileError } from './schema-meta';
import type { SectionSpec } from './section-types';
import { checkSectionBlock } from './ui-checks';
import { sectionOperations } from './section-routes';
import type { PageBlock, PageSpec } from './page-types';

export const PAGES_FOLDER = 'pages';

const parsePage = metaChecker('page.schema.json');

/** One page file of an area folder, parsed, with a `fail` that names the file. */
export interface PageFileRead {
  file: string;
  json: any;
  fail: (pointer: string, reason: string) => never;
}

/** The page files of an area folder (`schemas/<area>/pages/*.json`) in name order, each parsed, its id its file name. */
export function readPageFiles(schemasDir: string, areaId: string, parse: (file: string, text: string) => any): PageFileRead[] {
  const folder = path.join(schemasDir, areaId, PAGES_FOLDER);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.relative(path.dirname(schemasDir), path.join(folder, name));
      const json = parse(file, fs.readFileSync(path.join(folder, name), 'utf8'));
      const fail = (pointer: string, reason: string): never => {
        throw new SchemaFileError(file, pointer, reason);
      };
      if (json.id !== path.basename(name, '.json')) fail('/id', `id "${json.id}" must equal the file name "${name}"`);
      return { file, json, fail };
    });
}

/**
 * The page files of one area folder (`schemas/<area>/pages/*.json`), each checked against the meta-schema and
 * cross-checked: the id is the file name, block keys are unique, kinds are registered on the client, a block's
 * `section` exists (and the block passes that section's block checks), a block's `column` is one of the page's.
 * Only company areas have page files for now: GET /api/pages/<id> is a company route.
 */
export function loadAreaPages(schemasDir: string, area: { id: string; domain: string }, sections: Map<string, SectionSpec>): PageSpec[] {
  return readPageFiles(schemasDir, area.id, parsePage).map(({ file, json, fail }) => {
      if (area.domain !== 'company') fail('', `page files are served to company members: area "${area.id}" is ${area.domain}`);
      const columns = new Set<string>((json.columns ?? []).map((column: { key: string }) => column.key));
      const keys = new Set<string>();
      (json.blocks as PageBlock[]).forEach((block, i) => {
        const at = `/blocks/${i}`;
        if (keys.has(block.key)) fail(`${at}/key`, `block key "${block.key}" is used twice`);
        keys.add(block.key);
        if (!isBlockKind(block.kind)) fail(`${at}/kind`, `block kind "${block.kind}" is not registered on the client`);
        if (block.column !== undefined && !columns.has(block.column)) fail(`${at}/column`, `unknown column "${block.column}"`);
        if (block.section === undefined) return;
        const section = sections.get(block.section);
        if (!section) return fail(`${at}/section`, `unknown section "${block.section}"`);
        checkSectionBlock(section, Object.keys(sectionOperations(section)), block, at, fail);
      });
      const { $schema: _editorPath, ...page } = json;
      return { ...page, frame: json.frame ?? 'console', customizable: json.customizable ?? false, area: area.id, file } as PageSpec;
  });
}
