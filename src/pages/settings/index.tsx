import { Card, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import { loadProfile, type UserProfile } from './profile-api';
import BasicInfoForm from './BasicInfoForm';
import AvatarPane from './AvatarPane';
import AccountPane from './AccountPane';
import styles from './index.less';

function SettingsTabs({ userId }: { userId?: number | string }) {
  const [profile, setProfile] = useState<UserProfile>();

  useEffect(() => {
    if (userId === undefined) return;
    loadProfile(userId).then(setProfile, () => undefined);
  }, [userId]);

  const merge = (change: Partial<UserProfile>) => setProfile((old) => (old ? { ...old, ...change } : old));

  return (
    <div className={styles.page}>
      <Card title="个人设置" className={styles.card}>
        <Tabs
          tabPosition="left"
          className={styles.tabs}
          items={[
            { key: 'basic', label: '基本资料', children: <BasicInfoForm profile={profile} onSaved={setProfile} /> },
            { key: 'avatar', label: '头像设置', children: <AvatarPane profile={profile} onSaved={(photo) => merge({ photo, photoUrl: photo })} /> },
            { key: 'account', label: '账号与密码', children: <AccountPane profile={profile} onChanged={merge} /> },
          ]}
        />
      </Card>
    </div>
  );
}

/** 个人设置 (/settings and /settingss, spec doc 1 §2): basic info, avatar, account and password. */
export default function SettingsPage() {
  return <ConsoleLayout>{(user) => <SettingsTabs userId={user?.id} />}</ConsoleLayout>;
}
