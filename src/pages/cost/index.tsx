import { history, useSearchParams } from '@umijs/max';
import { Button, Card, Descriptions, Result, Spin, Steps, message } from 'antd';
import { useEffect, useState } from 'react';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import PayMethods from '@/components/payment/PayMethods';
import PaymentSuccess from '@/components/payment/PaymentSuccess';
import { yuan } from '@/components/payment/yuan';
import { BALANCE_URL, createRechargeOrder } from '@/services/payment';
import styles from '../sellApplication/index.less';

type TopUpOrder = { id: number; orderNo: string; orderSn: string; amount: number };

/**
 * 余额充值 (/cost?costPrice=<yuan>&sellIndex=1, spec doc 2 §4 Balance screen): a top-up order of that amount
 * (createRechargeOrder), its QR (valid 60 s, polled every 3 s); paid → 支付成功 and back to 余额管理 after 5 s;
 * expired → 支付失败 and back to 余额管理.
 */
function TopUp() {
  const [searchParams] = useSearchParams();
  const amount = searchParams.get('costPrice') ?? '';
  const [order, setOrder] = useState<TopUpOrder>();
  const [failed, setFailed] = useState<string>();
  const [paid, setPaid] = useState(false);

  useEffect(() => {
    createRechargeOrder(amount).then(
      (res) => setOrder(res.data),
      (error) => setFailed(error?.body?.msg ?? '创建充值订单失败'),
    );
  }, [amount]);

  const expired = () => {
    message.error('支付失败');
    history.push(BALANCE_URL);
  };

  let body;
  if (failed) body = <Result status="warning" title={failed} extra={<Button onClick={() => history.push(BALANCE_URL)}>返回余额管理</Button>} />;
  else if (!order) body = <Spin />;
  else if (paid) body = <PaymentSuccess redirect={BALANCE_URL} redirectTitle="余额管理" subTitle={`已充值 ¥${yuan(order.amount)}`} />;
  else {
    body = (
      <>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginBottom: 8 }}>
          <Descriptions.Item label="订单编号">{order.orderNo}</Descriptions.Item>
          <Descriptions.Item label="充值金额">
            <span style={{ color: '#ff4d4f', fontWeight: 600 }}>¥{yuan(order.amount)}</span>
          </Descriptions.Item>
        </Descriptions>
        <PayMethods order={order} allowBalance={false} onPaid={() => (message.success('支付成功'), setPaid(true))} onExpired={expired} />
      </>
    );
  }
  return (
    <div className={styles.page}>
      <Steps className={styles.steps} current={paid ? 2 : 1} status={paid ? 'finish' : undefined} items={[{ title: '填写金额' }, { title: '扫码支付' }, { title: '完成' }]} />
      <Card variant="borderless" title="余额充值" extra={<Button onClick={() => history.push(BALANCE_URL)}>返回余额管理</Button>}>
        {body}
      </Card>
    </div>
  );
}

export default function CostPage() {
  return <ConsoleLayout>{() => <TopUp />}</ConsoleLayout>;
}
