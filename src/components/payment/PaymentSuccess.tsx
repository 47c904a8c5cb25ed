/**
 * The 支付成功 result of the purchase and top-up pages (spec doc 1 §2 Result), returning after a 5-second countdown.
 */
import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { REDIRECT_SECONDS } from '@/services/payment';

interface Props {
  /** Where the countdown goes (the application centre, 余额管理). */
  redirect: string;
  /** What the countdown line names (e.g. 应用中心). */
  redirectTitle: string;
  /** A second button (我的订单). */
  extra?: { title: string; url: string };
  subTitle?: string;
}

/** 支付成功 with a 5-second countdown, then the redirect (spec doc 1 §2 Result). */
export default function PaymentSuccess({ redirect, redirectTitle, extra, subTitle }: Props) {
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    const timer = setInterval(() => setLeft((n) => n - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) history.push(redirect);
  }, [left, redirect]);

  return (
    <Result
      status="success"
      title="支付成功"
      subTitle={
        <>
          {subTitle && <div>{subTitle}</div>}
          <span data-countdown={Math.max(left, 0)}>{Math.max(left, 0)} 秒后自动返回{redirectTitle}</span>
        </>
      }
      extra={[
        <Button key="back" type="primary" onClick={() => history.push(redirect)}>
          返回{redirectTitle}
        </Button>,
        ...(extra
          ? [
              <Button key="extra" onClick={() => history.push(extra.url)}>
                {extra.title}
              </Button>,
            ]
          : []),
      ]}
    />
  );
}
