/**
 * The 获取验证码 button inside a code input, with its 60-second countdown before a code can be sent again.
 */
import { Button } from 'antd';
import { useState } from 'react';
import { useCountdown } from '@/hooks/useCountdown';

interface Props {
  /** Sends the code; resolve true to start the 60 s countdown. */
  onSend: () => Promise<boolean>;
  idleText?: string;
  /** Shown once the countdown has run out. */
  againText?: string;
}

/** The get-code button inside a code input: disabled while sending and while counting down. */
export default function SmsCodeButton({ onSend, idleText = '获取验证码', againText = '重新发送验证码' }: Props) {
  const { left, running, sent, start } = useCountdown();
  const [pending, setPending] = useState(false);

  const click = async () => {
    setPending(true);
    try {
      if (await onSend()) start();
    } finally {
      setPending(false);
    }
  };

  let label = idleText;
  if (running) label = `${left}秒后重新发送`;
  else if (sent) label = againText;

  return (
    <Button type="link" size="small" style={{ padding: 0 }} disabled={running || pending} loading={pending} onClick={click}>
      {label}
    </Button>
  );
}
