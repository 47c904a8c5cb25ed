import { ReloadOutlined, ScanOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QR_POLL_MS, QR_SIZE } from '@/constants/patterns';
import { isSuccess, queryLoginInfo } from '@/services/auth';
import { useFinishLogin } from '../useFinishLogin';
import styles from '../index.less';

/** Polling stops on the client after this long even if the server never says "expired". */
const CLIENT_LIMIT_MS = 5 * 60_000;
const EXPIRED_CODE = 4100;

/** crypto.randomUUID exists only in secure contexts (https, localhost); fall back to getRandomValues. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * QR login (spec doc 1 §4): a random UUID shown as a 180×180 QR, polled every 500 ms;
 * code 2000 stores the token, says '扫码登录成功!' and opens /merchant; expiry offers a refresh.
 */
export default function QrLogin() {
  const [uuid, setUuid] = useState(newUuid);
  const [expired, setExpired] = useState(false);
  const finishLogin = useFinishLogin();
  const timer = useRef<number>();

  const stop = useCallback(() => {
    if (timer.current !== undefined) window.clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    const startedAt = Date.now();
    let inFlight = false;
    let done = false;
    const finish = () => {
      done = true;
      stop();
    };
    const poll = async () => {
      if (inFlight || done) return;
      if (Date.now() - startedAt > CLIENT_LIMIT_MS) {
        finish();
        setExpired(true);
        return;
      }
      inFlight = true;
      try {
        const reply = await queryLoginInfo(uuid);
        if (done) return;
        if (isSuccess(reply.code) && reply.data?.access_token) {
          finish();
          message.success('扫码登录成功!');
          await finishLogin(reply.data.access_token, reply.data.depart);
        } else if (Number(reply.code) === EXPIRED_CODE) {
          finish();
          setExpired(true);
        }
      } catch {
        // No answer from the server: stop rather than retry twice a second.
        finish();
        setExpired(true);
      } finally {
        inFlight = false;
      }
    };
    timer.current = window.setInterval(poll, QR_POLL_MS);
    return finish;
  }, [uuid]);

  const refresh = () => {
    setExpired(false);
    setUuid(newUuid());
  };

  const value = `${window.location.origin}/api/admin/autologin/confirm?uuid=${uuid}`;

  return (
    <div className={styles.qr}>
      <div className={styles.qrBox}>
        <QRCodeSVG value={value} size={QR_SIZE} level="M" />
        {expired && (
          <div className={styles.qrMask}>
            <span>二维码已失效</span>
            <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={refresh}>
              刷新二维码
            </Button>
          </div>
        )}
      </div>
      <div className={styles.qrHint}>
        <ScanOutlined /> 请使用手机 App 扫描二维码登录
      </div>
      <div className={styles.qrSub}>打开云商务平台手机 App，点击“扫一扫”扫描上方二维码，并在手机上确认登录</div>
    </div>
  );
}
