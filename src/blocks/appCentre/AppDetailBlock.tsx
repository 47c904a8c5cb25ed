import { AppstoreOutlined, FileTextOutlined, TeamOutlined } from '@ant-design/icons';
import { history, Link, useSearchParams } from '@umijs/max';
import { Avatar, Breadcrumb, Button, Card, Col, Image, Result, Row, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { APP_CENTRE_ROUTE, useOpensArea } from '@/hooks/useOpensArea';
import { APP_STATUS_TEXT, type CatalogueSubscription, catalogueDetail, catalogueItem, type CataloguePackage, parseItem } from '@/services/catalogue';
import DetailAction from './DetailAction';
import styles from './AppDetailBlock.less';

/**
 * Block `appDetail`, the page of an app's or a service's detail (/merchantApplicationDeail?applicationIndex=0|1&data=,
 * spec doc 1 §2; schemas/appCenter/pages/merchantApplicationDeail.json): breadcrumb,
 * logo, name, introduce, userCount, helpCount, cover, present, and the button (DetailAction): 申请试用 for apps (a
 * 7-day trial; the spec opens an external chat here, docs/api.md) and then 进入应用 / 已试用, 立即购买 for services
 * (/sellApplication); the website-building app opens the template download gallery.
 */
export default function AppDetailBlock() {
  const [searchParams] = useSearchParams();
  const index = searchParams.get('applicationIndex') === '1' ? 1 : 0;
  const item = parseItem(searchParams.get('data'));
  const [subscription, setSubscription] = useState<CatalogueSubscription | null>();
  const [packages, setPackages] = useState<CataloguePackage[]>();
  const mayPurchase = useOpensArea(APP_CENTRE_ROUTE);

  // The packages (spec doc 1 §3 voList): what buying or renewing costs, for who may buy.
  useEffect(() => {
    if (!item || !mayPurchase) return;
    catalogueItem(item.id)
      .then((res) => setPackages(res.data.voList ?? []))
      .catch(() => setPackages([]));
  }, [item?.id, mayPurchase]);

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

  const status = subscription ? APP_STATUS_TEXT[subscription.status] : undefined;
  const present = (item.present ?? '').split('\n').filter(Boolean);

  return (
    <div>
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
          <DetailAction item={item} index={index} subscription={subscription} onSubscribed={setSubscription} />
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
          {mayPurchase && (
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
          )}
        </Col>
      </Row>
    </div>
  );
}

