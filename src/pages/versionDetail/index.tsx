import { ArrowLeftOutlined, LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { history, useSearchParams } from '@umijs/max';
import { Button, Card, Empty, Space, Spin, Typography, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import { EMPTY_TEXT } from '@/components/EmptyState';
import { getUpdateRecord, reason, type UpdateRecord } from '@/blocks/workbench/platform-content';
import widgets from '@/blocks/workbench/workbench.less';
import styles from './index.less';

/**
 * Update-record detail (/merchant/versionDetail?versionId=, spec doc 1 §2): title, HTML content (sanitised by the
 * server), creation time, 上一条/下一条 (the records published just before and after; disabled when there is none)
 * and 刷新.
 */
function VersionDetail() {
  const [searchParams] = useSearchParams();
  const versionId = searchParams.get('versionId') ?? '';
  const [record, setRecord] = useState<UpdateRecord | null>();
  const [loading, setLoading] = useState(false);
  const load = useCallback(() => {
    if (!versionId) {
      setRecord(null);
      return;
    }
    setLoading(true);
    getUpdateRecord(versionId)
      .then((res) => setRecord(res.data))
      .catch((error) => {
        setRecord(null);
        message.error(`获取更新记录详情失败!${reason(error)}`);
      })
      .finally(() => setLoading(false));
  }, [versionId]);
  useEffect(load, [load]);
  const go = (id?: number | null) => id && history.push(`/merchant/versionDetail?versionId=${id}`);

  return (
    <div className={styles.page}>
      <Card
        variant="borderless"
        title={
          <Space>
            <Button type="text" size="small" icon={<ArrowLeftOutlined />} onClick={() => history.push('/merchant')} aria-label="返回工作台" />
            <span>更新记录</span>
          </Space>
        }
        extra={
          <Space wrap>
            <Button icon={<LeftOutlined />} disabled={!record?.preId} onClick={() => go(record?.preId)}>
              上一条
            </Button>
            <Button disabled={!record?.nextId} onClick={() => go(record?.nextId)}>
              下一条 <RightOutlined />
            </Button>
            <Button icon={<ReloadOutlined />} onClick={load} loading={loading}>
              刷新
            </Button>
          </Space>
        }
      >
        <Spin spinning={loading}>
          {record ? (
            <article className={styles.article}>
              <Typography.Title level={3} className={styles.title}>
                {record.title}
              </Typography.Title>
              <div className={styles.time}>创建时间：{record.crtTime}</div>
              {/* Sanitised on the server before it was stored (server/engine/html-sanitiser.ts). */}
              <div className={widgets.richText} dangerouslySetInnerHTML={{ __html: record.content }} />
            </article>
          ) : (
            record === null && <Empty description={EMPTY_TEXT} />
          )}
        </Spin>
      </Card>
    </div>
  );
}

export default function VersionDetailPage() {
  return (
    <ConsoleLayout>
      <VersionDetail />
    </ConsoleLayout>
  );
}
