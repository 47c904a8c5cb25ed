import { message, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { type CompanyApp, TEXT } from './api';
import { AppName, AppStatusTag, seatsText } from './AppName';

interface Props {
  open: boolean;
  title: string;
  load: () => Promise<CompanyApp[]>;
  onConfirm: (appIds: number[]) => Promise<void>;
  onClose: () => void;
}

/** 添加应用: a selectable table of the company apps a person does not have yet (app name, expiry date). */
export default function AppPickerModal({ open, title, load, onConfirm, onClose }: Props) {
  const [apps, setApps] = useState<CompanyApp[]>([]);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setSelected([]);
    setLoading(true);
    load()
      .then(setApps)
      .catch(() => setApps([]))
      .finally(() => setLoading(false));
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
      <Table<CompanyApp>
        rowKey="appId"
        size="small"
        loading={loading}
        dataSource={apps}
        pagination={false}
        scroll={{ y: 300 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        columns={[
          { title: '应用名称', dataIndex: 'appName', render: (_, app) => <AppName app={app} /> },
          { title: '到期日期', dataIndex: 'expireDate', width: 120, render: (value) => value ?? '-' },
          { title: '已用/授权', key: 'seats', width: 100, render: (_, app) => seatsText(app) },
          { title: '状态', dataIndex: 'status', width: 90, render: (status) => <AppStatusTag status={status} /> },
        ]}
      />
    </Modal>
  );
}
