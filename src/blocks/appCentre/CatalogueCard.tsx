import { AppstoreOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Avatar, Card, Tag, Typography } from 'antd';
import { APP_STATUS_TEXT, type CatalogueItem, detailUrl, priceText } from '@/services/catalogue';
import styles from './AppCatalogueBlock.less';

/** One app or service of the application centre: logo, name, description, price; a click opens its detail page. */
export default function CatalogueCard({ item }: { item: CatalogueItem }) {
  const status = item.subscription ? APP_STATUS_TEXT[item.subscription.status] : undefined;
  return (
    <Card hoverable className={styles.card} onClick={() => history.push(detailUrl(item))} data-testid="catalogue-card">
      <div className={styles.cardHead}>
        <Avatar shape="square" size={48} src={item.logo ?? undefined} icon={<AppstoreOutlined />} />
        <div className={styles.cardTitle}>
          <Typography.Text strong ellipsis title={item.name}>
            {item.name}
          </Typography.Text>
          <div className={styles.cardMeta}>{item.userCount} 家企业在用</div>
        </div>
        {status && <Tag color={status.color}>{status.text}</Tag>}
      </div>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className={styles.cardText}>
        {item.describe}
      </Typography.Paragraph>
      <div className={styles.cardPrice}>{priceText(item)}</div>
    </Card>
  );
}
