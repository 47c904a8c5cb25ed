/** Declarative features added for notice/schedule settings and system logs: meta-schema, served schema, client pieces. */
import fs from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import { loadSections, parseSectionFile, SchemaFileError } from '../../server/engine/load-schemas';
import { uiSchemaFor } from '../../server/engine/ui-schema-route';
import { withRowId } from '../../src/components/SchemaPage/row-id';
import { dateRangeSearch, monthSearch, radioSearch, textSearch } from '../../src/components/SchemaPage/searchWidgets';
import { searchParams } from '../../src/components/SchemaPage/search-params';
import { fileNameOf } from '../../src/services/download';

const read = (id: string) => fs.readFileSync(path.resolve(__dirname, `../../schemas/admin/${id}.json`), 'utf8');
const variant = (id: string, change: (json: any) => void) => {
  const json = JSON.parse(read(id));
  change(json);
  return JSON.stringify(json);
};
const errorOf = (id: string, change: (json: any) => void) => {
  try {
    parseSectionFile(`schemas/admin/${id}.json`, variant(id, change));
  } catch (error) {
    return error as SchemaFileError;
  }
  throw new Error('expected the file to be refused');
};
const sections = loadSections();
const section = (id: string) => sections.find((s) => s.id === id)!;

describe('meta-schema: the new declarative features', () => {
  test('the three section files load', () => {
    expect(sections.map((s) => s.id)).toEqual(expect.arrayContaining(['noticeSetting', 'scheduleSetting', 'log']));
    expect(section('log').model.resource).toBe('GateLog');
  });

  test('featureSwitch: required parts, urls under /api/, nothing unknown', () => {
    expect(errorOf('noticeSetting', (j) => delete j.ui.featureSwitch.write).pointer).toBe('/ui/featureSwitch');
    expect(errorOf('noticeSetting', (j) => (j.ui.featureSwitch.read = 'http://evil/x')).pointer).toBe('/ui/featureSwitch/read');
    const unknown = errorOf('noticeSetting', (j) => (j.ui.featureSwitch.onChange = 'function(){}'));
    expect([unknown.pointer, unknown.reason]).toEqual(['/ui/featureSwitch', expect.stringMatching(/additional/)]);
  });

  test('operation idIn is query or body only', () => {
    expect(errorOf('noticeSetting', (j) => (j.api.operations.delete.idIn = 'path')).pointer).toBe('/api/operations/delete/idIn');
  });

  test('an action body names section fields and holds constants', () => {
    expect(errorOf('noticeSetting', (j) => (j.ui.rowActions[1].body = { nope: 1 })).pointer).toBe('/ui/rowActions/1/body/nope');
    expect(errorOf('noticeSetting', (j) => (j.ui.rowActions[1].body = { status: { $gt: 0 } })).pointer).toBe('/ui/rowActions/1/body/status');
    expect(errorOf('noticeSetting', (j) => (j.ui.rowActions[1].visibleWhen = { field: 'status', like: 1 })).pointer).toBe('/ui/rowActions/1/visibleWhen');
    expect(errorOf('noticeSetting', (j) => (j.ui.toolbar[0].download = 'yes')).pointer).toBe('/ui/toolbar/0/download');
  });

  test('tab params are constants; a search item fills at most two parameters', () => {
    expect(errorOf('log', (j) => (j.ui.tabs[0].params = { selectType: [1, 2] })).pointer).toBe('/ui/tabs/0/params/selectType');
    expect(errorOf('log', (j) => (j.ui.searchForm[1].params = ['a', 'b', 'c'])).pointer).toBe('/ui/searchForm/1/params');
    expect(errorOf('log', (j) => (j.ui.searchForm[1].params = ['start date', 'end'])).pointer).toBe('/ui/searchForm/1/params/0');
  });

  test('field presentation hints: widget name, enumNames, placeholder', () => {
    expect(errorOf('noticeSetting', (j) => (j.fields.showInWidget.widget = 'Radio Group')).pointer).toBe('/fields/showInWidget/widget');
    expect(errorOf('noticeSetting', (j) => (j.fields.showInWidget.enumNames = [1, 0])).pointer).toBe('/fields/showInWidget/enumNames/0');
  });
});

describe('uiSchemaFor: the served feature switch and id placement', () => {
  test('the switch is editable only with the section update action', () => {
    const all = uiSchemaFor(section('noticeSetting'), () => true);
    expect(all.featureSwitch).toMatchObject({ field: 'noticeType', on: 0, off: 1, editable: true });
    const readOnly = uiSchemaFor(section('noticeSetting'), (action) => action === 'read');
    expect(readOnly.featureSwitch).toMatchObject({ editable: false });
    expect(readOnly.rowActions).toEqual([]);
    expect(readOnly.toolbar).toEqual([]);
    expect(section('noticeSetting').ui!.featureSwitch).not.toHaveProperty('editable');
  });

  test('operations carry idIn when the id is not in the path; sections without a switch get none', () => {
    const served = uiSchemaFor(section('scheduleSetting'), () => true);
    expect(served.operations.update).toEqual({ method: 'POST', url: '/api/business/plt-schedule-type/update', idIn: 'body' });
    expect(served.operations.get).toEqual({ method: 'GET', url: '/api/business/plt-schedule-type/select/:id' });
    expect(uiSchemaFor(section('log'), () => true)).not.toHaveProperty('featureSwitch');
  });
});

describe('client: row id placement', () => {
  const row = { id: 7, name: 'x' };
  test('query, body, or the path (nothing added)', () => {
    expect(withRowId({ method: 'DELETE', url: '/d', idIn: 'query' }, { row })).toEqual({ params: { id: 7 }, body: undefined });
    expect(withRowId({ method: 'POST', url: '/u', idIn: 'body' }, { row, body: { status: 0 } })).toEqual({ params: undefined, body: { status: 0, id: 7 } });
    expect(withRowId({ method: 'PUT', url: '/u/:id' }, { row, body: { name: 'y' } })).toEqual({ params: undefined, body: { name: 'y' } });
    expect(withRowId({ method: 'POST', url: '/c', idIn: 'body' }, { body: { name: 'y' } })).toEqual({ params: undefined, body: { name: 'y' } });
    expect(withRowId({ method: 'POST', url: '/u', idIn: 'body' }, { row: { key: 3 }, rowKey: 'key' })).toEqual({ params: undefined, body: { id: 3 } });
  });
});

describe('client: search widgets', () => {
  test('a date range becomes the inclusive day bounds under the named parameters', () => {
    const item = { field: 'crtTime', valueType: 'dateRange', params: ['startDate', 'endtDate'] };
    expect(dateRangeSearch.toParams([dayjs('2026-03-01 15:00'), dayjs('2026-03-05 08:00')], item)).toEqual({
      startDate: '2026-03-01 00:00:00',
      endtDate: '2026-03-05 23:59:59',
    });
    expect(dateRangeSearch.toParams(null, item)).toEqual({});
    expect(dateRangeSearch.toParams([dayjs('2026-03-01'), null], item)).toEqual({});
    expect(dateRangeSearch.toParams([dayjs('2026-03-01'), dayjs('2026-03-01')], { field: 'day' })).toEqual({ dayStart: '2026-03-01 00:00:00', dayEnd: '2026-03-01 23:59:59' });
  });

  test('a month is sent as YYYY-MM under the field or its named parameter; none sends nothing', () => {
    expect(monthSearch.toParams(dayjs('2026-03-17'), { field: 'updTime' })).toEqual({ updTime: '2026-03' });
    expect(monthSearch.toParams(dayjs('2026-12-01'), { field: 'updTime', params: ['month'] })).toEqual({ month: '2026-12' });
    expect(monthSearch.toParams(null, { field: 'updTime' })).toEqual({});
  });

  test('a radio choice is its value; an item whose visibleWhen fails sends nothing (发送统计’s range only for 自定义)', () => {
    expect(radioSearch.toParams(0, { field: 'selectType' })).toEqual({ selectType: '0' });
    const items = [
      { field: 'selectType', valueType: 'radio' },
      { field: 'sendDate', valueType: 'dateRange', params: ['startDate', 'endDate'], visibleWhen: { field: 'selectType', eq: 2 } },
    ];
    const range = [dayjs('2026-03-01'), dayjs('2026-03-02')];
    const widgets: Record<string, any> = { radio: radioSearch, dateRange: dateRangeSearch };
    expect(searchParams(items, { selectType: 1, sendDate: range }, (t) => widgets[t])).toEqual({ selectType: '1' });
    expect(searchParams(items, { selectType: 2, sendDate: range }, (t) => widgets[t])).toEqual({ selectType: '2', startDate: '2026-03-01 00:00:00', endDate: '2026-03-02 23:59:59' });
  });

  test('text is trimmed; blank sends nothing', () => {
    expect(textSearch.toParams('  张 ', { field: 'crtName' })).toEqual({ crtName: '张' });
    expect(textSearch.toParams('   ', { field: 'crtName' })).toEqual({});
    expect(textSearch.toParams(undefined, { field: 'crtName' })).toEqual({});
  });
});

test('download file names come from Content-Disposition', () => {
  expect(fileNameOf(`attachment; filename*=UTF-8''${encodeURIComponent('操作日志')}.xlsx`, 'x.xlsx')).toBe('操作日志.xlsx');
  expect(fileNameOf('attachment; filename="report.xlsx"', 'x.xlsx')).toBe('report.xlsx');
  expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
});
