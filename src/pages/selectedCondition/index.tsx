/**
 * The service console (/selectedCondition?conent=<menu title>, spec doc 2 §2): 模板下载 is the website template
 * gallery; the other entries are not built yet.
 */
import { ArrowLeftOutlined, ToolOutlined } from '@ant-design/icons';
import { history, useSearchParams } from '@umijs/max';
import { Button, Card, Result } from 'antd';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import '@/blocks/builtins';
import { BlockView } from '@/blocks/BlockRows';
import { usePage } from '@/blocks/usePage';
import styles from './index.less';

export const TEMPLATE_DOWNLOAD = '模板下载';

/** The registered template gallery block, on a page of its own (no section feeds it: it reads its own calls). */
function TemplateGallery() {
  const page = usePage({ id: 'selectedCondition', title: TEMPLATE_DOWNLOAD, fields: {}, operations: {} }, null);
  return <BlockView block={{ kind: 'templateGallery', key: 'templates' }} page={page} />;
}

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
