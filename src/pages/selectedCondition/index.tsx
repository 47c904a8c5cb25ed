/**
 * 服务控制台 (/selectedCondition?conent=<menu title>, the service area's page; spec doc 2 §2): the area's menu
 * (schemas/service/area.json: 签名管理, 模板管理, …, 模板下载, 物流管理) and the open entry, under a back control.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button } from 'antd';
import AreaPage from '@/layouts/AreaPage';
import styles from './index.less';

function BackBar() {
  const back = () => (window.history.length > 1 ? history.back() : history.push('/merchant'));
  return (
    <div className={styles.backBar}>
      <Button type="text" icon={<ArrowLeftOutlined />} onClick={back}>
        返回
      </Button>
    </div>
  );
}

export default function SelectedConditionPage() {
  return <AreaPage param="conent" header={<BackBar />} />;
}
