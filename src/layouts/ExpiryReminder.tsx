import { Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/services/request';
import type { AnswerData } from '@/services/api-client';
import { getToken } from '@/services/session';

/** The reminder's text is fetched this long after the modal opens (spec doc 1 §2 Expiry reminder). */
export const REMINDER_DELAY_MS = 1000;
export const EXPIRY_REMINDER_PATH = '/api/admin/user/front/expiryReminder';
type Reminder = AnswerData<typeof EXPIRY_REMINDER_PATH, 'get'>;
const SEEN_KEY = 'expiryReminderSeen';

/** Shown once per sign-in (token): closing it with 我知道了 keeps it closed while moving between pages. */
const seenKey = () => `${SEEN_KEY}:${(getToken() ?? '').slice(-16)}`;

/**
 * 到期提醒: when front/info's invalid flag is set (the company's trial or subscription has expired), a modal
 * appears, fetches its text after 1 second from the session-level reminder call and closes on 我知道了.
 */
export default function ExpiryReminder({ invalid }: { invalid?: number | string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string>();

  useEffect(() => {
    if (Number(invalid) !== 1 || sessionStorage.getItem(seenKey())) return undefined;
    setOpen(true);
    const timer = setTimeout(() => {
      api
        .get<Reminder>(EXPIRY_REMINDER_PATH, undefined, { quiet: true })
        .then((res) => setText(res.data?.text || '您的企业服务已到期，请及时续费。'))
        .catch(() => setText('您的企业服务已到期，请及时续费。'));
    }, REMINDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [invalid]);

  const close = () => {
    sessionStorage.setItem(seenKey(), '1');
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      title="到期提醒"
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={440}
      footer={
        <Button type="primary" onClick={close}>
          我知道了
        </Button>
      }
    >
      {text === undefined ? <Spin /> : <p data-testid="expiry-reminder-text">{text}</p>}
    </Modal>
  );
}
