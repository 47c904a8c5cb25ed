/**
 * The appCatalogue block: 应用中心's catalogue of cloud apps and services as cards, each opening its detail.
 */
import { history, useSearchParams } from '@umijs/max';
import { Button, Card, Col, Result, Row, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '@/services/request';
import { type CatalogueItem, listApps, listServices, SERVICE_GROUPS, type ServiceGroups } from '@/services/catalogue';
import EmptyState from '@/components/EmptyState';
import CatalogueCard from './CatalogueCard';
import styles from './AppCatalogueBlock.less';

const TABS = [
  { key: '0', label: '云应用' },
  { key: '1', label: '云服务' },
];

function Grid({ items }: { items: CatalogueItem[] }) {
  if (!items.length) return <EmptyState />;
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.id} xs={24} md={12} lg={8} xxl={6}>
          <CatalogueCard item={item} />
        </Col>
      ))}
    </Row>
  );
}

type Loaded<T> = { data?: T; error?: ApiError };

function useCatalogue<T>(load: () => Promise<{ data: T }>, active: boolean): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({});
  useEffect(() => {
    if (!active || state.data) return;
    load()
      .then((res) => setState({ data: res.data }))
      .catch((error) => setState({ error: error instanceof ApiError ? error : new ApiError(0, undefined) }));
  }, [active]);
  return state;
}

function Refused({ error }: { error: ApiError }) {
  const forbidden = error.status === 403;
  return (
    <Result
      status={forbidden ? '403' : 'error'}
      title={forbidden ? '当前用户未获得应用购买授权，请联系管理员授权' : '获取应用列表失败'}
      subTitle={forbidden ? undefined : error.message}
      extra={<Button onClick={() => history.push('/merchant')}>返回工作台</Button>}
    />
  );
}

/**
 * Block `appCatalogue`, the page of 应用中心 (/merchantApplication, spec doc 1 §2; schemas/appCenter/pages/merchantApplication.json): tab 0 cloud apps, tab 1 cloud services grouped into value-added,
 * resource packs, system maintenance and hardware (`applicationsIndex` in the URL). A card opens the item's detail.
 * The catalogue is for members holding the company's purchase grant (administrators by default).
 */
export default function AppCatalogueBlock() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('applicationsIndex') === '1' ? '1' : '0';
  const apps = useCatalogue(listApps, tab === '0');
  const services = useCatalogue<ServiceGroups>(listServices, tab === '1');
  const current = tab === '0' ? apps : services;

  let body;
  if (current.error) body = <Refused error={current.error} />;
  else if (!current.data) body = <Spin className={styles.loading} />;
  else if (tab === '0') body = <Grid items={apps.data!} />;
  else
    body = SERVICE_GROUPS.map((group) => (
      <section key={group.key} className={styles.group} data-testid={`group-${group.key}`}>
        <h3 className={styles.groupTitle}>{group.title}</h3>
        <Grid items={services.data![group.key]} />
      </section>
    ));

  return (
    <div>
      <Card variant="borderless" className={styles.banner}>
        <h2>应用中心</h2>
        <p>为企业挑选云应用和增值服务：云应用可申请 7 天免费试用，云服务按套餐购买，使用账户余额或扫码支付。</p>
      </Card>
      <Card variant="borderless">
        <Tabs activeKey={tab} items={TABS} onChange={(key) => setSearchParams({ applicationsIndex: key })} />
        {body}
      </Card>
    </div>
  );
}

