import { ArrowLeftOutlined, ToolOutlined } from '@ant-design/icons';
import { history, useSearchParams } from '@umijs/max';
import { Button, Card, Result } from 'antd';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import TemplateGallery from './TemplateGallery';
import styles from './index.less';

export const TEMPLATE_DOWNLOAD = '模板下载';

/**
 * The service console (/selectedCondition?conent=<menu title>, spec doc 2 §2). 模板下载 is the website template
 * gallery; the SMS and logistics entries are not built yet and say so. Each sub-page has a back control.
 */
function ServiceConsole() {
  const [searchParams] = useSearchParams();
  const conent = searchParams.get('conent') || TEMPLATE_DOWNLOAD;
  const back = () => (window.history.length > 1 ? history.back() : history.push('/merchantApplication'));
  return (
    <div className={styles.page}>
      <div className={styles.titleBar}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={back}>
          返回
        </Button>
        <h2 className={styles.title}>{conent}</h2>
      </div>
      {conent === TEMPLATE_DOWNLOAD ? (
        <TemplateGallery />
      ) : (
        <Card variant="borderless">
          <Result icon={<ToolOutlined style={{ color: '#1677ff' }} />} title="功能建设中" subTitle={`「${conent}」正在建设中，敬请期待`} />
        </Card>
      )}
    </div>
  );
}

export default function SelectedConditionPage() {
  return (
    <ConsoleLayout>
      <ServiceConsole />
    </ConsoleLayout>
  );
}
