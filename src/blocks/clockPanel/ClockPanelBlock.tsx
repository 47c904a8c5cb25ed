/**
 * The `clockPanel` block (考勤's 打卡): today's date and weekday, a clock ticking every second (Shanghai time), the
 * shift, the day's sign-in and sign-out times with 迟到/早退 badges, and the buttons 签到 and 签退, each a disabled
 * 已签到 / 已签退 label once done. The status is the block's `load`; the buttons call `signIn` / `signOut` with the
 * browser's position when it gives one (mobile clock-in), never an address or a user (the server reads who signs
 * from the token and the address from the request), and the server's refusal is shown.
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { currentPosition } from '@/shared/current-position';
import { shanghaiNow } from '@/shared/shanghai-clock';
import { callOperation, operationOf } from '../calls';
import type { BlockProps } from '../types';
import { useRecord } from '../useRecord';
import { buttonState, clockText, dateText, shiftText, signBadges, stampText, weekdayText, type SignAction, type SignStatus } from './clock-panel';
import styles from './clock-panel.less';

/** The Shanghai wall clock, read again every second. */
function useTicking() {
  const [now, setNow] = useState(shanghaiNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(shanghaiNow()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export default function ClockPanelBlock({ block, page }: BlockProps) {
  const now = useTicking();
  const { record, loading } = useRecord(page, block);
  const status = record as SignStatus | undefined;
  const [busy, setBusy] = useState<SignAction>();

  const sign = async (action: SignAction) => {
    const operation = operationOf(page, block, block[action]);
    if (!operation) return;
    setBusy(action);
    try {
      await callOperation(operation, { body: (await currentPosition()) ?? {} });
      page.reload();
    } catch {
      // the request client showed the server's refusal (message.error)
    } finally {
      setBusy(undefined);
    }
  };

  const button = (action: SignAction) => {
    const state = buttonState(status, action);
    if (!operationOf(page, block, block[action])) return null;
    return state.done ? (
      <Button key={action} size="large" shape="round" disabled icon={<CheckCircleFilled />} data-sign={action}>
        {state.text}
      </Button>
    ) : (
      <Button key={action} size="large" shape="round" type={action === 'signIn' ? 'primary' : 'default'} disabled={!state.enabled} loading={busy === action} onClick={() => sign(action)} data-sign={action}>
        {state.text}
      </Button>
    );
  };

  const badge = (text: string) =>
    signBadges(status)
      .filter((shown) => shown.text === text)
      .map((shown) => (
        <Tag key={shown.text} color={shown.color} data-badge={shown.text}>
          {shown.text}
        </Tag>
      ));

  return (
    <div className={styles.panel} data-testid="clock-panel">
      <div className={styles.clock}>
        <Typography.Text type="secondary" data-testid="clock-date">
          {dateText(now)} {weekdayText(now)}
        </Typography.Text>
        <div className={styles.time} data-testid="clock-time">
          {clockText(now)}
        </div>
      </div>
      {loading && !status ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Descriptions column={{ xs: 1, sm: 3 }} size="small" className={styles.status}>
          <Descriptions.Item label="班次">{shiftText(status)}</Descriptions.Item>
          <Descriptions.Item label="签到时间">
            <Space size={4}>
              {stampText(status?.signInTime, '未签到')}
              {badge('迟到')}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="签退时间">
            <Space size={4}>
              {stampText(status?.signOutTime, '未签退')}
              {badge('早退')}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      )}
      <Space size="large" className={styles.buttons}>
        {button('signIn')}
        {button('signOut')}
      </Space>
    </div>
  );
}
