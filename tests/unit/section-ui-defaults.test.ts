/** shared/section-ui.ts: what columns, search items, forms, actions and export columns take from the fields. */
import type { Field } from '../../shared/schema-types.generated';
import { resolveAction, resolveColumn, resolveExportColumns, resolveForm, resolveSearchItem } from '../../shared/section-ui';

const fields: Record<string, Field> = {
  name: { type: 'string', title: '姓名' },
  status: { type: 'enum', title: '状态', enum: [0, 1], enumNames: ['禁用', '启用'], enumStatus: ['Default', 'Success'] },
  show: { type: 'integer', title: '是否展示', enum: [1, 0], enumNames: ['是', '否'] },
  price: { type: 'money', title: '价格' },
  photo: { type: 'image', title: '照片' },
  day: { type: 'date', title: '日期' },
  joined: { type: 'string', title: '加入时间', format: 'date-time' },
};

describe('columns', () => {
  test('a field name is a column titled, typed and labelled by its field', () => {
    expect(resolveColumn('name', fields)).toEqual({ field: 'name', title: '姓名', valueType: 'text' });
    expect(resolveColumn('status', fields)).toEqual({
      field: 'status',
      title: '状态',
      valueType: 'enum',
      valueEnum: { '0': { text: '禁用', status: 'Default' }, '1': { text: '启用', status: 'Success' } },
    });
    expect(resolveColumn('show', fields).valueEnum).toEqual({ '1': { text: '是' }, '0': { text: '否' } });
    expect(resolveColumn('price', fields).valueType).toBe('money');
    expect(resolveColumn('photo', fields).valueType).toBe('image');
    expect(resolveColumn('day', fields).valueType).toBe('date');
    expect(resolveColumn('joined', fields).valueType).toBe('dateTime');
  });

  test('columns the engine keeps have their titles; what the column says wins', () => {
    expect(resolveColumn('updTime', fields)).toEqual({ field: 'updTime', title: '更新时间', valueType: 'dateTime' });
    expect(resolveColumn('updUserName', fields)).toMatchObject({ title: '操作人', valueType: 'text' });
    expect(resolveColumn({ field: 'show', title: '展示', width: 90 }, fields)).toMatchObject({ title: '展示', width: 90, valueType: 'enum' });
    const own = { '1': { text: '在' } };
    expect(resolveColumn({ field: 'status', valueEnum: own }, fields)).toMatchObject({ valueType: 'enum', valueEnum: own });
    expect(resolveColumn({ field: 'joined', valueType: 'text' }, fields).valueType).toBe('text');
    expect(resolveColumn('nosuch', fields)).toEqual({ field: 'nosuch', title: '', valueType: 'text' });
  });
});

test('search items: enum → select, dates → dateRange, else text; the label only when given', () => {
  expect(resolveSearchItem('name', fields)).toEqual({ field: 'name', valueType: 'text' });
  expect(resolveSearchItem('status', fields).valueType).toBe('select');
  expect(resolveSearchItem('joined', fields).valueType).toBe('dateRange');
  expect(resolveSearchItem({ field: 'day', title: '日期', params: ['from', 'to'] }, fields)).toEqual({ field: 'day', title: '日期', params: ['from', 'to'], valueType: 'dateRange' });
});

test('a form without fields edits those of the create form', () => {
  const forms = { create: { title: '新增', fields: ['name', 'status'] }, edit: { title: '编辑' }, other: { fields: ['name'] } };
  expect(resolveForm(forms.edit, forms).fields).toEqual(['name', 'status']);
  expect(resolveForm(forms.other, forms).fields).toEqual(['name']);
  expect(resolveForm({ title: '孤立' }, {}).fields).toEqual([]);
});

describe('actions', () => {
  const forms = { create: { fields: ['name'] }, edit: {} };
  test('a standard key alone brings title, operation, confirmation and its form', () => {
    expect(resolveAction('edit', fields, forms)).toEqual({ key: 'edit', title: '编辑', operation: 'update', form: 'edit' });
    expect(resolveAction('delete', fields, forms)).toEqual({ key: 'delete', title: '删除', operation: 'delete', confirm: '您正在执删除操作, 是否继续?' });
    expect(resolveAction('bulkDelete', fields, forms)).toEqual({
      key: 'bulkDelete',
      title: '批量删除',
      operation: 'delete',
      needsSelection: '请选择您要删除的数据!',
      confirm: '您正在执删除操作, 是否继续?',
      danger: true,
    });
    expect(resolveAction('export', fields, {})).toEqual({ key: 'export', title: '导出', operation: 'export', download: true });
    expect(resolveAction('restore', fields, {})).toMatchObject({ title: '恢复', operation: 'restore', confirm: '您正在执行恢复操作, 是否继续?' });
    expect(resolveAction({ key: 'create', title: '新建分类' }, fields, forms)).toEqual({ key: 'create', title: '新建分类', operation: 'create', form: 'create' });
  });

  test('a constant body on an enum field: update, titled by the value, shown on rows without it, 操作成功!', () => {
    expect(resolveAction({ key: 'enable', body: { status: 1 } }, fields, forms)).toEqual({
      key: 'enable',
      title: '启用',
      operation: 'update',
      body: { status: 1 },
      visibleWhen: { field: 'status', ne: 1 },
      success: '操作成功!',
    });
    expect(resolveAction({ key: 'disable', body: { status: 0 } }, fields, forms).title).toBe('禁用');
    const own = resolveAction({ key: 'off', title: '停用', operation: 'switch', body: { status: 0 }, hiddenWhen: { field: 'name', eq: 'x' } }, fields, forms);
    expect(own).toMatchObject({ title: '停用', operation: 'switch', hiddenWhen: { field: 'name', eq: 'x' } });
    expect(own).not.toHaveProperty('visibleWhen');
  });

  test('an action nothing names a title or operation for gets empty ones (the start-up check refuses them)', () => {
    expect(resolveAction({ key: 'approve' }, fields, forms)).toEqual({ key: 'approve', title: '', operation: '' });
    expect(resolveAction({ key: 'mark', body: { name: 'x' } }, fields, forms)).toMatchObject({ title: '', operation: 'update' });
  });
});

test('export columns are headed by the field title unless they say otherwise', () => {
  expect(resolveExportColumns(['name', { field: 'price', width: 12 }, { field: 'crtTime', title: '时间' }], fields)).toEqual([
    { field: 'name', title: '姓名' },
    { field: 'price', title: '价格', width: 12 },
    { field: 'crtTime', title: '时间' },
  ]);
});
