import { history, useSearchParams } from '@umijs/max';
import { Button, Card, Descriptions, Result, Spin, Steps, message } from 'antd';
import { useState } from 'react';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import PayMethods from '@/components/payment/PayMethods';
import PaymentSuccess from '@/components/payment/PaymentSuccess';
import { yuan } from '@/components/payment/yuan';
import { useSectionSchema } from '@/components/SchemaPage/useSectionSchema';
import { BALANCE_URL } from '@/services/payment';
import AmountStep, { AMOUNT_FIELD, type TopUpOrder } from './AmountStep';
import styles from '../sellApplication/index.less';

/**
 * 余额充值 (/cost?costPrice=<yuan>&sellIndex=1, spec doc 2 §4 Balance screen): 填写金额 (the amount from 余额管理, its
 * rules from the section's field) and 确认充值, which creates the top-up order (createRechargeOrder); then its QR
 * (valid 60 s, polled every 3 s); paid → 支付成功 and back to 余额管理 after 5 s; expired → 支付失败 and back to 余额管理.
 */
function TopUp() {
  const [searchParams] = useSearchParams();
  const { schema, error } = useSectionSchema('balance');
  const [order, setOrder] = useState<TopUpOrder>();
  const [paid, setPaid] = useState(false);

  const expired = () => {
    message.error('支付失败');
    history.push(BALANCE_URL);
  };

  const field = schema?.fields[AMOUNT_FIELD];
  let body;
  if (error) body = <Result status="warning" title={error} />;
  else if (!schema || !field) body = <Spin />;
  else if (!schema.operations.topUp) body = <Result status="warning" title="您没有权限执行该操作" />;
  else if (!order) body = <AmountStep field={field} initial={searchParams.get('costPrice')} onCreated={setOrder} />;
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
  const step = !order ? 0 : paid ? 2 : 1;
  return (
    <div className={styles.page}>
      <Steps className={styles.steps} current={step} status={paid ? 'finish' : undefined} items={[{ title: '填写金额' }, { title: '扫码支付' }, { title: '完成' }]} />
      <Card variant="borderless" title="余额充值" extra={<Button onClick={() => history.push(BALANCE_URL)}>返回余额管理</Button>}>
        {body}
      </Card>
    </div>
  );
}

export default function CostPage() {
  return <ConsoleLayout>{() => <TopUp />}</ConsoleLayout>;
}
