import { history } from '@umijs/max';
import { Alert, Button, Card, Descriptions, Result, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { yuan } from '@/components/payment/yuan';
import { BALANCE_URL, REDIRECT_SECONDS } from '@/services/payment';
import { sandboxOrder, sandboxPay, type SandboxChannel, type SandboxOrder } from './sandbox-api';
import styles from './index.less';

/** Where the result view goes after its countdown (spec doc 1 §2 Settlement): the service market, or 余额管理 after a top-up. */
const SERVICE_MARKET = `/merchantApplication?${new URLSearchParams({ applicationsIndex: '1' })}`;
const TOP_UP = 3;

interface Outcome {
  paid: boolean;
  message: string;
}

function ResultView({ outcome, order }: { outcome: Outcome; order: SandboxOrder }) {
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  const [target, title] = order.type === TOP_UP ? [BALANCE_URL, '会员中心'] : [SERVICE_MARKET, '增值服务市场'];
  useEffect(() => {
    const timer = setInterval(() => setLeft((n) => n - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) history.push(target);
  }, [left, target]);
  return (
    <Result
      status={outcome.paid ? 'success' : 'error'}
      title={outcome.paid ? '支付成功' : '支付失败'}
      subTitle={
        <>
          <div>{outcome.paid ? `订单 ${order.orderNo} 已支付 ¥${yuan(order.amount)}` : outcome.message}</div>
          <span data-countdown={Math.max(left, 0)}>
            {Math.max(left, 0)} 秒后自动跳转{title}
          </span>
        </>
      }
      extra={
        <Button type="primary" onClick={() => history.push(target)}>
          立即跳转
        </Button>
      }
    />
  );
}

/**
 * /settlement — the payment sandbox's page (spec doc 1 §2 Settlement mock page), the embedded stand-in for a payment
 * app: a public page opened from a payment QR, authorised only by the link's signed query (valid 60 s). It shows the
 * real order (number, service, amount), tabs 微信 / 支付宝, and 确认支付 / 取消, which post the payer's choice to the
 * link as a gateway's callback settles it; then the result view with a 5-second countdown and the redirect.
 */
export default function SettlementPage() {
  const [order, setOrder] = useState<SandboxOrder>();
  const [failed, setFailed] = useState<string>();
  const [channel, setChannel] = useState<SandboxChannel>('wechat');
  const [busy, setBusy] = useState<'success' | 'fail'>();
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => {
    sandboxOrder().then(
      (res) => setOrder(res.data),
      (error) => setFailed(error?.body?.msg ?? '支付链接无效'),
    );
  }, []);

  const choose = (result: 'success' | 'fail') => {
    setBusy(result);
    sandboxPay(result, channel)
      .then(
        (res) => setOutcome({ paid: result === 'success' && res.data.status === 1, message: result === 'success' ? res.msg : '您已取消支付，订单未支付' }),
        (error) => setOutcome({ paid: false, message: error?.body?.msg ?? '支付失败' }),
      )
      .finally(() => setBusy(undefined));
  };

  let body;
  if (failed) body = <Result status="warning" title={failed} subTitle="请返回重新扫描支付二维码" />;
  else if (!order) body = <Spin />;
  else if (outcome) body = <ResultView outcome={outcome} order={order} />;
  else {
    const payable = order.status === 0;
    body = (
      <>
        <Tabs
          activeKey={channel}
          onChange={(key) => setChannel(key as SandboxChannel)}
          items={[
            { key: 'wechat', label: '微信支付' },
            { key: 'alipay', label: '支付宝' },
          ]}
        />
        {order.expired && <Alert className={styles.sandbox} type="warning" showIcon message="二维码已过期，请返回重新获取" />}
        {!payable && <Alert className={styles.sandbox} type="info" showIcon message={order.status === 1 ? '该订单已支付' : '该订单已取消'} />}
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label="订单编号">{order.orderNo}</Descriptions.Item>
          <Descriptions.Item label="服务名称">{order.name}</Descriptions.Item>
          <Descriptions.Item label="支付金额">
            <span className={styles.amount}>¥{yuan(order.amount)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="有效期至">{order.expireTime}</Descriptions.Item>
        </Descriptions>
        <div className={styles.actions}>
          <Button size="large" disabled={!payable || Boolean(busy)} loading={busy === 'fail'} onClick={() => choose('fail')}>
            取消
          </Button>
          <Button size="large" type="primary" disabled={!payable || Boolean(busy)} loading={busy === 'success'} onClick={() => choose('success')}>
            确认支付
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <Card className={styles.card} title="支付" variant="borderless">
        <Alert className={styles.sandbox} type="info" message="支付沙箱：本页模拟支付网关，确认后按网关回调入账，不会产生真实扣款。" />
        {body}
      </Card>
    </div>
  );
}
