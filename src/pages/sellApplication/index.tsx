/**
 * 购买 (/sellApplication, spec doc 1 §2 Purchase flow): a package chosen and confirmed, the order created and
 * priced by the server, paid, and the result; or an unpaid order paid.
 */
import { history, useSearchParams } from '@umijs/max';
import { Button, Card, Descriptions, Result, Spin, Steps, message } from 'antd';
import { useEffect, useState } from 'react';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import PayMethods from '@/components/payment/PayMethods';
import PaymentSuccess from '@/components/payment/PaymentSuccess';
import { yuan } from '@/components/payment/yuan';
import { parseItem, type CatalogueItem, type CataloguePackage } from '@/services/catalogue';
import { createOrder, lessCount, MY_ORDERS_URL, ORDER_STATUS, orderById, servicePackages, TOP_UP_ORDER_TYPE, type Order } from '@/services/payment';
import type { CurrentUser } from '@/services/types';
import PackageStage from './PackageStage';
import styles from './index.less';

type Stage = 'choose' | 'confirm' | 'pay' | 'paid';
const STEP: Record<Stage, number> = { choose: 0, confirm: 0, pay: 1, paid: 2 };
const ORDER_STATE_TEXT: Record<number, string> = { [ORDER_STATUS.paid]: '该订单已支付', [ORDER_STATUS.cancelled]: '该订单已取消，无法支付' };
/** Where the result's countdown goes: the application centre's services (spec doc 1 §2). */
const APPLICATION_CENTRE = '/merchantApplication?applicationsIndex=1';

/** The result's line: the order number and, after an SMS pack, the messages now remaining. */
function paidText(order?: Order, item?: CatalogueItem, remaining?: number) {
  if (!order) return undefined;
  const sms = item?.counter === 'smsCount' && remaining !== undefined ? `，剩余短信 ${remaining} 条` : '';
  return `订单编号：${order.orderNo}${sms}`;
}

/**
 * 购买 (/sellApplication, spec doc 1 §2 Purchase flow). `applicationIndex` + `data` (the catalogue item serialised by
 * the detail page): stage 0 account info and packages, 结算; stage 1 confirm (product, package, cost) → createOrder
 * (priced by the server); then the payment tabs and the result. `applicationsIndex={orderId}`: straight to paying
 * that unpaid order.
 */
function Purchase({ user }: { user?: CurrentUser }) {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('applicationsIndex');
  const selected = parseItem(searchParams.get('data'));
  const [stage, setStage] = useState<Stage>(orderId ? 'pay' : 'choose');
  const [item, setItem] = useState<CatalogueItem>();
  const [remaining, setRemaining] = useState<number>();
  const [picked, setPicked] = useState<CataloguePackage>();
  const [order, setOrder] = useState<Order>();
  const [failed, setFailed] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [payKey, setPayKey] = useState(0);

  const loadRemaining = () => lessCount().then((res) => setRemaining(res.data.lessCount), () => undefined);
  const loadPackages = (id: number) =>
    servicePackages(id).then(
      (res) => setItem(res.data),
      (error) => setFailed(error?.body?.msg ?? '获取套餐失败'),
    );

  useEffect(() => {
    void loadRemaining();
    if (orderId) {
      orderById(orderId).then(
        (res) => setOrder(res.data),
        (error) => setFailed(error?.body?.msg ?? '订单不存在'),
      );
    } else if (selected) {
      void loadPackages(selected.id);
    } else {
      setFailed('请从应用中心选择要购买的服务');
    }
  }, [orderId]);

  const submit = async () => {
    if (!item || !picked) return;
    setSubmitting(true);
    try {
      const res = await createOrder({ type: item.kind === 0 ? 0 : 1, cid: item.id, name: item.name, qty: picked.qty, amount: picked.price });
      setOrder(res.data);
      setStage('pay');
    } catch {
      // A changed price (409) is said by the request client; show the catalogue's current packages.
      setPicked(undefined);
      setStage('choose');
      void loadPackages(item.id);
    } finally {
      setSubmitting(false);
    }
  };

  const paid = () => {
    message.success('支付成功');
    setStage('paid');
    void loadRemaining();
  };
  const expired = () => {
    message.error('支付失败');
    // Back to the first payment step: the tabs again with a fresh QR.
    setPayKey((key) => key + 1);
  };

  if (failed) {
    return <Result status="warning" title={failed} extra={<Button onClick={() => history.push(APPLICATION_CENTRE)}>返回应用中心</Button>} />;
  }
  let body;
  if (stage === 'paid') {
    body = (
      <Card variant="borderless">
        <PaymentSuccess redirect={APPLICATION_CENTRE} redirectTitle="应用中心" extra={{ title: '我的订单', url: MY_ORDERS_URL }} subTitle={paidText(order, item, remaining)} />
      </Card>
    );
  } else if (stage === 'pay') {
    if (!order) body = <Spin />;
    else if (order.status !== ORDER_STATUS.unpaid) {
      body = <Result status="info" title={ORDER_STATE_TEXT[order.status] ?? '该订单无法支付'} extra={<Button onClick={() => history.push(MY_ORDERS_URL)}>我的订单</Button>} />;
    } else {
      body = (
        <Card variant="borderless" title="支付" className={styles.card}>
          <Descriptions column={{ xs: 1, md: 3 }} size="small" style={{ marginBottom: 8 }}>
            <Descriptions.Item label="订单编号">{order.orderNo}</Descriptions.Item>
            <Descriptions.Item label="产品名称">{order.name}</Descriptions.Item>
            <Descriptions.Item label="应付金额">
              <span style={{ color: '#ff4d4f', fontWeight: 600 }}>¥{yuan(order.amount)}</span>
            </Descriptions.Item>
          </Descriptions>
          <PayMethods key={payKey} order={order} allowBalance={order.type !== TOP_UP_ORDER_TYPE} onPaid={paid} onExpired={expired} />
        </Card>
      );
    }
  } else if (!item) {
    body = <Spin />;
  } else if (stage === 'choose') {
    body = <PackageStage user={user} item={item} remaining={remaining} picked={picked} onPick={setPicked} onSettle={() => setStage('confirm')} />;
  } else {
    body = (
      <Card variant="borderless" title="确认订单" className={styles.card}>
        <Descriptions column={1} bordered size="middle" style={{ maxWidth: 640 }}>
          <Descriptions.Item label="产品名称">{item.name}</Descriptions.Item>
          <Descriptions.Item label="套餐详情">
            {picked!.qty.toLocaleString('zh-CN')}
            {picked!.unit}
          </Descriptions.Item>
          <Descriptions.Item label="费用">
            <span style={{ color: '#ff4d4f', fontWeight: 600 }}>¥{yuan(picked!.price)}</span>
          </Descriptions.Item>
        </Descriptions>
        <div className={styles.footer}>
          <Button onClick={() => setStage('choose')}>上一步</Button>
          <Button type="primary" size="large" loading={submitting} onClick={submit}>
            提交订单
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <div className={styles.page}>
      <Steps className={styles.steps} current={STEP[stage]} status={stage === 'paid' ? 'finish' : undefined} items={[{ title: '确认订单' }, { title: '支付' }, { title: '完成' }]} />
      {body}
    </div>
  );
}

export default function SellApplicationPage() {
  return <ConsoleLayout>{(user) => <Purchase user={user} />}</ConsoleLayout>;
}
