/**
 * The workbench's welcome block: the greeting, the member's company and department, today's date and unread
 * messages.
 */
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Statistic } from 'antd';
import { shanghaiNow } from '@/shared/shanghai-clock';
import { greetingNow } from '@/layouts/greeting';
import type { CurrentUser } from '@/services/types';
import { useSession } from '../form/useSession';
import styles from './workbench.less';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** The `welcome` block (the workbench's header): greeting, company and department, today's date, unread messages. */
export default function WelcomeBlock() {
  const user = useSession() as CurrentUser;
  const today = shanghaiNow();
  return (
    <Card variant="borderless" className={styles.welcome}>
      <div className={styles.welcomeMain}>
        <Avatar size={56} src={user?.photo || undefined} icon={<UserOutlined />} className={styles.welcomeAvatar} />
        <div className={styles.welcomeText}>
          <div className={styles.welcomeTitle}>
            {greetingNow()}，{user?.name ?? ''}，祝你开心每一天！
          </div>
          <div className={styles.welcomeSub}>
            {[...new Set([user?.companyName, user?.departName].filter(Boolean))].join(' · ') || '云商务平台'}
          </div>
        </div>
      </div>
      <div className={styles.welcomeStats}>
        <Statistic title="今天" value={today.format('M月D日')} suffix={WEEKDAYS[today.day()]} valueStyle={{ fontSize: 20 }} />
        <Statistic title="未读消息" value={user?.newsQty ?? 0} valueStyle={{ fontSize: 20 }} />
      </div>
    </Card>
  );
}
