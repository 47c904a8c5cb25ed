import { message, Modal, Table, type TableProps } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { type ReactNode, useEffect, useState } from 'react';
import { TEXT } from './api';

interface Props<Row> {
  open: boolean;
  title: string;
  /** Gets the ticked row keys; a rejection keeps the modal open (the request client shows the error). */
  onConfirm: (ids: number[]) => Promise<void>;
  onClose: () => void;
  /** Shown above the table, e.g. a search box. */
  header?: ReactNode;
  table: Omit<TableProps<Row>, 'size' | 'rowSelection'>;
  rowSelection?: Omit<TableRowSelection<Row>, 'selectedRowKeys' | 'onChange'>;
}

/** A modal around a selectable table: 确定 with nothing ticked warns, otherwise hands the ticked keys over and closes. */
export default function PickerModal<Row extends object>({ open, title, onConfirm, onClose, header, table, rowSelection }: Props<Row>) {
  const [selected, setSelected] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) setSelected([]);
  }, [open]);

  const confirm = async () => {
    if (selected.length === 0) {
      message.warning(TEXT.addNone);
      return;
    }
    setSaving(true);
    try {
      await onConfirm(selected);
      onClose();
    } catch {
      // the request client showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={title} width={640} onCancel={onClose} onOk={confirm} okText="确定" cancelText="取消" confirmLoading={saving} destroyOnHidden>
      {header}
      <Table<Row>
        size="small"
        {...table}
        rowSelection={{ ...rowSelection, selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
      />
    </Modal>
  );
}
