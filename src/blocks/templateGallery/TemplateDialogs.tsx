/**
 * The template gallery's dialogs: a website template's detail (previews, supports, price) and its purchase.
 */
import { history } from '@umijs/max';
import { Alert, Button, Descriptions, Form, Image, Input, Modal, Space, Tag, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '@/services/request';
import { balance as loadBalance } from '@/services/payment';
import { buyTemplate, colorLabel, supportLabels, templateDetail, typeLabel, type WebTemplate } from './template-api';
import styles from './templateGallery.less';

export const INSUFFICIENT = '账户余额不足，请进行充值!';
const reason = (error: unknown) => (error instanceof ApiError ? error.body?.msg ?? '' : '');

/** A template's detail: previews, category, colour, supports, description and price; 访问模板 and 立即购买. */
export function TemplateDetail({ template, onClose, onOpen, onBuy }: { template: WebTemplate; onClose: () => void; onOpen: () => void; onBuy: () => void }) {
  const [full, setFull] = useState<WebTemplate>(template);
  useEffect(() => {
    templateDetail(template.id)
      .then((res) => setFull(res.data))
      .catch((error) => message.error(`获取模板详情失败!${reason(error)}`));
  }, [template.id]);
  const previews = (full.content ?? full.cover ?? '').split(',').filter(Boolean);
  return (
    <Modal
      open
      width={760}
      title={full.name}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onOpen}>访问模板</Button>
          <Button type="primary" onClick={onBuy}>
            立即购买
          </Button>
        </Space>
      }
    >
      <div className={styles.previews}>
        {previews.map((url) => (
          <Image key={url} src={url} alt={full.name} width={340} />
        ))}
      </div>
      <Descriptions column={2} size="small" className={styles.detailItems}>
        <Descriptions.Item label="行业类型">{typeLabel(full.type)}</Descriptions.Item>
        <Descriptions.Item label="颜色">{colorLabel(full.color)}</Descriptions.Item>
        <Descriptions.Item label="支持">{supportLabels(full.support).map((label) => <Tag key={label}>{label}</Tag>)}</Descriptions.Item>
        <Descriptions.Item label="价格">
          <span className={styles.price}>¥{full.price.toFixed(2)}</span>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{full.description}</Typography.Paragraph>
    </Modal>
  );
}

/**
 * Buying a template with the balance (spec doc 2 §2, §5, §8): the login password (`密码不能为空`); 购买 disabled while
 * the balance is below the price (`账户余额不足，请进行充值!`, a link to top up); `购买模板成功!` / `购买模板失败!`.
 */
export function PurchaseDialog({ template, onClose, onBought }: { template: WebTemplate; onClose: () => void; onBought: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const [money, setMoney] = useState<number>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    loadBalance({ quiet: true })
      .then((res) => setMoney(Number(res.data)))
      .catch((error) => message.error(`获取账户余额失败!${reason(error)}`));
  }, []);
  const short = money !== undefined && money < template.price;

  const buy = async () => {
    const { password } = await form.validateFields();
    setBusy(true);
    try {
      await buyTemplate({ password, cid: template.id, type: 2, amount: template.price });
      message.success('购买模板成功!');
      onBought();
    } catch (error) {
      const text = reason(error);
      message.error(text === INSUFFICIENT ? INSUFFICIENT : `购买模板失败!${text}`);
      if (text === INSUFFICIENT) loadBalance({ quiet: true }).then((res) => setMoney(Number(res.data)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={480}
      title="购买模板"
      onCancel={onClose}
      okText="确认购买"
      cancelText="取消"
      okButtonProps={{ disabled: money === undefined || short, loading: busy }}
      onOk={() => void buy()}
      destroyOnHidden
    >
      <Descriptions column={1} size="small" className={styles.detailItems}>
        <Descriptions.Item label="模板名称">{template.name}</Descriptions.Item>
        <Descriptions.Item label="模板价格">
          <span className={styles.price}>¥{template.price.toFixed(2)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="支付方式">账户余额</Descriptions.Item>
        <Descriptions.Item label="账户余额">{money === undefined ? '…' : `¥${money.toFixed(2)}`}</Descriptions.Item>
      </Descriptions>
      {short && (
        <Alert
          type="warning"
          showIcon
          className={styles.short}
          message={INSUFFICIENT}
          action={
            <Button size="small" type="link" onClick={() => history.push('/merchantManagement?contentIndex=balance')}>
              去充值
            </Button>
          }
        />
      )}
      <Form form={form} layout="vertical" onFinish={() => void buy()}>
        <Form.Item label="登录密码" name="password" rules={[{ required: true, message: '密码不能为空' }]}>
          <Input.Password placeholder="请输入登录密码" autoComplete="current-password" disabled={short} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
