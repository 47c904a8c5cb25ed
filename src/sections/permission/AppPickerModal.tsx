import { useEffect, useState } from 'react';
import type { CompanyApp } from './api';
import { AppName, AppStatusTag, seatsText } from './AppName';
import PickerModal from './PickerModal';

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

  useEffect(() => {
    if (!open) return;
    setLoading(true);
    load()
      .then(setApps)
      .catch(() => setApps([]))
      .finally(() => setLoading(false));
  }, [open]);

  return (
    <PickerModal<CompanyApp>
      open={open}
      title={title}
      onConfirm={onConfirm}
      onClose={onClose}
      table={{
        rowKey: 'appId',
        loading,
        dataSource: apps,
        pagination: false,
        scroll: { y: 300 },
        columns: [
          { title: '应用名称', dataIndex: 'appName', render: (_, app) => <AppName app={app} /> },
          { title: '到期日期', dataIndex: 'expireDate', width: 120, render: (value) => value ?? '-' },
          { title: '已用/授权', key: 'seats', width: 100, render: (_, app) => seatsText(app) },
          { title: '状态', dataIndex: 'status', width: 90, render: (status) => <AppStatusTag status={status} /> },
        ],
      }}
    />
  );
}
