import { Input, Modal, Table, message } from 'antd';
import { useEffect, useState } from 'react';
import { api, type Envelope } from '@/services/request';

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

/**
 * The one person picker (spec doc 1): a dialog with a name search and a table with selection, name and department,
 * prev/next paging only, cancel and confirm. The registered `personPicker` widget (PersonPickerWidget.tsx) opens it.
 */
export default function PersonPicker({ open, title, single, value, onCancel, onOk, load = loadMembers }: Props) {
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [rows, setRows] = useState<Person[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [picked, setPicked] = useState<Person[]>(value);

  useEffect(() => {
    if (open) setPicked(value);
  }, [open, value]);
  useEffect(() => {
    if (!open) return;
    setLoading(true);
    load({ page, limit: 10, name: name || undefined })
      .then((res) => {
        setRows(res.data.records);
        setTotal(res.data.total);
      })
      .catch((error) => message.error(error.message))
      .finally(() => setLoading(false));
  }, [open, page, name]);

  const confirm = () => {
    if (single && picked.length > 1) {
      message.warning('只能选择一条数据!');
      return;
    }
    onOk(picked);
  };

  return (
    <Modal open={open} title={title} onCancel={onCancel} onOk={confirm} okText="确定" cancelText="取消" width={560} destroyOnHidden>
      <Input.Search placeholder="请输入姓名" allowClear onSearch={(text) => (setPage(1), setName(text.trim()))} style={{ marginBottom: 12 }} />
      <Table<Person>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={rows}
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '部门', dataIndex: 'departName' },
        ]}
        rowSelection={{
          selectedRowKeys: picked.map((p) => p.id),
          preserveSelectedRowKeys: true,
          onChange: (_keys, selected) => {
            // Rows of other pages stay picked; this page's are replaced by the ticked ones.
            const here = new Set(rows.map((r) => r.id));
            setPicked([...picked.filter((p) => !here.has(p.id)), ...selected.filter(Boolean)]);
          },
        }}
        pagination={{ current: page, pageSize: 10, total, simple: true, onChange: setPage }}
      />
    </Modal>
  );
}
