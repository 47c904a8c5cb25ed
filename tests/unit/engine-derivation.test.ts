import { DataTypes } from 'sequelize';
import { loadSections } from '../../server/engine/load-schemas';
import { tableForResource } from '../../server/engine/resource-table';
import { inlineModel } from '../../server/engine/load-resources';
import type { SectionSpec } from '../../server/engine/section-types';

const tableForSection = (section: SectionSpec) => tableForResource(inlineModel(section));
import { compileValidator, TEXT_MAX_LENGTH } from '../../server/engine/validator';
import { sectionOperations } from '../../server/engine/section-routes';
import { buildTree, withAncestors } from '../../server/engine/section-queries';
import { HttpError } from '../../server/http/envelope';

const depart = loadSections().find((s) => s.id === 'depart')!;

test('the model has the fields, the tenant column, audit columns and a soft-delete column', () => {
  const table = tableForSection(depart);
  expect(table.table).toBe('plt_depart');
  expect(table.tenant).toBe(true);
  expect(Object.keys(table.attributes)).toEqual(
    expect.arrayContaining(['id', 'tenantId', 'name', 'parentId', 'crtTime', 'updTime', 'updUserName', 'delTime']),
  );
  expect((table.attributes.name as any).type.options.length).toBe(50);
  expect((table.attributes.parentId as any).type).toBe(DataTypes.INTEGER);
  expect(table.indexes).toEqual(expect.arrayContaining([{ fields: ['tenantId', 'parentId'] }]));
});

test('a section without soft delete has no delTime and defaults to REST paths', () => {
  const plain = { ...depart, model: { table: 'plt_x', tenant: false }, api: { base: '/api/x' } };
  expect(tableForSection(plain).attributes.delTime).toBeUndefined();
  expect(tableForSection(plain).attributes.tenantId).toBeUndefined();
  expect(Object.keys(sectionOperations(plain))).toEqual(['list', 'get', 'create', 'update', 'delete']);
});

test('the documented department paths are bound as the file says', () => {
  const ops = sectionOperations(depart);
  expect(ops.createMany).toEqual({ method: 'POST', path: '/addList' });
  expect(ops.update).toEqual({ method: 'PUT', path: '/updateDepart/:id' });
  expect(ops.delete).toEqual({ method: 'DELETE', path: '/delDepart/:id' });
});

describe('validator', () => {
  const validate = compileValidator({ fields: depart.fields, required: depart.required });
  const messageOf = (body: unknown) => {
    try {
      validate(body);
    } catch (error) {
      return [(error as HttpError).status, (error as HttpError).message, (error as HttpError).data];
    }
    return undefined;
  };

  test('Chinese messages from the schema for required, blank, too long and wrong type', () => {
    expect(messageOf({})).toEqual([400, '请输入部门名称', ['name']]);
    expect(messageOf({ name: '   ' })).toEqual([400, '请输入部门名称', ['name']]);
    expect(messageOf({ name: 'x'.repeat(51) })).toEqual([400, '部门名称不能超过50个字符', ['name']]);
    expect(messageOf({ name: 'ok', parentId: 'abc' })).toEqual([400, '上级部门格式不正确', ['parentId']]);
    expect(messageOf([1, 2])).toEqual([400, '请求格式不正确', []]);
  });

  test('trims, drops unknown properties and keeps valid values', () => {
    expect(validate({ name: '  研发部 ', parentId: 3, tenantId: 99, id: 5 })).toEqual({ name: '研发部', parentId: 3 });
  });

  test('a partial validator checks only present fields', () => {
    const partial = compileValidator({ fields: depart.fields, required: depart.required }, { partial: true });
    expect(partial({ parentId: 2 })).toEqual({ parentId: 2 });
    expect(() => partial({ name: '' })).toThrow('请输入部门名称');
  });
});

test('trees nest by parent, keep orphans as roots, and a search keeps the path to each hit', () => {
  const rows = [
    { id: 1, name: 'A', parentId: -1 },
    { id: 2, name: 'B', parentId: 1 },
    { id: 3, name: 'C', parentId: 2 },
    { id: 4, name: 'D', parentId: 77 },
  ];
  const tree = buildTree(rows, 'parentId');
  expect(tree.map((n) => n.id)).toEqual([1, 4]);
  expect(tree[0].children![0].children![0]).toMatchObject({ id: 3, parentName: 'B', label: 'C' });
  expect([...withAncestors(rows, new Set([3]), 'parentId')].sort()).toEqual([1, 2, 3]);
});

describe("a section's own operations", () => {
  const Router = require('@koa/router');
  const { RouteTable } = require('../../server/http/route-table');
  const { mountSection } = require('../../server/engine/section-routes');
  const section = {
    ...depart,
    id: 'widget',
    api: { base: '/api/w', operations: { list: { method: 'GET', path: '/list' }, setOwner: { method: 'POST', path: '/setOwner', action: 'update' } } },
  } as any;
  const services = { db: { sections: { widget: { options: { paranoid: false } } } } } as any;
  const tableFor = () => new RouteTable(new Router(), () => async (_ctx: unknown, next: () => Promise<void>) => next());

  test('binds the generic list and the module handler with the declared permission actions', () => {
    const table = tableFor();
    mountSection(table, services, section, { handlers: { setOwner: async () => {} } });
    expect(table.routes.get('GET /api/w/list')).toMatchObject({ object: 'widget', action: 'read' });
    expect(table.routes.get('POST /api/w/setOwner')).toMatchObject({ object: 'widget', action: 'update' });
  });

  test('refuses to start when an operation that is not generic has no handler', () => {
    expect(() => mountSection(tableFor(), services, section, {})).toThrow(/no handler for operation "setOwner"/);
  });
});

test('a text field without a maxLength of its own takes at most TEXT_MAX_LENGTH characters (its column holds them), with a Chinese message', () => {
  const validate = compileValidator({ fields: { body: { type: 'text', title: '正文' } as any } });
  expect(validate({ body: 'x'.repeat(TEXT_MAX_LENGTH) }).body).toHaveLength(TEXT_MAX_LENGTH);
  expect(() => validate({ body: 'x'.repeat(TEXT_MAX_LENGTH + 1) })).toThrow(`正文不能超过${TEXT_MAX_LENGTH}个字符`);
});

test('a money field takes yuan with two decimals up to 13 digits; anything else is its Chinese 格式不正确, never a number too big for BIGINT', () => {
  const validate = compileValidator({ fields: { price: { type: 'money', title: '价格', minimum: 0 } as any } });
  expect(validate({ price: '9999999999999.99' }).price).toBe(999_999_999_999_999);
  expect(validate({ price: 0.39 }).price).toBe(39);
  for (const bad of [1e308, 9007199254740993, 12.345, '1e5']) expect(() => validate({ price: bad })).toThrow('价格格式不正确');
  expect(() => validate({ price: -1 })).toThrow('价格不能小于0');
});
