import { Navigate, useSearchParams } from '@umijs/max';
import { Col, Row } from 'antd';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import CalendarPanel from './components/CalendarPanel';
import MyApps from './components/MyApps';
import NoticeTicker from './components/NoticeTicker';
import StockCenter from './components/StockCenter';
import SupportCard from './components/SupportCard';
import UpdateRecords from './components/UpdateRecords';
import WelcomeCard from './components/WelcomeCard';
import styles from './index.less';

/**
 * Workbench (/merchant, spec doc 1 §2). Left: notice ticker, calendar area, inventory-sharing centre.
 * Right: My Applications, update records, support. The data services behind the cards are added by later
 * issues; until then each card shows its empty state ('暂无内容').
 */
export default function MerchantPage() {
  const [searchParams] = useSearchParams();
  const index = searchParams.get('index');
  // /merchant?index=我的订单 (from the purchase result page) opens that section of system management.
  if (index) return <Navigate to={`/merchantManagement?index=${encodeURIComponent(index)}`} replace />;

  return (
    <ConsoleLayout>
      {(user) => (
        <div className={styles.page}>
          <WelcomeCard user={user} />
          <Row gutter={16}>
            <Col xs={24} xl={17}>
              <NoticeTicker />
              <CalendarPanel />
              <StockCenter />
            </Col>
            <Col xs={24} xl={7}>
              <MyApps />
              <UpdateRecords />
              <SupportCard />
            </Col>
          </Row>
        </div>
      )}
    </ConsoleLayout>
  );
}
