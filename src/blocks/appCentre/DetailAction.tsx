import { history } from '@umijs/max';
import { Button, Tooltip, message } from 'antd';
import { useState } from 'react';
import { APP_CENTRE_ROUTE, useOpensArea } from '@/hooks/useOpensArea';
import { openApp } from '@/services/enter-app';
import { ApiError } from '@/services/request';
import {
  APP_STATUS_IN_USE,
  applyTrial,
  type CatalogueItem,
  type CatalogueSubscription,
  isWebsiteBuilder,
  purchaseUrl,
  TEMPLATE_GALLERY_URL,
} from '@/services/catalogue';

/** Why an app the company has had cannot be entered: the enter call's own messages. */
const NOT_IN_USE: Record<number, string> = { 3: '该应用已过期，请续费后再使用!', 4: '该应用已停用，请联系管理员启用!' };

interface Props {
  item: CatalogueItem;
  /** 1 a service, 0 an app. */
  index: number;
  /** The company's subscription to the app: undefined while it is read, null when it has none. */
  subscription: CatalogueSubscription | null | undefined;
  onSubscribed: (subscription: CatalogueSubscription) => void;
}

/**
 * The detail page's button (spec doc 1 §2). A service: 立即购买; 企业建站: the template gallery; an app the company
 * has none of: 申请试用 — these three for who holds the purchase grant. An app the company has (from its
 * subscription, so it holds after a reload): 进入应用 while in use, else 已试用 (disabled, saying why).
 */
export default function DetailAction({ item, index, subscription, onSubscribed }: Props) {
  const [busy, setBusy] = useState(false);
  const mayPurchase = useOpensArea(APP_CENTRE_ROUTE);
  const app = index === 0 && !isWebsiteBuilder(item);
  const button = (label: string, onClick?: () => void, disabled = false) => (
    <Button type="primary" size="large" loading={busy} disabled={disabled} onClick={onClick} data-testid="detail-action">
      {label}
    </Button>
  );

  // Until the subscription is read, no label that may turn out wrong.
  if (app && subscription === undefined) return <Button type="primary" size="large" loading data-testid="detail-action" />;
  if (app && subscription) {
    if (subscription.status === APP_STATUS_IN_USE) return button('进入应用', () => void openApp({ appName: item.name, hrefUrl: subscription.hrefUrl ?? null }));
    return <Tooltip title={NOT_IN_USE[subscription.status]}>{button('已试用', undefined, true)}</Tooltip>;
  }
  if (!mayPurchase) return null;
  if (isWebsiteBuilder(item)) return button('申请试用', () => history.push(TEMPLATE_GALLERY_URL));
  if (index === 1) return button('立即购买', () => history.push(purchaseUrl(item)));

  const trial = async () => {
    setBusy(true);
    try {
      const res = await applyTrial(item.id);
      onSubscribed(res.data);
      message.success(res.msg);
    } catch (error) {
      message.warning((error instanceof ApiError && error.body?.msg) || '申请试用失败');
    } finally {
      setBusy(false);
    }
  };
  return button('申请试用', () => void trial());
}
