import { AppstoreOutlined, FileTextOutlined, TeamOutlined } from '@ant-design/icons';
import { history, Link, useSearchParams } from '@umijs/max';
import { Avatar, Breadcrumb, Button, Card, Col, Image, Result, Row, Space, Tag, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import { ApiError } from '@/services/request';
import {
  APP_STATUS_TEXT,
  applyTrial,
  type CatalogueItem,
  type CatalogueSubscription,
  catalogueDetail,
  catalogueItem,
  type CataloguePackage,
  isWebsiteBuilder,
  parseItem,
  purchaseUrl,
  TEMPLATE_GALLERY_URL,
} from '@/services/catalogue';
import styles from './index.less';

/**
 * An app's or a service's detail (/merchantApplicationDeail?applicationIndex=0|1&data=, spec doc 1 §2): breadcrumb,
 * logo, name, introduce, userCount, helpCount, cover, present. 申请试用 for apps (a 7-day trial; the spec opens an
 * external chat here, README), 立即购买 for services (/sellApplication); the website-building app opens the
 * template download gallery.
 */
function Detail() {
  const [searchParams] = useSearchParams();
  const index = searchParams.get('applicationIndex') === '1' ? 1 : 0;
  const item = parseItem(searchParams.get('data'));
  const [subscription, setSubscription] = useState<CatalogueSubscription | null>();
  const [busy, setBusy] = useState(false);
  const [packages, setPackages] = useState<CataloguePackage[]>();

  // The packages (spec doc 1 §3 voList): what buying or renewing costs.
  useEffect(() => {
    if (!item) return;
    catalogueItem(item.id)
      .then((res) => setPackages(res.data.voList ?? []))
      .catch(() => setPackages([]));
  }, [item?.id]);

  // An app's current subscription in this company (the item in the URL may be older than it).
  useEffect(() => {
    if (!item || index !== 0) return;
    catalogueDetail(item.id)
      .then((res) => setSubscription(res.data.subscription ?? null))
      .catch(() => setSubscription(null));
  }, [item?.id, index]);

  if (!item) {
    return <Result status="404" title="应用不存在" extra={<Button onClick={() => history.push('/merchantApplication')}>返回应用中心</Button>} />;
  }
  const tabTitle = index === 1 ? '云服务' : '云应用';

  const act = async () => {
    if (isWebsiteBuilder(item)) return history.push(TEMPLATE_GALLERY_URL);
    if (index === 1) return history.push(purchaseUrl(item));
    setBusy(true);
    try {
      const res = await applyTrial(item.id);
      setSubscription(res.data);
      message.success(res.msg);
    } catch (error) {
      message.warning((error instanceof ApiError && error.body?.msg) || '申请试用失败');
    } finally {
      setBusy(false);
    }
  };
  const status = subscription ? APP_STATUS_TEXT[subscription.status] : undefined;
  const present = (item.present ?? '').split('\n').filter(Boolean);

  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { title: <Link to="/merchantApplication">应用中心</Link> },
          { title: <Link to={`/merchantApplication?applicationsIndex=${index}`}>{tabTitle}</Link> },
          { title: item.name },
        ]}
      />
      <Card variant="borderless" className={styles.head}>
        <div className={styles.headRow}>
          <Avatar shape="square" size={88} src={item.logo ?? undefined} icon={<AppstoreOutlined />} />
          <div className={styles.headText}>
            <Space align="center" wrap>
              <Typography.Title level={3} className={styles.name}>
                {item.name}
              </Typography.Title>
              {status && <Tag color={status.color}>{status.text}{subscription?.endTime ? `（到期 ${subscription.endTime.slice(0, 10)}）` : ''}</Tag>}
            </Space>
            <Typography.Paragraph type="secondary" className={styles.introduce}>
              {item.describe}
            </Typography.Paragraph>
            <Space size="large" className={styles.counts}>
              <span>
                <TeamOutlined /> {item.userCount} 家企业在用
              </span>
              <span>
                <FileTextOutlined /> {item.helpCount} 篇帮助文档
              </span>
            </Space>
          </div>
          <Button type="primary" size="large" loading={busy} onClick={() => void act()} data-testid="detail-action">
            {index === 1 ? '立即购买' : '申请试用'}
          </Button>
        </div>
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card variant="borderless" title="产品介绍" className={styles.section}>
            <div className={styles.intro}>
              {item.cover ? <Image src={item.cover} alt={item.name} preview={false} width={160} className={styles.cover} /> : null}
              <Typography.Paragraph className={styles.introText}>{item.introduce}</Typography.Paragraph>
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card variant="borderless" title="功能亮点" className={styles.highlights}>
            <ul className={styles.present}>
              {present.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Card>
          <Card variant="borderless" title="套餐价格" className={styles.packages}>
            {packages?.length ? (
              <ul className={styles.packageList} data-testid="packages">
                {packages.map((pack) => (
                  <li key={pack.id}>
                    <span>{`${pack.qty}${pack.unit}`}</span>
                    <span className={styles.packagePrice}>¥{pack.price.toFixed(2)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <Typography.Text type="secondary">{packages ? '暂无套餐' : '加载中…'}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}

export default function MerchantApplicationDetailPage() {
  return (
    <ConsoleLayout>
      <Detail />
    </ConsoleLayout>
  );
}
