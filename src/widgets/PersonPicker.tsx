import { Input, Modal, message } from 'antd';
import { useEffect, useState } from 'react';
import { api, type Envelope } from '@/services/request';
import RecordTable from '@/components/SchemaPage/RecordTable';
import { usePagedRows } from '@/components/SchemaPage/paging';
import type { FieldDef } from '@/components/SchemaPage/types';

/** A company member as the pickers list them: the member id (user/selectPage's), name, code, department. */
export interface Person {
  id: number;
  name: string;
  code?: string;
  departName?: string;
}

export interface Page<T> {
  records: T[];
  total: number;
}

export type ListQuery = Record<string, string | number | undefined>;
export type MemberLoader = (query: ListQuery) => Promise<Envelope<Page<Person>>>;

/** The company's current members any signed-in member may list (the notice pickers' list). */
export const MEMBERS_URL = '/api/business/plt-user-notice/userPage';
export const loadMembers: MemberLoader = (query) => api.get<Page<Person>>(MEMBERS_URL, query, { quiet: true });

interface Props {
  open: boolean;
  title: string;
  /** Single choice (the issuer filter): more than one ticked warns `只能选择一条数据!`. */
  single?: boolean;
  value: Person[];
  onCancel: () => void;
  onOk: (people: Person[]) => void;
  /** The member list (default MEMBERS_URL; a field's `options` operation, schedules' plt-schedule/userPage). */
  load?: MemberLoader;
}

/** The list's two columns. */
const COLUMNS = ['name', 'departName'];
const FIELDS: Record<string, FieldDef> = { name: { type: 'string', title: '姓名' }, departName: { type: 'string', title: '部门' } };
const PAGE_SIZE = 10;

/**
 * The one person picker (spec doc 1): a dialog with a name search and the one table with selection, name and
 * department, prev/next paging only, cancel and confirm. The registered `personPicker` widget (PersonPickerWidget.tsx) opens it.
 */
export default function PersonPicker({ open, title, single, value, onCancel, onOk, load = loadMembers }: Props) {
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<Person[]>(value);
  const list = usePagedRows({
    // Listed while open: a closed picker asks for nothing.
    load: (page, limit) =>
      open
        ? load({ page, limit, name: name || undefined }).then(
            (res) => res.data,
            (error) => {
              message.error(error.message);
              throw error;
            },
          )
        : Promise.resolve({ records: [], total: 0 }),
    filters: { open, name },
    pageSize: PAGE_SIZE,
  });

  useEffect(() => {
    if (open) setPicked(value);
  }, [open, value]);

  const confirm = () => {
    if (single && picked.length > 1) {
      message.warning('只能选择一条数据!');
      return;
    }
    onOk(picked);
  };

  return (
    <Modal open={open} title={title} onCancel={onCancel} onOk={confirm} okText="确定" cancelText="取消" width={560} destroyOnHidden>
      <Input.Search placeholder="请输入姓名" allowClear onSearch={(text) => setName(text.trim())} style={{ marginBottom: 12 }} />
      <RecordTable
        rowKey="id"
        size="small"
        columns={COLUMNS}
        fields={FIELDS}
        list={list}
        pager="simple"
        selection={{
          keys: picked.map((p) => p.id),
          preserve: true,
          onChange: (keys, selected) => {
            if (!keys.length) return setPicked([]);
            // Rows of other pages stay picked; this page's are replaced by the ticked ones.
            const here = new Set(list.rows.map((r) => r.id));
            setPicked([...picked.filter((p) => !here.has(p.id)), ...(selected as Person[]).filter((r) => here.has(r.id))]);
          },
        }}
      />
    </Modal>
  );
}
