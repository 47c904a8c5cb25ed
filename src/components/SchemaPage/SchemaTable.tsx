import { Button, Card, Checkbox, Grid, Tabs } from 'antd';
import { type Key, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buildColumns } from './columns';
import { tableScrollX } from './column-width';
import { isActionShown } from './condition';
import FeatureSwitch from './FeatureSwitch';
import LeanTable, { type TableAction } from './LeanTable';
import { callOperation, collectParentKeys } from './operations';
import SearchBar from './SearchBar';
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
  const [pagedShape, setPagedShape] = useState(!schema.treeTable);
  const [expandAll, setExpandAll] = useState(false);
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);
  const [selected, setSelected] = useState<Row[]>([]);
  const parentKeys = useRef<Key[]>([]);
  const expandAllRef = useRef(expandAll);
  expandAllRef.current = expandAll;
  const actionRef = useRef<TableAction>();

  const reload = useCallback(() => {
    setSelected([]);
    actionRef.current?.reload();
  }, []);
  const { run, holder } = useActionRunner(schema, onChanged ?? reload, openDialog);
  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    reload();
  }, [version, reload]);
  const columns = useMemo(() => buildColumns(schema, tab, run), [schema, tab, run]);
  const screens = Grid.useBreakpoint();
  const toolbar = (schema.toolbar ?? []).filter((action) => isActionShown(action, tab));
  const selectable = toolbar.some((action) => action.needsSelection);
  const tabParams = (key?: string) => tabs.find((t) => t.key === key)?.params ?? {};

  const request = async (params: Record<string, any>) => {
    const { current, pageSize, tab: tabKey, ...filters } = params;
    const operationName = tabs.find((t) => t.key === tabKey)?.operation ?? schema.listOperation ?? 'list';
    const operation = schema.operations[operationName];
    if (!operation) return { data: [], total: 0, success: true };
    const paged = operation.paged ?? !schema.treeTable;
    const fixed = { ...filters, ...tabParams(tabKey) };
    const query = paged ? { ...fixed, page: current, limit: pageSize } : fixed;
    try {
      const { data } = await callOperation(operation, { params: query });
      if (Array.isArray(data)) {
        setPagedShape(false);
        parentKeys.current = collectParentKeys(data, rowKey);
        setExpandedKeys(expandAllRef.current ? parentKeys.current : []);
        return { data: data as Row[], total: data.length, success: true };
      }
      setPagedShape(true);
      return { data: (data?.records ?? []) as Row[], total: Number(data?.total ?? 0), success: true };
    } catch {
      return { data: [], total: 0, success: false };
    }
  };

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
      <LeanTable
        actionRef={actionRef}
        rowKey={rowKey}
        columns={columns}
        params={{ tab, ...search, ...columnFilters }}
        onFilter={(filters) => setColumnFilters(Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0).map(([key, values]) => [key, values.join(',')])))}
        request={request}
        headerTitle={<SearchBar fields={schema.searchForm ?? []} defs={schema.fields} onSearch={setSearch} />}
        toolBarRender={toolBarRender}
        rowSelection={
          selectable
            ? { selectedRowKeys: selected.map((r) => r[rowKey]), onChange: (_keys, rows) => setSelected(rows.filter(Boolean)) }
            : undefined
        }
        expandable={
          schema.treeTable
            ? { expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpandedKeys([...keys]) }
            : undefined
        }
        pagination={
          pagedShape
            ? {
                defaultPageSize: pageSizes[0],
                pageSizeOptions: pageSizes,
                showSizeChanger: true,
                showQuickJumper: true,
                showTotal: (total) => `共 ${total} 条`,
              }
            : false
        }
        size="middle"
        scroll={{ x: tableScrollX(columns, selectable, screens) }}
      />
      {holder}
    </Card>
  );
}
