import { Navigate, useSearchParams } from '@umijs/max';
import { Col, Row } from 'antd';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import CalendarPanel from './components/CalendarPanel';
import LatestNotices from './components/LatestNotices';
import MyApps from './components/MyApps';
import NoticeTicker from './components/NoticeTicker';
import StockCenter from './components/StockCenter';
import SupportCard from './components/SupportCard';
import UpdateRecords from './components/UpdateRecords';
import WelcomeCard from './components/WelcomeCard';
import { useFeatureSwitches } from './feature-switches';
import styles from './index.less';

/**
 * Workbench (/merchant, spec doc 1 §2). Left: notice ticker, calendar area, inventory-sharing centre.
 * Right: My Applications, the latest company notices, update records, support. A feature the company switched off
 * (通知公告, 日程: the settings record) takes its widgets away: the latest notices and the 通知公告 app, the calendar.
 */
export default function MerchantPage() {
  const [searchParams] = useSearchParams();
  const features = useFeatureSwitches();
  const index = searchParams.get('index');
  // /merchant?index=我的订单 (from the purchase result page) opens that section of system management.
  if (index) return <Navigate to={`/merchantManagement?index=${encodeURIComponent(index)}`} replace />;

  return (
    <ConsoleLayout>
      {(user) => (
        <div className={styles.page} data-feature-switches={features ? 'loaded' : 'loading'}>
          <WelcomeCard user={user} />
          <Row gutter={16}>
            <Col xs={24} xl={17}>
              <NoticeTicker />
              {features?.schedules && (
                <div data-testid="calendar-area">
                  <CalendarPanel />
                </div>
              )}
              <StockCenter />
            </Col>
            <Col xs={24} xl={7}>
              <MyApps notices={features?.notices === true} />
              {features?.notices && <LatestNotices user={user} />}
              <UpdateRecords />
              <SupportCard />
            </Col>
          </Row>
        </div>
      )}
    </ConsoleLayout>
  );
}
