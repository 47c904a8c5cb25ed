import fs from 'node:fs';
import path from 'node:path';
import { BLOCK_KINDS, isBlockKind } from '../../src/blocks/kinds';
import { blocks } from '../../src/blocks/registry';
import { loadSchemas } from '../../server/engine/load-schemas';
import { metaChecker, SchemaFileError } from '../../server/engine/schema-meta';

const noop = () => null;

describe('the block registry', () => {
  test('refuses a kind twice and a kind not listed in kinds.ts', () => {
    const kind = BLOCK_KINDS[BLOCK_KINDS.length - 1];
    if (!blocks.has(kind)) blocks.register(kind, noop);
    expect(() => blocks.register(kind, noop)).toThrow(/already registered/);
    expect(() => blocks.register('gallery', noop)).toThrow(/not listed in src\/blocks\/kinds.ts/);
    expect(isBlockKind('cardGrid')).toBe(true);
    expect(isBlockKind('gallery')).toBe(false);
  });

  test('builtins.ts registers exactly the listed kinds', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../../src/blocks/builtins.ts'), 'utf8');
    const registered = [...source.matchAll(/blocks\.register\('(\w+)'/g)].map((m) => m[1]);
    expect(registered.sort()).toEqual([...BLOCK_KINDS].sort());
  });
});

/** Every block of a section's page, dialogs included. */
function blocksOf(list: any[] = []): any[] {
  return list.flatMap((block) => [block, ...blocksOf(Object.values(block.dialogs ?? {}))]);
}

describe('ui.blocks in section files', () => {
  const { sections } = loadSchemas();

  test('every block of every section file is a registered kind, and each names operations the section has or declares', () => {
    const pages = sections.filter((s) => (s.ui as any)?.blocks);
    expect(pages.map((s) => s.id)).toEqual(expect.arrayContaining(['company', 'application']));
    for (const section of pages) {
      const operations = new Set(Object.keys(section.api.operations ?? {}));
      for (const block of blocksOf((section.ui as any).blocks)) {
        expect([section.id, block.kind, isBlockKind(block.kind)]).toEqual([section.id, block.kind, true]);
        const endpoints = new Set([...Object.keys(block.endpoints ?? {})]);
        const names = [block.save, block.operation, ...(Array.isArray(block.load) ? block.load : [block.load]), ...(block.actions ?? []).map((a: any) => a.operation)].filter(Boolean);
        for (const name of names) expect([section.id, name, operations.has(name) || endpoints.has(name) || blocksOf((section.ui as any).blocks).some((b) => b.endpoints?.[name])]).toEqual([section.id, name, true]);
      }
    }
  });

  test('the meta-schema documents every block key and refuses one it does not know', () => {
    const meta = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas/_meta/section.schema.json'), 'utf8'));
    const block = meta.definitions.ui.properties.blocks.items;
    for (const [key, spec] of Object.entries<any>(block.properties)) expect([key, typeof spec.description]).toEqual([key, 'string']);
    for (const [key, spec] of Object.entries<any>(block.definitions.action.properties)) expect([key, typeof spec.description]).toEqual([key, 'string']);
    const check = metaChecker('section.schema.json');
    const file = (blocks: unknown) => JSON.stringify({ id: 'demo', title: '演示', model: { resource: 'Company' }, api: { base: '/api/demo', operations: { get: { method: 'GET', path: '/get' } } }, ui: { blocks } });
    expect(() => check('demo.json', file([{ kind: 'detail', load: 'get', items: ['name', { field: 'title', span: 12 }] }]))).not.toThrow();
    expect(() => check('demo.json', file([{ kind: 'detail', colour: 'red' }]))).toThrow(SchemaFileError);
    expect(() => check('demo.json', file([{ load: 'get' }]))).toThrow(SchemaFileError);
  });
});
