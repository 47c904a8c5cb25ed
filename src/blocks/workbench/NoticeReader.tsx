import { Modal, Space, Tag, Typography } from 'antd';
import { noticeType, type PlatformNotice } from './platform-content';
import styles from './workbench.less';

/** Reading one platform announcement: type, title, publication time and the body (HTML sanitised by the server). */
export default function NoticeReader({ notice, onClose }: { notice?: PlatformNotice; onClose: () => void }) {
  const type = notice ? noticeType(notice.type) : undefined;
  return (
    <Modal open={Boolean(notice)} title="平台公告" footer={null} onCancel={onClose} width={640} destroyOnHidden>
      {notice && (
        <div>
          <Typography.Title level={4} className={styles.readerTitle}>
            {notice.title}
          </Typography.Title>
          <Space size={8} className={styles.readerMeta}>
            {type && <Tag color={type.color}>{type.label}</Tag>}
            <span>发布时间：{notice.publishTime}</span>
          </Space>
          {/* The body is sanitised on the server (server/engine/html-sanitiser.ts) before it is stored. */}
          <div className={styles.richText} dangerouslySetInnerHTML={{ __html: notice.content }} />
        </div>
      )}
    </Modal>
  );
}
