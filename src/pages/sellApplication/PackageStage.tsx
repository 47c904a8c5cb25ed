import { Button, Card, Descriptions, Empty, Typography } from 'antd';
import type { CatalogueItem, CataloguePackage } from '@/services/catalogue';
import type { CurrentUser } from '@/services/types';
import { yuan } from '@/components/payment/yuan';
import styles from './index.less';

/** 单价: the price of one unit of a pack, at most four decimals ("0.039 元/条"). */
export const unitPrice = (pack: CataloguePackage) => Number((pack.price / pack.qty).toFixed(4));

interface Props {
  user?: CurrentUser;
  item: CatalogueItem;
  remaining?: number;
  picked?: CataloguePackage;
  onPick: (pack: CataloguePackage) => void;
  onSettle: () => void;
}

/** Stage 0 (spec doc 1 §2): account info, the packages (qty + unit, price in yuan, as low as … per unit), 结算. */
export default function PackageStage({ user, item, remaining, picked, onPick, onSettle }: Props) {
  const packs = item.voList ?? [];
  const lowest = packs.length ? packs.reduce((a, b) => (unitPrice(b) < unitPrice(a) ? b : a)) : undefined;
  return (
    <>
      <Card title="账户信息" variant="borderless" className={styles.card}>
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label="账户ID">{user?.tenantId ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="企业名称">{user?.companyName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="剩余短信">
            <span data-less-count={remaining}>{remaining ?? '-'}</span> 条
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        title={`选择套餐 — ${item.name}`}
        variant="borderless"
        className={styles.card}
        extra={lowest && <Typography.Text type="danger">低至 {unitPrice(lowest)} 元/{lowest.unit}</Typography.Text>}
      >
        {packs.length === 0 ? (
          <Empty description="暂无可购买的套餐" />
        ) : (
          <div className={styles.packs}>
            {packs.map((pack) => (
              <button
                type="button"
                key={pack.id}
                data-pack={pack.qty}
                className={`${styles.pack} ${picked?.id === pack.id ? styles.packPicked : ''}`}
                onClick={() => onPick(pack)}
              >
                <div className={styles.packQty}>
                  {pack.qty.toLocaleString('zh-CN')}
                  {pack.unit}
                </div>
                <div className={styles.packPrice}>¥{yuan(pack.price)}</div>
                <div className={styles.packUnit}>
                  {unitPrice(pack)} 元/{pack.unit}
                </div>
              </button>
            ))}
          </div>
        )}
        <div className={styles.footer}>
          <span>
            合计：<span className={styles.total}>¥{picked ? yuan(picked.price) : '0.00'}</span>
          </span>
          <Button type="primary" size="large" disabled={!picked} onClick={onSettle}>
            结算
          </Button>
        </div>
      </Card>
    </>
  );
}
