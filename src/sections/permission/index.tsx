import { Card, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import type { SectionPageProps } from '@/sections';
import AdminTable from './AdminTable';
import ByApplication from './ByApplication';
import ByPerson from './ByPerson';
import RoleTable from './RoleTable';
import styles from './index.less';

/** 应用权限: sub-tabs by application and by person. */
function AppPermissions() {
  const [view, setView] = useState<'app' | 'person'>('app');
  return (
    <div className={styles.stack}>
      <Segmented
        value={view}
        onChange={(value) => setView(value as 'app' | 'person')}
        options={[
          { label: '按应用', value: 'app' },
          { label: '按人员', value: 'person' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'app' ? <ByApplication /> : <ByPerson />}
    </div>
  );
}

/** 权限设置 (spec doc 2 §2): tabs 系统权限 (administrators and roles) and 应用权限. */
export default function PermissionPage({ title }: SectionPageProps) {
  return (
    <Card variant="borderless" title={title}>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'system',
            label: '系统权限',
            children: (
              <div className={styles.stack}>
                <AdminTable />
                <RoleTable />
              </div>
            ),
          },
          { key: 'app', label: '应用权限', children: <AppPermissions /> },
        ]}
      />
    </Card>
  );
}
