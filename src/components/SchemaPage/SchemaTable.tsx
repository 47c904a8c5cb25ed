/**
 * A section's list page from its served schema: tabs, search form, toolbar and the table (paged, or a tree with
 * 展开全部 and 调整顺序), with its actions run by useActionRunner.
 */
import { Button, Card, Checkbox, Tabs } from 'antd';
import { type Key, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { rowActionLinks, tabColumns } from './columns';
import { isActionShown } from './condition';
import FeatureSwitch from './FeatureSwitch';
import { callOperation, collectParentKeys } from './operations';
import { usePagedRows } from './paging';
import RecordTable from './RecordTable';
import SearchBar from './SearchBar';
import TreeReorderDialog from './TreeReorderDialog';
import type { Row, SectionSchema } from './types';
import { type OpenDialog, useActionRunner } from './useActionRunner';

const DEFAULT_PAGE_SIZES = [10, 20, 50];

interface Props {
  schema: SectionSchema;
  /** Shown in the card's header, right of the title (e.g. counters). */
  extra?: ReactNode;
  /** Opens the dialog block an action names (`dialog`); a page of blocks gives it. */
  openDialog?: OpenDialog;
  /** A change lists the rows again (a page of blocks bumps it when any of its blocks saved). */
  version?: number;
  /** Called after an action changed rows, instead of listing again here (a page of blocks reloads every block). */
  onChanged?: () => void;
}

/** The section's tabs, search form, toolbar and table, driven by its schema. */
export default function SchemaTable({ schema, extra, openDialog, version, onChanged }: Props) {
  const tabs = schema.tabs ?? [];
  const rowKey = schema.rowKey ?? 'id';
  const pageSizes = schema.pageSizes?.length ? schema.pageSizes : DEFAULT_PAGE_SIZES;
  const [tab, setTab] = useState<string | undefined>(tabs[0]?.key);
  const [search, setSearch] = useState<Record<string, string>>({});
  // The columns' filter menus (`filter` columns): each field's ticked values, comma-separated, beside the search.
  const [columnFilters, setColumnFilters] = useState<Record<string, string>>({});
  const [expandAll, setExpandAll] = useState(false);
  const [reordering, setReordering] = useState(false);
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);
  const [selected, setSelected] = useState<Row[]>([]);
  const parentKeys = useRef<Key[]>([]);
  const expandAllRef = useRef(expandAll);
  expandAllRef.current = expandAll;
  const tabParams = (key?: string) => tabs.find((t) => t.key === key)?.params ?? {};

  // The tab's list operation, a page at a time when it pages; a tree answers all its rows at once.
  const load = async (pageNo: number, limit: number): Promise<unknown> => {
    // A tree table without tabs lists its section's tree.
    const operation = schema.operations[tabs.find((t) => t.key === tab)?.operation ?? schema.listOperation ?? (schema.treeTable && schema.operations.tree ? 'tree' : 'list')];
    if (!operation) return null;
    const fixed = { ...search, ...columnFilters, ...tabParams(tab) };
    const paged = operation.paged ?? !schema.treeTable;
    const { data } = await callOperation(operation, { params: paged ? { ...fixed, page: pageNo, limit } : fixed });
    if (Array.isArray(data)) {
      parentKeys.current = collectParentKeys(data, rowKey);
      setExpandedKeys(expandAllRef.current ? parentKeys.current : []);
    }
    return data;
  };
  const list = usePagedRows({ load, filters: { tab, ...search, ...columnFilters }, pageSize: pageSizes[0], paged: !schema.treeTable });

  const reload = useCallback(() => {
    setSelected([]);
    list.reload();
  }, [list.reload]);
  const { run, holder } = useActionRunner(schema, onChanged ?? reload, openDialog);
  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    reload();
  }, [version, reload]);
  const columns = useMemo(() => tabColumns(schema, tab), [schema, tab]);
  const actions = useMemo(() => rowActionLinks(schema, tab, run), [schema, tab, run]);
  const toolbar = (schema.toolbar ?? []).filter((action) => isActionShown(action, tab));
  const selectable = toolbar.some((action) => action.needsSelection);

  const toggleExpandAll = (checked: boolean) => {
    setExpandAll(checked);
    setExpandedKeys(checked ? parentKeys.current : []);
  };

  const toolBarRender = () => [
    ...(schema.treeTable && schema.expandAllToggle
      ? [
          <Checkbox key="__expandAll" checked={expandAll} onChange={(e) => toggleExpandAll(e.target.checked)}>
            {schema.expandAllToggle}
          </Checkbox>,
        ]
      : []),
    ...(schema.treeReorder
      ? [
          <Button key="__treeReorder" onClick={() => setReordering(true)}>
            {schema.treeReorder.title}
          </Button>,
        ]
      : []),
    ...toolbar.map((action, index) => (
      <Button
        key={action.key}
        type={index === 0 ? 'primary' : 'default'}
        danger={action.danger}
        onClick={() => run(action, undefined, { selected, query: { ...search, ...columnFilters, ...tabParams(tab) } })}
      >
        {action.title}
      </Button>
    )),
  ];

  return (
    <Card title={schema.title} extra={extra} variant="borderless" styles={{ body: { paddingTop: tabs.length ? 0 : undefined } }}>
      {schema.featureSwitch && <FeatureSwitch def={schema.featureSwitch} />}
      {tabs.length > 0 && (
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setSelected([]);
            setTab(key);
          }}
          items={tabs.map((t) => ({ key: t.key, label: t.title }))}
        />
      )}
      <RecordTable
        rowKey={rowKey}
        columns={columns}
        fields={schema.fields}
        treeTable={!!schema.treeTable}
        actions={actions}
        list={list}
        pageSizes={pageSizes}
        toolbar={{ title: <SearchBar fields={schema.searchForm ?? []} defs={schema.fields} onSearch={setSearch} />, buttons: toolBarRender() }}
        onFilter={(filters) => setColumnFilters(Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0).map(([key, values]) => [key, values.join(',')])))}
        selection={selectable ? { keys: selected.map((r) => r[rowKey]), onChange: (_keys, rows) => setSelected(rows) } : undefined}
        expandable={schema.treeTable ? { expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpandedKeys([...keys]) } : undefined}
      />
      {holder}
      {schema.treeReorder && (
        <TreeReorderDialog
          schema={schema}
          open={reordering}
          onClose={(changed) => {
            setReordering(false);
            if (changed) (onChanged ?? reload)();
          }}
        />
      )}
    </Card>
  );
}
