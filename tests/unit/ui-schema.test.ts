import { loadSections, SCHEMAS_DIR } from '../../server/engine/load-schemas';
import { uiSchemaFor } from '../../server/engine/ui-schema-route';
import type { SectionSpec } from '../../server/engine/section-types';
import { loadAreas } from '../../server/engine/load-areas';
import { closedAreaRoutes } from '../../server/engine/area-links';

const sections = loadSections();
const depart = sections.find((s) => s.id === 'depart')!;
const only = (...actions: string[]) => (action: string) => actions.includes(action);
const keys = (list: { key: string }[]) => list.map((item) => item.key);

describe('uiSchemaFor', () => {
  test('with every action allowed nothing is removed but the pickers\' projections (departList, `answers`)', () => {
    const schema = uiSchemaFor(depart, () => true);
    const pageOperations = Object.entries(depart.api.operations!).filter(([, op]) => !op.answers).map(([name]) => name);
    expect(pageOperations).not.toContain('departList');
    expect(Object.keys(schema.operations).sort()).toEqual(pageOperations.sort());
    expect(keys(schema.rowActions)).toEqual(keys(depart.ui!.rowActions!));
    expect(keys(schema.tabs)).toEqual(['current', 'deleted']);
  });

  test('read only: the read operations and tabs stay, every write action goes', () => {
    const schema = uiSchemaFor(depart, only('read'));
    expect(Object.keys(schema.operations).sort()).toEqual(['count', 'deletedTree', 'get', 'tree']);
    expect(schema.rowActions).toEqual([]);
    expect(keys(schema.tabs)).toEqual(['current', 'deleted']);
  });

  test('each row action follows the permission action of its operation', () => {
    expect(keys(uiSchemaFor(depart, only('read', 'delete')).rowActions)).toEqual(['delete']);
    expect(keys(uiSchemaFor(depart, only('read', 'restore')).rowActions)).toEqual(['restore']);
    expect(keys(uiSchemaFor(depart, only('read', 'create', 'update')).rowActions)).toEqual(['addChild', 'edit']);
    const noRead = uiSchemaFor(depart, only('update'));
    expect(noRead.tabs).toEqual([]);
    expect(Object.keys(noRead.operations)).toEqual(['update']);
  });

  test('toolbar actions are filtered the same way, and the section file itself is not changed', () => {
    const section: SectionSpec = {
      ...depart,
      ui: {
        ...depart.ui,
        toolbar: [
          { key: 'add', title: '新增', operation: 'createMany', form: 'addChildren' },
          { key: 'count', title: '统计', operation: 'count' },
        ],
      },
    };
    expect(keys(uiSchemaFor(section, only('read')).toolbar)).toEqual(['count']);
    expect(keys(uiSchemaFor(section, only('create')).toolbar)).toEqual(['add']);
    expect(section.ui!.toolbar).toHaveLength(2);
    expect(depart.ui!.rowActions).toHaveLength(4);
  });

  test('fields carry the same Chinese messages the server validator answers with', () => {
    const schema = uiSchemaFor(depart, () => true);
    expect(schema.fields.name.requiredMessage).toBe('请输入部门名称');
    expect(schema.fields.name.messages).toEqual(depart.fields.name.messages);
    expect(schema.fields.name.maxLength).toBe(50);
  });
});

describe('links into area pages the caller cannot open', () => {
  const areas = loadAreas(SCHEMAS_DIR, sections);
  const application = sections.find((s) => s.id === 'application')!;
  const links = (schema: any) => JSON.stringify(schema.blocks).match(/"link":"[^"]*"/g) ?? [];

  test('an area page none of whose entries is granted is closed; the workbench (an area without a page of its own) never is', () => {
    expect([...closedAreaRoutes(areas, (key) => key === 'application')].sort()).toEqual(['/merchantApplication', '/operator', '/selectedCondition']);
    expect([...closedAreaRoutes(areas, (key) => key === 'purchase' || key === 'application')].sort()).toEqual(['/operator', '/selectedCondition']);
    expect(closedAreaRoutes(areas, () => false).has('/merchant')).toBe(false);
  });

  test('the links into a closed route go at any depth (toolbar, empty action), the rest and the section file stay', () => {
    const open = uiSchemaFor(application, () => true);
    expect(links(open)).toHaveLength(2);
    const closed = uiSchemaFor(application, () => true, new Set(), new Set(['/merchantApplication']));
    expect(links(closed)).toEqual([]);
    expect((closed.blocks as any[])[0].actions.map((action: any) => action.key)).toEqual(['disable', 'enable', 'detail', 'enter']);
    expect(application.ui!.blocks![0]).toHaveProperty('emptyAction');
  });
});
