import { Input } from 'antd';
import { useEffect, useState } from 'react';
import type { Member, Page } from './api';
import PickerModal from './PickerModal';

interface Props {
  open: boolean;
  title: string;
  /** A page of members that may be picked. */
  load: (query: { name?: string; page: number; limit: number }) => Promise<Page<Member>>;
  /** Rows shown but not selectable (e.g. members who already are administrators). */
  disabled?: (member: Member) => boolean;
  onConfirm: (ids: number[]) => Promise<void>;
  onClose: () => void;
}

const PAGE_SIZE = 10;

/** A selectable, searchable, paged table of company members (name, cloud account, department). */
export default function MemberPickerModal({ open, title, load, disabled, onConfirm, onClose }: Props) {
  const [name, setName] = useState<string>();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<Member>>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open) return;
    setLoading(true);
    load({ name, page, limit: PAGE_SIZE })
      .then(setData)
      .catch(() => setData({ records: [], total: 0 }))
      .finally(() => setLoading(false));
  }, [open, name, page]);

  useEffect(() => {
    if (open) {
      setPage(1);
      setName(undefined);
    }
  }, [open]);

  return (
    <PickerModal<Member>
      open={open}
      title={title}
      onConfirm={onConfirm}
      onClose={onClose}
      header={
        <Input.Search
          allowClear
          placeholder="请输入姓名"
          style={{ width: 240, marginBottom: 12 }}
          onSearch={(value) => {
            setPage(1);
            setName(value.trim() || undefined);
          }}
        />
      }
      rowSelection={{ preserveSelectedRowKeys: true, getCheckboxProps: (member) => ({ disabled: disabled?.(member) ?? false }) }}
      table={{
        rowKey: 'id',
        loading,
        dataSource: data.records,
        pagination: { current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showSizeChanger: false, showTotal: (total) => `共 ${total} 条` },
        columns: [
          { title: '姓名', dataIndex: 'name' },
          { title: '云账号', dataIndex: 'mobile' },
          { title: '所属部门', dataIndex: 'departName', render: (value) => value ?? '-' },
          { title: '职位', dataIndex: 'position', render: (value) => value ?? '-' },
        ],
      }}
    />
  );
}
