/**
 * The top-up page's first step, 填写金额 (/cost, spec doc 2 §4): the amount checked by 余额管理's declared field, and
 * 确认充值, which alone creates the top-up order.
 */
import { Button, Form, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { fieldRules } from '@/components/SchemaPage/rules';
import type { FieldDef } from '@/components/SchemaPage/types';
import { MoneyWidget } from '@/components/SchemaPage/widgets';
import { createRechargeOrder } from '@/services/payment';

export type TopUpOrder = { id: number; orderNo: string; orderSn: string; amount: number };

/** 余额管理's amount field (schemas/admin/balance.json): its title, bounds and messages are the form's. */
export const AMOUNT_FIELD = 'topUpAmount';

interface Props {
  field: FieldDef;
  /** The amount brought from 余额管理 (?costPrice), yuan as text. */
  initial: string | null;
  onCreated: (order: TopUpOrder) => void;
}

/** A number from the query's text, or undefined when it is none. */
const amountOf = (text: string | null) => (text !== null && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined);

/**
 * 填写金额: the amount, checked by the declared field's rules (0 says 充值金额不能小于0.01元), and 确认充值, which alone
 * creates the top-up order: loading or reloading /cost creates none. The server's refusal is shown by the request
 * client.
 */
export default function AmountStep({ field, initial, onCreated }: Props) {
  const [form] = Form.useForm<{ [AMOUNT_FIELD]?: number }>();
  const [creating, setCreating] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    const amount = amountOf(initial);
    if (amount === undefined) return;
    form.setFieldsValue({ [AMOUNT_FIELD]: amount });
    // An amount that cannot be topped up says so at once.
    form.validateFields().catch(() => undefined);
  }, [initial]);

  const confirm = async (values: { [AMOUNT_FIELD]?: number }) => {
    // One order per confirmation, however fast the button is pressed again.
    if (busy.current) return;
    busy.current = true;
    setCreating(true);
    try {
      const res = await createRechargeOrder(Number(values[AMOUNT_FIELD]).toFixed(2));
      onCreated(res.data);
    } catch {
      // the request client already showed the server's message
    } finally {
      busy.current = false;
      setCreating(false);
    }
  };

  return (
    <Form form={form} name="topUp" layout="horizontal" labelCol={{ flex: '112px' }} style={{ maxWidth: 520 }} onFinish={confirm}>
      <Typography.Paragraph type="secondary">确认充值后生成充值订单，请使用微信或支付宝扫码支付</Typography.Paragraph>
      <MoneyWidget name={AMOUNT_FIELD} label={field.title} def={field} rules={fieldRules(AMOUNT_FIELD, field, true)} />
      <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={creating}>
          确认充值
        </Button>
      </Form.Item>
    </Form>
  );
}
