/**
 * One table component (issue 27): only src/components/SchemaPage/RecordTable.tsx draws antd's Table; no other file
 * under src/ imports `Table` from antd (or antd/es/table) or ProTable from ProComponents. The list of exceptions is
 * empty and can only stay so: an entry that no longer imports a table fails too.
 */
import { sourceFiles, sourceText } from '../support/source-files';

const ONE_TABLE = 'src/components/SchemaPage/RecordTable.tsx';

/**
 * Components still drawing their own antd Table. None is left: the person picker's list and the stock centre's two
 * tables draw with the one table (their own cells through `cells`, the stock total through `summary`).
 */
const STILL_ALLOWED: string[] = [];

const TABLE_SOURCES: Record<string, RegExp> = {
  antd: /^Table$/,
  '@ant-design/pro-components': /^(ProTable|EditableProTable|DragSortTable)$/,
  '@ant-design/pro-table': /./,
  'antd/es/table': /./,
  'antd/lib/table': /./,
};

/** The table components a file's source imports as values (`import type` and `type X` specifiers are types only). */
function importedTables(source: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, clause, from] of source.matchAll(/import\s+(type\s+)?([^;'"]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    const wanted = TABLE_SOURCES[from];
    if (typeOnly || !wanted) continue;
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const specifiers = named.split(',').map((part) => part.trim()).filter((part) => part && !part.startsWith('type '));
    const names = specifiers.map((part) => part.split(/\s+as\s+/)[0].trim());
    const whole = clause.replace(/\{[^}]*\}/, '').split(',').map((part) => part.replace(/^\*\s+as\s+/, '').trim()).filter(Boolean);
    for (const name of names) if (wanted.test(name)) found.push(`${name} from ${from}`);
    // A default or namespace import of a table module, or antd's namespace used for its Table.
    for (const name of whole) {
      if (from !== 'antd' && from !== '@ant-design/pro-components') found.push(`${name} from ${from}`);
      else if (new RegExp(`\\b${name}\\.(Table|ProTable)\\b`).test(source)) found.push(`${name}.Table from ${from}`);
    }
  }
  return found;
}

const files = sourceFiles('src', ['.ts', '.tsx']);

test('the detector sees the one table import antd Table, and not a type-only import', () => {
  expect(importedTables(sourceText(ONE_TABLE))).toContain('Table from antd');
  expect(importedTables("import { Button, type Table } from 'antd';\nimport type { ColumnsType } from 'antd/es/table';")).toEqual([]);
  expect(importedTables("import {\n  Card,\n  Table as Grid,\n} from 'antd';")).toEqual(['Table from antd']);
  expect(importedTables("import { ProTable, type ProColumns } from '@ant-design/pro-components';")).toEqual(['ProTable from @ant-design/pro-components']);
  expect(importedTables("import * as antd from 'antd';\nconst T = antd.Table;")).toEqual(['antd.Table from antd']);
});

test('no file outside the one table imports a table component, apart from the pages still allowed', () => {
  const offending = files.filter((file) => file !== ONE_TABLE && !STILL_ALLOWED.includes(file)).flatMap((file) => importedTables(sourceText(file)).map((what) => `${file}: ${what}`));
  expect(offending).toEqual([]);
});

test('every page still allowed still draws its own table (a rebuilt page leaves the list)', () => {
  const rebuilt = STILL_ALLOWED.filter((file) => !files.includes(file) || importedTables(sourceText(file)).length === 0);
  expect(rebuilt).toEqual([]);
});
