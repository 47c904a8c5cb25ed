/**
 * A payment QR (spec doc 1 §2 Pay): its remaining seconds of validity and a 3-second poll of the order's status,
 * ending paid or expired.
 */
import { Alert, Button, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { POLL_MS, pngSource, QR_VALID_SECONDS, qrCode, qrPaid } from '@/services/payment';
import styles from './payment.less';

interface Props {
  orderSn: string;
  /** Yuan. */
  amount: number;
  /** The line under the code (which apps scan it). */
  hint: string;
  onPaid: () => void;
  /** The 60 s ran out unpaid (the caller says 支付失败 and goes back). */
  onExpired: () => void;
}

/**
 * A payment QR of the gateway (getQrcodeGenerate) with the seconds it stays valid; checkIcbcPayStatus is polled every
 * 3 s while it shows. Paid → onPaid; 60 s without payment → onExpired. Unmounting stops both timers.
 */
export default function QrPayment({ orderSn, amount, hint, onPaid, onExpired }: Props) {
  const [qr, setQr] = useState<{ image: string; url: string }>();
  const [failed, setFailed] = useState<string>();
  const [left, setLeft] = useState(QR_VALID_SECONDS);
  const [attempt, setAttempt] = useState(0);
  const done = useRef(false);
  const handlers = useRef({ onPaid, onExpired });
  handlers.current = { onPaid, onExpired };

  useEffect(() => {
    done.current = false;
    setQr(undefined);
    setFailed(undefined);
    setLeft(QR_VALID_SECONDS);
    let alive = true;
    const timers: ReturnType<typeof setInterval>[] = [];
    const finish = (paid: boolean) => {
      if (done.current || !alive) return;
      done.current = true;
      timers.forEach(clearInterval);
      (paid ? handlers.current.onPaid : handlers.current.onExpired)();
    };
    qrCode(orderSn, amount)
      .then((res) => {
        if (!alive) return;
        setQr({ image: pngSource(res.data.result.qrcode), url: res.data.result.url });
        const started = Date.now();
        timers.push(
          setInterval(() => {
            const remaining = QR_VALID_SECONDS - Math.floor((Date.now() - started) / 1000);
            setLeft(Math.max(remaining, 0));
            if (remaining <= 0) finish(false);
          }, 250),
          setInterval(() => void qrPaid(orderSn).then((paid) => paid && finish(true)), POLL_MS),
        );
      })
      .catch((error) => alive && setFailed(error?.body?.msg ?? '获取支付二维码失败'));
    return () => {
      alive = false;
      timers.forEach(clearInterval);
    };
  }, [orderSn, amount, attempt]);

  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        message={failed}
        action={
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            重试
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.qr} data-qr-url={qr?.url}>
      <div className={styles.qrBox}>{qr ? <img src={qr.image} alt="支付二维码" width={180} height={180} /> : <Spin />}</div>
      <Typography.Text>{hint}</Typography.Text>
      <Typography.Text type="secondary" data-qr-left={left}>
        二维码 <Typography.Text type={left <= 10 ? 'danger' : undefined}>{left}</Typography.Text> 秒内有效
      </Typography.Text>
    </div>
  );
}
