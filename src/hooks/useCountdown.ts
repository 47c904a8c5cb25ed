import { useCallback, useEffect, useRef, useState } from 'react';
import { SMS_COUNTDOWN_SECONDS } from '@/constants/patterns';

/**
 * A seconds countdown for SMS code buttons (spec doc 1 §4: get code, 60 s countdown, send again).
 * `left` is the seconds remaining (0 when idle), `sent` tells whether it ever started,
 * so the button can say '重新发送验证码'. The timer is cleared on unmount and on reset.
 */
export function useCountdown(seconds: number = SMS_COUNTDOWN_SECONDS) {
  const [left, setLeft] = useState(0);
  const [sent, setSent] = useState(false);
  const timer = useRef<number>();

  const clear = () => {
    if (timer.current !== undefined) window.clearInterval(timer.current);
    timer.current = undefined;
  };

  const start = useCallback(() => {
    clear();
    const end = Date.now() + seconds * 1000;
    setSent(true);
    setLeft(seconds);
    timer.current = window.setInterval(() => {
      const remaining = Math.ceil((end - Date.now()) / 1000);
      if (remaining <= 0) {
        clear();
        setLeft(0);
      } else {
        setLeft(remaining);
      }
    }, 250);
  }, [seconds]);

  const reset = useCallback(() => {
    clear();
    setLeft(0);
    setSent(false);
  }, []);

  useEffect(() => clear, []);

  return { left, running: left > 0, sent, start, reset };
}
