/**
 * The `formSubmissions` block (表单设计's 查看提交): the submissions of one form (the row the dialog was opened with) in
 * the one table — 提交人, 部门, 提交时间, 版本, then the fields' titles of the latest version (or the version picked),
 * values as labels; the search form (提交人, 部门, 提交时间); a detail drawer with every answer under its own version's
 * titles (the `versions` operation, or the list's `versions`); the toolbar's 导出 (a `download` action given the form as
 * its record).
 */
import { Button, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import RecordTable from '@/components/SchemaPage/RecordTable';
import { usePagedRows } from '@/components/SchemaPage/paging';
import type { FieldDef } from '@/components/SchemaPage/types';
import type { Column } from '../../../shared/schema-types.generated';
import { callOperation, operationOf } from '../calls';
import BlockSearchBar from '../form/BlockSearchBar';
import type { BlockProps, Row } from '../types';
import { useBlockActions } from '../useBlockActions';
import { ANSWER_PREFIX, latest, rowsWithAnswers, versionOf, type FormVersion } from './answers';
import { orderedKeys } from './field-model';
import FormAnswers from './FormAnswers';

const BASE_FIELDS: Record<string, FieldDef> = {
  submitterName: { type: 'string', title: '提交人' },
  departName: { type: 'string', title: '部门' },
  crtTime: { type: 'datetime', title: '提交时间' },
  version: { type: 'integer', title: '版本' },
};

const BASE_COLUMNS: Column[] = [
  { field: 'submitterName', width: 100 },
  { field: 'departName', width: 120 },
  { field: 'crtTime', width: 160 },
  { field: 'version', width: 70 },
];

export default function FormSubmissionsBlock({ block, page, row }: BlockProps) {
  const [search, setSearch] = useState<Record<string, string>>({});
  const [versions, setVersions] = useState<FormVersion[]>([]);
  const [shownVersion, setShownVersion] = useState<number>();
  const [detail, setDetail] = useState<Row>();
  const operation = operationOf(page, block, block.operation);
  const { buttons, holder } = useBlockActions(page, block);
  const formId = row?.id;
  const versionsSeen = useRef<string>('');

  // The form's published versions: the block's `versions` operation, else those the list answers beside its rows.
  const versionsOperation = operationOf(page, block, block.versions);
  useEffect(() => {
    if (!versionsOperation || formId === undefined) return;
    callOperation<FormVersion[]>(versionsOperation, { params: { formId }, quiet: true })
      .then((res) => setVersions(Array.isArray(res.data) ? res.data.map((one) => ({ ...one, version: Number(one.version) })) : []))
      .catch(() => setVersions([]));
  }, [versionsOperation?.url, formId, page.version]);

  const load = async (pageNo: number, limit: number) => {
    if (!operation) return [];
    const res = await callOperation<{ records: Row[]; total: number; versions?: FormVersion[] }>(operation, { params: { ...block.params, ...search, formId, page: pageNo, limit } });
    const answered = res.data?.versions;
    const key = JSON.stringify(answered?.map((one) => one.version) ?? null);
    if (answered && key !== versionsSeen.current) {
      versionsSeen.current = key;
      setVersions(answered);
    }
    return res.data;
  };
  const paged = usePagedRows({ load, filters: { formId, search }, version: page.version, pageSize: block.pageSize ?? 10 });
  // Each answer's label under `answer_<key>`, by the row's own version (the versions may come after the rows).
  const rows = useMemo(() => rowsWithAnswers(paged.rows, versions), [paged.rows, versions]);
  const list = { ...paged, rows };

  const shown = (shownVersion !== undefined && versions.find((one) => one.version === shownVersion)) || latest(versions);
  const { columns, fields } = useMemo(() => {
    const keys = shown ? orderedKeys(shown.schema, shown.uiSchema) : [];
    const answerFields = Object.fromEntries(keys.map((key) => [`${ANSWER_PREFIX}${key}`, { type: 'string', title: String(shown!.schema.properties[key]?.title ?? key) } as FieldDef]));
    const answerColumns: Column[] = keys.map((key) => ({ field: `${ANSWER_PREFIX}${key}`, width: 120, ellipsis: true }));
    return { columns: [...BASE_COLUMNS, ...answerColumns], fields: { ...BASE_FIELDS, ...answerFields } };
  }, [shown]);

  const toolbar = buttons(block.toolbar, row, 'middle');
  return (
    <div data-testid="form-submissions">
      {(block.searchForm?.length ?? 0) > 0 && (
        <div style={{ marginBottom: 12 }}>
          <BlockSearchBar page={page} block={block} onSearch={setSearch} />
        </div>
      )}
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          {versions.length > 1 && (
            <>
              <Typography.Text type="secondary">列标题按版本</Typography.Text>
              <Select
                size="small"
                style={{ width: 110 }}
                value={shown?.version}
                onChange={setShownVersion}
                options={[...versions].sort((a, b) => b.version - a.version).map((one) => ({ value: one.version, label: `版本${one.version}` }))}
                aria-label="版本"
              />
            </>
          )}
        </Space>
        <Space>{toolbar}</Space>
      </Space>
      <RecordTable
        rowKey="id"
        columns={columns}
        fields={fields}
        list={list}
        size="small"
        empty={block.empty ?? '暂无提交'}
        actions={{
          titles: ['详情'],
          gap: 0,
          render: (one) => [
            <Button key="detail" type="link" size="small" onClick={() => setDetail(one)}>
              详情
            </Button>,
          ],
        }}
      />
      <FormAnswers
        submission={detail}
        version={detail && versionOf(versions, detail.version)}
        onClose={() => setDetail(undefined)}
        header={[
          { label: '提交人', value: detail?.submitterName },
          { label: '部门', value: detail?.departName },
          { label: '提交时间', value: detail?.crtTime },
          { label: '版本', value: detail && `版本${detail.version}` },
        ]}
      />
      {holder}
    </div>
  );
}
