/**
 * 余额支付 on the purchase page: the balance beside the amount due, 去充值 when it falls short, and payment confirmed
 * with the login password.
 */
import { history } from '@umijs/max';
import { Alert, Button, Descriptions, Input, Modal, message } from 'antd';
import { useEffect, useState } from 'react';
import { balance as loadBalance, BALANCE_URL, payFromBalance, type Order } from '@/services/payment';
import { yuan } from './yuan';

export const PASSWORD_REQUIRED = '请输入密码!';
export const BALANCE_SHORT = '账户余额不足，请进行充值!';

/**
 * 余额支付: the balance beside the price; paying asks for the login password (请输入密码! when empty) and is offered
 * when the price does not exceed the balance (the spec says "below"; paying exactly the balance is allowed, README).
 */
export default function BalancePay({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const [available, setAvailable] = useState<number>();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [paying, setPaying] = useState(false);
  useEffect(() => {
    loadBalance()
      .then((res) => setAvailable(Number(res.data)))
      .catch(() => setAvailable(undefined));
  }, []);
  const enough = available !== undefined && order.amount <= available;

  const pay = async () => {
    if (!password) return void message.warning(PASSWORD_REQUIRED);
    setPaying(true);
    try {
      await payFromBalance(order.id, password);
      setAsking(false);
      onPaid();
    } catch {
      // the request client showed the server's message (密码错误, 账户余额不足，请进行充值!)
    } finally {
      setPaying(false);
    }
  };

  return (
    <div data-pay="balance">
      <Descriptions column={1} size="small" style={{ maxWidth: 420, margin: '8px 0 16px' }}>
        <Descriptions.Item label="账户余额">{available === undefined ? '-' : `¥${yuan(available)}`}</Descriptions.Item>
        <Descriptions.Item label="应付金额">
          <span style={{ color: '#ff4d4f', fontWeight: 600 }}>¥{yuan(order.amount)}</span>
        </Descriptions.Item>
      </Descriptions>
      {available !== undefined && !enough && (
        <Alert
          type="warning"
          showIcon
          message={BALANCE_SHORT}
          style={{ marginBottom: 16, maxWidth: 520 }}
          action={
            <Button size="small" onClick={() => history.push(BALANCE_URL)}>
              去充值
            </Button>
          }
        />
      )}
      <Button type="primary" disabled={!enough} onClick={() => (setPassword(''), setAsking(true))}>
        确认支付
      </Button>
      <Modal title="请输入登录密码" open={asking} width={400} okText="确认支付" cancelText="取消" confirmLoading={paying} onOk={pay} onCancel={() => setAsking(false)} destroyOnClose>
        <Input.Password autoFocus placeholder="请输入密码" value={password} onChange={(e) => setPassword(e.target.value)} onPressEnter={pay} />
      </Modal>
    </div>
  );
}
